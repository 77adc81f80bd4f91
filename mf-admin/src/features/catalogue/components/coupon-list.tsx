import { useFormatDate, useFormatNumber, useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { useGetAdminCouponsQuery } from '../api/shop-admin';
import { CouponForm } from './coupon-form';
import { ActiveBadge, EditableList, EditButton } from './shop-editor';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

/** The shop's coupons for staff: value, validity, uses and waiting list; a new coupon, and one edited at a time. */
export function CouponList() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const formatDate = useFormatDate();
  const query = useGetAdminCouponsQuery();
  return (
    <EditableList
      items={query.data}
      newLabel={t('shopAdmin.newCoupon')}
      titleOf={(coupon) => t('shopAdmin.editCoupon', { code: coupon.code })}
      renderForm={(coupon, done) => <CouponForm coupon={coupon} onDone={done} />}
    >
      {(edit) => (
        <QueryState query={query} empty={t('shopAdmin.noCoupons')}>
          {(coupons) => (
            <ListTable
              caption={t('shopAdmin.couponsCaption', { count: coupons.length })}
              items={coupons}
              rowKey={(coupon) => coupon.id}
              rowTestId="coupon-row"
              columns={[
                { heading: t('shopAdmin.code'), cell: (coupon) => coupon.code },
                {
                  heading: t('shopAdmin.value'),
                  cell: (coupon) =>
                    formatNumber(coupon.value / 100, coupon.kind === 'percent' ? PERCENT : EURO),
                },
                {
                  heading: t('shopAdmin.validity'),
                  cell: (coupon) =>
                    t('shopAdmin.validityRange', {
                      from: coupon.valid_from ? formatDate(coupon.valid_from) : '–',
                      until: coupon.valid_until ? formatDate(coupon.valid_until) : '–',
                    }),
                },
                {
                  heading: t('shopAdmin.uses'),
                  cell: (coupon) =>
                    coupon.usage_limit === null
                      ? formatNumber(coupon.used_count)
                      : t('shopAdmin.usesOf', {
                          used: formatNumber(coupon.used_count),
                          limit: formatNumber(coupon.usage_limit),
                        }),
                },
                { heading: t('shopAdmin.waitingList'), cell: (coupon) => formatNumber(coupon.waiting_list) },
                { heading: t('shopAdmin.state'), cell: (coupon) => <ActiveBadge active={coupon.active} /> },
                {
                  heading: t('shopAdmin.actions'),
                  cell: (coupon) => (
                    <EditButton
                      label={t('shopAdmin.editCoupon', { code: coupon.code })}
                      onClick={() => edit(coupon.id)}
                    />
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      )}
    </EditableList>
  );
}
