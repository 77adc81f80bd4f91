import { expect, test, type Browser, type Page, type APIRequestContext } from '@playwright/test';
import { expectAccessible, logIn, openAccountMenu } from '../support/app';
import { callApi, tokenOf } from '../support/api';

// Issue 5 (marketing and blog), as users: CMS pages edited and published without a deploy, revisions restored,
// the trial-week request, the members-only article and "My blog posts".

/** A second browser for the logged-out visitor, next to the signed-in editor. */
async function visitorPage(browser: Browser, locale = 'de-DE'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** The hero heading of a published page, as the public API serves it. */
async function publishedHero(request: APIRequestContext, slug: string, lang: 'de' | 'en'): Promise<string> {
  const response = await request.get(`/wp-json/wp/v2/pages?slug=${encodeURIComponent(slug)}&lang=${lang}`);
  const [page] = (await response.json()) as { blocks: { type: string; heading?: string }[] }[];
  return page!.blocks.find((b) => b.type === 'hero')!.heading!;
}

test('marketing edits the German hero of /for_your_company, publishes, and restores the previous revision', async ({
  page,
  browser,
  request,
}) => {
  // a long journey (two sessions, five accessibility scans): more than the default 30 s on a busy machine
  test.slow();
  const oldGerman = await publishedHero(request, 'for_your_company', 'de');
  const english = await publishedHero(request, 'for_your_company', 'en');
  const newGerman = `Gesunde Teams, starke Firma ${Date.now()}`;

  const visitor = await visitorPage(browser);
  await visitor.goto('/for_your_company');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldGerman);
  await expectAccessible(visitor);

  await page.goto('/');
  await logIn(page, 'marketing@example.com');
  // staff without a subscription land in their area, and the header offers no training menu
  await expect(page).toHaveURL(/\/admin\/pages$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Verwaltung' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Meine Übungen' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Seiten' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: '/for_your_company' }).click();
  await expect(
    // named after the page's title in the admin's language (issue 39 point 9), not its path
    page.getByRole('heading', { level: 1, name: /^Seite „officefit für Unternehmen.*“ bearbeiten$/ }),
  ).toBeVisible();
  const hero = page
    .getByRole('group', { name: 'Block 1: Titelbereich' })
    .getByRole('textbox', { name: /^Überschrift/ });
  await expect(hero).toHaveValue(oldGerman);
  await hero.fill(newGerman);
  const preview = page.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('heading', { level: 2, name: newGerman })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByText('Veröffentlicht – die Seite ist ab dem nächsten Laden online.')).toBeVisible();

  // live on the next load, no deploy; the English version is untouched
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newGerman);
  await visitor.getByLabel('Sprache').selectOption('en-US');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(english);
  await visitor.getByLabel('Language').selectOption('de-DE');

  // restore the revision that was live before the edit
  const previous = page.getByTestId('revision').nth(1);
  await expect(previous).toContainText('War online');
  await previous.getByRole('button', { name: /wiederherstellen/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: 'Sofort veröffentlichen' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText('Version wiederhergestellt und veröffentlicht.')).toBeVisible();
  await expect(hero).toHaveValue(oldGerman);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldGerman);
  await visitor.context().close();
});

test('a visitor requests a trial week and gets a confirmation; an admin sees the request', async ({
  page,
}) => {
  const name = `Eva Probe ${Date.now()}`;
  await page.goto('/for_your_company#contact');
  const form = page.getByRole('form', { name: 'Kostenlose Probewoche anfragen' });
  await expect(
    form.getByRole('checkbox', { name: 'Ich möchte eine kostenlose Probewoche anfragen' }),
  ).toBeChecked();

  // client validation first
  await form.getByRole('button', { name: 'Probewoche anfragen' }).click();
  await expect(form.getByText('Bitte stimmen Sie zu.')).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toBeFocused();
  await expectAccessible(page);

  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^E-Mail-Adresse/).fill(`eva.${Date.now()}@firma.example`);
  await form.getByLabel(/^Unternehmen/).fill('Firma GmbH');
  await form.getByLabel('Anzahl der Mitarbeitenden').fill('40');
  await form.getByLabel(/^Ich bin damit einverstanden/).check();
  await form.getByRole('button', { name: 'Probewoche anfragen' }).click();
  await expect(page.getByText('Ihre Probewoche ist angefragt!')).toBeVisible();
  await expectAccessible(page);

  await logIn(page, 'admin@example.com');
  await page.goto('/admin/requests');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kontakt- und Probewochen-Anfragen' }),
  ).toBeVisible();
  const row = page.getByTestId('request-row').filter({ hasText: name });
  await expect(row).toContainText('Probewoche');
  await expect(row).toContainText('Angefragt');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Probewoche von ${name} als gestartet markieren` }).click();
  await expect(row).toContainText('Gestartet am');
});

test('a logged-out visitor opening a members-only article is asked to log in', async ({
  browser,
  request,
}) => {
  const posts = await callApi<{ id: number; members_only: boolean; date: string | null }[]>(
    request,
    await tokenOf(request, 'admin@example.com'),
    'GET',
    'cms/posts?per_page=100&status=publish&lang=en',
  );
  const article = posts.find((p) => p.members_only && p.date && new Date(p.date) <= new Date());
  expect(article, 'the seed has a published members-only article').toBeDefined();

  const visitor = await visitorPage(browser, 'en-US');
  await visitor.addInitScript(() => localStorage.setItem('officefit.lang', 'en-US'));
  await visitor.goto(`/blog/${article!.id}`);
  await expect(visitor.getByText('Please log in to read this article.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.getByLabel('Language').selectOption('de-DE');
  await expect(visitor.getByText('Bitte melden Sie sich an, um diesen Artikel zu lesen.')).toBeVisible();
  await visitor.context().close();
});

test('a subscriber bookmarks an article and finds it under "My blog posts"', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const firstArticle = page.getByRole('main').getByRole('article').first().getByRole('link');
  await expect(firstArticle).toBeVisible();
  await expectAccessible(page);
  const title = (await firstArticle.textContent())!.trim();
  await firstArticle.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // a retry finds the article already bookmarked by the first attempt
  const bookmark = page.getByRole('button', { name: /^(Merken|Gemerkt)$/ });
  if ((await bookmark.getAttribute('aria-pressed')) !== 'true') await bookmark.click();
  await expect(page.getByRole('button', { name: 'Gemerkt' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await openAccountMenu(page);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Meine Blogbeiträge' })
    .click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Blogbeiträge' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('landing pages, the blog and the contact page fit the screen', async ({ page }) => {
    for (const path of ['/for_your_company', '/team', '/faq', '/blog', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });

  test('an unknown special page says it does not exist', async ({ page }) => {
    await page.goto('/special/does-not-exist');
    await expect(page.getByTestId('not-found-message')).toContainText('/special/does-not-exist');
    await expectAccessible(page);
  });
});

/** Follows the footer's link to an info page: the page with its heading opens at `url`. */
async function followFooterLink(page: Page, footer: string, name: string, url: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: footer }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the info pages declared by the marketing remote are in the footer, in German and English', async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);
  await visitor.goto('/');
  await followFooterLink(visitor, 'Weitere Seiten', 'Karriere', /\/special\/career$/);
  await expectAccessible(visitor);

  await visitor.getByLabel('Sprache').selectOption('en-US');
  await followFooterLink(visitor, 'More pages', 'Support', /\/special\/support$/);
});
