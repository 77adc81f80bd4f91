// wp/v2/tags and wp/v2/categories.
import { toWpCategory, toWpTag, type WpCategory, type WpTag } from '../mappers';
import type { ListCategoriesQuery, ListTagsQuery } from '../schemas';
import { checkPage, type Paged, type PostsDeps } from './context';

export async function tags(
  { repo }: PostsDeps,
  { lang, search, per_page, page, offset, hide_empty, include, slug, post }: ListTagsQuery,
): Promise<Paged<WpTag>> {
  const filter = { lang, search: search || undefined, hideEmpty: hide_empty, include, slug, post };
  const [total, rows] = await Promise.all([
    repo.countTags(filter),
    repo.tags(filter, per_page, offset ?? (page - 1) * per_page),
  ]);
  const totalPages = Math.ceil(total / per_page);
  checkPage(page, totalPages, offset);
  return { items: rows.map(toWpTag), total, totalPages };
}

export async function categories(
  { repo }: PostsDeps,
  { lang, per_page, page, hide_empty, post }: ListCategoriesQuery,
): Promise<Paged<WpCategory>> {
  const all = (await repo.categories(lang, post)).filter((row) => !hide_empty || Number(row.count) > 0);
  const totalPages = Math.ceil(all.length / per_page);
  checkPage(page, totalPages, undefined);
  const items = all.slice((page - 1) * per_page, page * per_page).map((row) => toWpCategory(row, lang));
  return { items, total: all.length, totalPages };
}
