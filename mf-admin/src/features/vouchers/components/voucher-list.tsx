import { useState } from 'react';
import { useSignedInMeQuery } from '@officefit/api';
import type { AdminVoucher } from '@officefit/domain';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, ConfirmDialog, QueryState, Stack } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDisableVoucherMutation, useGetVouchersQuery } from '../api/vouchers';
import { VoucherForm } from './voucher-form';

const TONES = { unused: 'success', used: 'info', expired: 'neutral', disabled: 'warning' } as const;

/**
 * Membership vouchers (issue 36), newest first, with their state; customer service reads them, administrators make
 * them and switch single ones off (the same split as a company's access codes).
 */
export function VoucherList() {
  const { t } = useTranslation('admin');
  const { data: me } = useSignedInMeQuery();
  const canEdit = Boolean(me?.admin);
  const query = useGetVouchersQuery();
  const [disable, disableState] = useDisableVoucherMutation();
  const disabling = useConfirmedAction(
    (voucher: AdminVoucher) => disable(voucher.id).unwrap(),
    () => ({ key: 'admin:vouchers.disabled' }),
  );

  return (
    <Stack gap="lg">
      {canEdit && <VoucherCreateCard />}
      <QueryState query={query} isEmpty={(data) => data.vouchers.length === 0} empty={t('vouchers.empty')}>
        {({ vouchers }) => (
          <VoucherTable vouchers={vouchers} canEdit={canEdit} onDisable={disabling.setPending} />
        )}
      </QueryState>
      <ConfirmDialog
        open={disabling.pending !== null}
        title={t('vouchers.disableTitle')}
        message={<p>{t('vouchers.disableMessage', { code: disabling.pending?.code ?? '' })}</p>}
        confirmLabel={t('vouchers.disable')}
        onConfirm={() => void disabling.confirm()}
        onCancel={() => disabling.setPending(null)}
        loading={disableState.isLoading}
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
      items={vouchers}
      rowKey={(voucher) => voucher.id}
      rowTestId="voucher-row"
      columns={[
        { heading: t('vouchers.code'), cell: (voucher) => <code>{voucher.code}</code> },
        { heading: t('vouchers.duration'), cell: (voucher) => t(`vouchers.durations.${voucher.duration}`) },
        {
          heading: t('vouchers.uses'),
          cell: (voucher) =>
            t('vouchers.useCount', { uses: formatNumber(voucher.uses), max: formatNumber(voucher.max_uses) }),
        },
        {
          heading: t('vouchers.validUntil'),
          cell: (voucher) =>
            voucher.valid_until ? date.format(new Date(voucher.valid_until)) : t('vouchers.noEnd'),
        },
        {
          heading: t('vouchers.state'),
          cell: (voucher) => (
            <>
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
            </>
          ),
        },
      ]}
    />
  );
}
