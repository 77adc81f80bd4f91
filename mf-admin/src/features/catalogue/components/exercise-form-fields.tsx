// The parts of the exercise editor: basics, a group of choices (regions, focus, goals) and the texts per language.
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  EXERCISE_EQUIPMENT,
  EXERCISE_KINDS,
  EXERCISE_NAME_MAX,
  EXERCISE_SLUG_MAX,
  EXERCISE_TEXT_MAX,
  MAX_EXERCISE_SECONDS,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Card, Checkbox, TextField } from '@officefit/ui';
import { FormSelect } from '../../../lib/components/form-select';
import { fieldsOf } from '../../../lib/form';
import { TEXT_FIELDS, type ExerciseFormValues } from '../model/exercise-form';

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

type Form = UseFormReturn<ExerciseFormValues>;
type ListField = 'regions' | 'contraindicatedRegions' | 'focus' | 'goals';
const LANGS = ['de', 'en'] as const;
const LEVELS = ['1', '2', '3'] as const;

/** One checkbox per value of a list field, with the list's error below. */
export function ChoiceGroup({
  form,
  field,
  values,
  labelKey,
}: {
  form: Form;
  field: ListField;
  values: readonly string[];
  labelKey: string;
}) {
  const { t } = useTranslation('admin');
  const error = form.formState.errors[field];
  return (
    <Choices aria-describedby={error ? `${field}-error` : undefined}>
      <legend>{t(`catalogue.fields.${field}`)}</legend>
      <div>
        {values.map((value) => (
          <Checkbox
            key={value}
            value={value}
            label={t(`catalogue.${labelKey}.${value}`)}
            {...form.register(field)}
          />
        ))}
      </div>
      {error && (
        <ChoiceError id={`${field}-error`} role="alert">
          {error.message}
        </ChoiceError>
      )}
    </Choices>
  );
}

/** A required select of the basics, kept in the form by a Controller. */
function BasicSelect({
  form,
  name,
  options,
}: {
  form: Form;
  name: 'kind' | 'level' | 'equipment';
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <FormSelect
      control={form.control}
      name={name}
      label={t(`catalogue.fields.${name}`)}
      required
      options={options}
    />
  );
}

/** Slug (fixed once created), kind, level, equipment, duration, repetitions and the two flags. */
export function BasicsCard({ form, isNew }: { form: Form; isNew: boolean }) {
  const { t } = useTranslation('admin');
  const { register } = form;
  const fields = fieldsOf(form);
  return (
    <Card title={t('catalogue.basics')}>
      <Grid>
        <TextField
          label={t('catalogue.fields.slug')}
          hint={isNew ? t('catalogue.slugHint') : t('catalogue.slugFixed')}
          maxLength={EXERCISE_SLUG_MAX}
          required
          readOnly={!isNew}
          {...fields.register('slug')}
        />
        <BasicSelect
          form={form}
          name="kind"
          options={EXERCISE_KINDS.map((kind) => ({ value: kind, label: t(`catalogue.kinds.${kind}`) }))}
        />
        <BasicSelect
          form={form}
          name="level"
          options={LEVELS.map((level) => ({ value: level, label: t(`catalogue.levels.${level}`) }))}
        />
        <BasicSelect
          form={form}
          name="equipment"
          options={EXERCISE_EQUIPMENT.map((item) => ({
            value: item,
            label: t(`catalogue.equipment.${item}`),
          }))}
        />
        <TextField
          label={t('catalogue.fields.durationSeconds')}
          hint={t('catalogue.durationHint', { max: MAX_EXERCISE_SECONDS })}
          inputMode="numeric"
          required
          {...fields.register('durationSeconds')}
        />
        <TextField
          label={t('catalogue.fields.repetitions')}
          hint={t('catalogue.repetitionsHint')}
          inputMode="numeric"
          {...fields.register('repetitions')}
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
  );
}

/** The name and the six tab texts, German and English side by side. */
export function TextsCard({ form }: { form: Form }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  return (
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
              {...form.register(`${lang}.${field}`)}
              error={errors[lang]?.[field]?.message}
            />
          ))}
        </LangPair>
      ))}
    </Card>
  );
}
