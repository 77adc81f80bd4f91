import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from '../support/app';
import { openHome, todayPlan, USER_TIME_ZONE } from '../support/training';

// Show the movement (issue 14): a card on /home shows the starting position drawn by the backend, the exercise page
// animates the key poses in the player (the picture changes over time) and, with reduced motion, shows them side by
// side without animating.
test.use({ timezoneId: USER_TIME_ZONE });
test.describe.configure({ timeout: 60_000 });

test('a card shows the starting position; the player animates the movement', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await openHome(page);
  const unit = todayPlan(page).units.first();
  const still = unit.getByTestId('exercise-still');
  await expect(still).toBeVisible();
  // the card's picture is the pose figure (an SVG of the starting position), decorative beside the name
  await expect(still).toHaveAttribute('alt', '');
  const src = await still.getAttribute('src');
  const svg = await (await page.request.get(src!)).text();
  expect(svg).toMatch(/^<svg [^>]*role="img"/);
  expect(svg).toContain('stroke-linecap="round"');

  await unit.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/exercise\/\d+/);
  const player = page.getByTestId('exercise-player');
  const movement = player.getByRole('img', { name: /^Bewegungsablauf der Übung/ });
  await expect(movement).toBeVisible();
  await expect(player.locator('[data-pose-player="animated"]')).toBeVisible();
  const frame = () => movement.innerHTML();
  const first = await frame();
  await expect.poll(frame, { timeout: 10_000 }).not.toBe(first);
  await expect(page.getByRole('img', { name: /^Ausgangsstellung der Übung/ })).toBeVisible();
  await expectAccessible(page);
});

test('with reduced motion the key poses stand side by side and do not move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await openHome(page);
  await todayPlan(page).units.first().getByRole('link').first().click();
  const steps = page.getByTestId('exercise-player').getByRole('img', { name: /^Bewegungsablauf der Übung/ });
  await expect(steps).toHaveAttribute('data-pose-player', 'steps');
  const count = await steps.locator('svg').count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(4);
  const before = await steps.innerHTML();
  await page.waitForTimeout(1500);
  expect(await steps.innerHTML()).toBe(before);
});
