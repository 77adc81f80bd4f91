import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEPLOY_BASE_URL } from '../playwright.config';
import { logIn, showUp } from '../support/app';
import { deployRemote, manifestNames, nextNavigationReloads, renderedBy, ROOT } from '../support/deploy';

// The compatibility suite (issue 33, docs/contracts.md "Compatibility suite"): each remote's real next version —
// its own webpack build with OFFICEFIT_BUILD_VARIANT=next, in mf-<area>/dist-next (scripts/build-next-variants.mjs,
// run by `pnpm test:e2e` first) — is deployed alone with scripts/deploy-remote.sh while the deployment gateway and
// the shell of this commit keep running. The next version uses an export of a shared library nothing else uses, a
// cache tag the shell never registers and shows a marker (marketing: a new landing block, server-rendered too).
// The area's journey passes with it; after a rollback it passes again with this commit's build, marker gone.

test.use({ baseURL: DEPLOY_BASE_URL });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const RUN = Date.now();
const MARKER = '[data-build-variant="next"]';

/** One area's journey: its pages (each must show a level-1 heading) and the next version's marker on the first. */
interface Journey {
  area: string;
  paths: string[];
  marker: string;
  signedIn: boolean;
  /** Who signs in (default demo@example.com). */
  user?: string;
  /** The page the gateway renders with the area's server bundle, and the remote's federation name. */
  serverRendered?: { path: string; remote: string };
  /** An attribute of the marker whose value only the whole library's export could have made. */
  proof?: { selector: string; name: string; value: string };
}

const JOURNEYS: Journey[] = [
  {
    area: 'shop',
    paths: ['/mybonuses', '/mybonuses/cart', '/mybonuses/orders'],
    marker: 'Nächste Version des Prämienshops',
    signedIn: true,
    // generatePath of the shell's react-router-dom built it
    proof: { selector: MARKER, name: 'data-next-path', value: '/mybonuses/next' },
  },
  {
    area: 'training',
    paths: ['/home', '/favourites'],
    marker: 'Nächste Version des Trainings',
    signedIn: true,
    // the first screen after login (gateway/src/first-screen.ts)
    serverRendered: { path: '/home', remote: 'mf_training' },
  },
  {
    area: 'admin',
    paths: ['/admin', '/admin/audit'],
    marker: 'Nächste Version des Verwaltungsbereichs',
    signedIn: true,
    user: 'admin@example.com',
    // resolvePath of the shell's react-router-dom built it
    proof: { selector: MARKER, name: 'data-next-path', value: '/admin/audit' },
  },
  {
    area: 'marketing',
    paths: ['/', '/blog'],
    marker: 'Neu in der nächsten Version',
    signedIn: false,
    serverRendered: { path: '/', remote: 'mf_marketing' },
    // generatePath of the shell's react-router-dom built the link
    proof: { selector: `${MARKER} a`, name: 'href', value: '/blog' },
  },
];

/** The page errors and console errors naming a TypeError (a missing export of a shared library shows as one). */
function typeErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('TypeError')) errors.push(message.text());
  });
  return errors;
}

/** Deploys `build` (a folder) as a new version of `area` and waits until the gateway serves it. */
async function deployVersion(request: APIRequestContext, area: string, label: string, build: string) {
  const version = `compat-${label}-${RUN}`;
  deployRemote(area, version, build);
  await manifestNames(request, area, version);
  return version;
}

/** An HTML page's text without its tags (a marker's words may be split by inline elements such as <strong>). */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

function nextBuild(area: string): string {
  const dir = path.join(ROOT, `mf-${area}/dist-next`);
  expect(
    fs.existsSync(path.join(dir, 'mf-manifest.json')),
    `${dir} missing: node scripts/build-next-variants.mjs`,
  ).toBe(true);
  return dir;
}

/** Walks the journey's pages: each loads without the error boundary; the marker is there or not. */
async function walk(page: Page, journey: Journey, next: boolean): Promise<void> {
  const errors = typeErrorsOf(page);
  for (const [index, pathname] of journey.paths.entries()) {
    await page.goto(pathname);
    // a signed-in first screen rendered on the server starts the app when the user is there
    if (journey.signedIn) await showUp(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Bereich nicht verfügbar')).toHaveCount(0);
    if (index > 0) continue;
    if (!next) {
      await expect(page.locator(MARKER)).toHaveCount(0);
      continue;
    }
    await expect(page.locator(MARKER).filter({ hasText: journey.marker })).toBeVisible();
    const { proof } = journey;
    if (proof) await expect(page.locator(proof.selector)).toHaveAttribute(proof.name, proof.value);
  }
  expect(errors).toEqual([]);
}

for (const journey of JOURNEYS) {
  test(`${journey.area}: the next version deployed alone works with the running shell; a rollback brings this commit's back`, async ({
    page,
    request,
  }) => {
    await deployVersion(request, journey.area, 'base', path.join(ROOT, `mf-${journey.area}/dist`));
    if (journey.signedIn) {
      await page.goto('/');
      await logIn(page, journey.user ?? 'demo@example.com');
    }
    const next = await deployVersion(request, journey.area, 'next', nextBuild(journey.area));
    await walk(page, journey, true);
    const server = journey.serverRendered;
    if (server) {
      // the server renders the next version too, without a gateway restart (with the signed-in user's cookies)
      const html = await renderedBy(page.request, `${server.remote}@${next}`, server.path);
      expect(textOf(html)).toContain(journey.marker);
    }

    deployRemote('rollback', journey.area);
    await manifestNames(request, journey.area, `compat-base-${RUN}`);
    await walk(page, journey, false);
    if (server) {
      const html = await renderedBy(page.request, `${server.remote}@compat-base-${RUN}`, server.path);
      expect(textOf(html)).not.toContain(journey.marker);
    }
  });
}

test('community: an open tab moves over to the next version at its next route change, and back after a rollback', async ({
  page,
  request,
}) => {
  const score = { name: 'Mein Punktestand', inAccountMenu: true };
  const ranking = { name: 'Ranking' };
  const errors = typeErrorsOf(page);
  await deployVersion(request, 'community', 'base', path.join(ROOT, 'mf-community/dist'));
  await page.clock.install();
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await page.goto('/score');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Punktestand' })).toBeVisible();
  await expect(page.locator(MARKER)).toHaveCount(0);

  await deployVersion(request, 'community', 'next', nextBuild('community'));
  await nextNavigationReloads(page, score, ranking);
  await expect(page.locator(MARKER).filter({ hasText: 'Nächste Version der Community' })).toBeVisible();
  // createSelector of the shell's @reduxjs/toolkit computed the probe's sum
  await expect(page.locator(MARKER)).toHaveAttribute('data-next-sum', '6');
  await expect(page.getByText('Bereich nicht verfügbar')).toHaveCount(0);

  deployRemote('rollback', 'community');
  await nextNavigationReloads(page, score, ranking);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Punktestand' })).toBeVisible();
  await expect(page.locator(MARKER)).toHaveCount(0);
  expect(errors).toEqual([]);
});
