import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { useLanguage } from '../support/app';
import { SIZES } from '../support/mobile';

// Issue 39 point 8 at 360 and 1366 px, in German and English, against the real gateway and backend: `/` shows the
// seeded hero picture (uploaded by the seed through the editor's upload path) as a sized <picture> with AVIF and
// WebP, its alt text in the page language, loaded first (eager, high priority), served as AVIF or WebP with a
// year's caching; a signed-out visitor is not told that the app works offline.

const LANGUAGES = [
  {
    lang: 'de-DE',
    alt: 'Eine Frau steht neben ihrem Schreibtisch und streckt beide Arme nach oben.',
    offline: 'offline verfügbar',
  },
  {
    lang: 'en-US',
    alt: 'A woman stands next to her desk and stretches both arms up.',
    offline: 'works offline',
  },
] as const;

test.use({ reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  test(`the server-rendered / has the hero picture, sized and first to load (${language.lang})`, async ({
    request,
  }) => {
    const html = await (
      await request.get('/', { headers: { Cookie: `officefit_lang=${language.lang}` } })
    ).text();
    const picture = /<picture[^>]*>.*?<\/picture>/s.exec(html)?.[0] ?? '';
    expect(picture).toContain('type="image/avif"');
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(/<img [^>]*alt="[^"]+"/);
    expect(picture).toContain(`alt="${language.alt}"`);
    expect(picture).toMatch(/width="\d+"/);
    expect(picture).toMatch(/height="\d+"/);
    // React 18 writes the attribute as `fetchPriority`; HTML attribute names are case-insensitive
    expect(picture).toMatch(/fetchpriority="high"/i);
  });

  for (const size of SIZES) {
    test(`/ shows a picture with alt text, ${size.name}, ${language.lang}`, async ({ page }) => {
      await page.setViewportSize(size.viewport);
      await useLanguage(page, language.lang);
      const imageResponse = page.waitForResponse(
        (res) => res.url().includes('/wp-json/officefit/v1/cms_pictures/') && res.ok(),
      );
      await page.goto('/');
      const hero = page.locator('[data-block="hero"]').first();
      const image = hero.getByRole('img', { name: language.alt });
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('decoding', 'async');
      // loaded, and drawn at the size its width and height attributes reserved (no layout shift)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const ratio = await image.evaluate((img: HTMLImageElement) => ({
        drawn: img.clientWidth / img.clientHeight,
        declared: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
      }));
      expect(Math.abs(ratio.drawn - ratio.declared)).toBeLessThan(0.02);

      const response = await imageResponse;
      expect(['image/avif', 'image/webp']).toContain(response.headers()['content-type']);
      expect(response.headers()['cache-control']).toContain('immutable');

      const axe = await new AxeBuilder({ page }).include('[data-block="hero"]').analyze();
      expect(
        axe.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'moderate' || v.impact === 'critical',
        ),
      ).toEqual([]);

      // a visitor who uses the page is not promised offline use (that needs a login)
      await page.keyboard.press('Shift');
      await page.evaluate(() =>
        Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 3000))]),
      );
      await expect(page.getByText(language.offline)).toHaveCount(0);
    });
  }
}
