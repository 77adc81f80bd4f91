#!/usr/bin/env node
// Rewrites the index at the top of DECISIONS.md from its `##` sections and `###` decisions.
// `--check` only reports whether the index is current (exit code 1 when not); the lint step runs it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../DECISIONS.md', import.meta.url));
const START = '<!-- index -->';
const END = '<!-- /index -->';

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorMaker() {
  const seen = new Map();
  return (heading) => {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
}

export function buildIndex(markdown) {
  const anchor = anchorMaker();
  const sections = [];
  anchor('Index'); // the index's own heading comes first on the page
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ') && line !== '## Index') {
      const name = line.slice(3).trim();
      sections.push({ name, href: anchor(name), items: [] });
    } else if (line.startsWith('### ') && sections.length > 0) {
      const name = line.slice(4).trim();
      sections.at(-1).items.push(`[${name.replaceAll('`', '')}](#${anchor(name)})`);
    }
  }
  const rows = sections.map((s) => `- **[${s.name}](#${s.href})**: ${s.items.join(' · ')}`);
  return [START, '', '## Index', '', ...rows, '', END].join('\n');
}

const text = readFileSync(file, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < 0) {
  console.error(`DECISIONS.md: the markers ${START} and ${END} are missing`);
  process.exit(1);
}
const withoutIndex = text.slice(0, start) + text.slice(end + END.length);
const next = text.slice(0, start) + buildIndex(withoutIndex) + text.slice(end + END.length);
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error('DECISIONS.md: the index is out of date; run `node scripts/decisions-index.mjs`');
    process.exit(1);
  }
} else if (next !== text) {
  writeFileSync(file, next);
  console.log('DECISIONS.md: index rewritten');
}
