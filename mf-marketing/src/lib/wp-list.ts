import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** A page of a WordPress list with its paging headers. */
export interface WpList<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** Reads `X-WP-Total` / `X-WP-TotalPages` next to the body of a WordPress list call. */
export function toWpList<T>(items: T[], meta: FetchBaseQueryMeta | undefined): WpList<T> {
  const header = (name: string) => Number(meta?.response?.headers.get(name) ?? NaN);
  const total = header('X-WP-Total');
  const totalPages = header('X-WP-TotalPages');
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    totalPages: Number.isFinite(totalPages) ? totalPages : 1,
  };
}
