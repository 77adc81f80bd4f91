import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, headerMenu, logIn } from '../support/app';

/** Collects the paths of the scripts the page downloads. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') seen.push(new URL(res.url()).pathname);
  });
  return seen;
}

test('a logged-out visitor of / gets the prerendered page with the boot script only; the app loads on first use', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gesund durch den Arbeitstag');
  await expect(page).toHaveTitle(/officefit/);
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
  // rich CMS text is in the HTML itself (readable without JavaScript, e.g. by crawlers)
  await expect(page.locator('#root strong', { hasText: 'regelmäßige Unterbrechung' })).toBeVisible();
  expect(scripts).toEqual(['/landing-boot.js']);
  await expectAccessible(page);

  // links work without the app: a full page load, prerendered again
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/faq');
  expect(scripts).toEqual(['/landing-boot.js', '/landing-boot.js']);

  // the first click on a button loads the app, which takes over the page and repeats the click
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  expect(scripts).toContain('/main.js');
});

test('the language cookie picks the prerendered language, and the choice made on a static page is kept', async ({
  page,
}) => {
  await page.goto('/faq', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // choosing a language on the static page loads the app and applies the choice
  await page.getByLabel('Sprache').selectOption('en-US');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frequently asked questions');
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frequently asked questions');
  // the select of the English page says English, so choosing Deutsch switches back (issue #18)
  await expect(page.getByLabel('Language')).toHaveValue('en-US');
  await page.getByLabel('Language').selectOption('de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Häufige Fragen');
});

test('a logged-in user gets the app on / (no prerender), and pages with a form load the app at once', async ({
  page,
}) => {
  await page.goto('/for_your_company', { waitUntil: 'networkidle' });
  // the contact form needs the app: it is loaded without waiting for a click, and the form works
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  await expect(page.getByLabel(/^Name/)).toBeEditable();

  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
});

test('a logged-out visitor of an article gets it prerendered, readable without the app', async ({
  page,
  request,
}) => {
  const posts = (await (await request.get('/wp-json/wp/v2/posts?per_page=1&lang=de')).json()) as {
    id: number;
    title: { rendered: string };
  }[];
  const [post] = posts;
  expect(post).toBeDefined();
  const scripts = scriptsOf(page);
  await page.goto(`/blog/${post!.id}`, { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', `/blog/${post!.id}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.getByRole('main').locator('p').first()).toBeVisible();
  expect(scripts).toEqual(['/landing-boot.js']);
  await expectAccessible(page);
});

test.describe('the first tap on a phone answers before the app is there (issue #18)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  /** Opens `/` with the app's entry script held back, so the taps below happen while the static page is shown. */
  async function openWithSlowApp(page: Page, ms = 2500): Promise<void> {
    await page.route(/\/main\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/', { waitUntil: 'load' });
  }

  test('one tap on "Menü" opens the static menu at once, and it stays open when the app takes over', async ({
    page,
  }) => {
    await openWithSlowApp(page);
    const banner = page.getByRole('banner');
    const root = page.locator('#root');
    await expect(banner.getByRole('link', { name: 'FAQ' })).toBeHidden();

    await headerMenu(page).click();
    // the static page answered: open, labelled as a close button, while the app is still loading
    await expect(banner.getByRole('link', { name: 'FAQ' })).toBeVisible({ timeout: 1000 });
    const toggle = banner.getByRole('button', { name: 'Menü schließen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(root).toHaveAttribute('data-prerendered', '/');
    // a second tap before the app is ready does not undo the first
    await toggle.click();
    await expect(banner.getByRole('link', { name: 'FAQ' })).toBeVisible();

    // the live app took over and repeated the tap: the menu is still open, and now closes on a tap
    await expect(root).not.toHaveAttribute('data-prerendered', /.*/, { timeout: 15_000 });
    await expect(banner.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(banner.getByRole('link', { name: 'FAQ' })).toBeHidden();
  });

  test('"Anmelden" tapped once shows it is busy and opens the login dialog when the app is there', async ({
    page,
  }) => {
    await openWithSlowApp(page);
    const banner = page.getByRole('banner');
    await headerMenu(page).click();
    const login = banner.getByRole('button', { name: 'Anmelden' });
    await login.click();
    await expect(login).toHaveAttribute('aria-busy', 'true', { timeout: 1000 });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
    // an impatient second tap changes nothing
    await login.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByLabel(/E-Mail/i)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});
