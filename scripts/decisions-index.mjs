#!/usr/bin/env node
// Writes DECISIONS.md, the index of the decisions: one line per record in docs/decisions/ (a record is
// `# Title`, a blank line, `Area: <area>`, then its reasoning), grouped by area in the order of AREAS, titles in
// alphabetical order. `--check` only reports whether the index is current and within its size (exit code 1
// when not); the lint step runs it. A new decision: add a record, run `node scripts/decisions-index.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = `${root}DECISIONS.md`;
const recordsDir = `${root}docs/decisions`;
/** The index stays short enough to read in one sitting (the developers' guide: at most 30 kB). */
const MAX_BYTES = 30_000;
const AREAS = [
  'Foundation',
  'Backend',
  'Security',
  'Gateway',
  'Backend endpoints of the foundation',
  'Points, weekly goal, steps and strike',
  'Plan generation',
  'Community backend',
  'Marketing and blog backend',
  'Accounts and membership',
  'Finishing the experience',
  'Account screens',
  'Rewards shop',
  'Scale',
  'One request contract',
  'Profile and privacy',
  'Reminders, notifications and live stream',
  'Staff roles, customer service and impersonation',
  'Companies and the account-owner report',
  'Offline',
];

function readRecords() {
  const problems = [];
  const records = readdirSync(recordsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const [titleLine = '', , areaLine = ''] = readFileSync(`${recordsDir}/${name}`, 'utf8').split('\n');
      const title = titleLine.replace(/^# /, '').trim();
      const area = areaLine.replace(/^Area: /, '').trim();
      if (!titleLine.startsWith('# ') || !title)
        problems.push(`docs/decisions/${name}: no "# Title" first line`);
      if (!AREAS.includes(area))
        problems.push(`docs/decisions/${name}: "Area: …" (third line) must be one of: ${AREAS.join('; ')}`);
      return { name, title, area };
    });
  return { records, problems };
}

export function buildIndex(records) {
  const lines = [
    '# Decisions',
    '',
    'One line per current decision: where the spec says "not shown", or where we chose between options. The',
    'reasoning is in the linked record under `docs/decisions/`. Retire a record that no longer holds; this index is',
    'written by `node scripts/decisions-index.mjs`.',
  ];
  for (const area of AREAS) {
    const inArea = records
      .filter((r) => r.area === area)
      .sort((a, b) => a.title.localeCompare(b.title, 'en'));
    if (!inArea.length) continue;
    lines.push('', `## ${area}`, '');
    for (const r of inArea) lines.push(`- [${r.title.replaceAll('`', '')}](docs/decisions/${r.name})`);
  }
  return `${lines.join('\n')}\n`;
}

const { records, problems } = readRecords();
const next = buildIndex(records);
const bytes = Buffer.byteLength(next);
if (bytes > MAX_BYTES) problems.push(`DECISIONS.md would be ${bytes} bytes (at most ${MAX_BYTES})`);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const current = readFileSync(file, 'utf8');
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('DECISIONS.md: the index is out of date; run `node scripts/decisions-index.mjs`');
    process.exit(1);
  }
} else if (next !== current) {
  writeFileSync(file, next);
  console.log(`DECISIONS.md: index rewritten (${records.length} decisions, ${bytes} bytes)`);
}
