// `pnpm poses:sheet [filter]`: every exercise's key poses on one contact sheet (HTML/SVG) for review, plus PNG
// screenshots of it in pages of 16 exercises (headless Chromium at /usr/bin/chromium, through playwright-core).
// Output in /tmp/poses-sheet/. The optional filter keeps the exercises whose slug contains it. Reads the figure package
// from its build (`pnpm --filter @officefit/pose-figure build` first).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { exercisePosesSchema, poseSvg, posesBounds, regionSegments } from '@officefit/pose-figure';

const DATA = path.join(__dirname, '../src/seed/catalogue/data');
const OUT = '/tmp/poses-sheet';
const FILES = ['upper', 'trunk', 'lower', 'mental'];
const PAGE = 16;

interface Exercise {
  slug: string;
  equipment: string;
  regions: string[];
  de: { name: string; startingPosition: string };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const filter = process.argv[2] ?? '';

const cards: string[] = [];
for (const file of FILES) {
  const exercises = JSON.parse(readFileSync(path.join(DATA, `${file}.json`), 'utf8')) as Exercise[];
  const poses = JSON.parse(readFileSync(path.join(DATA, `poses-${file}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  for (const exercise of exercises) {
    if (!exercise.slug.includes(filter)) continue;
    const parsed = exercisePosesSchema.safeParse(poses[exercise.slug]);
    const figures = parsed.success
      ? (() => {
          const highlight = regionSegments(exercise.regions);
          const bounds = posesBounds(parsed.data.poses, { highlight });
          return parsed.data.poses.map((pose) => poseSvg(pose, { highlight, bounds })).join('');
        })()
      : `<p class="bad">${escape(parsed.error.message.slice(0, 200))}</p>`;
    cards.push(
      `<section><h2>${escape(exercise.slug)} <small>${exercise.equipment}</small></h2>` +
        `<div class="figs">${figures}</div><p>${escape(exercise.de.startingPosition.slice(0, 220))}</p></section>`,
    );
  }
}

const style =
  '<style>body{font:12px sans-serif;margin:8px;display:grid;grid-template-columns:repeat(4,1fr);gap:8px}' +
  'section{border:1px solid #ccc;padding:4px}h2{font-size:12px;margin:0}small{color:#888}' +
  '.figs{display:flex;gap:2px}.figs svg{flex:1 1 0;min-width:0;height:140px;border:1px solid #eee}' +
  'p{margin:2px 0;color:#555;font-size:10px}.bad{color:#c00}</style>';
mkdirSync(OUT, { recursive: true });
const pages: string[] = [];
for (let i = 0; i < cards.length; i += PAGE) {
  const file = path.join(OUT, `sheet-${String(i / PAGE + 1).padStart(2, '0')}.html`);
  writeFileSync(file, `<!doctype html><meta charset="utf-8">${style}${cards.slice(i, i + PAGE).join('')}`);
  pages.push(file);
}
writeFileSync(path.join(OUT, 'sheet.html'), `<!doctype html><meta charset="utf-8">${style}${cards.join('')}`);
console.log(`${cards.length} exercises → ${OUT}/sheet.html`);

async function screenshots() {
  const requireFromE2e = createRequire(path.join(__dirname, '../../e2e/package.json'));
  const playwrightTest = path.dirname(requireFromE2e.resolve('@playwright/test/package.json'));
  const { chromium } = createRequire(path.join(playwrightTest, 'package.json'))(
    'playwright-core',
  ) as typeof import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  for (const file of pages) {
    await page.goto(`file://${file}`);
    await page.screenshot({ path: file.replace(/\.html$/, '.png'), fullPage: true });
  }
  await browser.close();
  console.log(`${pages.length} screenshots in ${OUT}`);
}
void screenshots();
