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
              headings={[
                t('shopAdmin.code'),
                t('shopAdmin.value'),
                t('shopAdmin.validity'),
                t('shopAdmin.uses'),
                t('shopAdmin.waitingList'),
                t('shopAdmin.state'),
                t('shopAdmin.actions'),
              ]}
              items={coupons}
              rowKey={(coupon) => coupon.id}
              rowTestId="coupon-row"
            >
              {(coupon) => (
                <>
                  <td>{coupon.code}</td>
                  <td>
                    {coupon.kind === 'percent'
                      ? formatNumber(coupon.value / 100, PERCENT)
                      : formatNumber(coupon.value / 100, EURO)}
                  </td>
                  <td>
                    {t('shopAdmin.validityRange', {
                      from: coupon.valid_from ? formatDate(coupon.valid_from) : '–',
                      until: coupon.valid_until ? formatDate(coupon.valid_until) : '–',
                    })}
                  </td>
                  <td>
                    {coupon.usage_limit === null
                      ? formatNumber(coupon.used_count)
                      : t('shopAdmin.usesOf', {
                          used: formatNumber(coupon.used_count),
                          limit: formatNumber(coupon.usage_limit),
                        })}
                  </td>
                  <td>{formatNumber(coupon.waiting_list)}</td>
                  <td>
                    <ActiveBadge active={coupon.active} />
                  </td>
                  <td>
                    <EditButton
                      label={t('shopAdmin.editCoupon', { code: coupon.code })}
                      onClick={() => edit(coupon.id)}
                    />
                  </td>
                </>
              )}
            </ListTable>
          )}
        </QueryState>
      )}
    </EditableList>
  );
}
