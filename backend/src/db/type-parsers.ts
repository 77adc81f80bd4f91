// Result types for node-postgres, which reads both databases (PGlite through its node-postgres connection): left
// alone, pg returns int8/numeric as strings and dates as local-midnight Date objects.
import pg from 'pg';

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/** Parsers by type OID. */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  // counts and SUM() are int8; our values stay far below 2^53
  [OID.INT8]: (value) => Number(value),
  [OID.NUMERIC]: (value) => Number(value),
  // a calendar date has no time zone: keep 'YYYY-MM-DD'
  [OID.DATE]: (value) => value,
};

/** node-postgres `types` option that applies TYPE_PARSERS and falls back to pg's own parsers. */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ??
    pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};
