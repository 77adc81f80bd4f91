import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tokenOf } from './api';

// API helpers of the rewards shop journeys (docs/api-shop.md): what a test sets up or checks behind the screens.

const API = '/wp-json/officefit/v1';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Empties the user's server-side cart, so a journey starts from nothing whatever ran before. */
export async function emptyCart(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.get(`${API}/shop/cart`, { headers: auth(token) });
  expect(res.ok()).toBe(true);
  const cart = (await res.json()) as { lines: Array<{ product: { id: number } }> };
  for (const line of cart.lines) {
    const removed = await request.delete(`${API}/shop/cart/${line.product.id}`, { headers: auth(token) });
    expect(removed.ok()).toBe(true);
  }
}

/** The order mails (`shop_order`) the outbox holds for a recipient (staff GET admin/outbox). */
export async function orderMailsTo(request: APIRequestContext, recipient: string) {
  // the whole mail queue is an admin-only setting (permission outbox.read, issue 14)
  const token = await tokenOf(request, 'admin@example.com');
  const res = await request.get(`${API}/admin/outbox`, {
    params: { kind: 'shop_order', per_page: 100 },
    headers: auth(token),
  });
  expect(res.ok(), `GET admin/outbox answered ${res.status()}`).toBe(true);
  const mails = (await res.json()) as Array<{ id: number; recipient: string }>;
  return mails.filter((mail) => mail.recipient === recipient);
}

/** How many users wait for a coupon (staff GET admin/shop/coupons). */
export async function waitingFor(request: APIRequestContext, code: string): Promise<number> {
  const token = await tokenOf(request, 'service@example.com');
  const res = await request.get(`${API}/admin/shop/coupons`, { headers: auth(token) });
  expect(res.ok()).toBe(true);
  const coupons = (await res.json()) as Array<{ code: string; waiting_list: number }>;
  return coupons.find((coupon) => coupon.code === code)?.waiting_list ?? 0;
}

/** A figure of the screen as a number ("1.200" → 1200). */
export async function pointsOn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Fails when the page scrolls sideways at its current width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens a reward from /mybonuses and puts it into the cart, as a user does. */
export async function addToCart(page: Page, name: string): Promise<void> {
  await page.goto('/mybonuses');
  await page.getByRole('link', { name: `Details zu ${name}` }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText(`${name} liegt jetzt im Warenkorb.`)).toBeVisible();
}
