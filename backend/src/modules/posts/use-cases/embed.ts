// The wp/v2 extras of a post: `_links` always, `_embedded` (terms, author, featured image) on request.
import { toWpCategory, toWpTag, type WpEmbedded, type WpEmbeddedTerm, type WpPost } from '../mappers';
import type { PostsRepository } from '../repository';
import { postLinks, type Site } from '../wp-compat';
import type { PostsDeps } from './context';

/** A term of `_embedded`, its link absolute. */
function term(
  site: Site,
  id: number,
  name: string,
  slug: string,
  taxonomy: WpEmbeddedTerm['taxonomy'],
  link: string,
): WpEmbeddedTerm {
  return { id, link: `${site.origin}${link}`, name, slug, taxonomy };
}

/** The tags of the page by id and the categories per language: two queries for the whole page. */
async function termsOf(repo: PostsRepository, posts: WpPost[]) {
  const tagIds = [...new Set(posts.flatMap((post) => post.tags))];
  const langs = [...new Set(posts.map((post) => post.lang))];
  const [tagRows, categoryRows] = await Promise.all([
    tagIds.length ? repo.tags({ include: tagIds, hideEmpty: false }, tagIds.length, 0) : [],
    Promise.all(langs.map(async (lang) => [lang, await repo.categories(lang)] as const)),
  ]);
  return { tags: new Map(tagRows.map((row) => [row.id, row])), categories: new Map(categoryRows) };
}

/** `_embedded` of each post: two queries for the whole page (tags by id, categories per language). */
async function embedAll({ repo }: PostsDeps, posts: WpPost[], site: Site): Promise<void> {
  const { tags, categories } = await termsOf(repo, posts);
  for (const post of posts) {
    const cats = (categories.get(post.lang) ?? []).filter((row) => post.categories.includes(row.id));
    const embedded: WpEmbedded = {
      'wp:term': [
        cats.map((row) => {
          const category = toWpCategory(row, post.lang);
          return term(
            site,
            category.id,
            category.name,
            category.slug,
            'category',
            `/blog?categories=${category.id}`,
          );
        }),
        post.tags.flatMap((id) => {
          const row = tags.get(id);
          return row ? [term(site, row.id, row.name, row.slug, 'post_tag', toWpTag(row).link)] : [];
        }),
      ],
    };
    if (post.author) {
      embedded.author = [{ id: post.author, name: post.author_name, url: '', description: '' }];
    }
    if (post.more_data.featured_url) {
      const url = post.more_data.featured_url;
      embedded['wp:featuredmedia'] = [
        {
          id: post.featured_media,
          type: 'attachment',
          media_type: 'image',
          title: { rendered: '' },
          alt_text: post.more_data.featured_alt,
          source_url: url.startsWith('/') ? `${site.origin}${url}` : url,
        },
      ];
    }
    post._embedded = embedded;
  }
}

/** The wp/v2 extras: `_links` always, `_embedded` on request. */
export async function decorate(
  deps: PostsDeps,
  posts: WpPost[],
  site: Site,
  embed: boolean,
): Promise<WpPost[]> {
  for (const post of posts) post._links = postLinks(post, site.apiRoot);
  if (embed) await embedAll(deps, posts, site);
  return posts;
}
