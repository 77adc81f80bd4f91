// fast-check arbitraries from the zod 4 schemas of the routes (zod-fast-check supports zod 3 only): `nearValid`
// walks the schema types in use and makes values that often pass (so the handlers run), `hostileInput` mutates
// them: wrong types, huge/negative/NaN-like numbers, RTL/emoji/NUL/lone surrogates, 100 kB strings,
// SQL- and script-looking text, deep nesting and `__proto__`/`constructor` keys (added to the JSON text, where
// an object literal cannot hold them).
import fc from 'fast-check';

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? []).map((c) => c._zod.def);

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  '   ',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "admin'--",
  '\u202Egnp.exe',
  '👩‍👩‍👧‍👦🏳️‍🌈'.repeat(20),
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x7fffffff',
  '99999999999999999999999',
  '2026-02-30',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00%2e%2e',
  '${7*7}{{7*7}}',
  'x'.repeat(100_000),
  'ä'.repeat(20_000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Nested arrays `depth` deep around a value. */
const nest = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** One hostile JSON value (any type). */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.integer(), { minLength: 1000, maxLength: 2000 }),
  fc.integer({ min: 1, max: 40 }).map((depth) => nest(depth, 'x')),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 5 }),
);

function stringValue(def: Def): fc.Arbitrary<unknown> {
  let minLength = 0;
  let maxLength = 30;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum ?? 0;
    if (check.check === 'max_length') maxLength = Math.min(check.maximum ?? 30, 200);
    if (check.check === 'length_equals') minLength = maxLength = (check as { length?: number }).length ?? 0;
  }
  const format = (def.format as string | undefined) ?? checksOf(def).find((c) => c.format)?.format;
  const pattern = (def.pattern as RegExp | undefined) ?? checksOf(def).find((c) => c.pattern)?.pattern;
  if (format === 'email') return fc.emailAddress();
  if (format === 'date') return dateText;
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'url') return fc.webUrl();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length <= Math.max(maxLength, 1) * 2);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    // dates and numbers in strings: the date and numeric-string fields are plain strings with a refinement
    dateText,
    fc.integer({ min: 1, max: 200 }).map(String),
  );
}

const dateText = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function numberValue(def: Def): fc.Arbitrary<unknown> {
  let min = -1000;
  let max = 100_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
    if (check.check === 'greater_than') min = (check.value ?? 0) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = (check.value ?? 0) - (check.inclusive ? 0 : 1);
  }
  max = Math.min(max, min + 100_000);
  return integer || min > -1000 || max < 100_000
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max, noNaN: true });
}

/** A value shaped like the schema (often valid, so the handler behind the validator runs too). */
export function nearValid(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const def = defOf(schema);
  const inner = (key: string) => nearValid(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return stringValue(def);
    case 'number':
      return numberValue(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // z.preprocess is a pipe from a transform: the schema after it says what to send
      const from = defOf(def.in);
      return from.type === 'transform' ? inner('out') : inner('in');
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => nearValid(o, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) record[key] = nearValid(field, depth + 1);
      return fc.record(record);
    }
    case 'array': {
      let minLength = 0;
      let maxLength = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = check.minimum ?? 0;
        if (check.check === 'max_length') maxLength = Math.min(check.maximum ?? 4, Math.max(minLength, 4));
      }
      return fc.array(inner('element'), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((i) => nearValid(i, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), inner('valueType'), { maxKeys: 3 });
    case 'lazy':
      return nearValid((def.getter as () => unknown)(), depth + 1);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Paths to every object/array inside a value (the root is []). */
function containers(
  value: unknown,
  path: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
) {
  if (value === null || typeof value !== 'object') return out;
  out.push(path);
  for (const [key, child] of Object.entries(value)) {
    containers(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

function at(root: unknown, path: Array<string | number>): Record<string | number, unknown> {
  let value = root as Record<string | number, unknown>;
  for (const key of path) value = value[key] as Record<string | number, unknown>;
  return value;
}

export type Mutation = 'none' | 'replace' | 'field' | 'extra' | 'proto';

export interface HostileValue {
  mutation: Mutation;
  value: unknown;
  /** Keys to add to the serialized JSON object (`__proto__` cannot be an own key of a literal). */
  rawKeys: string[];
}

const PROTO_KEYS = [
  '"__proto__":{"roles":["administrator"],"isAdmin":true,"points":1000000}',
  '"constructor":{"prototype":{"roles":["administrator"]}}',
  '"__proto__":null',
  '"prototype":{"admin":1}',
];

/** A near-valid value with (mostly) one hostile change somewhere in it. */
export function hostileInput(schema: unknown): fc.Arbitrary<HostileValue> {
  return fc
    .tuple(
      nearValid(schema),
      fc.constantFrom<Mutation>('none', 'replace', 'field', 'field', 'field', 'extra', 'proto'),
      fc.nat(),
      hostileLeaf,
      fc.constantFrom(...PROTO_KEYS),
    )
    .map(([base, mutation, pick, leaf, protoKey]): HostileValue => {
      const value: unknown = structuredClone(base);
      if (mutation === 'replace') return { mutation, value: leaf, rawKeys: [] };
      if (mutation === 'proto') return { mutation, value, rawKeys: [protoKey] };
      const targets = containers(value);
      if (!targets.length) return { mutation: 'replace', value: leaf, rawKeys: [] };
      const target = at(value, targets[pick % targets.length]!);
      const keys = Object.keys(target);
      if (mutation === 'field' && keys.length) {
        const key = keys[pick % keys.length]!;
        target[Array.isArray(target) ? Number(key) : key] = leaf;
      } else if (mutation !== 'none') {
        if (Array.isArray(target)) target.push(leaf);
        else target[`extra_${pick % 7}`] = leaf;
      }
      return { mutation, value, rawKeys: [] };
    });
}

/** The JSON text of a body, with the raw keys put first into the top object. */
export function jsonText({ value, rawKeys }: HostileValue): string {
  const text = JSON.stringify(value === undefined ? {} : value);
  if (!rawKeys.length || !text.startsWith('{')) return text;
  return `{${rawKeys.join(',')}${text === '{}' ? '' : ','}${text.slice(1)}`;
}

/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** A query string for a value (arrays as repeated keys, objects in brackets), with raw pieces for `proto`. */
export function queryText({ value, rawKeys }: HostileValue): string {
  const parts: string[] = [];
  const add = (key: string, v: unknown) => {
    if (v === undefined) return;
    if (Array.isArray(v)) v.forEach((item) => add(key, item));
    else if (v !== null && typeof v === 'object')
      Object.entries(v).forEach(([k, item]) => add(`${key}[${k}]`, item));
    else parts.push(`${encode(key)}=${encode(String(v))}`);
  };
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    Object.entries(value).forEach(([k, v]) => add(k, v));
  } else if (value !== undefined) {
    add('q', value);
  }
  if (rawKeys.length)
    parts.push('__proto__[roles]=administrator', 'constructor[prototype][x]=1', '%E0%A4%A=1');
  return parts.join('&');
}
