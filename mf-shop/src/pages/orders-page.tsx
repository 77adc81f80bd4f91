import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatPoints, useTranslation } from '@officefit/i18n';
import { Button, Card, PageContainer, QueryState, usePageTitle } from '@officefit/ui';
import { useFormatEuro } from '../features/shop/format';
import { useGetShopOrdersQuery } from '../features/shop/orders/api';
import { useFormatOrderDate } from '../features/shop/orders/format';
import { InvoiceButton } from '../features/shop/orders/order-summary';
import { BackToRewards } from '../features/shop/cart/cart-state';
import '../i18n/checkout';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** `/mybonuses/orders`: the user's orders, newest first, with state, date, totals and the invoice. */
export default function OrdersPage() {
  const { t } = useTranslation('shop');
  const query = useGetShopOrdersQuery();
  const points = useFormatPoints();
  const euro = useFormatEuro();
  const date = useFormatOrderDate();
  usePageTitle(t('orders.title'));
  return (
    <PageContainer width="narrow">
      <h1>{t('orders.title')}</h1>
      <QueryState query={query} empty={t('orders.empty')} emptyAction={<BackToRewards />}>
        {(orders) => (
          <List>
            {orders.map((order) => (
              <li key={order.id}>
                <Card
                  title={t('orders.order', { id: order.id })}
                  data-testid="order-card"
                  actions={
                    <>
                      <Button
                        as={Link}
                        to={`/mybonuses/orders/${order.id}`}
                        variant="text"
                        size="sm"
                        aria-label={t('orders.details', { id: order.id })}
                      >
                        {t('bonuses.details')}
                      </Button>
                      <InvoiceButton order={order} />
                    </>
                  }
                >
                  <Facts>{t('orders.date', { date: date(order.created_at) })}</Facts>
                  <Facts>
                    {t('orders.state')}: {t(`orders.states.${order.state}`)}
                  </Facts>
                  <Facts>
                    {[
                      order.points > 0 ? points(order.points) : null,
                      order.total_cents > 0 ? euro(order.total_cents) : null,
                    ]
                      .filter(Boolean)
                      .join(' + ')}
                  </Facts>
                </Card>
              </li>
            ))}
          </List>
        )}
      </QueryState>
      <p>{t('orders.cancelHint')}</p>
    </PageContainer>
  );
}
