import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible, logIn, showUp } from '../support/app';
import { deviceZoneOffTheUsersDate } from '../support/training';
import { callApi, tokensOf } from '../support/api';

// The community area as two colleagues of Demo GmbH use it, against the real backend (docs/api-community.md):
// Dana (demo@example.com) and Colin (colleague@example.com) unlock the ranking, Dana challenges Colin 1 vs 1
// with a wager, Colin accepts, both see it running, the admin test hook ends it and the job pays the wager.

const DANA = 'demo@example.com';
const COLIN = 'colleague@example.com';
const ADMIN = 'admin@example.com';
const WAGER = 50;

async function points(request: APIRequestContext, bearer: string): Promise<number> {
  const me = await callApi<{ meta: { fitness_points: number } }>(request, bearer, 'GET', 'me');
  return me.meta.fitness_points;
}

/**
 * A logged-in user in a browser context of their own. The device's clock is on another date than the user's
 * (profile time zone): forms and lists must use the user's today, as the server does, at any hour.
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  // Reduced motion: the accessibility checks must not catch a snackbar halfway through its fade-in.
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    timezoneId: deviceZoneOffTheUsersDate(),
  });
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

/** Chooses an option of the design system's select (a combobox with a listbox). */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('two colleagues opt in, duel with a wager, and the winner gets the wager when the job ends it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [danaToken, colinToken, adminToken] = await tokensOf(request, DANA, COLIN, ADMIN);
  // Dana is seeded with the ranking unlocked; start both from "not opted in" so both go through the opt-in.
  await callApi(request, danaToken, 'PUT', 'participating', { participating: 0 });

  const dana = await signedIn(browser, DANA);
  const colin = await signedIn(browser, COLIN);

  // Dana unlocks the ranking on /ranking after reading what colleagues will see.
  await dana.goto('/ranking');
  const danaOptIn = dana.getByTestId('opt-in');
  await expect(danaOptIn.getByRole('heading', { name: 'Ranking freischalten' })).toBeVisible();
  await expect(danaOptIn).toContainText('Ihren Spitznamen');
  await expectAccessible(dana);
  await danaOptIn.getByRole('button', { name: 'Ranking freischalten' }).click();
  await expect(dana.getByRole('table', { name: 'Kolleginnen und Kollegen' })).toBeVisible();
  await expect(dana.getByTestId('company-goal')).toBeVisible();
  await expectAccessible(dana);

  // Colin unlocks it from /challenges (challenges need the opt-in too).
  await colin.goto('/challenges');
  await colin.getByTestId('opt-in').getByRole('button', { name: 'Ranking freischalten' }).click();
  await expect(colin.getByText('Sie haben noch keine Challenge. Fordern Sie jemanden heraus!')).toBeVisible();

  // Dana challenges Colin 1 vs 1 with a wager.
  await dana.goto('/challenges/create/new');
  await expect(dana.getByRole('heading', { level: 1, name: 'Challenge erstellen' })).toBeVisible();
  await dana.getByRole('radio', { name: '1 gegen 1' }).check();
  await choose(dana, /Dauer/, '7 Tage');
  await dana.getByLabel(/Einsatz in Punkten/).fill(String(WAGER));
  await choose(dana, /^Kollegin oder Kollege/, 'Colin Kollege');
  await expectAccessible(dana);
  await dana.getByRole('button', { name: 'Challenge erstellen' }).click();
  const created = dana.getByTestId('challenge-created');
  await expect(created).toBeVisible();
  await expect(created.getByRole('button', { name: 'Weitere Challenge erstellen' })).toBeVisible();
  await expect(created).toContainText('Wartet auf Zusagen (1 von 2)');

  const mine = await callApi<{ data: Array<{ id: number; kind: string; state: string }> }>(
    request,
    danaToken,
    'GET',
    'challenge',
  );
  const challenge = mine.data.find((c) => c.kind === 'duel' && c.state === 'waiting');
  expect(challenge).toBeDefined();
  const id = challenge!.id;

  // Colin sees the open invitation and accepts.
  await colin.goto('/challenges');
  await expect(colin.getByRole('heading', { name: 'Offene Einladungen (1)' })).toBeVisible();
  const invitation = colin.getByTestId(`challenge-${id}`);
  await expect(invitation).toContainText(`${WAGER} Punkte`);
  await expectAccessible(colin);
  await invitation.getByRole('button', { name: 'Annehmen' }).click();
  await expect(colin.getByRole('heading', { name: 'Läuft (1)' })).toBeVisible();
  await expect(colin.getByTestId(`challenge-${id}`)).toContainText('Läuft seit');

  // Both see it running.
  await dana.goto('/challenges');
  await expect(dana.getByRole('heading', { name: 'Läuft (1)' })).toBeVisible();
  await expect(dana.getByTestId(`challenge-${id}`)).toContainText('Läuft seit');
  await expectAccessible(dana);

  // Dana finishes an exercise while it runs, so she leads; then the admin hook ends it and the job pays out.
  const exercises = await callApi<Array<{ id: number }>>(request, danaToken, 'GET', 'exercises?lang=de');
  // A finish counts only after a start, on the e2e server 5 s later (DECISIONS "A finish needs today's start").
  await callApi(request, danaToken, 'PUT', 'action_start_exercise', { id: exercises[0]!.id, mode: 'free' });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  await callApi(request, danaToken, 'PUT', 'action_exercise', { id: exercises[0]!.id, mode: 'free' });
  const danaBefore = await points(request, danaToken);
  const colinBefore = await points(request, colinToken);
  await callApi(request, adminToken, 'POST', `admin/challenges/${id}/end`);
  await callApi(request, adminToken, 'POST', 'admin/jobs/challenges/run');
  // Running the job again pays nothing twice.
  await callApi(request, adminToken, 'POST', 'admin/jobs/challenges/run');

  expect(await points(request, danaToken)).toBe(danaBefore + WAGER);
  expect(await points(request, colinToken)).toBe(colinBefore - WAGER);

  await dana.goto('/challenges');
  await expect(dana.getByRole('heading', { name: 'Beendet (1)' })).toBeVisible();
  await expect(dana.getByTestId(`challenge-${id}`)).toContainText('Gewonnen!');
  await dana.goto('/score');
  await expect(dana.getByTestId('score-total')).toHaveText(
    new Intl.NumberFormat('de-DE').format(danaBefore + WAGER),
  );
  await expect(dana.getByRole('cell', { name: 'Challenge gewonnen: Einsatz erhalten' })).toBeVisible();
  await expect(dana.getByTestId('awards')).toBeVisible();
  await expectAccessible(dana);

  await colin.goto('/challenges');
  await expect(colin.getByTestId(`challenge-${id}`)).toContainText('Verloren.');
});

test('a user creates an own habit, checks it off today and sees it checked in the tracker', async ({
  browser,
}) => {
  // a repeat or a retry creates its own habit: the earlier attempts' ones are still there
  const habitName = `Obst zum Frühstück ${test.info().repeatEachIndex + 1}.${test.info().retry + 1}`;
  const page = await signedIn(browser, DANA);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/habits');
  await expect(page.getByRole('heading', { level: 1, name: 'Habit-Tracker' })).toBeVisible();
  await page.getByRole('tab', { name: 'Eigene' }).click();
  await page.getByLabel(/Name der Gewohnheit/).fill(habitName);
  await choose(page, /^Art/, 'Ernährung');
  await page.getByRole('button', { name: 'Gewohnheit anlegen' }).click();

  const box = page.getByRole('checkbox', { name: habitName, exact: true });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  // No waiting for the list's refetch after creating the habit: the check-off shows at the click, and a list
  // answer read before it does not take it back.
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/officefit/v1/action_habit') && r.request().method() === 'PUT',
  );
  await box.check();
  await expect(box).toBeChecked();
  // the reload below must come after the server has the check-off (a loaded machine answered after it)
  expect((await stored).ok()).toBe(true);
  await expect(page.getByRole('listitem').filter({ has: box })).toContainText('1 von 28 Tagen geschafft');
  // 360 px: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  // The check-off survives a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: habitName, exact: true })).toBeChecked();

  // The dashboard of mf-training shows mf-community's habit tracker widget, loaded at run time.
  await page.goto('/home');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  // the user is at the page (the server-rendered screen starts the app); the widgets load when their room nears
  // the viewport (below the plan and the cards)
  await showUp(page);
  await page.getByTestId('community-widgets').scrollIntoViewIfNeeded();
  await expect(
    page.getByTestId('habits-widget').getByRole('checkbox', { name: habitName, exact: true }),
  ).toBeChecked();
  await expect(page.getByTestId('ranking-widget')).toBeVisible();
  await expectAccessible(page);
});

test('the challenge form and the ranking work at 360 px', async ({ browser }) => {
  const page = await signedIn(browser, DANA);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/challenges/create/new');
  await page.getByRole('radio', { name: 'Team gegen Team' }).check();
  await expect(page.getByRole('group', { name: 'Das andere Team' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  // The ranking list is asked a page at a time (a company of thousands stays small on the wire).
  const answer = page.waitForResponse((r) => r.url().includes('/wp-json/officefit/v1/ranking_full'));
  await page.goto('/ranking');
  const ranking = await answer;
  expect(new URL(ranking.url()).searchParams.get('per_page')).toBe('50');
  expect(Number(ranking.headers()['x-wp-totalpages'])).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('ranking')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
