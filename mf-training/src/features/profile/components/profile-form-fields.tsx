import { Controller } from 'react-hook-form';
import { useUserToday } from '@officefit/api';
import { birthdateBounds, JOB_CATEGORY_COUNT, type Profile, REGISTRATION_GENDERS } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { RadioGroup, Select, TextField } from '@officefit/ui';
import type { ProfileFormApi } from './use-profile-form';

const JOB_CATEGORIES = Array.from({ length: JOB_CATEGORY_COUNT }, (_, i) => String(i + 1));

/** Names (the nickname with its privacy hint), birthdate and gender. */
export function PersonFields({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('training');
  const { register, control, formState } = form;
  const { errors } = formState;
  const bounds = birthdateBounds(useUserToday());
  return (
    <>
      <TextField
        label={t('profile.fields.firstName')}
        autoComplete="given-name"
        required
        {...register('first_name')}
        error={errors.first_name?.message}
      />
      <TextField
        label={t('profile.fields.lastName')}
        autoComplete="family-name"
        required
        {...register('last_name')}
        error={errors.last_name?.message}
      />
      <TextField
        label={t('profile.fields.nickname')}
        hint={t('profile.fields.nicknameHint')}
        autoComplete="nickname"
        {...register('nickname')}
        error={errors.nickname?.message}
      />
      <TextField
        label={t('profile.fields.birthdate')}
        type="date"
        min={bounds.min}
        max={bounds.max}
        autoComplete="bday"
        {...register('birthdate')}
        error={errors.birthdate?.message}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <RadioGroup
            label={t('profile.fields.gender')}
            name={field.name}
            value={field.value || undefined}
            onChange={field.onChange}
            options={REGISTRATION_GENDERS.map((gender) => ({
              value: gender,
              label: t(`profile.genders.${gender}`),
            }))}
            error={errors.gender?.message}
            direction="row"
          />
        )}
      />
    </>
  );
}

/** The job category and, where the company has them, its locations/departments. */
export function WorkFields({ form, profile }: { form: ProfileFormApi; profile: Profile }) {
  const { t } = useTranslation('training');
  const { control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <Controller
        control={control}
        name="job_category"
        render={({ field }) => (
          <Select
            label={t('profile.fields.jobCategory')}
            name={field.name}
            value={field.value || null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={JOB_CATEGORIES.map((id) => ({ value: id, label: t(`profile.jobCategories.${id}`) }))}
            error={errors.job_category?.message}
          />
        )}
      />
      {profile.subcategories.length > 0 && (
        <Controller
          control={control}
          name="subcategory_id"
          render={({ field }) => (
            <Select
              label={t('profile.fields.subcategory')}
              name={field.name}
              value={field.value || null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={profile.subcategories.map((s) => ({ value: String(s.id), label: s.name }))}
              error={errors.subcategory_id?.message}
            />
          )}
        />
      )}
    </>
  );
}
