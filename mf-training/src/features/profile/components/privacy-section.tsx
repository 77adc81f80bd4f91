import { useState } from 'react';
import { Link } from 'react-router-dom';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { ACCOUNT_DELETION_GRACE_DAYS, type ConsentPurpose, type Profile } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, ConfirmDialog, Dialog, TextField } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { type ExportFormat, useDownloadExport } from '../api/download-export';
import {
  useCancelDeletionMutation,
  useRequestDeletionMutation,
  useWithdrawHealthConsentMutation,
} from '../api/profile-api';

/**
 * GDPR self-service: download all data (JSON and a readable summary), withdraw the health-data consent, delete the
 * account (after a grace period, cancellable until then).
 */
export function PrivacySection({ profile }: { profile: Profile }) {
  return (
    <div data-testid="privacy-section">
      <ExportCard />
      {profile.health_consent && <ConsentCard purpose="health_plan" />}
      {profile.health_consent &&
        (profile.pain_consent ? <ConsentCard purpose="pain_tracking" /> : <PainOffCard />)}
      <DeletionCard deletionDue={profile.deletion_due} />
    </div>
  );
}

function ExportCard() {
  const { t } = useTranslation('training');
  const download = useDownloadExport();
  const [failed, setFailed] = useState(false);
  const get = (format: ExportFormat) => {
    setFailed(false);
    download(format).catch(() => setFailed(true));
  };
  return (
    <Card title={t('profile.privacy.exportTitle')}>
      <p>{t('profile.privacy.exportText')}</p>
      {failed && <Alert severity="error">{t('common:errors.unexpected')}</Alert>}
      <Button type="button" onClick={() => get('json')}>
        {t('profile.privacy.exportJson')}
      </Button>{' '}
      <Button type="button" variant="secondary" onClick={() => get('html')}>
        {t('profile.privacy.exportHtml')}
      </Button>
    </Card>
  );
}

/** The locale keys (below profile.privacy.) of a purpose's card: one withdrawal per purpose (issue 36). */
const PURPOSE_KEY: Record<ConsentPurpose, string> = { health_plan: 'consent', pain_tracking: 'pain' };

/** Pain tracking skipped: why pain features are off and where to turn them on. */
function PainOffCard() {
  const { t } = useTranslation('training');
  return (
    <Card title={t('profile.privacy.painTitle')}>
      <p>{t('profile.privacy.painOff')}</p>
      <Link to="/anamnesis">{t('profile.privacy.painTurnOn')}</Link>
    </Card>
  );
}

function ConsentCard({ purpose }: { purpose: ConsentPurpose }) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [withdraw, state] = useWithdrawHealthConsentMutation();
  const [error, setError] = useState<string | null>(null);
  const key = `profile.privacy.${PURPOSE_KEY[purpose]}`;
  const confirm = async () => {
    try {
      await withdraw({ purpose }).unwrap();
      setOpen(false);
      dispatch(showSnackbar({ key: `training:${key}Withdrawn`, severity: 'success' }));
    } catch (caught) {
      setOpen(false);
      setError(errorText(caught as Parameters<typeof errorText>[0]));
    }
  };
  return (
    <Card title={t(`${key}Title`)}>
      <p>{t(`${key}Text`)}</p>
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t(`${key}Withdraw`)}
      </Button>
      <ConfirmDialog
        open={open}
        role="alertdialog"
        title={t(`${key}ConfirmTitle`)}
        message={t(`${key}ConfirmText`)}
        confirmLabel={t(`${key}Withdraw`)}
        loading={state.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

function DeletionCard({ deletionDue }: { deletionDue: string | null }) {
  const { t, i18n } = useTranslation('training');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestDeletion, requestState] = useRequestDeletionMutation();
  const [cancelDeletion, cancelState] = useCancelDeletionMutation();
  const due = deletionDue
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(deletionDue))
    : null;

  const confirm = async () => {
    setError(null);
    try {
      await requestDeletion({ password }).unwrap();
      setOpen(false);
      setPassword('');
    } catch (caught) {
      setError(errorText(caught as Parameters<typeof errorText>[0]));
    }
  };

  return (
    <Card title={t('profile.privacy.deleteTitle')} data-testid="account-deletion">
      {due ? (
        <>
          <Alert severity="info">{t('profile.privacy.deletePending', { date: due })}</Alert>
          <Button type="button" onClick={() => void cancelDeletion()} loading={cancelState.isLoading}>
            {t('profile.privacy.deleteCancel')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('profile.privacy.deleteText', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            {t('profile.privacy.deleteAction')}
          </Button>
        </>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('profile.privacy.deleteConfirmTitle')}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="button"
              onClick={() => void confirm()}
              loading={requestState.isLoading}
              disabled={!password}
            >
              {t('profile.privacy.deleteAction')}
            </Button>
          </>
        }
      >
        <p>{t('profile.privacy.deleteConfirmText', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
        <TextField
          label={t('profile.privacy.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error ?? undefined}
        />
      </Dialog>
    </Card>
  );
}
