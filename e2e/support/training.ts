import { expect, type Locator, type Page } from '@playwright/test';
import { accessToken, expectAccessible } from './app';

/** Base path of the training API (docs/api-training.md), through the gateway. */
const API = '/wp-json/officefit/v1';

/** ExerciseSummary / Exercise of docs/api-training.md, as far as the tests read them. */
export interface ExerciseJson {
  id: number;
  name: string;
  kind: string;
  equipment: string;
  duration: number;
  regions: string[];
  contraindicated_regions?: string[];
  gentle?: boolean;
}

export interface UnitJson {
  id: number;
  day: number;
  date: string;
  position: number;
  status: 'open' | 'started' | 'done';
  exercise: ExerciseJson;
}

export interface CurrentUnitsJson {
  units: UnitJson[];
  day: number;
  date: string;
  maxDay: number;
  done: number;
  total: number;
}

/** Time zone of the demo users (the backend's default): "today" of their plan. */
export const USER_TIME_ZONE = 'Europe/Berlin';

/** The date (YYYY-MM-DD) of `now` in a time zone. */
function dateIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** Today in the users' time zone, YYYY-MM-DD. */
export function userToday(): string {
  return dateIn(USER_TIME_ZONE);
}

/** GET on the training API as the logged-in user; fails the test unless the answer is 200. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API}/${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Picks an option of a select-only combobox (@officefit/ui Select) the way a user does: open, click. */
export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  const listbox = scope.getByRole('listbox', { name: label, exact: true });
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveText(option);
}

/** Checks the radio `option` of the radio group named `question`. */
export async function answer(scope: Page | Locator, question: string, option: string): Promise<void> {
  const radio = scope
    .getByRole('radiogroup', { name: question, exact: true })
    .getByRole('radio', { name: option, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** A number as the German UI shows it ("1.234") → 1234. */
export function parseGermanNumber(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  expect(digits, `"${text}" holds a number`).not.toBe('');
  return Number(digits);
}

/** The dashboard's fitness points. */
export async function fitnessPoints(page: Page): Promise<number> {
  const figure = page.getByTestId('fitness-points');
  await expect(figure).toHaveText(/\d/);
  return parseGermanNumber(await figure.textContent());
}

/** The dashboard's "x/y Übungen erledigt" as numbers, once the plan has loaded. */
export async function dayProgress(page: Page): Promise<{ done: number; total: number }> {
  const progress = page.getByTestId('day-progress');
  await expect(progress).toHaveText(/^\d+\/\d+ Übungen erledigt/);
  const [, done, total] = /^(\d+)\/(\d+)/.exec((await progress.textContent()) ?? '') ?? [];
  return { done: Number(done), total: Number(total) };
}

/** The plan card of the dashboard and its unit cards. */
export function todayPlan(page: Page): { card: Locator; units: Locator } {
  const card = page.getByTestId('today-plan');
  return { card, units: card.getByTestId('plan-unit') };
}

/** The exercise name of a plan unit card. */
export async function unitName(unit: Locator): Promise<string> {
  return ((await unit.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
}

/** Opens /home and waits for the greeting and today's plan. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await expect(todayPlan(page).units.first()).toBeVisible();
}

/**
 * Makes today a plan day, as a user would: all seven weekdays in /goals, then the health profile saved again
 * (which plans a new focus phase from today). Does nothing when today already is a plan day. Needed for the
 * demo user (Mon–Fri) on weekends: finishing an exercise only counts for the plan of today.
 */
export async function ensureTodayIsPlanDay(page: Page): Promise<void> {
  const plan = await apiGet<CurrentUnitsJson>(page, 'current_units');
  if (plan.date === userToday() && plan.total > 0) return;

  await page.goto('/goals');
  const form = page.getByTestId('weekly-goal-form');
  await expect(form.getByRole('button', { name: 'Montag', exact: true })).toBeVisible();
  await expectAccessible(page);
  for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']) {
    const toggle = form.getByRole('button', { name: day, exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await form.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Ihr Wochenziel wurde gespeichert.')).toBeVisible();

  await page.goto('/anamnesis');
  await expect(page.getByRole('heading', { level: 2, name: /Persönliche Daten/ })).toBeVisible();
  await expectAccessible(page);
  for (let step = 0; step < 4; step++)
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Einstellungen/ })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const redFlags = page.getByRole('button', { name: 'Verstanden, weiter zur Startseite' });
  await expect(page.getByTestId('home-greeting').or(redFlags)).toBeVisible();
  if (await redFlags.isVisible()) await redFlags.click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * A device time zone whose date differs from the users' right now (UTC−12 or UTC+14: at any instant one of them
 * is on another date than Berlin). A browser in it proves the screens take "today" from the profile's time zone,
 * never from the device, at any hour the tests run (issue 18: the forms once sent the device's date).
 */
export function deviceZoneOffTheUsersDate(now: Date = new Date()): string {
  const users = dateIn(USER_TIME_ZONE, now);
  return ['Etc/GMT+12', 'Pacific/Kiritimati'].find((zone) => dateIn(zone, now) !== users) ?? 'Etc/GMT+12';
}
