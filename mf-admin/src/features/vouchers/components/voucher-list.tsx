import { useState } from 'react';
import { showSnackbar, useAppDispatch, useSignedInMeQuery } from '@officefit/api';
import type { AdminVoucher } from '@officefit/domain';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, ConfirmDialog, QueryState, Stack } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { refusalKey } from '../../../lib/form';
import { useDisableVoucherMutation, useGetVouchersQuery } from '../api/vouchers';
import { VoucherForm } from './voucher-form';

const TONES = { unused: 'success', used: 'info', expired: 'neutral', disabled: 'warning' } as const;

/**
 * Membership vouchers (issue 36), newest first, with their state; customer service reads them, administrators make
 * them and switch single ones off (the same split as a company's access codes).
 */
export function VoucherList() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { data: me } = useSignedInMeQuery();
  const canEdit = Boolean(me?.admin);
  const query = useGetVouchersQuery();
  const [disable, { isLoading: disabling }] = useDisableVoucherMutation();
  const [toDisable, setToDisable] = useState<AdminVoucher | null>(null);

  const confirmDisable = async () => {
    if (!toDisable) return;
    try {
      await disable(toDisable.id).unwrap();
      dispatch(showSnackbar({ key: 'admin:vouchers.disabled', severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
    setToDisable(null);
  };

  return (
    <Stack gap="lg">
      {canEdit && <VoucherCreateCard />}
      <QueryState query={query} isEmpty={(data) => data.vouchers.length === 0} empty={t('vouchers.empty')}>
        {({ vouchers }) => <VoucherTable vouchers={vouchers} canEdit={canEdit} onDisable={setToDisable} />}
      </QueryState>
      <ConfirmDialog
        open={toDisable !== null}
        title={t('vouchers.disableTitle')}
        message={<p>{t('vouchers.disableMessage', { code: toDisable?.code ?? '' })}</p>}
        confirmLabel={t('vouchers.disable')}
        onConfirm={() => void confirmDisable()}
        onCancel={() => setToDisable(null)}
        loading={disabling}
        role="alertdialog"
      />
    </Stack>
  );
}

/** Making a print run; the codes just made are listed once below the form. */
function VoucherCreateCard() {
  const { t } = useTranslation('admin');
  const [made, setMade] = useState<AdminVoucher[]>([]);
  return (
    <Card title={t('vouchers.create')} headingLevel={2}>
      <VoucherForm onCreated={setMade} />
      {made.length > 0 && (
        <Alert severity="success" title={t('vouchers.madeTitle', { count: made.length })}>
          <p>{t('vouchers.madeText')}</p>
          <ul data-testid="made-codes">
            {made.map((voucher) => (
              <li key={voucher.id}>
                <code>{voucher.code}</code>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Card>
  );
}

/** The vouchers with their uses and state; administrators switch an unused one off. */
function VoucherTable({
  vouchers,
  canEdit,
  onDisable,
}: {
  vouchers: AdminVoucher[];
  canEdit: boolean;
  onDisable: (voucher: AdminVoucher) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ListTable
      caption={t('vouchers.caption', { count: vouchers.length })}
      headings={[
        t('vouchers.code'),
        t('vouchers.duration'),
        t('vouchers.uses'),
        t('vouchers.validUntil'),
        t('vouchers.state'),
      ]}
      items={vouchers}
      rowKey={(voucher) => voucher.id}
      rowTestId="voucher-row"
    >
      {(voucher) => (
        <>
          <td>
            <code>{voucher.code}</code>
          </td>
          <td>{t(`vouchers.durations.${voucher.duration}`)}</td>
          <td>
            {t('vouchers.useCount', {
              uses: formatNumber(voucher.uses),
              max: formatNumber(voucher.max_uses),
            })}
          </td>
          <td>{voucher.valid_until ? date.format(new Date(voucher.valid_until)) : t('vouchers.noEnd')}</td>
          <td>
            <Badge $tone={TONES[voucher.state]}>{t(`vouchers.states.${voucher.state}`)}</Badge>
            {canEdit && voucher.state === 'unused' && (
              <Button
                variant="text"
                size="sm"
                aria-label={t('vouchers.disableLabel', { code: voucher.code })}
                onClick={() => onDisable(voucher)}
              >
                {t('vouchers.disable')}
              </Button>
            )}
          </td>
        </>
      )}
    </ListTable>
  );
}
