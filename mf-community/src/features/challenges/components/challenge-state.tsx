import { useTranslation } from '@officefit/i18n';
import { formatDate } from '../../../lib/format';
import type { Challenge } from '../model/types';

/** One line about where a challenge stands: waiting, starts on, running since, completed (with the result). */
export function ChallengeStateText({ challenge }: { challenge: Challenge }) {
  const { t, i18n } = useTranslation('community');
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '');
  switch (challenge.state) {
    case 'waiting': {
      const accepted = challenge.participants.filter((p) => p.status === 'accepted').length;
      return <>{t('challenges.state.waiting', { accepted, total: challenge.participants.length })}</>;
    }
    case 'not_started':
      return (
        <>{t('challenges.state.notStarted', { date: date(challenge.running_since ?? challenge.start) })}</>
      );
    case 'running':
      return (
        <>
          {t('challenges.state.running', {
            since: date(challenge.running_since),
            until: date(challenge.ends_on),
          })}
        </>
      );
    case 'declined':
      return <>{t('challenges.state.declined')}</>;
    case 'completed':
      return (
        <>
          {t('challenges.state.completed', { date: date(challenge.ends_on ?? challenge.completed_at) })}{' '}
          {challenge.result && t(`challenges.result.${challenge.result}`)}
        </>
      );
    default:
      return null;
  }
}
