import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { EmptyState } from '@officefit/ui';
import { CHALLENGE_GROUPS, groupChallenges } from '../model/groups';
import type { Challenge } from '../model/types';
import { ChallengeCard } from './challenge-card';

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The caller's challenges grouped: open invitations, waiting, running, completed. */
export function ChallengeList({ challenges, meId }: { challenges: Challenge[]; meId: number | undefined }) {
  const { t } = useTranslation('community');
  const groups = groupChallenges(challenges);
  if (challenges.length === 0) return <EmptyState>{t('challenges.none')}</EmptyState>;
  return (
    <>
      {CHALLENGE_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <Group
          key={group}
          aria-labelledby={`challenge-group-${group}`}
          data-testid={`challenge-group-${group}`}
        >
          <h2 id={`challenge-group-${group}`}>
            {t('challenges.groupTitle', { group: t(`challenges.groups.${group}`), n: groups[group].length })}
          </h2>
          <Cards>
            {groups[group].map((challenge) => (
              <ChallengeCard key={challenge.id} challenge={challenge} meId={meId} />
            ))}
          </Cards>
        </Group>
      ))}
    </>
  );
}
