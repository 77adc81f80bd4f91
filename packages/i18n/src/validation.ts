// Form errors in one place: a zod issue of the request contract (@officefit/domain, see its contract/index.ts)
// becomes a translated message here, for every form of every remote. The schemas carry no texts; the message is
// chosen by the issue's code, its kind of value (`origin`) and its limits, or, for a refinement, by the snake_case
// code in `params.code` (`validation:codes.<code>`, interpolated with the other params).
// The `validation` namespace is loaded with the i18n instance (index.ts, which also binds issueMessage to it as
// validationMessage / validationErrorMap), so every remote can use it at once.
import validationDe from './locales/validation.de.json';
import validationEn from './locales/validation.en.json';

export const VALIDATION_NAMESPACE = 'validation';
export const validationResources = { de: validationDe, en: validationEn };

/** The parts of a zod issue the message depends on (structural, so this package needs no zod). */
export interface ValidationIssue {
  code: string;
  /** The kind of value of too_small/too_big (`string`, `number`, `array`, …). */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** invalid_type: the expected type (`int` for a fraction where a whole number belongs). */
  expected?: string;
  /** invalid_format: `email`, `regex`, … */
  format?: string;
  /** invalid_value: the allowed values. */
  values?: readonly unknown[];
  input?: unknown;
  params?: Record<string, unknown>;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const blank = (input: unknown) => input === undefined || input === null || input === '';

/**
 * A date typed only in part ("2026-05", "12.05."): spec §5's "Date {0} incomplete" names what was typed, where a
 * complete but impossible date ("2026-02-30") stays "no valid date".
 */
function isPartialDate(input: unknown): input is string {
  if (typeof input !== 'string' || input.trim() === '') return false;
  const parts = input
    .trim()
    .split(/[-./]/)
    .filter((part) => part !== '');
  return parts.length < 3 && parts.every((part) => /^\d+$/.test(part));
}

/**
 * The form-level summary of spec §5: "Not all required fields are filled" when every field in error is blank,
 * "Fields are filled incorrectly" as soon as one of them holds a wrong entry. `values` are the values of the fields
 * in error; returns a namespace-qualified key.
 */
export function formSummaryKey(values: readonly unknown[]): string {
  const empty = (value: unknown) => blank(value) || (Array.isArray(value) && value.length === 0);
  return values.length > 0 && values.every(empty)
    ? 'common:errors.notAllRequired'
    : `${VALIDATION_NAMESPACE}:fieldsIncorrect`;
}

function key(issue: ValidationIssue): [string, Record<string, unknown>?] {
  const limits = { minimum: Number(issue.minimum), maximum: Number(issue.maximum) };
  switch (issue.code) {
    case 'custom': {
      const { code, ...values } = issue.params ?? {};
      if (code === 'invalid_date' && isPartialDate(issue.input))
        return ['dateIncomplete', { value: issue.input }];
      return typeof code === 'string' ? [`codes.${code}`, values] : ['invalid'];
    }
    case 'invalid_type':
      if (blank(issue.input)) return ['required'];
      if (issue.expected === 'int') return ['wholeNumber'];
      return issue.expected === 'number' ? ['number'] : ['invalid'];
    case 'invalid_value':
      if (issue.values?.length === 1 && issue.values[0] === true) return ['consent'];
      return blank(issue.input) ? ['choose'] : ['invalid'];
    case 'invalid_union':
      return blank(issue.input) ? ['required'] : ['invalid'];
    case 'invalid_format':
      // an empty field with a pattern (a postal code) is missing, not misspelt (#39)
      if (blank(issue.input)) return ['required'];
      return [issue.format === 'email' ? 'email' : 'format'];
    case 'too_small':
      if (issue.origin === 'string') return limits.minimum <= 1 ? ['required'] : ['tooShort', limits];
      if (issue.origin === 'array' || issue.origin === 'set') return ['tooFew', limits];
      return ['tooSmall', limits];
    case 'too_big':
      if (issue.origin === 'string') return ['tooLong', limits];
      if (issue.origin === 'array' || issue.origin === 'set') return ['tooMany', limits];
      return ['tooBig', limits];
    default:
      return ['invalid'];
  }
}

/** The message of an issue, worded by `t` (i18next's, bound to the `validation` namespace's keys). */
export function issueMessage(issue: ValidationIssue, t: Translate): string {
  const [name, values] = key(issue);
  return t(`${VALIDATION_NAMESPACE}:${name}`, values);
}
