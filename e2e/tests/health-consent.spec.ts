import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, headerMenu, openLandingIn, openLoginDialog, submitLogin } from '../support/app';
import { expectNoSideways, PHONE } from '../support/mobile';
import { MEMBER_PASSWORD, registerMember } from '../support/api';

// Issue 36 "Health-data consent", against the real gateway and backend: each purpose is confirmed or skipped on
// its own. A fresh member saves the health profile with pain tracking skipped (the server refuses pain points
// then), the privacy tab says why pain tracking is off and links to the health profile, the consent is given
// there later, and withdrawn again from the privacy tab — at 360 and 1366 px, in German and English, axe clean.
// Every run signs up its own members, so no seeded user's consent changes.

const API = '/wp-json/officefit/v1';
const VIEWPORTS = [PHONE, { width: 1366, height: 900 }] as const;
const LANGUAGES = [
  {
    lang: 'de-DE',
    wire: 'de',
    login: 'Anmelden',
    password: /^Passwort/,
    menu: 'Menü',
    next: 'Weiter',
    save: 'Speichern',
    off: /nicht gespeichert, weil Sie dieser Einwilligung nicht zugestimmt haben/,
    turnOn: 'Im Gesundheitsprofil einwilligen',
    settings: /^Schritt 5 von 5/,
    painBox: /^Ich willige ein, dass meine Beschwerden/,
    withdraw: 'Einwilligung zu Beschwerden widerrufen',
    withdrawn: 'Ihre Beschwerden wurden gelöscht.',
  },
  {
    lang: 'en-US',
    wire: 'en',
    login: 'Log in',
    password: /^Password/,
    menu: 'Menu',
    next: 'Next',
    save: 'Save',
    off: /not stored because you have not given this consent/,
    turnOn: 'Give consent in the health profile',
    settings: /^Step 5 of 5/,
    painBox: /^I consent to my pain points/,
    withdraw: 'Withdraw consent to pain points',
    withdrawn: 'Your pain points have been deleted.',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/** A complete health profile (the questionnaire's rules hold), without pain points. */
const ANSWERS = {
  height: 175,
  weight: 70,
  gender: 2,
  sports: ['running'],
  fitness: 1,
  stress: 3,
  physical_health: [],
  diet: 3,
  workhours_sitting: 6,
  bodyfeeling: 3,
  wellness: 3,
  sleep: 3,
  goals: ['muscle'],
  focus: ['strength', 'mobility'],
  time: 10,
  equipment: 'none',
  suitability: 1,
  accept: true,
  adjustable_table: false,
  workoutdays: 3,
  workoutminutes: 10,
  sports_frequency: 1,
};
const KNEE = { region: 'knee', duration: 1, examined: true, painful: true, severity: 3 };

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

/** Signs up a fresh member with a trial week; returns the e-mail and the token. */
async function signUp(request: APIRequestContext, language: Language) {
  const { email, token } = await registerMember(request, 'consent', {
    first_name: 'Carla',
    last_name: 'Consent',
    birthdate: '1988-03-04',
    gender: 'female',
    job_category: 1,
    lang: language.wire,
    access: { type: 'trial' },
  });
  return { email, token };
}

/** Chooses the language on `/` (German is the default; on a phone the switch is behind the menu) and logs in. */
async function logIn(page: Page, language: Language, email: string): Promise<void> {
  await openLandingIn(page, language.lang);
  const menu = headerMenu(page, language.menu);
  const dialog = await openLoginDialog(page, language, menu);
  await submitLogin(dialog, email, MEMBER_PASSWORD, language);
}

async function expectTidy(page: Page, phone: boolean): Promise<void> {
  await expectAccessible(page);
  if (phone) await expectNoSideways(page);
}

for (const language of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${language.lang} at ${viewport.width} px: pain tracking skipped, given later, withdrawn`, async ({
      page,
      request,
    }) => {
      const phone = viewport.width === PHONE.width;
      const { email, token } = await signUp(request, language);
      const headers = { authorization: `Bearer ${token}` };
      const skipped = { health_plan: true, pain_tracking: false };

      // the server refuses pain points without their purpose, and stores nothing
      const refused = await request.put(`${API}/anamnesis`, {
        headers,
        data: { anamnesis: ANSWERS, injuries: [KNEE], consents: skipped },
      });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe('pain_consent_required');
      const saved = await request.put(`${API}/anamnesis`, {
        headers,
        data: { anamnesis: ANSWERS, injuries: [], consents: skipped },
      });
      expect(saved.ok(), `PUT anamnesis answered ${saved.status()}`).toBe(true);

      // the privacy tab says why pain tracking is off and where to turn it on
      await page.setViewportSize(viewport);
      await logIn(page, language, email);
      await page.goto('/profile?tab=privacy');
      const privacy = page.getByTestId('privacy-section');
      await expect(privacy).toContainText(language.off);
      await expectTidy(page, phone);
      await privacy.getByRole('link', { name: language.turnOn }).click();

      // confirming later in the health profile
      await expect(page).toHaveURL(/\/anamnesis$/);
      for (let step = 1; step < 5; step++) {
        await page.getByRole('button', { name: language.next, exact: true }).click();
      }
      await expect(page.getByRole('heading', { level: 2, name: language.settings })).toBeVisible();
      const painBox = page.getByRole('checkbox', { name: language.painBox });
      await expect(painBox).not.toBeChecked();
      await painBox.check();
      await expectTidy(page, phone);
      await page.getByRole('button', { name: language.save, exact: true }).click();
      await expect(page).toHaveURL(/\/home$/);
      const consents = await request.get(`${API}/anamnesis`, { headers });
      expect(((await consents.json()) as { consents: unknown }).consents).toEqual({
        health_plan: true,
        pain_tracking: true,
      });

      // withdrawing it from the privacy tab is as easy: one button and a confirmation
      await page.goto('/profile?tab=privacy');
      await privacy.getByRole('button', { name: language.withdraw }).click();
      const dialog = page.getByRole('alertdialog');
      await expectTidy(page, phone);
      await dialog.getByRole('button', { name: language.withdraw }).click();
      await expect(page.getByText(language.withdrawn)).toBeVisible();
      await expect(privacy).toContainText(language.off);
      const after = await request.get(`${API}/anamnesis`, { headers });
      expect(((await after.json()) as { consents: unknown }).consents).toEqual({
        health_plan: true,
        pain_tracking: false,
      });
    });
  }
}
