import { adminScreen } from '../lib/components/admin-screen';
import { TeamFeedModeration } from '../features/team-feed/components/team-feed-moderation';
import { registerTeamFeedTexts } from '../i18n/team-feed-texts';

registerTeamFeedTexts();

/** `/admin/team-feed`: moderating the team feed of every company (permission challenges.manage: administrators). */
export default adminScreen({ title: 'teamFeed.title', permission: 'challenges.manage' }, TeamFeedModeration);
