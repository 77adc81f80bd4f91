// CMS pages: pages, their per-language versions (draft and published pointers) and immutable revisions.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { CmsRevisionAction, ContentLang } from '../../shared/domain';

export interface PublishedPageRow {
  id: number;
  slug: string;
  lang: ContentLang;
  title: string;
  description: string;
  blocks: unknown[];
  published_at: Date;
}

export interface PageRow {
  id: number;
  slug: string;
}

export interface VersionSummaryRow extends VersionRow {
  page_id: number;
  lang: ContentLang;
  draft_title: string;
}

export interface RevisionRow {
  id: number;
  page_id: number;
  lang: ContentLang;
  title: string;
  description: string;
  blocks: unknown[];
  action: CmsRevisionAction;
  restored_from: number | null;
  author_id: number | null;
  author_name: string | null;
  created_at: Date;
  first_published_at: Date | null;
}

export interface VersionRow {
  draft_revision_id: number;
  draft_modified_at: Date;
  published_revision_id: number | null;
  published_at: Date | null;
}

export type NewRevision = Omit<RevisionRow, 'id' | 'author_name' | 'created_at' | 'first_published_at'>;

function revisions(db: Kysely<Database>) {
  return db
    .selectFrom('cms_page_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.page_id',
      'r.lang',
      'r.title',
      'r.description',
      'r.blocks',
      'r.action',
      'r.restored_from',
      'r.author_id',
      sql<
        string | null
      >`case when u.id is null then null else btrim(u.first_name || ' ' || u.last_name) end`.as(
        'author_name',
      ),
      'r.created_at',
      'r.first_published_at',
    ]);
}

/** The pages: published ones, the editor's list, one, a new one, deleting one. */
function pageQueries(db: Kysely<Database>) {
  return {
    /** The published versions of a language, optionally of one slug. */
    published: (lang: ContentLang, slug: string | undefined): Promise<PublishedPageRow[]> =>
      db
        .selectFrom('cms_pages as p')
        .innerJoin('cms_page_versions as v', 'v.page_id', 'p.id')
        .innerJoin('cms_page_revisions as r', 'r.id', 'v.published_revision_id')
        .select([
          'p.id',
          'p.slug',
          'v.lang',
          'r.title',
          'r.description',
          'r.blocks',
          sql<Date>`v.published_at`.as('published_at'),
        ])
        .where('v.lang', '=', lang)
        .$if(slug !== undefined, (qb) => qb.where('p.slug', '=', slug!))
        .orderBy('p.slug')
        .execute(),

    pages: (): Promise<PageRow[]> =>
      db.selectFrom('cms_pages').select(['id', 'slug']).orderBy('slug').execute(),

    page: (id: number): Promise<PageRow | undefined> =>
      db.selectFrom('cms_pages').select(['id', 'slug']).where('id', '=', id).executeTakeFirst(),

    pageBySlug: (slug: string): Promise<PageRow | undefined> =>
      db.selectFrom('cms_pages').select(['id', 'slug']).where('slug', '=', slug).executeTakeFirst(),

    async createPage(slug: string): Promise<PageRow> {
      return db.insertInto('cms_pages').values({ slug }).returning(['id', 'slug']).executeTakeFirstOrThrow();
    },

    async deletePage(id: number): Promise<void> {
      // versions point at revisions of the page: drop them first, then the page (revisions cascade)
      await db.deleteFrom('cms_page_versions').where('page_id', '=', id).execute();
      await db.deleteFrom('cms_pages').where('id', '=', id).execute();
    },
  };
}

/** A page's versions per language: the draft and published pointers. */
function versionQueries(db: Kysely<Database>) {
  return {
    /** Every version of every page, with the draft title. */
    versionSummaries: (): Promise<VersionSummaryRow[]> =>
      db
        .selectFrom('cms_page_versions as v')
        .innerJoin('cms_page_revisions as r', 'r.id', 'v.draft_revision_id')
        .select([
          'v.page_id',
          'v.lang',
          'v.draft_revision_id',
          'v.draft_modified_at',
          'v.published_revision_id',
          'v.published_at',
          'r.title as draft_title',
        ])
        .execute(),

    /** The version row, locked for the rest of the transaction when `lock`. */
    version: (pageId: number, lang: ContentLang, lock = false): Promise<VersionRow | undefined> =>
      db
        .selectFrom('cms_page_versions')
        .select(['draft_revision_id', 'draft_modified_at', 'published_revision_id', 'published_at'])
        .where('page_id', '=', pageId)
        .where('lang', '=', lang)
        .$if(lock, (qb) => qb.forUpdate())
        .executeTakeFirst(),

    /** Points the draft of the version at `revisionId` (creating the version row). */
    async setDraft(pageId: number, lang: ContentLang, revisionId: number): Promise<void> {
      await db
        .insertInto('cms_page_versions')
        .values({ page_id: pageId, lang, draft_revision_id: revisionId, draft_modified_at: sql<Date>`now()` })
        .onConflict((oc) =>
          oc
            .columns(['page_id', 'lang'])
            .doUpdateSet({ draft_revision_id: revisionId, draft_modified_at: sql<Date>`now()` }),
        )
        .execute();
    },

    /** Publishes the current draft revision. */
    async publishDraft(pageId: number, lang: ContentLang, draftRevisionId: number): Promise<void> {
      await db
        .updateTable('cms_page_versions')
        .set({ published_revision_id: draftRevisionId, published_at: sql<Date>`now()` })
        .where('page_id', '=', pageId)
        .where('lang', '=', lang)
        .execute();
      await db
        .updateTable('cms_page_revisions')
        .set({ first_published_at: sql<Date>`coalesce(first_published_at, now())` })
        .where('id', '=', draftRevisionId)
        .execute();
    },

    async unpublish(pageId: number, lang: ContentLang): Promise<void> {
      await db
        .updateTable('cms_page_versions')
        .set({ published_revision_id: null, published_at: null })
        .where('page_id', '=', pageId)
        .where('lang', '=', lang)
        .execute();
    },
  };
}

/** A page's revisions (immutable): one, a page of them, their count, a new one. */
function revisionQueries(db: Kysely<Database>) {
  return {
    revision: (pageId: number, lang: ContentLang, id: number): Promise<RevisionRow | undefined> =>
      revisions(db)
        .where('r.id', '=', id)
        .where('r.page_id', '=', pageId)
        .where('r.lang', '=', lang)
        .executeTakeFirst(),

    revisionPage: (
      pageId: number,
      lang: ContentLang,
      limit: number,
      offset: number,
    ): Promise<RevisionRow[]> =>
      revisions(db)
        .where('r.page_id', '=', pageId)
        .where('r.lang', '=', lang)
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    async countRevisions(pageId: number, lang: ContentLang): Promise<number> {
      const row = await db
        .selectFrom('cms_page_revisions')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('page_id', '=', pageId)
        .where('lang', '=', lang)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async insertRevision(revision: NewRevision): Promise<number> {
      const row = await db
        .insertInto('cms_page_revisions')
        .values({ ...revision, blocks: JSON.stringify(revision.blocks) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

/** Every page query on `db`: the groups above spread together. */
export function createPagesRepository(db: Kysely<Database>) {
  return {
    ...pageQueries(db),
    ...versionQueries(db),
    ...revisionQueries(db),
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
