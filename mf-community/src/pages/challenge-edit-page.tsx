import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryError, Spinner, usePageTitle } from '@officefit/ui';
import { useErrorText } from '../lib/use-error-text';
import { paths } from '../paths';
import { useGetChallengeQuery, useGetChallengesQuery } from '../features/challenges/api/get-challenges';
import { useGetCoworkersQuery } from '../features/challenges/api/get-coworkers';
import { ChallengeCard } from '../features/challenges/components/challenge-card';
import { ChallengeForm } from '../features/challenges/components/challenge-form';
import type { Challenge } from '../features/challenges/model/types';
import { ParticipationGate } from '../features/participation/components/participation-gate';

function Editor({ id, opponent }: { id: number | null; opponent?: number }) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { data: me } = useGetMeQuery();
  const coworkers = useGetCoworkersQuery();
  const list = useGetChallengesQuery({ scope: 'mine' });
  const existing = useGetChallengeQuery(id ?? 0, { skip: id === null });
  const [created, setCreated] = useState<Challenge | null>(null);
  const [round, setRound] = useState(0);

  if (coworkers.isLoading || existing.isLoading || list.isLoading) return <Spinner />;
  for (const query of [coworkers, existing])
    if (query.isError) return <QueryError onRetry={query.refetch}>{errorText(query.error)}</QueryError>;

  if (created)
    return (
      <Card title={t('challenges.form.createdTitle')} data-testid="challenge-created">
        <p>{t('challenges.form.createdText')}</p>
        <ChallengeCard challenge={created} meId={me?.id} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '1rem' }}>
          <Button
            onClick={() => {
              setCreated(null);
              setRound((n) => n + 1);
            }}
          >
            {t('challenges.form.createAnother')}
          </Button>
          <Button as={Link} to={paths.challenges.getHref()} variant="secondary">
            {t('challenges.toList')}
          </Button>
        </div>
      </Card>
    );

  const challenge = existing.data?.data ?? null;
  if (challenge && !challenge.can_edit)
    return (
      <Alert
        severity="info"
        action={
          <Button as={Link} to={paths.challenges.getHref()} size="sm" variant="secondary">
            {t('challenges.toList')}
          </Button>
        }
      >
        {t('errors.challenge_not_editable')}
      </Alert>
    );
  if (coworkers.data?.length === 0 && !challenge)
    return <Alert severity="info">{t('challenges.form.noCoworkers')}</Alert>;

  return (
    <ChallengeForm
      key={`${challenge?.id ?? 'new'}-${round}`}
      challenge={challenge}
      coworkers={coworkers.data ?? []}
      availablePoints={list.data?.meta.available_points ?? null}
      opponent={round === 0 ? opponent : undefined}
      onSaved={(saved, wasCreated) => {
        if (wasCreated) setCreated(saved);
        else void navigate(paths.challenges.getHref());
      }}
    />
  );
}

/** `/challenges/create/{id}`: `new` creates a challenge, an id edits one of the caller's challenges. */
export default function ChallengeEditPage() {
  const { t } = useTranslation('community');
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const numericId = /^\d+$/.test(id) ? Number(id) : null;
  const opponentParam = params.get('opponent');
  const opponent = opponentParam && /^\d+$/.test(opponentParam) ? Number(opponentParam) : undefined;
  const title = numericId === null ? t('challenges.form.createTitle') : t('challenges.form.editTitle');
  usePageTitle(title);
  if (id !== 'new' && numericId === null)
    return (
      <>
        <h1>{title}</h1>
        <Alert severity="error">{t('errors.rest_challenge_invalid')}</Alert>
      </>
    );
  return (
    <>
      <h1>{title}</h1>
      <p>
        <Link to={paths.challenges.getHref()}>{t('challenges.toList')}</Link>
      </p>
      <ParticipationGate reason="challenges">
        <Editor id={numericId} opponent={opponent} />
      </ParticipationGate>
    </>
  );
}
