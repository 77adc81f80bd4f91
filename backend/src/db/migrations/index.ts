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
import * as m0013 from './0013-shop-invoices-and-refunds';
import * as m0014 from './0014-profile-and-privacy';
import * as m0015 from './0015-reminders-and-stream';
import * as m0017 from './0017-audit-and-impersonation';
import * as m0018 from './0018-companies';
import * as m0019 from './0019-account-notifications';
import * as m0020 from './0020-catalogue-editing';
import * as m0021 from './0021-exercise-poses';
import * as m0022 from './0022-ranking-changes';
import * as m0023 from './0023-revoked-tokens';
import * as m0024 from './0024-seed-runs';
import * as m0025 from './0025-post-list-changes';
import * as m0026 from './0026-auth-changes';
import * as m0027 from './0027-post-list-notify';
import * as m0028 from './0028-membership-periods';
import * as m0029 from './0029-end-mailed-keys';
import * as m0041 from './0041-cancellation-requests';
import * as m0042 from './0042-company-confirmed-members';
import * as m0043 from './0043-post-list-no-notify';
import * as m0044 from './0044-scim-provisioning';
import * as m0045 from './0045-calendar-feeds';
import * as m0046 from './0046-single-sign-on';
import * as m0048 from './0048-team-feed';
import * as m0050 from './0050-health-profile-history';
import * as m0051 from './0051-auth-changes-deactivated';
import * as m0052 from './0052-stream-title-en';
import * as m0053 from './0053-health-consents';
import * as m0054 from './0054-voucher-admin';
import * as m0055 from './0055-refresh-tokens';
import * as m0056 from './0056-stream-videos';
import * as m0057 from './0057-sepa-payments';
import * as m0058 from './0058-cms-pictures';
import * as m0059 from './0059-one-gender';
import * as m0060 from './0060-invoice-dunning';
import * as m0061 from './0061-company-email-only';
import * as m0062 from './0062-post-list-pictures';

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
  '0013_shop_invoices_and_refunds': m0013,
  '0014_profile_and_privacy': m0014,
  '0015_reminders_and_stream': m0015,
  '0017_audit_and_impersonation': m0017,
  '0018_companies': m0018,
  '0019_account_notifications': m0019,
  '0020_catalogue_editing': m0020,
  '0021_exercise_poses': m0021,
  '0022_ranking_changes': m0022,
  '0023_revoked_tokens': m0023,
  '0024_seed_runs': m0024,
  '0025_post_list_changes': m0025,
  '0026_auth_changes': m0026,
  '0027_post_list_notify': m0027,
  '0028_membership_periods': m0028,
  '0029_end_mailed_keys': m0029,
  '0041_cancellation_requests': m0041,
  '0042_company_confirmed_members': m0042,
  '0043_post_list_no_notify': m0043,
  '0044_scim_provisioning': m0044,
  '0045_calendar_feeds': m0045,
  '0046_single_sign_on': m0046,
  '0048_team_feed': m0048,
  '0050_health_profile_history': m0050,
  '0051_auth_changes_deactivated': m0051,
  '0052_stream_title_en': m0052,
  '0053_health_consents': m0053,
  '0054_voucher_admin': m0054,
  '0055_refresh_tokens': m0055,
  '0056_stream_videos': m0056,
  '0057_sepa_payments': m0057,
  '0058_cms_pictures': m0058,
  '0059_one_gender': m0059,
  '0060_invoice_dunning': m0060,
  '0061_company_email_only': m0061,
  '0062_post_list_pictures': m0062,
};
