import { Controller, useForm } from 'react-hook-form';
import { showSnackbar, useAppDispatch, useUserToday } from '@officefit/api';
import {
  birthdateBounds,
  JOB_CATEGORY_COUNT,
  type Profile,
  REGISTRATION_GENDERS,
  type UpdateProfileBody,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, RadioGroup, Select, TextField } from '@officefit/ui';
import { useProfileDirty } from '../../../lib/use-profile-dirty';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateProfileMutation } from '../api/profile-api';
import { formResolver } from '@officefit/i18n/form';
import { applyServerErrors } from '../../../lib/form';
import { profileFormSchema, profileFormValues, type ProfileFormValues } from '../model/form';
import { BodyMeasures } from './body-measures';

const JOB_CATEGORIES = Array.from({ length: JOB_CATEGORY_COUNT }, (_, i) => String(i + 1));
const FIELDS = Object.keys(profileFormValues({} as Profile));

/**
 * Personal data (spec §3 "Further user data"): names with the nickname's privacy hint, birthdate, gender, job
 * category, location/department of the company and phone; height and weight shown from the health profile, where
 * they are changed (issue 39). Unsaved changes make the shell ask before the page is left.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saveState] = useUpdateProfileMutation();
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: formResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;
  useProfileDirty(formState.isDirty);
  const bounds = birthdateBounds(useUserToday());

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save(body).unwrap();
      reset(profileFormValues(saved));
      dispatch(showSnackbar({ key: 'training:profile.saved', severity: 'success' }));
    } catch (caught) {
      const message = errorText(caught as Parameters<typeof errorText>[0]);
      if (!applyServerErrors(caught, setError, FIELDS, message)) setError('root', { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.tabs.profile')} data-testid="profile-form">
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
      <BodyMeasures profile={profile} />
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
      <TextField
        label={t('profile.fields.phone')}
        type="tel"
        autoComplete="tel"
        {...register('phone_number')}
        error={errors.phone_number?.message}
      />
      {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
      <Button type="submit" loading={saveState.isLoading}>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
