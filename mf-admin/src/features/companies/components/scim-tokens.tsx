import { useState } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Alert, Button, ConfirmDialog, CopyField, QueryState, Stack } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import {
  type ScimTokenInfo,
  useCreateScimTokenMutation,
  useGetScimTokensQuery,
  useRevokeScimTokenMutation,
} from '../api/companies';
import { refusalKey } from '../../../lib/form';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

/** The token just created: its one appearance (the server keeps only a hash). */
interface Created {
  token: string;
  url: string;
}

/**
 * Provisioning through the company's directory (SCIM 2.0, issue 37): its bearer tokens with creation date and last
 * use; administrators create one (shown once, with a copy button) and revoke one after a confirmation.
 */
export function ScimTokens({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const query = useGetScimTokensQuery(companyId);
  const [create, { isLoading: creating }] = useCreateScimTokenMutation();
  const [revoke, { isLoading: revoking }] = useRevokeScimTokenMutation();
  const [created, setCreated] = useState<Created | null>(null);
  const revocation = useConfirmedAction(
    (token: ScimTokenInfo) => revoke({ companyId, id: token.id }).unwrap(),
    () => ({ key: 'admin:companies.scim.revoked' }),
  );

  const add = async () => {
    try {
      const answer = await create(companyId).unwrap();
      setCreated({ token: answer.token, url: answer.scim_url });
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  };

  return (
    <Stack gap="md">
      <p>{t('companies.scim.intro')}</p>
      {created && (
        <Alert severity="success" title={t('companies.scim.createdTitle')}>
          <p>{t('companies.scim.onlyOnce')}</p>
          <CopyField label={t('companies.scim.url')} value={created.url} />
          <CopyField label={t('companies.scim.token')} value={created.token} />
        </Alert>
      )}
      <QueryState query={query} empty={t('companies.scim.none')}>
        {(tokens) => <ScimTokenTable tokens={tokens} canEdit={canEdit} onRevoke={revocation.setPending} />}
      </QueryState>
      {canEdit && (
        <div>
          <Button variant="secondary" loading={creating} onClick={() => void add()}>
            {t('companies.scim.create')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={revocation.pending !== null}
        title={t('companies.scim.revokeTitle')}
        message={<p>{t('companies.scim.revokeMessage', { hint: revocation.pending?.hint ?? '' })}</p>}
        confirmLabel={t('companies.scim.revoke')}
        onConfirm={() => void revocation.confirm()}
        onCancel={() => revocation.setPending(null)}
        loading={revoking}
        role="alertdialog"
      />
    </Stack>
  );
}

/** The tokens, with the revoke button of each active one for administrators. */
function ScimTokenTable({
  tokens,
  canEdit,
  onRevoke,
}: {
  tokens: ScimTokenInfo[];
  canEdit: boolean;
  onRevoke: (token: ScimTokenInfo) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ListTable
      caption={t('companies.scim.caption', { count: tokens.length })}
      headings={[
        t('companies.scim.hint'),
        t('companies.scim.createdAt'),
        t('companies.scim.lastUsed'),
        t('companies.state'),
        ...(canEdit ? [t('companies.actions')] : []),
      ]}
      items={tokens}
      rowKey={(token) => token.id}
      rowTestId="scim-token-row"
    >
      {(token) => (
        <>
          <td>
            <code>…{token.hint}</code>
          </td>
          <td>{date.format(new Date(token.created_at))}</td>
          <td>{token.last_used_at ? date.format(new Date(token.last_used_at)) : '–'}</td>
          <td>
            <Badge $tone={token.revoked_at ? 'neutral' : 'success'}>
              {token.revoked_at ? t('companies.scim.stateRevoked') : t('companies.scim.stateActive')}
            </Badge>
          </td>
          {canEdit && (
            <td>
              {!token.revoked_at && (
                <Button variant="text" size="sm" onClick={() => onRevoke(token)}>
                  {t('companies.scim.revoke')}
                </Button>
              )}
            </td>
          )}
        </>
      )}
    </ListTable>
  );
}
