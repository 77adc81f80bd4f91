// Static migration list, so migrations run the same from src (jest, tsx) and from dist (no folder scanning).
import type { Migration } from 'kysely';
import * as m0001 from './0001-init';
import * as m0002 from './0002-shop-and-password-reset';
import * as m0003 from './0003-training';
import * as m0004 from './0004-activity';
import * as m0005 from './0005-marketing';
import * as m0006 from './0006-community';
import * as m0007 from './0007-outbox-and-login-security';
import * as m0008 from './0008-file-storage';
import * as m0009 from './0009-accounts-and-membership';
import * as m0010 from './0010-jobs';
import * as m0011 from './0011-shop';
import * as m0012 from './0012-point-totals';

/** Every migration by name; names sort in the order they run. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_shop_and_password_reset': m0002,
  '0003_training': m0003,
  '0004_activity': m0004,
  '0005_marketing': m0005,
  '0006_community': m0006,
  '0007_outbox_and_login_security': m0007,
  '0008_file_storage': m0008,
  '0009_accounts_and_membership': m0009,
  '0010_jobs': m0010,
  '0011_shop': m0011,
  '0012_point_totals': m0012,
};
