import type { Profile } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, TextField } from '@officefit/ui';
import { BodyMeasures } from './body-measures';
import { PersonFields, WorkFields } from './profile-form-fields';
import { useProfileForm } from './use-profile-form';

/**
 * Personal data (spec §3 "Further user data"): names with the nickname's privacy hint, birthdate, gender, job
 * category, location/department of the company and phone; height and weight shown from the health profile, where
 * they are changed (issue 39). Unsaved changes make the shell ask before the page is left.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('training');
  const { form, submit, saving } = useProfileForm(profile);
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.tabs.profile')} data-testid="profile-form">
      <PersonFields form={form} />
      <BodyMeasures profile={profile} />
      <WorkFields form={form} profile={profile} />
      <TextField
        label={t('profile.fields.phone')}
        type="tel"
        autoComplete="tel"
        {...form.register('phone_number')}
        error={errors.phone_number?.message}
      />
      {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
      <Button type="submit" loading={saving}>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
