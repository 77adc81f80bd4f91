import { useState, type FormEvent } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { LANGS, type Lang, type Profile } from '@officefit/domain';
import { setLanguage, useTranslation } from '@officefit/i18n';
import { Alert, Button, Checkbox, RadioGroup } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateProfileMutation } from '../api/profile-api';

/** App settings: the interface language and the newsletter. */
export function AppSettingsForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, state] = useUpdateProfileMutation();
  const [lang, setLang] = useState<Lang>(profile.lang);
  const [newsletter, setNewsletter] = useState(profile.newsletter);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save({ lang, newsletter }).unwrap();
      if (i18n.language !== lang) await setLanguage(lang);
      dispatch(showSnackbar({ key: 'training:profile.saved', severity: 'success' }));
    } catch (caught) {
      setError(errorText(caught as Parameters<typeof errorText>[0]));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.tabs.settings')} data-testid="app-settings">
      <RadioGroup
        label={t('profile.settings.language')}
        name="lang"
        value={lang}
        onChange={(value) => setLang(value as Lang)}
        options={LANGS.map((value) => ({ value, label: t(`common:language.${value}`) }))}
        direction="row"
      />
      <Checkbox
        label={t('profile.settings.newsletter')}
        checked={newsletter}
        onChange={(event) => setNewsletter(event.target.checked)}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" loading={state.isLoading}>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
