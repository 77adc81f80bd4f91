// Seeds the rewards shop from rewards.json (the data file; pictures in ./images, served by the shop module):
// missing rewards and coupons are created by slug / code, so a second run writes nothing and staff changes to
// prices or stock survive. Rewards seeded before the shop existed (no picture yet) get their catalogue data once.
import type { Kysely } from 'kysely';
import type { Database, ProductCategory } from '../../db/schema';
import { productImagePath } from '../../modules/shop';
import data from './rewards.json';

interface RewardText {
  name: string;
  description: string;
}

export interface SeedReward {
  slug: string;
  category: ProductCategory;
  points: number | null;
  price_cents: number | null;
  vat_rate: number;
  physical: boolean;
  one_per_user: boolean;
  stock: number | null;
  out_of_stock: boolean;
  texts: { de: RewardText; en: RewardText };
}

export interface SeedCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  used_count?: number;
}

export const SEED_REWARDS = data.rewards as SeedReward[];
export const SEED_COUPONS = data.coupons as SeedCoupon[];

/** Creates the missing rewards and coupons; returns how many rewards it created. */
export async function seedShop(trx: Kysely<Database>): Promise<number> {
  let created = 0;
  for (const reward of SEED_REWARDS) {
    const { texts, ...fields } = reward;
    const values = { ...fields, image: productImagePath(`${reward.slug}.svg`) };
    const inserted = await trx
      .insertInto('products')
      .values(values)
      .onConflict((oc) => oc.constraint('products_slug_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      created++;
      await trx
        .insertInto('product_translations')
        .values((['de', 'en'] as const).map((lang) => ({ product_id: inserted.id, lang, ...texts[lang] })))
        .execute();
      continue;
    }
    // a reward of the first seed (before 0011): no picture yet, so nobody has curated it
    await trx
      .updateTable('products')
      .set({ ...values, updated_at: new Date() })
      .where('slug', '=', reward.slug)
      .where('image', 'is', null)
      .execute();
  }
  for (const coupon of SEED_COUPONS) {
    await trx
      .insertInto('coupons')
      .values(coupon)
      .onConflict((oc) => oc.constraint('coupons_code_key').doNothing())
      .execute();
  }
  return created;
}
