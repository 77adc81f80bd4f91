// The rewards shop's offer in one query (GET bonuses; the full shop is modules/shop): active points-priced products with their texts in the requested language, else German.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang } from '../../shared/domain';

/** Builds the list query (its result type is ProductListRow). */
function listQuery(db: Kysely<Database>, lang: ContentLang) {
  return (
    db
      .selectFrom('products as p')
      .leftJoin('product_translations as t', (join) =>
        join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang),
      )
      .leftJoin('product_translations as de', (join) =>
        join.onRef('de.product_id', '=', 'p.id').on('de.lang', '=', 'de'),
      )
      .select((eb) => [
        'p.id',
        'p.points',
        'p.out_of_stock',
        'p.image',
        eb.fn.coalesce('t.name', 'de.name').as('name'),
        // name and description come from the same language, never a mix
        eb
          .case()
          .when('t.name', 'is not', null)
          .then(eb.ref('t.description'))
          .else(eb.ref('de.description'))
          .end()
          .as('description'),
      ])
      .where('p.active', '=', true)
      // this list offers what fitness points buy; rewards priced in euros only are in shop/products
      .where('p.points', 'is not', null)
      .$narrowType<{ points: number }>()
      // a product without a text in either language is not ready to be offered
      .where((eb) => eb.or([eb('t.name', 'is not', null), eb('de.name', 'is not', null)]))
      .orderBy('p.points')
      .orderBy('p.id')
  );
}

export type ProductListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export interface BonusesRepository {
  listActive(lang: ContentLang): Promise<ProductListRow[]>;
}

/** The Kysely implementation of BonusesRepository. */
export function createBonusesRepository(db: Kysely<Database>): BonusesRepository {
  return { listActive: (lang) => listQuery(db, lang).execute() };
}
