import fs from 'node:fs';
import path from 'node:path';

// Spec §8 "Messages (English)" and the messages of §5 that issue 36 names: each must be a text of an English
// locale file, with the same key in the German file beside it. A placeholder `{0}` of the spec stands for any
// i18next interpolation (`{{limit}}`).
const MESSAGES = [
  'Oops, something went wrong!',
  'You have discovered a pain point on our website.',
  'An unknown error occured.',
  'There was an unexpected problem, please try again!',
  'There was an error during the transfer. Please try again!',
  'Content cannot be loaded.',
  'Please confirm!',
  'Your browser does not support the video tag.',
  'An error occured. Please check your entries and try again.',
  'An error has occurred. Please check your input.',
  'Error during password change',
  'Error during registration',
  'An error has occurred. Please have a new link sent to you.',
  'Name used already',
  'File too big. (Limit: {0})',
  'Service not found',
  'Invalid product',
  'Product is currently out of stock',
  'Product already bought',
  'A mistake has appeared. Please try again',
  'This code has expired.',
  'This code is not valid.',
  "This coupon code has reached it's limit. You are on the waiting list.",
  'No exercise found for given settings.',
  'No fitting exercise available',
  'No suitable members are available',
  'Limit reached. You are already participating in 3 challenges.',
  'Please log in to read this article.',
  "You currently aren't logged in",
  // §5, named by issue 36
  'Not all required fields are filled.',
  'Fields are filled incorrectly',
  'Both fields must be filled out',
  'Date {0} incomplete',
  'Please enter an e-mail address.',
  'Does not match with password!',
];

const ROOT = path.join(__dirname, '../../../..');
const LOCALE_DIRS = ['packages/i18n/src/locales', 'shell/src/i18n'].concat(
  fs
    .readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src/i18n`),
);

type Texts = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Texts): Texts {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

const read = (file: string): Texts => flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', new Map());

/** Every English text with where it sits and the German text under the same key ('' when there is none). */
function englishTexts(): Array<{ file: string; key: string; en: string; de: string }> {
  const all = [];
  for (const dir of LOCALE_DIRS) {
    const full = path.join(ROOT, dir);
    if (!fs.existsSync(full)) continue;
    for (const name of fs.readdirSync(full).filter((f) => /(^|\.)en\.json$/.test(f))) {
      const de = read(path.join(full, name.replace(/en\.json$/, 'de.json')));
      for (const [key, en] of read(path.join(full, name))) {
        all.push({ file: `${dir}/${name}`, key, en, de: de.get(key) ?? '' });
      }
    }
  }
  return all;
}

const pattern = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\d+\}/g, '\\{\\{\\w+\\}\\}')}$`);

test.each(MESSAGES)('"%s" is an English text with a German counterpart', (message) => {
  const hits = englishTexts().filter((text) => pattern(message).test(text.en));
  expect(hits.map((hit) => hit.file)).not.toEqual([]);
  for (const hit of hits) expect({ key: `${hit.file}:${hit.key}`, de: hit.de }).not.toMatchObject({ de: '' });
});
