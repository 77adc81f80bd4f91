import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Cart } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, QueryState } from '@officefit/ui';
import { useShopLang } from '../lang';
import { useGetCartQuery } from './api';

/** The way back to the rewards, offered where there is nothing (yet) to show. */
export function BackToRewards() {
  const { t } = useTranslation('shop');
  return (
    <Button as={Link} to="/mybonuses">
      {t('cart.toRewards')}
    </Button>
  );
}

/** The cart once loaded (cart and checkout); an empty cart says so and leads back to the rewards. */
export function CartState({ children }: { children: (cart: Cart) => ReactNode }) {
  const { t } = useTranslation('shop');
  const query = useGetCartQuery(useShopLang());
  return (
    <QueryState
      query={query}
      isEmpty={(cart) => cart.lines.length === 0}
      empty={t('cart.empty')}
      emptyAction={<BackToRewards />}
    >
      {children}
    </QueryState>
  );
}
