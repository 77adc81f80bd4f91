import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { TeamFeedModeration } from '../features/team-feed/components/team-feed-moderation';
import { registerTeamFeedTexts } from '../i18n/team-feed-texts';

registerTeamFeedTexts();

/** `/admin/team-feed`: moderating the team feed of every company (permission challenges.manage: administrators). */
export default function TeamFeedPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('teamFeed.title')} permission="challenges.manage" wide>
      <TeamFeedModeration />
    </AdminFrame>
  );
}
