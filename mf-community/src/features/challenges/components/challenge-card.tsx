import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, ConfirmDialog } from '@officefit/ui';
import { ProgressBar } from '@officefit/ui';
import { useNotify } from '../../../lib/use-notify';
import { paths } from '../../../paths';
import { useDeleteChallengeMutation } from '../api/save-challenge';
import {
  useAcceptChallengeMutation,
  useCheerChallengeMutation,
  useDeclineChallengeMutation,
} from '../api/respond-to-challenge';
import { standings, type Side } from '../model/standings';
import type { Challenge, Participant } from '../model/types';
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

const Sides = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  }
`;

const SideBox = styled.li<{ $leading: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ $leading, theme }) => ($leading ? theme.colors.primaryText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SideHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
  }
`;

const Pos = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Members = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Status = styled.span<{ $status: string }>`
  color: ${({ $status, theme }) =>
    $status === 'declined'
      ? theme.colors.error
      : $status === 'invited'
        ? theme.colors.textMuted
        : theme.colors.success};
`;

const Tag = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function fullName(member: { name: string; last_name: string }): string {
  return member.last_name ? `${member.name} ${member.last_name}` : member.name;
}

export interface ChallengeCardProps {
  challenge: Challenge;
  /** The caller's user id (no cheering for oneself). */
  meId: number | undefined;
}

/** One challenge: state, terms, the sides with percent and position, participants and the caller's actions. */
export function ChallengeCard({ challenge, meId }: ChallengeCardProps) {
  const { t } = useTranslation('community');
  const notify = useNotify();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [accept, acceptState] = useAcceptChallengeMutation();
  const [decline, declineState] = useDeclineChallengeMutation();
  const [remove, removeState] = useDeleteChallengeMutation();
  const [cheer, cheerState] = useCheerChallengeMutation();
  const sides = standings(challenge);
  const started = challenge.state === 'running' || challenge.state === 'completed';

  const act = async (
    run: () => Promise<unknown>,
    success: string,
    values?: Record<string, string | number>,
  ) => {
    try {
      await run();
      notify.success(success, values);
    } catch (failure) {
      notify.failure(failure);
    }
  };

  const cheerFor = async (member: Participant) => {
    try {
      const result = await cheer({ id: challenge.id, user: member.id }).unwrap();
      if (result.points > 0)
        notify.success('challenges.cheered', { name: member.name, points: result.points });
      else notify.success('challenges.cheerRepeated', { name: member.name });
    } catch (failure) {
      notify.failure(failure);
    }
  };

  const canCheer = (member: Participant) =>
    challenge.can_cheer &&
    challenge.state === 'running' &&
    member.status === 'accepted' &&
    member.id !== meId;

  const memberLine = (member: Participant) => (
    <li key={member.id}>
      <span>
        {fullName(member)}
        {(member.owner || member.id === meId) && (
          // a real space, not a margin: copied text and screen readers get "Dana (Ersteller:in, Sie)"
          <Tag>
            {' '}
            {t('challenges.tags', {
              tags: [member.owner && t('challenges.owner'), member.id === meId && t('challenges.you')]
                .filter(Boolean)
                .join(', '),
            })}
          </Tag>
        )}
      </span>
      {started ? (
        <span>{t('challenges.memberProgress', { count: member.done, percent: member.percent })}</span>
      ) : (
        <Status $status={member.status}>{t(`challenges.status.${member.status}`)}</Status>
      )}
      {canCheer(member) && (
        <Button
          size="sm"
          variant="text"
          loading={cheerState.isLoading && cheerState.originalArgs?.user === member.id}
          aria-label={t('challenges.cheerNamed', { name: member.name })}
          onClick={() => void cheerFor(member)}
        >
          {t('challenges.cheer')}
        </Button>
      )}
    </li>
  );

  const sideLabel = (side: Side) =>
    side.name ||
    (challenge.kind === 'company'
      ? t('challenges.companyTeam')
      : t('challenges.teamNumber', { team: side.team }));

  const [first, second] = [...sides].sort((a, b) => a.team - b.team);
  const title =
    challenge.kind === 'company' || !first || !second
      ? t('challenges.titleCompany', { team: first ? sideLabel(first) : '' })
      : t('challenges.titleVersus', { first: sideLabel(first), second: sideLabel(second) });

  return (
    <Card title={title} headingLevel={3} data-testid={`challenge-${challenge.id}`}>
      <State>
        <ChallengeStateText challenge={challenge} />
      </State>
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
      <Sides aria-label={t('challenges.standings')}>
        {sides.map((side) => (
          <SideBox key={side.key} $leading={started && side.pos === 1 && sides.length > 1}>
            <SideHead>
              {sides.length > 1 && (
                <Pos aria-label={t('challenges.position', { pos: side.pos })}>{side.pos}</Pos>
              )}
              {side.photo && challenge.type === 1 && (
                <img src={side.photo} alt={t('challenges.photoOf', { name: sideLabel(side) })} />
              )}
              <strong>{sideLabel(side)}</strong>
            </SideHead>
            <ProgressBar
              value={side.percent}
              max={100}
              label={t('challenges.percentOf', { name: sideLabel(side) })}
              valueText={t('challenges.percent', { percent: side.percent })}
            />
            <p style={{ margin: '0.25rem 0 0' }}>{t('challenges.percent', { percent: side.percent })}</p>
            {side.members.length > 0 && <Members>{side.members.map(memberLine)}</Members>}
          </SideBox>
        ))}
      </Sides>
      {(challenge.can_accept || challenge.can_decline || challenge.can_edit || challenge.can_delete) && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '1rem' }}>
          {challenge.can_accept && (
            <Button
              loading={acceptState.isLoading}
              onClick={() => void act(() => accept(challenge.id).unwrap(), 'challenges.accepted')}
            >
              {t('challenges.accept')}
            </Button>
          )}
          {challenge.can_decline && (
            <Button
              variant="secondary"
              loading={declineState.isLoading}
              onClick={() => void act(() => decline(challenge.id).unwrap(), 'challenges.declined')}
            >
              {t('challenges.decline')}
            </Button>
          )}
          {challenge.can_edit && (
            <Button as={Link} to={paths.challengeEdit.getHref(challenge.id)} variant="secondary">
              {t('challenges.edit')}
            </Button>
          )}
          {challenge.can_delete && (
            <Button variant="text" onClick={() => setConfirmDelete(true)}>
              {t('challenges.delete')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('challenges.deleteTitle')}
        message={t('challenges.deleteMessage')}
        confirmLabel={t('challenges.delete')}
        loading={removeState.isLoading}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          void act(() => remove(challenge.id).unwrap(), 'challenges.deleted').finally(() =>
            setConfirmDelete(false),
          )
        }
      />
    </Card>
  );
}
