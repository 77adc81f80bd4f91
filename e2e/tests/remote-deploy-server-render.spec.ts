import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_BASE_URL } from '../playwright.config';
import { deployRemote as deploy, renderedBy, ROOT } from '../support/deploy';

// Server rendering comes with the remote (issue 33): the gateway renders the landing pages with the marketing
// area's server bundle of its current deployment, loaded at run time. A marketing build deployed with
// scripts/deploy-remote.sh changes the server-rendered page and the live one that swaps in, without a gateway
// restart; a version whose server bundle throws is served client-rendered; a rollback brings the server render back.
const TEXT = 'Neues aus dem Blog';
const CHANGED = 'Neues aus dem Blog (Version 2)';

test.use({ baseURL: DEPLOY_BASE_URL });
test.describe.configure({ timeout: 240_000 });

/** A copy of the built marketing remote whose browser and server code say CHANGED; `broken` makes its server bundle throw. */
function marketingBuild(options: { changed: boolean; broken?: boolean }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-marketing-'));
  fs.cpSync(path.join(ROOT, 'mf-marketing/dist'), dir, { recursive: true });
  let changed = 0;
  for (const folder of [dir, path.join(dir, 'server')]) {
    for (const name of fs.readdirSync(folder).filter((f) => f.endsWith('.js'))) {
      const file = path.join(folder, name);
      const text = fs.readFileSync(file, 'utf8');
      if (!options.changed || !text.includes(TEXT)) continue;
      fs.writeFileSync(file, text.split(TEXT).join(CHANGED));
      changed += 1;
    }
  }
  // the browser's text and the server's
  if (options.changed) expect(changed).toBeGreaterThanOrEqual(2);
  const server = path.join(dir, 'server/render.js');
  if (options.broken)
    fs.writeFileSync(server, `throw new Error('broken on purpose');\n${fs.readFileSync(server, 'utf8')}`);
  return dir;
}

test('a marketing deploy changes the server-rendered landing page and the live one; a broken server bundle falls back; a rollback', async ({
  page,
  request,
}) => {
  const run = Date.now();
  const [one, two, three] = ['one', 'two', 'three'].map((v) => `e2e-ssr-${v}-${run}`);
  deploy('marketing', one!);
  const first = await renderedBy(request, `mf_marketing@${one}`);
  expect(first).toContain(TEXT);
  expect(first).not.toContain(CHANGED);

  deploy('marketing', two!, marketingBuild({ changed: true }));
  expect(await renderedBy(request, `mf_marketing@${two}`)).toContain(CHANGED);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).toHaveAttribute('data-rendered-by', `mf_marketing@${two}`);
  await expect(page.getByRole('heading', { name: CHANGED })).toBeVisible();
  // the app takes over with the same version's remote: the text stays
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: CHANGED })).toBeVisible();

  // the server bundle of three throws: the client-rendered page, with three's browser code
  deploy('marketing', three!, marketingBuild({ changed: false, broken: true }));
  const broken = await renderedBy(request, undefined);
  expect(broken).not.toContain('data-prerendered');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: TEXT, exact: true })).toBeVisible();

  deploy('rollback', 'marketing');
  expect(await renderedBy(request, `mf_marketing@${two}`)).toContain(CHANGED);
  // back to the build of this commit for the other tests of this gateway
  deploy('marketing', one!);
  await renderedBy(request, `mf_marketing@${one}`);
});
