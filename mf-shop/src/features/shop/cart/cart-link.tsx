import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { useShopLang } from '../lang';
import { useGetCartQuery } from './api';

/** "Warenkorb (2 Artikel)": the way to the cart, with the number of pieces in it. */
export function CartLink() {
  const { t } = useTranslation('shop');
  const { data: cart } = useGetCartQuery(useShopLang());
  const pieces = cart?.lines.reduce((sum, line) => sum + line.amount, 0) ?? 0;
  return (
    <Button as={Link} to="/mybonuses/cart" variant="secondary" data-testid="cart-link">
      {pieces > 0 ? t('bonuses.cart', { count: pieces }) : t('bonuses.cartEmpty')}
    </Button>
  );
}
