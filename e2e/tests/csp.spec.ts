import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/app';

// The CSP without 'unsafe-inline' styles (issue 17 "Headers"): the gateway gives each HTML answer a fresh nonce,
// which the prerendered styles and styled-components' run-time <style> elements carry. A page that still needed
// an inline style (or anything else the policy forbids) would report a `securitypolicyviolation`: none may occur
// on the key pages, logged out (prerendered), logged in and in the admin area.

/** Records every CSP violation of the page (from the first script on, so none is missed). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? []),
    ...console,
  ];
}

/** The style-src of the answer: a nonce, no 'unsafe-inline'. */
async function expectNonceOnly(page: Page, path: string): Promise<void> {
  const res = await page.request.get(path, { headers: { accept: 'text/html' } });
  const policy = res.headers()['content-security-policy'] ?? '';
  const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(styleSrc).toMatch(/'nonce-[\w+/=]+'/);
  expect(styleSrc).not.toContain("'unsafe-inline'");
}

test('no CSP violation on the prerendered landing pages, and after the app takes over', async ({ page }) => {
  const violations = await recordViolations(page);
  await expectNonceOnly(page, '/');
  for (const path of ['/', '/faq', '/for_you', '/blog']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await violations(), path).toEqual([]);
    await expectStyled(page);
  }
  // the app takes over on the first click and inserts its own styles
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
  await expectStyled(page);
});

/** Every <style> element was admitted (a refused one has no sheet) and the page's rules are there. */
async function expectStyled(page: Page): Promise<void> {
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.sheet?.cssRules.length ?? -1),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(styles).not.toContain(-1);
  expect(styles.reduce((sum, rules) => sum + rules, 0)).toBeGreaterThan(20);
}

test('no CSP violation in the app and in the admin area', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await logIn(page, 'admin@example.com');
  for (const path of [
    '/home',
    '/ranking',
    '/challenges',
    '/profile',
    '/admin',
    '/admin/pages',
    '/admin/articles',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await violations(), path).toEqual([]);
    await expectStyled(page);
  }
});
