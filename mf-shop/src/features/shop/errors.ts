import type { ApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';

/**
 * The snackbar / alert key of a failed shop call: the shop's own text for its codes (spec §8 shop and coupon
 * messages), "check your input" for a refused field, the transfer error otherwise.
 */
export function useShopErrorKey(): (failure: ApiFailure) => string {
  const { i18n } = useTranslation('shop');
  return (failure) => {
    if (i18n.exists(`shop:errors.${failure.code}`)) return `shop:errors.${failure.code}`;
    return failure.status === 400 ? 'common:errors.checkInput' : 'common:errors.transfer';
  };
}
