import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import {
  STREAM_DURATION_MAX,
  STREAM_DURATION_MIN,
  STREAM_TITLE_MAX,
  STREAM_TRAINER_MAX,
  streamSessionBodySchema,
  type StaffStreamSession,
  type StreamSessionBody,
} from '@officefit/domain';
import { contentLangOf, useTranslation, validationMessage } from '@officefit/i18n';
import { Alert, Button, Card, TextField } from '@officefit/ui';
import styled from 'styled-components';
import { useSaveStreamMutation } from '../api/streams';
import { berlinLocalToIso, isoToBerlinLocal } from '../berlin-time';

interface Draft {
  title_de: string;
  title_en: string;
  trainer: string;
  /** `YYYY-MM-DDTHH:mm` in Berlin time */
  starts: string;
  duration: string;
  embed_url: string;
}

type Field = keyof Draft;

/** Contract paths → form fields (the start is sent as `starts_at`). */
const FIELD_OF: Record<string, Field> = {
  title_de: 'title_de',
  title_en: 'title_en',
  trainer: 'trainer',
  starts_at: 'starts',
  duration_minutes: 'duration',
  embed_url: 'embed_url',
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Staff write the title in both languages (#39): English screens never show the German one. */
const TITLE_LANGS = ['de', 'en'] as const;

const draftOf = (session?: StaffStreamSession): Draft => ({
  title_de: session?.title_de ?? '',
  title_en: session?.title_en ?? '',
  trainer: session?.trainer ?? '',
  starts: session ? isoToBerlinLocal(session.starts_at) : '',
  duration: session ? String(session.duration_minutes) : '30',
  embed_url: session?.embed_url ?? '',
});

/** The request of the form's values (the start is sent as an instant, an empty duration as none). */
const bodyOf = (draft: Draft) => ({
  title_de: draft.title_de,
  title_en: draft.title_en,
  trainer: draft.trainer,
  starts_at: berlinLocalToIso(draft.starts),
  duration_minutes: draft.duration.trim() === '' ? undefined : Number(draft.duration),
  embed_url: draft.embed_url,
});

/** The contract as the form's resolver: each field gets the message of its first issue. */
const contractResolver: Resolver<Draft, unknown, StreamSessionBody> = (draft) => {
  const parsed = streamSessionBodySchema.safeParse(bodyOf(draft));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<Draft> = {};
  for (const issue of parsed.error.issues) {
    const name = FIELD_OF[String(issue.path[0])];
    if (name) errors[name] ??= { type: issue.code, message: validationMessage(issue) };
  }
  return { values: {}, errors };
};

/** The form checked by the contract, saving it and the server's refusals beside their fields. */
function useStreamForm(session: StaffStreamSession | undefined, onDone: () => void) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [save, saveState] = useSaveStreamMutation();
  // errors stay until the next submit, as the server's do
  const { register, handleSubmit, formState, setError } = useForm<Draft, unknown, StreamSessionBody>({
    defaultValues: draftOf(session),
    resolver: contractResolver,
    reValidateMode: 'onSubmit',
  });
  const [failed, setFailed] = useState(false);

  const field = (name: Field) => ({ ...register(name), error: formState.errors[name]?.message });

  const submit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      await save({ id: session?.id, body }).unwrap();
      dispatch(
        showSnackbar({
          key: session ? 'admin:streams.saved' : 'admin:streams.created',
          values: { title: contentLangOf(i18n.language) === 'en' ? body.title_en : body.title_de },
          severity: 'success',
        }),
      );
      onDone();
    } catch (error) {
      const params = toApiFailure(error as Parameters<typeof toApiFailure>[0]).params ?? {};
      const refused = Object.keys(params).flatMap((param) => FIELD_OF[param] ?? []);
      for (const name of refused) {
        const message = name === 'embed_url' ? t('validation:codes.video_host') : t('validation:invalid');
        setError(name, { message });
      }
      if (refused.length === 0) setFailed(true);
    }
  });
  return { field, submit, failed, saving: saveState.isLoading };
}

/**
 * Creates a live session (no `session`) or edits one: title in German and English, trainer, start in Berlin
 * time, duration and the embed link. The contract (`streamSessionBodySchema`, shared with the server) checks it
 * before sending; a refusal of the server (e.g. a host off the allow-list) is shown beside its field.
 */
export function StreamForm({ session, onDone }: { session?: StaffStreamSession; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { field, submit, failed, saving } = useStreamForm(session, onDone);

  const trainer = field('trainer');
  const starts = field('starts');
  const duration = field('duration');
  const embedUrl = field('embed_url');

  return (
    <Card title={session ? t('streams.editTitle', { title: session.title }) : t('streams.newTitle')}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={session ? t('streams.editLabel') : t('streams.newTitle')}
      >
        {TITLE_LANGS.map((lang) => (
          <div key={lang} lang={lang}>
            <TextField
              label={t('streams.titleIn', { lang: t(`lang.${lang}`) })}
              maxLength={STREAM_TITLE_MAX}
              required
              {...field(`title_${lang}`)}
            />
          </div>
        ))}
        <TextField label={t('streams.trainer')} maxLength={STREAM_TRAINER_MAX} required {...trainer} />
        <TextField
          type="datetime-local"
          label={t('streams.starts')}
          hint={t('streams.startsHint')}
          required
          {...starts}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={STREAM_DURATION_MIN}
          max={STREAM_DURATION_MAX}
          label={t('streams.duration')}
          hint={t('streams.durationHint', { min: STREAM_DURATION_MIN, max: STREAM_DURATION_MAX })}
          required
          {...duration}
        />
        <TextField type="url" label={t('streams.embedUrl')} hint={t('streams.embedUrlHint')} {...embedUrl} />
        {failed && <Alert severity="error">{t('common:errors.transfer')}</Alert>}
        <Actions>
          <Button type="submit" loading={saving}>
            {session ? t('streams.save') : t('streams.create')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
