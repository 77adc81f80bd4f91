import { test, expect } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../support/app';

test('screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const tok = async (u: string) =>
    ((await (await request.post('/wp-json/jwt-auth/v1/token', { data: { username: u, password: DEMO_PASSWORD } })).json()) as { token: string }).token;
  const colin = await tok('colleague@example.com');
  const dana = await tok('demo@example.com');
  const h = (t: string) => ({ authorization: `Bearer ${t}` });
  await request.put('/wp-json/officefit/v1/participating', { headers: h(colin), data: { participating: 1 } });
  const r = await request.post('/wp-json/officefit/v1/challenge', { headers: h(dana), data: { kind: 'duel', type: 0, duration: 7, wager: 20, opponents: [] } });
  console.log(r.status(), await r.text());
  await request.put('/wp-json/officefit/v1/habits', { headers: h(dana), data: { habits: [{ suggestion: (await (await request.get('/wp-json/officefit/v1/habit_suggestions', { headers: h(dana) })).json())[0].key, from: new Date().toISOString().slice(0,10), to: '2026-12-31' }] } });
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/home/);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/habits', '/challenges', '/challenges/create/new', '/ranking', '/score']) {
      await page.goto(path);
      await page.waitForTimeout(1500);
      if (path === '/challenges/create/new') await page.getByRole('radio', { name: 'Team gegen Team' }).check();
      await page.screenshot({ path: `/tmp/shots/${width}${path.replace(/\//g, '_')}.png`, fullPage: true });
    }
  }
});
