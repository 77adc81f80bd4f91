import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, signedInPage } from '../support/app';
import { expectNoSideways } from '../support/mobile';
import { callApi, tokenOf, tokensOf } from '../support/api';

// The team feed (issue 38) as two colleagues of Demo GmbH use it, at 360 and 1366 px, against the real backend:
// Olga (owner@example.com) redeems a reward and shares it in the feed (a milestone post, written with the order),
// Dana (demo@example.com) cheers it with one tap on /team-feed, and Olga sees the cheer on his post and as a
// notification. Both are put in the ranking first (the feed's opt-in). In German and English. Staff (the admin)
// hide the post in the admin area's Team-Feed section and the colleague no longer sees it.

const AUTHOR = 'owner@example.com';
const FAN = 'demo@example.com';
/** Paid in euros, not in points: sharing it spends none of the author's points other specs count on. */
const REWARD = 'healthy-recipes-ebook';
const ADDRESS = { recipient: 'Olga Owner', street: 'Hauptstraße 5', postal_code: '10115', city: 'Berlin' };

/** The interface language chosen in the header before logging in, and the texts the screens show in it. */
const LANGUAGES = [
  {
    lang: 'de-DE',
    redeemed: 'hat eine Prämie eingelöst',
    ownRedeemed: 'Sie haben eine Prämie eingelöst',
    cheers0: '0 Anfeuerungen',
    cheers1: '1 Anfeuerung',
    cheer: /anfeuern$/,
    cheered: /^Sie feuern .+ an\.$/,
    remove: /löschen$/,
  },
  {
    lang: 'en-US',
    redeemed: 'redeemed a reward',
    ownRedeemed: 'You redeemed a reward',
    cheers0: '0 cheers',
    cheers1: '1 cheer',
    cheer: /^Cheer .+ on$/,
    cheered: /^You cheer .+ on\.$/,
    remove: /^Delete/,
  },
] as const;
type Language = (typeof LANGUAGES)[number];

interface FeedPostJson {
  id: number;
  kind: string;
  detail: string | null;
  author: { id: number };
  cheers: number;
  cheered: boolean;
}

/** The author's shared redemption in the feed: placed once (the reward is one per user), found afterwards. */
async function sharedRedemption(
  request: APIRequestContext,
  author: string,
  fan: string,
): Promise<FeedPostJson> {
  const me = await callApi<{ id: number }>(request, author, 'GET', 'me');
  const find = async () =>
    (await callApi<{ posts: FeedPostJson[] }>(request, fan, 'GET', 'feed?per_page=50')).posts.find(
      (p) => p.kind === 'reward_redeemed' && p.author.id === me.id,
    );
  const existing = await find();
  if (existing) return existing;
  const { products } = await callApi<{ products: { id: number; slug: string }[] }>(
    request,
    author,
    'GET',
    'shop/products',
  );
  const reward = products.find((p) => p.slug === REWARD);
  expect(reward, `the seeded reward ${REWARD}`).toBeTruthy();
  await callApi(request, author, 'POST', 'shop/cart', { product_id: reward!.id });
  await callApi(
    request,
    author,
    'POST',
    'shop/checkout',
    { billing_address: ADDRESS, payment: { type: 'invoice' }, share_in_feed: true, lang: 'de' },
    { 'Idempotency-Key': `team-feed-${Date.now()}` },
  );
  const created = await find();
  expect(created, 'the shared redemption is in the feed').toBeTruthy();
  return created!;
}

/**
 * Runs `body` with the users in the ranking (the feed's opt-in), for this test only: other specs count its members,
 * so each user's own setting is put back afterwards.
 */
async function inTheRanking(
  request: APIRequestContext,
  bearers: string[],
  body: () => Promise<void>,
): Promise<void> {
  const before = await Promise.all(
    bearers.map((bearer) => callApi<{ meta: { participating: number } }>(request, bearer, 'GET', 'me')),
  );
  for (const bearer of bearers) {
    await callApi(request, bearer, 'PUT', 'participating', { participating: 1 });
  }
  try {
    await body();
  } finally {
    for (const [index, bearer] of bearers.entries()) {
      await callApi(request, bearer, 'PUT', 'participating', {
        participating: before[index]!.meta.participating,
      });
    }
  }
}

for (const language of LANGUAGES) {
  for (const width of [360, 1366]) {
    cheerTest(language, width);
  }
}

function cheerTest(language: Language, width: number) {
  test(`${language.lang}: a colleague cheers a shared milestone on /team-feed and its author sees the cheer (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [author, fan] = await tokensOf(request, AUTHOR, FAN);
    await inTheRanking(request, [author, fan], async () => {
      const post = await sharedRedemption(request, author, fan);
      // each width starts from "not cheered" (the other width may have cheered already)
      await callApi(request, fan, 'DELETE', `feed/${post.id}/cheer`);

      const dana = await signedInPage(browser, FAN, width, language.lang);
      await dana.goto('/team-feed');
      await expect(dana.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
      const item = dana.getByTestId(`feed-post-${post.id}`);
      await expect(item).toContainText(language.redeemed);
      await expect(item.getByTestId('cheer-count')).toHaveText(language.cheers0);
      const cheer = item.getByRole('button', { name: language.cheer });
      await expect(cheer).toHaveAttribute('aria-pressed', 'false');
      await cheer.click();
      await expect(cheer).toHaveAttribute('aria-pressed', 'true');
      await expect(item.getByTestId('cheer-count')).toHaveText(language.cheers1);
      await expect(dana.getByText(language.cheered)).toBeVisible();
      await expectNoSideways(dana);
      await expectAccessible(dana);

      const olga = await signedInPage(browser, AUTHOR, width, language.lang);
      await olga.goto('/team-feed');
      const own = olga.getByTestId(`feed-post-${post.id}`);
      await expect(own).toContainText(language.ownRedeemed);
      await expect(own.getByTestId('cheer-count')).toHaveText(language.cheers1);
      await expect(own.getByRole('button', { name: language.cheer })).toHaveCount(0);
      await expect(own.getByRole('button', { name: language.remove })).toBeVisible();
      // the in-app notice of the cheer, in the author's stored language (the header's list reads the same)
      const notices = await callApi<{ items: { title: string }[] }>(request, author, 'GET', 'notifications');
      expect(notices.items.map((n) => n.title)).toContain('Sie wurden angefeuert!');
      await expectNoSideways(olga);
      await expectAccessible(olga);
      await dana.context().close();
      await olga.context().close();
    });
  });
}

test('outside the ranking /team-feed explains how to join', async ({ browser, request }) => {
  const colin = await tokenOf(request, 'colleague@example.com');
  const state = await callApi<{ meta: { participating: number } }>(request, colin, 'GET', 'me');
  await callApi(request, colin, 'PUT', 'participating', { participating: 0 });
  try {
    const page = await signedInPage(browser, 'colleague@example.com', 360);
    await page.goto('/team-feed');
    await expect(page.getByTestId('opt-in')).toContainText('Der Feed gehört zum Ranking');
    await expect(page.getByRole('button', { name: 'Ranking freischalten' })).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  } finally {
    await callApi(request, colin, 'PUT', 'participating', { participating: state.meta.participating });
  }
});

for (const language of LANGUAGES) {
  for (const width of [360, 1366]) {
    hideTest(language, width);
  }
}

function hideTest(language: Language, width: number) {
  const texts =
    language.lang === 'de-DE'
      ? { section: 'Team-Feed', hide: 'Ausblenden', hidden: 'Der Beitrag ist ausgeblendet.' }
      : { section: 'Team feed', hide: 'Hide', hidden: 'The post is hidden.' };
  test(`${language.lang}: staff hide a post in the admin area and the colleague no longer sees it (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [author, fan, admin] = await tokensOf(request, AUTHOR, FAN, 'admin@example.com');
    await inTheRanking(request, [author, fan], async () => {
      const post = await sharedRedemption(request, author, fan);
      try {
        const staff = await signedInPage(browser, 'admin@example.com', width, language.lang);
        await staff.goto('/admin/team-feed');
        await expect(staff.getByRole('heading', { level: 1, name: texts.section })).toBeVisible();
        const row = staff
          .getByTestId('team-feed-row')
          .filter({ hasText: 'Olga' })
          .filter({ hasText: post.detail ?? '' });
        await expect(row).toHaveCount(1);
        await expectNoSideways(staff);
        await expectAccessible(staff);
        await row.getByRole('button', { name: texts.hide }).click();
        const dialog = staff.getByRole('dialog');
        await dialog.getByRole('button', { name: texts.hide, exact: true }).click();
        await expect(staff.getByText(texts.hidden)).toBeVisible();
        await expect(row).toHaveCount(0);
        await staff.context().close();

        const dana = await signedInPage(browser, FAN, width, language.lang);
        await dana.goto('/team-feed');
        await expect(dana.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
        await expect(dana.getByTestId(`feed-post-${post.id}`)).toHaveCount(0);
        await dana.context().close();
      } finally {
        // shown again, so the other tests (and widths) find it
        await callApi(request, admin, 'POST', `admin/feed/${post.id}/unhide`);
      }
    });
  });
}
