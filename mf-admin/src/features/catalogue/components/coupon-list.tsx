import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { Table, TableScroll } from '../../../components/admin-frame';
import { useGetAdminCouponsQuery } from '../api/shop-admin';
import { CouponForm } from './coupon-form';
import { ActiveBadge, EditableList, EditButton } from './shop-editor';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

/** The shop's coupons for staff: value, validity, uses and waiting list; a new coupon, and one edited at a time. */
export function CouponList() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
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
            <TableScroll>
              <Table>
                <caption>{t('shopAdmin.couponsCaption', { count: coupons.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('shopAdmin.code')}</th>
                    <th scope="col">{t('shopAdmin.value')}</th>
                    <th scope="col">{t('shopAdmin.validity')}</th>
                    <th scope="col">{t('shopAdmin.uses')}</th>
                    <th scope="col">{t('shopAdmin.waitingList')}</th>
                    <th scope="col">{t('shopAdmin.state')}</th>
                    <th scope="col">{t('shopAdmin.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {coupons.map((coupon) => (
                    <tr key={coupon.id} data-testid="coupon-row">
                      <td>{coupon.code}</td>
                      <td>
                        {coupon.kind === 'percent'
                          ? formatNumber(coupon.value / 100, PERCENT)
                          : formatNumber(coupon.value / 100, EURO)}
                      </td>
                      <td>
                        {t('shopAdmin.validityRange', {
                          from: coupon.valid_from ?? '–',
                          until: coupon.valid_until ?? '–',
                        })}
                      </td>
                      <td>
                        {coupon.usage_limit === null
                          ? formatNumber(coupon.used_count)
                          : t('shopAdmin.usesOf', { used: coupon.used_count, limit: coupon.usage_limit })}
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
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </QueryState>
      )}
    </EditableList>
  );
}
