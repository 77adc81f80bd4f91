// Static migration list, so migrations run the same from src (jest, tsx) and from dist (no folder scanning).
import type { Migration } from 'kysely';
import * as m0001 from './0001-init';
import * as m0002 from './0002-shop-and-password-reset';

/** Every migration by name; names sort in the order they run. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_shop_and_password_reset': m0002,
};
