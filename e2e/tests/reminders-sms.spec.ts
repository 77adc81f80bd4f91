import { expect, test } from '@playwright/test';
import { expectAccessible, signedInPage } from '../support/app';
import { expectNoSideways, PHONE } from '../support/mobile';
import { tokenOf } from '../support/api';

// SMS reminders only where the site can send them (issue 36). The e2e stack runs without SMS_PROVIDER, as
// development and the demo do: on /profile's reminder tab the SMS switch is off and disabled and says why, in German
// and English, at 360 and 1366 px; the API refuses to switch SMS on and changes nothing.

const DANA = 'demo@example.com';
const API = '/wp-json/officefit/v1';

const LANGUAGES = [
  { lang: 'de-DE', tab: 'Erinnerungen', reason: 'SMS-Erinnerungen bietet diese Seite nicht an.' },
  { lang: 'en-US', tab: 'Reminders', reason: 'This site does not offer text message reminders.' },
] as const;

for (const language of LANGUAGES) {
  for (const width of [PHONE.width, 1366]) {
    test(`${language.lang}: without an SMS provider the SMS reminder is switched off and says why (${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await signedInPage(browser, DANA, width, language.lang);
      try {
        await page.goto('/profile?tab=reminders');
        await expect(page.getByRole('tab', { name: language.tab })).toHaveAttribute('aria-selected', 'true', {
          timeout: 30_000,
        });
        const settings = page.getByTestId('reminders-settings');
        const sms = settings.getByRole('checkbox', { name: 'SMS' });
        await expect(sms).toBeVisible({ timeout: 30_000 });
        await expect(sms).toBeDisabled();
        await expect(sms).not.toBeChecked();
        await expect(sms).toHaveAccessibleDescription(language.reason);
        await expectNoSideways(page);
        await expectAccessible(page);
      } finally {
        await page.context().close();
      }
    });
  }
}

test('the API refuses to switch SMS reminders on without a provider, and changes nothing', async ({
  request,
}) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, DANA)}` };
  const before = await request.get(`${API}/reminders`, { headers });
  expect(before.status()).toBe(200);
  const setting = (await before.json()) as Record<string, unknown>;
  expect(setting).toMatchObject({ sms: 0, sms_available: false });
  const refused = await request.put(`${API}/reminders`, {
    headers,
    data: {
      times: setting.times,
      weekdays: setting.weekdays,
      per_push: setting.per_push,
      per_mail: setting.per_mail,
      sms: 1,
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('reminders_sms_unavailable');
  expect(await (await request.get(`${API}/reminders`, { headers })).json()).toEqual(setting);
});
