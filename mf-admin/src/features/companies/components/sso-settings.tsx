// The company editor's single sign-on section (issue 37): administrators set the identity provider (issuer, client
// id, write-only client secret, mail domains, whether password login stays allowed); other staff read it.
import { useForm } from 'react-hook-form';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Checkbox, QueryState, TextField } from '@officefit/ui';
import { type SsoConfig, useGetCompanySsoQuery, useSaveCompanySsoMutation } from '../api/sso';
import { joinDomains, splitDomains } from '../domains';
import { fieldsOf, refusalKey } from '../../../lib/form';

interface Values {
  issuer: string;
  client_id: string;
  client_secret: string;
  email_domains: string;
  password_login: boolean;
}

function SsoSummary({ sso }: { sso: SsoConfig }) {
  const { t } = useTranslation('admin');
  if (!sso.configured) return <p>{t('companies.sso.none')}</p>;
  return (
    <dl>
      <dt>{t('companies.sso.issuer')}</dt>
      <dd>{sso.issuer}</dd>
      <dt>{t('companies.sso.clientId')}</dt>
      <dd>{sso.client_id}</dd>
      <dt>{t('companies.sso.domains')}</dt>
      <dd>{sso.email_domains.join(', ')}</dd>
      <dt>{t('companies.sso.passwordLogin')}</dt>
      <dd>{sso.password_login ? t('companies.yes') : t('companies.no')}</dd>
    </dl>
  );
}

function SsoForm({ companyId, sso }: { companyId: number; sso: SsoConfig }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [save, state] = useSaveCompanySsoMutation();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    defaultValues: {
      issuer: sso.issuer ?? '',
      client_id: sso.client_id ?? '',
      client_secret: '',
      email_domains: joinDomains(sso.email_domains),
      password_login: sso.password_login,
    },
  });
  const fields = fieldsOf({ register, formState });
  const required = { required: t('companies.sso.required') };

  const submit = handleSubmit(async (values) => {
    const body = {
      issuer: values.issuer.trim(),
      client_id: values.client_id.trim(),
      email_domains: splitDomains(values.email_domains.toLowerCase()),
      password_login: values.password_login,
      // an empty field keeps the stored secret
      ...(values.client_secret ? { client_secret: values.client_secret } : {}),
    };
    try {
      await save({ id: companyId, body }).unwrap();
      reset({ ...values, client_secret: '' });
      dispatch(showSnackbar({ key: 'admin:companies.sso.saved', severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('companies.sso.title')}>
      <TextField
        label={t('companies.sso.issuer')}
        hint={t('companies.sso.issuerHint')}
        type="url"
        required
        {...fields.register('issuer', required)}
      />
      <TextField label={t('companies.sso.clientId')} required {...fields.register('client_id', required)} />
      <TextField
        label={t('companies.sso.clientSecret')}
        hint={sso.client_secret_set ? t('companies.sso.secretSet') : t('companies.sso.secretMissing')}
        type="password"
        autoComplete="new-password"
        required={!sso.client_secret_set}
        {...fields.register('client_secret', sso.client_secret_set ? {} : required)}
      />
      <TextField
        label={t('companies.sso.domains')}
        hint={t('companies.emailDomainsHint')}
        multiline
        required
        {...fields.register('email_domains', required)}
      />
      <Checkbox label={t('companies.sso.passwordLoginLabel')} {...register('password_login')} />
      <Button type="submit" loading={state.isLoading}>
        {t('companies.save')}
      </Button>
    </form>
  );
}

export function SsoSettings({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const query = useGetCompanySsoQuery(companyId);
  return (
    <QueryState query={query}>
      {(sso) =>
        canEdit ? (
          <SsoForm key={String(sso.configured)} companyId={companyId} sso={sso} />
        ) : (
          <SsoSummary sso={sso} />
        )
      }
    </QueryState>
  );
}
