import styled from 'styled-components';
import { bareListCss, gridListCss, spreadRowCss } from '../../../lib/layout-css';
import { useTranslation } from '@officefit/i18n';
import { Button, ProgressBar } from '@officefit/ui';
import { useNotify } from '../../../lib/use-notify';
import { useCheerChallengeMutation } from '../api/respond-to-challenge';
import { standings, type Side } from '../model/standings';
import type { Challenge, Participant } from '../model/types';

const Sides = styled.ol`
  ${gridListCss}
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
  ${bareListCss}
  margin-top: ${({ theme }) => theme.space.sm};
  li {
    ${spreadRowCss}
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

/** A side's name: its team name, else "Company team" or "Team 1/2". */
export function useSideLabel(challenge: Challenge) {
  const { t } = useTranslation('community');
  return (side: Side) =>
    side.name ||
    (challenge.kind === 'company'
      ? t('challenges.companyTeam')
      : t('challenges.teamNumber', { team: side.team }));
}

interface MemberLineProps {
  member: Participant;
  meId: number | undefined;
  started: boolean;
  canCheer: boolean;
  cheering: boolean;
  onCheer: (member: Participant) => void;
}

/** A participant: name with the owner/you tags, progress (or invitation status) and the cheer button. */
function MemberLine({ member, meId, started, canCheer, cheering, onCheer }: MemberLineProps) {
  const { t } = useTranslation('community');
  return (
    <li>
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
      {canCheer && (
        <Button
          size="sm"
          variant="text"
          loading={cheering}
          aria-label={t('challenges.cheerNamed', { name: member.name })}
          onClick={() => onCheer(member)}
        >
          {t('challenges.cheer')}
        </Button>
      )}
    </li>
  );
}

/** Cheering a participant of a running challenge (points for the first cheer). */
function useCheer(challenge: Challenge, meId: number | undefined) {
  const notify = useNotify();
  const [cheer, cheerState] = useCheerChallengeMutation();
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
  const cheering = (member: Participant) =>
    cheerState.isLoading && cheerState.originalArgs?.user === member.id;
  return { cheerFor, canCheer, cheering };
}

/** The sides with position, photo, percent and their participants. */
export function ChallengeStandings({ challenge, meId }: { challenge: Challenge; meId: number | undefined }) {
  const { t } = useTranslation('community');
  const sideLabel = useSideLabel(challenge);
  const { cheerFor, canCheer, cheering } = useCheer(challenge, meId);
  const sides = standings(challenge);
  const started = challenge.state === 'running' || challenge.state === 'completed';
  return (
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
          {side.members.length > 0 && (
            <Members>
              {side.members.map((member) => (
                <MemberLine
                  key={member.id}
                  member={member}
                  meId={meId}
                  started={started}
                  canCheer={canCheer(member)}
                  cheering={cheering(member)}
                  onCheer={(m) => void cheerFor(m)}
                />
              ))}
            </Members>
          )}
        </SideBox>
      ))}
    </Sides>
  );
}
