import { CANCEL_REASONS } from '@officefit/domain';
import type { TFunction } from 'i18next';

/** The cancellation reasons as radio or select options in the interface language. */
export function reasonOptions(t: TFunction<'shop'>) {
  return CANCEL_REASONS.map((reason) => ({ value: reason, label: t(`termination.reasons.${reason}`) }));
}
