// The data files' formatting: JSON as the repository's Prettier writes it (objects one key per line, a list of
// plain values on one line when it fits the print width of 110), so an export changes only what changed and
// `prettier --check` stays clean. Hand-written because Prettier cannot be loaded inside jest.
const PRINT_WIDTH = 110;

function isPlain(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function formatValue(value: unknown, indent: string, prefixWidth: number): string {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPlain)) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      // the line's indent and key are before it, a comma may follow
      if (prefixWidth + flat.length + 1 <= PRINT_WIDTH) return flat;
    }
    const items = value.map((item) => `${inner}${formatValue(item, inner, inner.length)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return `${head}${formatValue(item, inner, head.length)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The text of one data file. */
export function formatCatalogueFile(records: unknown): string {
  return `${formatValue(records, '', 0)}\n`;
}
