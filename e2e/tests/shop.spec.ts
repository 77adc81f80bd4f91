import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from '../support/app';
import {
  addToCart,
  emptyCart,
  expectNoHorizontalScroll,
  orderMailsTo,
  pointsOn,
  waitingFor,
} from '../support/shop';
import { tokenOf } from '../support/api';

// The rewards shop as members use it (issue 12), against the real gateway and backend: demo redeems a reward with
// points and sees the balance drop on /home and /score; a coupon at its limit puts demo on the waiting list; a euro
// order with shipping shows the right total, leaves the order mail in the outbox and its invoice as a PDF — the
// last one on a 360 px phone, without sideways scrolling.

const DEMO = 'demo@example.com';
const de = (value: number) => new Intl.NumberFormat('de-DE').format(value);

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page, request }) => {
  // the cart is kept on the server: every journey starts from an empty one
  await emptyCart(request, await tokenOf(request, DEMO));
  await page.goto('/');
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/\/home$/);
});

test('demo redeems the tree donation with points and sees the balance drop on /home and /score', async ({
  page,
}) => {
  // first loads of an area's code are slow on a busy machine: 30 s where a page opens
  const slow = { timeout: 30_000 };
  await expect(page.getByTestId('fitness-points')).not.toHaveText('', slow);
  const before = await pointsOn(page, 'fitness-points');
  expect(before).toBeGreaterThanOrEqual(200);

  await page.goto('/mybonuses');
  await expect(page.getByTestId('product-card').first()).toBeVisible(slow);
  await expect(page.getByTestId('bonus-balance')).toHaveText(`Ihr Guthaben: ${de(before)} Fitnesspunkte`);
  await expectAccessible(page);

  await addToCart(page, 'Baumspende');
  await page.getByTestId('cart-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(page.getByTestId('summary-balance-after')).toHaveText(`${de(before - 200)} Punkte`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();

  // a donation is neither shipped nor paid in euros: no address, no payment, only the points
  await expect(page.getByText('Sie bezahlen nur mit Fitnesspunkten.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Lieferadresse' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Punkte einlösen' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
  ).toBeVisible();
  const placed = page.getByTestId('order-placed');
  await expect(placed).toContainText(/Bestellnummer \d+/);
  await expect(page.getByTestId('balance-now')).toHaveText(
    `Ihr Guthaben beträgt jetzt ${de(before - 200)} Punkte.`,
  );
  await expectAccessible(page);

  await page.goto('/home');
  await expect(page.getByTestId('fitness-points')).toHaveText(de(before - 200), slow);
  await page.goto('/score');
  await expect(page.getByTestId('score-total')).toHaveText(de(before - 200), slow);
});

test('a coupon at its limit puts demo on the waiting list and says so', async ({ page, request }) => {
  const waiting = await waitingFor(request, 'FRUEHBUCHER');
  await addToCart(page, 'Gymnastikmatte');
  await page.goto('/mybonuses/checkout');
  await page.getByLabel('Gutscheincode').fill('FRUEHBUCHER');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByTestId('coupon-waitlist')).toHaveText(
    'Dieser Gutscheincode hat sein Limit erreicht. Sie stehen auf der Warteliste.',
  );
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);
  await expectAccessible(page);
  // demo is on the list once, however often the code is tried
  expect(await waitingFor(request, 'FRUEHBUCHER')).toBe(Math.max(waiting, 1));
});

test('on a phone, a euro order with shipping shows the right total and sends the order mail with its invoice', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const mailsBefore = (await orderMailsTo(request, DEMO)).length;

  await addToCart(page, 'Gymnastikmatte');
  await expectNoHorizontalScroll(page);
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('summary-total')).toHaveText(/^30,50\s€$/);
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();

  const form = page.getByRole('form', { name: 'Bestellung abschließen' });
  const delivery = form.getByRole('group', { name: 'Lieferadresse' });
  await expect(delivery.getByLabel(/^Name/)).toHaveValue('Dana Demo');
  await delivery.getByLabel(/^Straße und Hausnummer/).fill('Hauptstraße 5');
  await delivery.getByLabel(/^PLZ/).fill('10115');
  await delivery.getByLabel(/^Ort/).fill('Berlin');
  await form.getByText('Rechnung', { exact: true }).click();
  // 24,90 € for the mat + 5,60 € shipping, 19 % VAT contained
  await expect(form.getByTestId('summary-subtotal')).toHaveText(/^24,90\s€$/);
  await expect(form.getByTestId('summary-shipping')).toHaveText(/^5,60\s€$/);
  await expect(form.getByTestId('summary-total')).toHaveText(/^30,50\s€$/);
  await expect(form.getByTestId('summary-vat')).toHaveText(/^4,87\s€$/);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  const placed = page.getByTestId('order-placed');
  await expect(placed).toContainText('Wir versenden Ihre Prämie');
  await expect(placed).toContainText(/Die Rechnung RE-\d{4}-\d{6} liegt der E-Mail bei\./);
  await expect(page.getByTestId('order-detail').getByTestId('summary-total')).toHaveText(/^30,50\s€$/);
  await expectNoHorizontalScroll(page);

  // the order mail is queued with the order (it carries the invoice PDF; the outbox list shows no contents)
  await expect.poll(async () => (await orderMailsTo(request, DEMO)).length).toBe(mailsBefore + 1);

  // the invoice the mail carries, downloaded from the order
  const invoiceButton = page.getByRole('button', { name: /^Rechnung RE-\d{4}-\d{6} herunterladen$/ });
  const orderId = /\/mybonuses\/orders\/(\d+)/.exec(page.url())?.[1];
  const probe = await request.get(`/wp-json/officefit/v1/shop/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${await tokenOf(request, DEMO)}` },
  });
  // GET shop/orders/{id}/invoice comes with the backend's invoice-download change; a backend build without it
  // answers rest_no_route, and the PDF is then checked only by that change's API tests
  if (probe.status() === 404 && ((await probe.json()) as { code: string }).code === 'rest_no_route') {
    test
      .info()
      .annotations.push({ type: 'not checked', description: 'no invoice download in this backend build' });
    return;
  }
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^RE-\d{4}-\d{6}\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
});
