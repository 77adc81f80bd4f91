import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { CART_AMOUNT_MAX, type CartLine } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Select } from '@officefit/ui';
import { failureOf } from '../../../lib/forms/api-failure';
import { usePriceText } from '../catalogue/product-price';
import { useShopErrorKey } from '../errors';
import { useShopLang } from '../lang';
import { useRemoveFromCartMutation, useSetCartAmountMutation } from './api';

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) 7rem auto;
  }
`;

const Name = styled.div`
  grid-column: 1 / -1;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    grid-column: auto;
  }

  & > p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const lang = useShopLang();
  const price = usePriceText();
  const errorKey = useShopErrorKey();
  const [setAmount, amountState] = useSetCartAmountMutation();
  const [remove, removeState] = useRemoveFromCartMutation();
  const { product } = line;
  // one-per-user rewards come once; otherwise up to the cart limit, but not beyond the stock
  const max = product.one_per_user
    ? 1
    : Math.min(CART_AMOUNT_MAX, Math.max(line.amount, product.stock ?? 99));

  const change = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) dispatch(showSnackbar({ key: done, values: { name: product.name }, severity: 'success' }));
    } catch (caught) {
      dispatch(showSnackbar({ key: errorKey(failureOf(caught)), severity: 'error' }));
    }
  };

  return (
    <Line data-testid="cart-line">
      <Name>
        <Link to={`/mybonuses/${product.id}`}>{product.name}</Link>
        <p>{t('cart.each', { price: price(product) })}</p>
      </Name>
      <Select
        label={t('cart.amountOf', { name: product.name })}
        hideLabel
        name={`amount-${product.id}`}
        value={String(line.amount)}
        disabled={amountState.isLoading}
        onChange={(value) =>
          void change(() => setAmount({ product_id: product.id, amount: Number(value), lang }).unwrap())
        }
        options={Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
      />
      <Button
        variant="text"
        size="sm"
        loading={removeState.isLoading}
        aria-label={t('cart.removeNamed', { name: product.name })}
        onClick={() =>
          void change(() => remove({ product_id: product.id, lang }).unwrap(), 'shop:cart.removed')
        }
      >
        {t('cart.remove')}
      </Button>
    </Line>
  );
}

/** The cart's lines: each reward with its price per piece, an amount selector and a remove button. */
export function CartLines({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation('shop');
  return (
    <Lines aria-label={t('cart.title')}>
      {lines.map((line) => (
        <CartLineRow key={line.product.id} line={line} />
      ))}
    </Lines>
  );
}
