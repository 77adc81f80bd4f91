import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { spreadRowCss } from '../lib/layout-css';
import { useGetMeQuery } from '@officefit/api';
import { useFormatPoints, useTranslation } from '@officefit/i18n';
import { Alert, Button, QueryState, Tabs, usePageTitle } from '@officefit/ui';
import { paths } from '../paths';
import { useGetChallengesQuery } from '../features/challenges/api/get-challenges';
import { ChallengeList } from '../features/challenges/components/challenge-list';
import { CompanyChallenges } from '../features/challenges/components/company-challenges';
import { ParticipationGate } from '../features/participation/components/participation-gate';

const Head = styled.div`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

function MyChallenges({ meId }: { meId: number | undefined }) {
  const { t } = useTranslation('community');
  const formatPoints = useFormatPoints();
  return (
    <QueryState query={useGetChallengesQuery({ scope: 'mine' })}>
      {(data) => (
        <>
          <Head>
            <p data-testid="challenge-meta">
              {t('challenges.meta', {
                active: data.meta.active,
                limit: data.meta.limit,
                points: formatPoints(data.meta.available_points),
              })}
            </p>
            <Button as={Link} to={paths.challengeEdit.getHref('new')}>
              {t('challenges.form.create')}
            </Button>
          </Head>
          {data.meta.active >= data.meta.limit && (
            <Alert severity="info" style={{ marginBottom: '1rem' }}>
              {t('errors.challenge_limit')}
            </Alert>
          )}
          <ChallengeList challenges={data.data} meId={meId} />
        </>
      )}
    </QueryState>
  );
}

/** `/challenges`: the caller's challenges (grouped) and the company's running ones to cheer; needs the opt-in. */
export default function ChallengesPage() {
  const { t } = useTranslation('community');
  const { data: me } = useGetMeQuery();
  usePageTitle(t('challenges.title'));
  return (
    <>
      <h1>{t('challenges.title')}</h1>
      <p>{t('challenges.intro')}</p>
      <ParticipationGate reason="challenges">
        <Tabs
          label={t('challenges.title')}
          items={[
            { id: 'mine', label: t('challenges.tabMine'), content: <MyChallenges meId={me?.id} /> },
            {
              id: 'company',
              label: t('challenges.tabCompany'),
              content: <CompanyChallenges meId={me?.id} />,
            },
          ]}
        />
      </ParticipationGate>
    </>
  );
}
