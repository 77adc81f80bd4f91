import { expect, test, type Page } from '@playwright/test';
import { accessToken, expectAccessible, logIn, useLanguage } from '../support/app';

// Movements you can follow (issue 38): the admin pose editor offers every joint of the figure (spine segments, head,
// shoulder girdle, wrists) and the contacts of a pose, labelled in both languages, at 360 and 1366 px, axe clean.
// Only reads: nothing is saved, so the catalogue stays as seeded.
test.describe.configure({ timeout: 90_000 });

const API = '/wp-json/officefit/v1';
const TEXTS = {
  'de-DE': {
    spine: 'Wirbelsäule und Kopf',
    turn: 'Kopf: Drehung',
    contacts: 'Kontakte',
    met: 'Alle Kontakte liegen auf.',
  },
  'en-US': { spine: 'Spine and head', turn: 'Head: turn', contacts: 'Contacts', met: 'All contacts touch.' },
} as const;

async function neckRotationId(page: Page, token: string): Promise<number> {
  const res = await page.request.get(`${API}/admin/exercises?search=seated-neck-rotation&per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: number; slug: string }[] };
  const found = items.find((item) => item.slug === 'seated-neck-rotation');
  expect(found, 'the seeded seated neck rotation').toBeTruthy();
  return found!.id;
}

for (const width of [360, 1366]) {
  for (const lang of ['de-DE', 'en-US'] as const) {
    test(`the pose editor offers the head's turn and the contacts (${width} px, ${lang})`, async ({
      page,
    }) => {
      // logged in wide: on a phone "Anmelden" sits in the menu
      await page.setViewportSize({ width: 1366, height: 900 });
      await useLanguage(page, lang);
      await page.goto('/');
      await logIn(page, 'admin@example.com');
      // staff land in the admin area
      await expect(page).toHaveURL(/\/admin$/);
      const token = decodeURIComponent(await accessToken(page));
      await page.setViewportSize({ width, height: 900 });
      const id = await neckRotationId(page, token);
      await page.goto(`/admin/exercises/${id}/poses`);
      const text = TEXTS[lang];
      const spine = page.getByRole('group', { name: text.spine });
      const turn = spine.getByRole('slider', { name: text.turn });
      await expect(turn).toBeVisible();
      // the seeded starting pose looks ahead; the second key pose turns the head
      await expect(turn).toHaveValue('0');
      await turn.focus();
      await page.keyboard.press('ArrowRight');
      await expect(turn).toHaveValue('1');
      const contacts = page.getByRole('group', { name: text.contacts });
      await expect(contacts.getByRole('status')).toHaveText(text.met);
      await expectAccessible(page);
    });
  }
}
