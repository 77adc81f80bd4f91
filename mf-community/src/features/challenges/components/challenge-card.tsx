import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Card } from '@officefit/ui';
import { standings } from '../model/standings';
import type { Challenge } from '../model/types';
import { ChallengeActions } from './challenge-actions';
import { ChallengeStandings, useSideLabel } from './challenge-standings';
import { ChallengeStateText } from './challenge-state';

const State = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** The terms: kind, goal, duration, and the wager and exercise when there are any. */
function ChallengeTerms({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('community');
  return (
    <Terms>
      <dt>{t('challenges.terms.kind')}</dt>
      <dd>{t(`challenges.kinds.${challenge.kind}`)}</dd>
      <dt>{t('challenges.terms.goal')}</dt>
      <dd>{t('challenges.terms.goalValue', { count: challenge.goal })}</dd>
      <dt>{t('challenges.terms.duration')}</dt>
      <dd>{t('challenges.terms.durationValue', { count: challenge.duration })}</dd>
      {challenge.wager > 0 && (
        <>
          <dt>{t('challenges.terms.wager')}</dt>
          <dd>{t('challenges.terms.wagerValue', { count: challenge.wager })}</dd>
        </>
      )}
      {challenge.exercise && (
        <>
          <dt>{t('challenges.terms.exercise')}</dt>
          <dd>{challenge.exercise.name}</dd>
        </>
      )}
    </Terms>
  );
}

export interface ChallengeCardProps {
  challenge: Challenge;
  /** The caller's user id (no cheering for oneself). */
  meId: number | undefined;
}

/** One challenge: state, terms, the sides with percent and position, participants and the caller's actions. */
/** One challenge: state, terms, the sides with percent and position, participants and the caller's actions. */
export function ChallengeCard({ challenge, meId }: ChallengeCardProps) {
  const { t } = useTranslation('community');
  const sideLabel = useSideLabel(challenge);
  const [first, second] = [...standings(challenge)].sort((a, b) => a.team - b.team);
  const title =
    challenge.kind === 'company' || !first || !second
      ? t('challenges.titleCompany', { team: first ? sideLabel(first) : '' })
      : t('challenges.titleVersus', { first: sideLabel(first), second: sideLabel(second) });

  return (
    <Card title={title} headingLevel={3} data-testid={`challenge-${challenge.id}`}>
      <State>
        <ChallengeStateText challenge={challenge} />
      </State>
      <ChallengeTerms challenge={challenge} />
      <ChallengeStandings challenge={challenge} meId={meId} />
      <ChallengeActions challenge={challenge} />
    </Card>
  );
}
