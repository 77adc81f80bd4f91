import { useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { useGetChallengesQuery } from '../api/get-challenges';
import { ChallengeCard } from './challenge-card';

/** Running challenges of colleagues in the company, to cheer them on (+50 for both). */
export function CompanyChallenges({ meId }: { meId: number | undefined }) {
  const { t } = useTranslation('community');
  const query = useGetChallengesQuery({ scope: 'company' });
  const others = query.data?.data.filter((c) => !c.participants.some((p) => p.id === meId));
  return (
    <QueryState query={{ ...query, data: others }} empty={t('challenges.noneInCompany')}>
      {(others) => (
        <div style={{ display: 'grid', gap: '1rem' }}>
          {others.map((challenge) => (
            <ChallengeCard key={challenge.id} challenge={challenge} meId={meId} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
