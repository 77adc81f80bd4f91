import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetMeQuery } from '@officefit/api';
import type { Order } from '@officefit/domain';
import { useFormatPoints, useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, PageContainer, QueryState, Stack, usePageTitle } from '@officefit/ui';
import { useGetShopOrderQuery } from '../features/shop/orders/api';
import { useFormatOrderDate } from '../features/shop/orders/format';
import { CancelOrder } from '../features/shop/orders/cancel-order';
import { InvoiceButton, OrderSummary } from '../features/shop/orders/order-summary';
import '../i18n/checkout';

/** The success result of a checkout (spec §2), under the page's thank-you heading: number, what happens next. */
function OrderPlaced({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const points = useFormatPoints();
  const { data: me } = useGetMeQuery();
  const shipped = order.delivery_address !== null;
  return (
    <Alert severity="success" data-testid="order-placed">
      <p>{t('result.orderNumber', { id: order.id })}</p>
      <p>{shipped ? t('result.nextPhysical') : t('result.nextDigital')}</p>
      <p>
        {t('result.nextMail')}
        {order.invoice_number && ` ${t('result.nextInvoice', { number: order.invoice_number })}`}
      </p>
      {me && order.points > 0 && (
        <p data-testid="balance-now">{t('result.pointsSpent', { points: points(me.meta.fitness_points) })}</p>
      )}
    </Alert>
  );
}

/** `/mybonuses/orders/{id}`: one order; right after the checkout (`?placed=1`) with the success result. */
export default function OrderPage() {
  const { t } = useTranslation('shop');
  const id = Number(useParams().id);
  const placed = useSearchParams()[0].get('placed') === '1';
  const query = useGetShopOrderQuery(id, { skip: !Number.isInteger(id) });
  const date = useFormatOrderDate();
  usePageTitle(placed ? t('result.successTitle') : t('orders.order', { id }));
  return (
    <PageContainer width="narrow">
      <h1>{placed ? t('result.successTitle') : t('orders.order', { id })}</h1>
      <QueryState
        query={Number.isInteger(id) ? query : { data: null, isError: false }}
        empty={t('errors.shop_order_invalid')}
        error={(error) =>
          (error as { status?: number })?.status === 404 ? t('errors.shop_order_invalid') : undefined
        }
      >
        {(order) => (
          <Stack gap="lg">
            {placed && <OrderPlaced order={order} />}
            <Card
              // the page heading names the order already, unless it thanks for it (#39: "Bestellung 4" twice)
              title={placed ? t('orders.order', { id: order.id }) : t('orders.detailsTitle')}
              actions={<InvoiceButton order={order} />}
              data-testid="order-detail"
            >
              <p>
                {t('orders.date', { date: date(order.created_at) })} · {t('orders.state')}:{' '}
                {t(`orders.states.${order.state}`)}
              </p>
              <OrderSummary order={order} />
              <CancelOrder order={order} />
            </Card>
            <Stack direction="row" gap="sm" wrap>
              <Button as={Link} to="/mybonuses/orders" variant="secondary">
                {t('result.toOrders')}
              </Button>
              <Button as={Link} to="/mybonuses" variant="text">
                {t('result.toRewards')}
              </Button>
            </Stack>
          </Stack>
        )}
      </QueryState>
    </PageContainer>
  );
}
