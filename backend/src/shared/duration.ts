const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** Parses "3600", "90s", "15m", "12h", "7d" or "2w" into seconds; null when the text is not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+)\s*([smhdw]?)\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] || 's').toLowerCase();
  const seconds = amount * (UNIT_SECONDS[unit] ?? 1);
  return seconds > 0 ? seconds : null;
}
