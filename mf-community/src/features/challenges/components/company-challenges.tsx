import { useTranslation } from '@officefit/i18n';
import { Alert, EmptyState, Spinner } from '@officefit/ui';
import { useGetChallengesQuery } from '../api/get-challenges';
import { ChallengeCard } from './challenge-card';

/** Running challenges of colleagues in the company, to cheer them on (+50 for both). */
export function CompanyChallenges({ meId }: { meId: number | undefined }) {
  const { t } = useTranslation('community');
  const { data, isLoading, isError } = useGetChallengesQuery({ scope: 'company' });
  if (isLoading) return <Spinner />;
  if (isError) return <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>;
  const others = (data?.data ?? []).filter((c) => !c.participants.some((p) => p.id === meId));
  if (others.length === 0) return <EmptyState>{t('challenges.noneInCompany')}</EmptyState>;
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {others.map((challenge) => (
        <ChallengeCard key={challenge.id} challenge={challenge} meId={meId} />
      ))}
    </div>
  );
}
