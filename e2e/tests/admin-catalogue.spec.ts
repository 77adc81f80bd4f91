import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, logIn } from '../support/app';
import { answer, chooseOption } from '../support/training';

// Catalogue editing (issue 14) against the real gateway and backend: an admin adds an exercise in German and
// English for the head ("Kopf (Stirn und Schläfen)", region brain, where no seeded physical exercise trains, so
// the pain finder must pick it) and a subscriber finds it via /pain in both languages.

const TAB_FIELDS = [
  'Ausgangsposition',
  'Bewegungsablauf',
  'Dauer / Wiederholungen',
  'Wirkung',
  'Häufige Fehler',
  'Tipp',
] as const;

async function searchPain(page: Page, labels: Record<string, string>): Promise<void> {
  const form = page.getByRole('form', { name: labels.form! });
  await chooseOption(form, labels.region!, labels.head!);
  await answer(form, labels.painType!, labels.chronic!);
  await answer(form, labels.check0!, labels.no!);
  await answer(form, labels.check1!, labels.no!);
  await form.getByRole('button', { name: labels.search! }).click();
}

test('an admin adds an exercise in German and English; a subscriber finds it via /pain in both languages', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const nameDe = `Schläfen-Kreise ${stamp}`;
  const nameEn = `Temple circles ${stamp}`;

  await page.goto('/');
  await logIn(page, 'admin@example.com');
  await page.goto('/admin/exercises');
  // the first screen of the admin remote after a fresh start loads slowly on a busy machine
  await expect(page.getByRole('heading', { level: 1, name: 'Übungskatalog' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('exercise-row').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Neue Übung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Übung' })).toBeVisible();
  await page.getByLabel(/^Kurzname/).fill(`temple-circles-${stamp}`);
  await chooseOption(page, 'Art', 'Entspannung');
  await page.getByLabel('Wiederholungen pro Satz').fill('8');
  await page.getByLabel('Unauffällig am Schreibtisch möglich').check();
  await page.getByLabel('Schonend (geeignet bei Schmerzen in der Zielregion)').check();
  await page.getByRole('group', { name: 'Zielregionen' }).getByLabel('Kopf (Stirn und Schläfen)').check();
  await page.getByRole('group', { name: 'Schwerpunkte' }).getByLabel('Aufmerksamkeit').check();
  await page.getByRole('group', { name: 'Ziele' }).getByLabel('Wohlbefinden steigern').check();
  await page.getByLabel('Name (Deutsch)').fill(nameDe);
  await page.getByLabel('Name (Englisch)').fill(nameEn);
  for (const field of TAB_FIELDS) {
    await page.getByLabel(`${field} (Deutsch)`).fill(`${field}: deutscher Text.`);
    await page.getByLabel(`${field} (Englisch)`).fill(`${field}: English text.`);
  }
  await page.getByRole('button', { name: 'Übung anlegen' }).click();
  await expect(page).toHaveURL(/\/admin\/exercises\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: nameDe })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Posen bearbeiten' })).toBeVisible();
  await expect(page.getByTestId('illustration-preview')).toBeVisible();
  await expectAccessible(page);

  // a subscriber in another browser finds it for head pain, in German …
  const context = await browser.newContext();
  const subscriber = await context.newPage();
  await subscriber.goto('/');
  await logIn(subscriber, 'demo@example.com');
  await expect(subscriber).toHaveURL(/\/home$/);
  await subscriber.goto('/pain');
  await expect(subscriber.getByRole('heading', { level: 1, name: 'Übung bei Beschwerden' })).toBeVisible();
  await searchPain(subscriber, {
    form: 'Übungssuche bei Beschwerden',
    region: 'Körperregion',
    head: 'Kopf (Stirn und Schläfen)',
    painType: 'Art der Beschwerden',
    chronic: 'Chronisch',
    check0: 'Sind die Schmerzen stark oder werden sie schlimmer?',
    check1: 'Haben Sie Taubheitsgefühle oder Schwäche, oder kamen die Beschwerden nach einem Unfall?',
    no: 'Nein',
    search: 'Passende Übung finden',
  });
  const result = subscriber.getByTestId('pain-result');
  await expect(result.getByRole('heading', { level: 3, name: nameDe })).toBeVisible();

  // … and in English
  // the language switch sits in the header, or behind the account menu
  const banner = subscriber.getByRole('banner');
  const language = banner.getByLabel('Sprache');
  if (!(await language.isVisible())) await banner.getByTestId('user-menu').click();
  await language.selectOption('en-US');
  await expect(subscriber.locator('html')).toHaveAttribute('lang', 'en');
  await subscriber.goto('/pain');
  await expect(
    subscriber.getByRole('heading', { level: 1, name: 'Exercise for aches and pains' }),
  ).toBeVisible();
  await searchPain(subscriber, {
    form: 'Exercise search for aches',
    region: 'Body region',
    head: 'Head (forehead and temples)',
    painType: 'Kind of pain',
    chronic: 'Chronic',
    check0: 'Is the pain severe or getting worse?',
    check1: 'Do you feel numbness or weakness, or did the pain start after an accident?',
    no: 'No',
    search: 'Find a fitting exercise',
  });
  await expect(result.getByRole('heading', { level: 3, name: nameEn })).toBeVisible();
  await result.getByRole('link', { name: 'Go to the exercise' }).click();
  await expect(subscriber.getByRole('heading', { level: 1, name: nameEn })).toBeVisible();
  await context.close();
});
