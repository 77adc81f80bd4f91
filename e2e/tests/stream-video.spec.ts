import { expect, test } from '@playwright/test';
import { expectAccessible, logInForToken, useLanguage } from '../support/app';
import { PHONE } from '../support/mobile';

// Issue 36 "Live stream videos", against the real gateway and backend: a signed-in member opens /stream, where the
// seeded sessions of the last two days are listed as recordings to watch later; the <video> loads the demo clip's
// metadata from our own origin (no video host involved), and the gateway answers a range request with 206 —
// at 360 and 1366 px, in German and English, axe clean.

const VIEWPORTS = [PHONE, { width: 1366, height: 900 }] as const;
const LANGUAGES = [
  { lang: 'de-DE', past: 'Verpasst? Aufzeichnungen ansehen', watch: 'Ansehen', label: /^Aufzeichnung: / },
  { lang: 'en-US', past: 'Missed it? Watch the recordings', watch: 'Watch', label: /^Recording: / },
] as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`a past session's recording plays from our own server (${viewport.width} px, ${language.lang})`, async ({
      page,
    }) => {
      // logged in wide: on a phone "Anmelden" sits in the menu
      await page.setViewportSize({ width: 1366, height: 900 });
      await useLanguage(page, language.lang);
      await logInForToken(page, 'demo@example.com');
      await page.setViewportSize(viewport);
      await page.goto('/stream');

      const past = page.getByTestId('stream-past');
      await expect(past.getByRole('heading', { name: language.past })).toBeVisible();
      const video = past.getByTestId('stream-recording');
      await expect(video).toHaveAccessibleName(language.label);
      // the second recording, chosen by keyboard, plays too
      const buttons = past.getByRole('button', { name: language.watch });
      if ((await buttons.count()) > 1) {
        await buttons.nth(1).focus();
        await page.keyboard.press('Enter');
        await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
      }
      // HAVE_METADATA (1) or more: the browser read the clip's header through range requests
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(1);
      const source = await video.evaluate((element: HTMLVideoElement) => ({
        src: element.currentSrc,
        duration: element.duration,
      }));
      expect(new URL(source.src).origin).toBe(new URL(page.url()).origin);
      expect(source.duration).toBeGreaterThan(20);

      // through the gateway: Range is forwarded and 206 comes back with its headers
      const part = await page.request.get(source.src, { headers: { Range: 'bytes=0-99' } });
      expect(part.status()).toBe(206);
      expect(part.headers()['accept-ranges']).toBe('bytes');
      expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
      expect((await part.body()).length).toBe(100);

      await expectAccessible(page);
    });
  }
}
