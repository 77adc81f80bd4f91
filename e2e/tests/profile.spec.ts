import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn, showUp } from '../support/app';
import { tokenOf } from '../support/api';

// /profile (issue 13): Dana edits her nickname and colleagues see it in the ranking; she enters an absence and
// /home shows it while it runs. Pia (seeded with two missed working days) saves her strike with an absence.

const DANA = 'demo@example.com';
const API = '/wp-json/officefit/v1';

/** 'YYYY-MM-DD' of the browser's day plus `offset` days (the backend and the browser share the machine's zone). */
function day(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test.beforeEach(async ({ request }) => {
  const token = await tokenOf(request, DANA);
  const headers = { authorization: `Bearer ${token}` };
  // a known start whatever ran before: in the ranking, no nickname, no absence
  await request.put(`${API}/participating`, { headers, data: { participating: 1 } });
  await request.put(`${API}/me/profile`, { headers, data: { nickname: null } });
  await request.delete(`${API}/me/absence`, { headers });
});

test('Dana edits her nickname on /profile and sees it in the ranking', async ({ page }) => {
  test.setTimeout(120_000);
  const nickname = `Fuchs${Date.now() % 100000}`;
  await page.goto('/');
  await logIn(page, DANA);
  await page.goto('/profile');
  // the remote and the profile load first (slow on a busy machine)
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  // height and weight from the health profile, read only, changed there (issue 39: asked once)
  const measures = form.getByTestId('body-measures');
  await expect(measures).toContainText('168 cm');
  await expect(measures).toContainText('62,5 kg');
  await expect(
    measures.getByRole('link', { name: 'Größe und Gewicht im Gesundheitsprofil ändern' }),
  ).toHaveAttribute('href', '/anamnesis');
  await form.getByRole('textbox', { name: /Spitzname/ }).fill(nickname);

  // leaving with unsaved changes asks first
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  const leave = page.getByRole('dialog');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Bleiben' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihr Profil wurde gespeichert.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/ranking');
  const table = page.getByRole('table', { name: 'Kolleginnen und Kollegen' });
  await expect(table).toContainText(nickname, { timeout: 30_000 });
});

/** Enters a vacation from `start` to `end` (YYYY-MM-DD) on /profile's absences tab, as a user does. */
async function enterVacation(page: Page, start: string, end: string): Promise<void> {
  await page.goto('/profile?tab=absences');
  const section = page.getByTestId('absence-section');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.getByLabel('Beginn').fill(start);
  await section.getByLabel('Ende').fill(end);
  await section.getByRole('combobox', { name: /Grund/ }).click();
  await page.getByRole('option', { name: 'Urlaub' }).click();
  await section.getByRole('button', { name: 'Abwesenheit speichern' }).click();
  await expect(section.getByTestId('absence-entry')).toContainText('Urlaub');
}

test('Dana enters an absence and /home shows it while it runs', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logIn(page, DANA);
  await enterVacation(page, day(0), day(3));
  await expectAccessible(page);

  await page.goto('/home');
  const banner = page.getByTestId('absence-banner');
  await expect(banner).toContainText('Sie sind abwesend (Urlaub)', { timeout: 30_000 });
  await banner.getByRole('link', { name: 'Abwesenheit ändern' }).click();
  await expect(page.getByTestId('absence-section')).toBeVisible();
});

/** 'YYYY-MM-DD' in Berlin of the n-th working day (Mon–Fri) before today (the seed's `workingDaysAgo`). */
function workingDay(n: number): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', weekday: 'short' });
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
  let back = 0;
  for (let found = 0; found < n;) {
    back += 1;
    const day = weekday.format(new Date(Date.now() - back * 86_400_000));
    if (day !== 'Sat' && day !== 'Sun') found += 1;
  }
  return ymd.format(new Date(Date.now() - back * 86_400_000));
}

test('Pia missed two working days; entering them as an absence brings her strike back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const PIA = 'pia@example.com';
  // a retry starts like the first attempt: no absence
  const token = await tokenOf(request, PIA);
  await request.delete(`${API}/me/absence`, { headers: { authorization: `Bearer ${token}` } });

  await page.goto('/');
  await logIn(page, PIA);
  await page.goto('/home');
  // the strike card is the live dashboard's (the server-rendered screen starts the app when the user is there)
  await showUp(page);
  // trained the 3 working days before the last two: the missed days broke the strike
  const strike = page.getByTestId('strike');
  await expect(strike).toContainText('0 Flammen', { timeout: 30_000 });

  await enterVacation(page, workingDay(2), workingDay(1));

  await page.goto('/home');
  await showUp(page);
  // the absence neither counts nor breaks: the three days before it are a strike of 3 again
  await expect(page.getByTestId('strike')).toContainText('3 Flammen', { timeout: 30_000 });
});
