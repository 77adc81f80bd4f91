// Output formats shared by the mappers.

/** ISO 8601 timestamp, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** 'HH:MM' from a PostgreSQL time value ('HH:MM:SS'), or null. */
export function hhmmOrNull(value: string | null | undefined): string | null {
  return value ? value.slice(0, 5) : null;
}
