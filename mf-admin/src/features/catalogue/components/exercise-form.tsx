import { useEffect, useMemo } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import {
  BODY_REGIONS,
  EXERCISE_EQUIPMENT,
  EXERCISE_KINDS,
  EXERCISE_NAME_MAX,
  EXERCISE_SLUG_MAX,
  EXERCISE_TEXT_MAX,
  exerciseCreateBodySchema,
  exerciseUpdateBodySchema,
  FOCUS_AREAS,
  GOALS,
  MAX_EXERCISE_SECONDS,
  type AdminExercise,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, Checkbox, Select, TextField } from '@officefit/ui';
import { Badge } from '../../../lib/components/state-badge';
import { codeKey } from '../../../lib/form';
import { useCreateExerciseMutation, useUpdateExerciseMutation } from '../api/exercises';
import {
  NEW_EXERCISE,
  TEXT_FIELDS,
  toBody,
  toFormValues,
  type ExerciseFormValues,
} from '../model/exercise-form';
import { mappedResolver } from '../model/mapped-resolver';
import { IllustrationUpload } from './illustration-upload';
import { StickyActionBar } from '../../../lib/components/sticky-action-bar';

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** German and English of one text next to each other (stacked on phones, German first). */
const LangPair = styled(Grid)`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Choices = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: 0 ${({ theme }) => theme.space.md};
  }

  /* the checkboxes of a group sit close together */
  & > div > div {
    margin-bottom: 0;
  }
`;

const ChoiceError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ListField = 'regions' | 'contraindicatedRegions' | 'focus' | 'goals';
const LANGS = ['de', 'en'] as const;
const LEVELS = ['1', '2', '3'] as const;

/** The number of fields with an error (a language's texts count one by one). */
function countErrors(errors: object): number {
  return Object.values(errors).reduce<number>((sum, error: unknown) => {
    if (!error || typeof error !== 'object') return sum;
    return sum + ('message' in error ? 1 : countErrors(error));
  }, 0);
}

/**
 * The exercise editor: basics, target and contraindicated regions, focus and goals, and the name with the six tab
 * texts in German and English side by side; with an exercise also its picture and the link to its poses. A new
 * exercise opens in the editor once created.
 */
export function ExerciseForm({ exercise }: { exercise?: AdminExercise }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create, createState] = useCreateExerciseMutation();
  const [update, updateState] = useUpdateExerciseMutation();

  // the contract's schema checks what is sent: numbers typed as text, an empty repetitions field as null
  const resolver = useMemo(
    () =>
      exercise
        ? mappedResolver<ExerciseFormValues>(exerciseUpdateBodySchema, (values) => {
            const { slug: _slug, ...body } = toBody(values);
            return body;
          })
        : mappedResolver<ExerciseFormValues>(exerciseCreateBodySchema, toBody),
    [exercise],
  );

  const defaultValues = useMemo(() => (exercise ? toFormValues(exercise) : NEW_EXERCISE), [exercise]);
  const { register, control, handleSubmit, formState, reset, setError, setFocus } =
    useForm<ExerciseFormValues>({ resolver, defaultValues });
  const { errors, isDirty } = formState;

  // after a save the server's exercise is the new starting point
  useEffect(() => reset(defaultValues), [defaultValues, reset]);

  // a field focused by Tab or by an error is scrolled into view above the sticky save bar, not under it
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '7rem';
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  // leaving the browser tab with unsaved changes asks first (as in the page editor)
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const refused = (error: unknown) => {
    const failure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
    if (failure.code === 'exercise_slug_used') {
      setError('slug', { message: t('errors.exercise_slug_used') }, { shouldFocus: true });
      return;
    }
    const fields = Object.keys(failure.params ?? {});
    if (failure.code === 'rest_invalid_param' && fields.length) {
      for (const field of fields) {
        setError(field as FieldPath<ExerciseFormValues>, { message: t('catalogue.errors.server') });
      }
      setFocus(fields[0] as FieldPath<ExerciseFormValues>);
      return;
    }
    dispatch(showSnackbar({ key: codeKey(failure.code), severity: 'error' }));
  };

  const submit = handleSubmit(async (values) => {
    const { slug, ...body } = toBody(values);
    try {
      if (exercise) {
        const saved = await update({ id: exercise.id, body }).unwrap();
        reset(toFormValues(saved));
        dispatch(showSnackbar({ key: 'admin:catalogue.saved', severity: 'success' }));
      } else {
        const created = await create({ slug, ...body }).unwrap();
        reset(toFormValues(created));
        dispatch(showSnackbar({ key: 'admin:catalogue.created', severity: 'success' }));
        void navigate(`/admin/exercises/${created.id}`);
      }
    } catch (error) {
      refused(error);
    }
  });

  const choices = <T extends string>(field: ListField, values: readonly T[], labelKey: string) => (
    <Choices aria-describedby={errors[field] ? `${field}-error` : undefined}>
      <legend>{t(`catalogue.fields.${field}`)}</legend>
      <div>
        {values.map((value) => (
          <Checkbox
            key={value}
            value={value}
            label={t(`catalogue.${labelKey}.${value}`)}
            {...register(field)}
          />
        ))}
      </div>
      {errors[field] && (
        <ChoiceError id={`${field}-error`} role="alert">
          {errors[field].message}
        </ChoiceError>
      )}
    </Choices>
  );

  const selectField = (
    name: 'kind' | 'level' | 'equipment',
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t(`catalogue.fields.${name}`)}
          required
          name={field.name}
          value={field.value}
          options={options}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  const kindSelect = selectField(
    'kind',
    EXERCISE_KINDS.map((kind) => ({ value: kind, label: t(`catalogue.kinds.${kind}`) })),
  );
  const levelSelect = selectField(
    'level',
    LEVELS.map((level) => ({ value: level, label: t(`catalogue.levels.${level}`) })),
  );
  const equipmentSelect = selectField(
    'equipment',
    EXERCISE_EQUIPMENT.map((item) => ({ value: item, label: t(`catalogue.equipment.${item}`) })),
  );
  const regionChoices = choices('regions', BODY_REGIONS, 'regions');
  const contraindicationChoices = choices('contraindicatedRegions', BODY_REGIONS, 'regions');
  const focusChoices = choices('focus', FOCUS_AREAS, 'focus');
  const goalChoices = choices('goals', GOALS, 'goals');

  const busy = createState.isLoading || updateState.isLoading;
  const errorCount = countErrors(errors);
  return (
    <form onSubmit={submit} noValidate aria-label={exercise ? t('catalogue.editLabel') : t('catalogue.new')}>
      <Card title={t('catalogue.basics')}>
        <Grid>
          <TextField
            label={t('catalogue.fields.slug')}
            hint={exercise ? t('catalogue.slugFixed') : t('catalogue.slugHint')}
            maxLength={EXERCISE_SLUG_MAX}
            required
            readOnly={Boolean(exercise)}
            {...register('slug')}
            error={errors.slug?.message}
          />
          {kindSelect}
          {levelSelect}
          {equipmentSelect}
          <TextField
            label={t('catalogue.fields.durationSeconds')}
            hint={t('catalogue.durationHint', { max: MAX_EXERCISE_SECONDS })}
            inputMode="numeric"
            required
            {...register('durationSeconds')}
            error={errors.durationSeconds?.message}
          />
          <TextField
            label={t('catalogue.fields.repetitions')}
            hint={t('catalogue.repetitionsHint')}
            inputMode="numeric"
            {...register('repetitions')}
            error={errors.repetitions?.message}
          />
        </Grid>
        <Checkbox
          label={t('catalogue.fields.undercover')}
          hint={t('catalogue.undercoverHint')}
          {...register('undercover')}
        />
        <Checkbox
          label={t('catalogue.fields.gentle')}
          hint={t('catalogue.gentleHint')}
          {...register('gentle')}
        />
      </Card>

      <Card title={t('catalogue.regionsTitle')}>
        {regionChoices}
        {contraindicationChoices}
      </Card>

      <Card title={t('catalogue.profileTitle')}>
        {focusChoices}
        {goalChoices}
      </Card>

      <Card title={t('catalogue.textsTitle')}>
        <p>{t('catalogue.textsNote')}</p>
        {TEXT_FIELDS.map((field) => (
          <LangPair key={field} role="group" aria-label={t(`catalogue.fields.${field}`)}>
            {LANGS.map((lang) => (
              <TextField
                key={lang}
                lang={lang}
                label={t('catalogue.inLang', {
                  field: t(`catalogue.fields.${field}`),
                  lang: t(`lang.${lang}`),
                })}
                required
                {...(field === 'name'
                  ? { maxLength: EXERCISE_NAME_MAX }
                  : {
                      multiline: true as const,
                      rows: field === 'sequence' ? 6 : 3,
                      maxLength: EXERCISE_TEXT_MAX,
                    })}
                {...register(`${lang}.${field}`)}
                error={errors[lang]?.[field]?.message}
              />
            ))}
          </LangPair>
        ))}
      </Card>

      {exercise && (
        <Card title={t('catalogue.illustrationTitle')}>
          <IllustrationUpload exercise={exercise} />
        </Card>
      )}

      {exercise && (
        // Slot of the pose editor (issue 14 "Show the movement"): its route /admin/exercises/:id/poses is built
        // separately; this card only links to it.
        <Card title={t('catalogue.posesTitle')} data-testid="poses-slot">
          <p>{t('catalogue.posesNote')}</p>
          <Link to={`/admin/exercises/${exercise.id}/poses`}>{t('catalogue.posesLink')}</Link>
        </Card>
      )}

      {errorCount > 0 && (
        <Alert severity="error">{t('catalogue.errors.summary', { count: errorCount })}</Alert>
      )}
      <StickyActionBar role="group" aria-label={t('catalogue.actions')}>
        <Button type="submit" loading={busy}>
          {exercise ? t('catalogue.save') : t('catalogue.create')}
        </Button>
        <Link to="/admin/exercises">{t('catalogue.backToList')}</Link>
        {isDirty && <Badge $tone="warning">{t('catalogue.unsaved')}</Badge>}
      </StickyActionBar>
    </form>
  );
}
