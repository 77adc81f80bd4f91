// Filters and paging of SCIM list requests (RFC 7644 §3.4.2). Identity providers only ever send one equality
// filter before they create or update (`userName eq "a@b.de"`, `externalId eq "…"`, `displayName eq "…"`), so
// exactly that form is supported; anything else is a 400 invalidFilter, as the RFC asks for unsupported filters.
import { AppError } from '../../shared/errors';
import { LIST_SCHEMA, type ListQuery } from './schemas';

export interface EqFilter {
  /** The attribute, lower case (SCIM attribute names are case-insensitive). */
  attribute: string;
  value: string;
}

const EQ = /^\s*([A-Za-z][\w.:-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/** Parses `attr eq "value"` for one of `allowed` (lower case); undefined without a filter. */
export function parseFilter(filter: string | undefined, allowed: readonly string[]): EqFilter | undefined {
  if (filter === undefined || filter.trim() === '') return undefined;
  const match = EQ.exec(filter);
  const attribute = match?.[1]?.toLowerCase();
  if (!match || !attribute || !allowed.includes(attribute)) {
    throw new AppError(
      'invalid_data',
      'invalidFilter',
      `Only filters of the form <attribute> eq "<value>" on ${allowed.join(', ')} are supported.`,
    );
  }
  // JSON string escapes (\" and \\) as RFC 7644 uses them in filter values
  const value = match[2]!.replace(/\\(.)/g, '$1');
  return { attribute, value };
}

export const MAX_COUNT = 200;

/** 1-based startIndex and count, clamped as RFC 7644 §3.4.2.4 says (below 1 → 1, negative count → 0). */
export function paging(query: ListQuery): { offset: number; limit: number; startIndex: number } {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const limit = Math.min(MAX_COUNT, Math.max(0, query.count ?? 100));
  return { offset: startIndex - 1, limit, startIndex };
}

export function listResponse<T>(resources: T[], total: number, startIndex: number) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
