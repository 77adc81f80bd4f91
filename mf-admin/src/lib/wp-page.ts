import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** One page of a WordPress-style list: its items and the counts of its `X-WP-Total` / `X-WP-TotalPages` headers. */
export interface WpPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

const header = (meta: FetchBaseQueryMeta | undefined, name: string, fallback: number) =>
  Number(meta?.response?.headers.get(name) ?? fallback) || fallback;

/** The `transformResponse` of a paged list call: the body with the counts of its headers (absent: this page only). */
export function wpPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): WpPage<T> {
  return {
    items,
    total: header(meta, 'X-WP-Total', items.length),
    totalPages: header(meta, 'X-WP-TotalPages', 1),
  };
}
