import { useTranslation } from '@officefit/i18n';
import { Card, usePageTitle } from '@officefit/ui';
import { FeedList } from '../features/feed/components/feed-list';
import { ParticipationGate } from '../features/participation/components/participation-gate';

/** `/team-feed`: the team feed of the company (issue 38); outside the ranking, how to join it. */
export default function TeamPage() {
  const { t } = useTranslation('community');
  usePageTitle(t('feed.title'));
  return (
    <>
      <h1>{t('feed.title')}</h1>
      <ParticipationGate reason="team">
        <Card>
          <p>{t('feed.intro')}</p>
          <FeedList />
        </Card>
      </ParticipationGate>
    </>
  );
}
