import fs from 'node:fs';
import path from 'node:path';
import {
  absenceBodySchema,
  addressSchema,
  contactBodySchema,
  createChallengeBodySchema,
  saveAnamnesisBodySchema,
} from '@officefit/domain';
import {
  formSummaryKey,
  missingKeys,
  setLanguage,
  validationErrorMap,
  validationMessage,
  validationResources,
} from '..';

interface Schema {
  safeParse(
    value: unknown,
    options: { error: typeof validationErrorMap },
  ): { success: boolean; error?: { issues: Array<{ message: string }> } };
}

/** The first issue of a parse, worded by validationErrorMap (as the forms' zodResolver does). */
function message(schema: Schema, value: unknown): string {
  const result = schema.safeParse(value, { error: validationErrorMap });
  if (result.success || !result.error) throw new Error('expected an issue');
  return result.error.issues[0]!.message;
}

const contact = { name: 'Anna', email: 'anna@example.com', consent: true, trial: false, message: 'Hi' };
const duel = { kind: 'duel', type: 0, duration: 7 };

afterEach(async () => {
  await setLanguage('de-DE');
});

test('the validation texts exist in both languages', () => {
  expect(missingKeys(validationResources.de, validationResources.en)).toEqual([]);
});

test('every custom code of the request contract has a text in both languages', () => {
  const dir = path.join(__dirname, '../../../domain/src/contract');
  const codes = new Set<string>();
  const sources = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !/(\.test|^index)\.ts$/.test(f));
  for (const file of sources) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/code: '([a-z_]+)'/g))
      if (match[1] !== 'custom') codes.add(match[1]!);
    for (const match of source.matchAll(/custom codes: ([^.]+)\./g))
      for (const code of match[1]!.matchAll(/`([a-z_]+)`/g)) codes.add(code[1]!);
  }
  expect(codes.size).toBeGreaterThan(8);
  const texts = (lang: 'de' | 'en') => validationResources[lang].codes as Record<string, string | undefined>;
  for (const code of codes)
    expect([code, texts('de')[code], texts('en')[code]]).toEqual([
      code,
      expect.any(String),
      expect.any(String),
    ]);
});

test('zod issues of the shared schemas become German messages, with their limits', () => {
  expect(message(contactBodySchema, { ...contact, name: '  ' })).toBe('Bitte füllen Sie dieses Feld aus.');
  expect(message(contactBodySchema, { ...contact, name: 'x'.repeat(121) })).toBe(
    'Bitte geben Sie höchstens 120 Zeichen ein.',
  );
  expect(message(contactBodySchema, { ...contact, email: 'x' })).toBe(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  );
  expect(message(contactBodySchema, { ...contact, consent: false })).toBe('Bitte stimmen Sie zu.');
  expect(message(contactBodySchema, { ...contact, message: '' })).toBe('Bitte geben Sie eine Nachricht ein.');
  expect(message(createChallengeBodySchema, { ...duel, goal: 501 })).toBe(
    'Bitte geben Sie höchstens 500 ein.',
  );
  expect(message(createChallengeBodySchema, { ...duel, goal: 0 })).toBe('Bitte geben Sie mindestens 1 ein.');
  expect(message(createChallengeBodySchema, { ...duel, goal: 1.5 })).toBe(
    'Bitte geben Sie eine ganze Zahl ein.',
  );
  expect(message(createChallengeBodySchema, { ...duel, start: '2025-02-30' })).toBe(
    'Bitte geben Sie ein gültiges Datum ein.',
  );
  expect(message(createChallengeBodySchema, { type: 0, duration: 7 })).toBe('Bitte wählen Sie eine Antwort.');
  expect(message(saveAnamnesisBodySchema, { anamnesis: { goals: ['muscle', 'muscle'] } })).toBe(
    'Bitte wählen Sie jede Antwort nur einmal.',
  );
});

test('… and English ones after a language switch', async () => {
  await setLanguage('en-US');
  expect(message(contactBodySchema, { ...contact, name: '' })).toBe('Please fill in this field.');
  expect(message(createChallengeBodySchema, { ...duel, team_name: 'x'.repeat(61) })).toBe(
    'Please enter at most 60 characters.',
  );
  expect(message(saveAnamnesisBodySchema, { anamnesis: { time: 20 } })).toBe(
    'Please choose a training time.',
  );
});

test('every issue kind has a text in both languages', async () => {
  const issues = [
    { code: 'invalid_type', expected: 'string', input: undefined },
    { code: 'invalid_type', expected: 'number', input: 'x' },
    { code: 'invalid_type', expected: 'object', input: 1 },
    { code: 'invalid_value', values: ['a', 'b'], input: 'c' },
    { code: 'invalid_union', input: 'x' },
    { code: 'invalid_format', format: 'regex' },
    { code: 'too_small', origin: 'string', minimum: 8 },
    { code: 'too_small', origin: 'array', minimum: 1 },
    { code: 'too_big', origin: 'array', maximum: 3 },
    { code: 'unrecognized_keys' },
    { code: 'custom', params: { code: 'challenge_partners_range', min: 1, max: 9 } },
    { code: 'custom' },
  ];
  for (const lang of ['de-DE', 'en-US'] as const) {
    await setLanguage(lang);
    for (const issue of issues) expect(validationMessage(issue)).not.toMatch(/validation:|{{/);
  }
  expect(validationMessage(issues[10]!)).toBe('Please choose 1 to 9 people for your team.');
});

test('an empty field with a pattern is missing, a filled wrong one is misspelt (#39: an empty postal code)', async () => {
  const address = { recipient: 'Dana', street: 'Hauptstraße 5', city: 'Berlin', country: 'DE' };
  expect(message(addressSchema, { ...address, postal_code: '' })).toBe('Bitte füllen Sie dieses Feld aus.');
  expect(message(addressSchema, { ...address, postal_code: '   ' })).toBe(
    'Bitte füllen Sie dieses Feld aus.',
  );
  expect(message(addressSchema, { ...address, postal_code: '1A!' })).toBe(
    'Bitte prüfen Sie die Schreibweise.',
  );
  await setLanguage('en-US');
  expect(message(addressSchema, { ...address, postal_code: '' })).toBe('Please fill in this field.');
});

test('an absence with one end blank says "Both fields must be filled out" (spec §5)', async () => {
  await setLanguage('en-US');
  const absence = { from: '2026-03-02', until: '', reason: 'vacation' };
  expect(message(absenceBodySchema as Schema, absence)).toBe('Both fields must be filled out');
  await setLanguage('de-DE');
  expect(message(absenceBodySchema as Schema, { ...absence, from: '', until: '2026-03-02' })).toBe(
    'Beide Felder müssen ausgefüllt werden',
  );
  expect(absenceBodySchema.safeParse({ ...absence, until: '2026-03-06' }).success).toBe(true);
});

test('a date typed in part is "Date {0} incomplete", an impossible one "no valid date"', async () => {
  await setLanguage('en-US');
  const partial = { code: 'custom', input: '2026-05', params: { code: 'invalid_date' } };
  expect(validationMessage(partial)).toBe('Date 2026-05 incomplete');
  expect(validationMessage({ ...partial, input: '2026-02-30' })).toBe('Please enter a valid date.');
  await setLanguage('de-DE');
  expect(validationMessage({ ...partial, input: '12.05.' })).toBe('Datum 12.05. unvollständig');
});

test('the form summary: only blanks are "not all required", one wrong entry "fields are filled incorrectly"', () => {
  expect(formSummaryKey(['', null, []])).toBe('common:errors.notAllRequired');
  expect(formSummaryKey(['', 'x@'])).toBe('validation:fieldsIncorrect');
  expect(formSummaryKey([])).toBe('validation:fieldsIncorrect');
});
