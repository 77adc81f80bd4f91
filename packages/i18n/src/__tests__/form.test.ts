import { contactBodySchema } from '@officefit/domain';
import { setLanguage } from '..';
import { formResolver } from '../form';

const contact = { name: 'Anna', email: 'anna@example.com', consent: true, trial: false, message: 'Hi' };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

afterEach(async () => {
  await setLanguage('de-DE');
});

test('a valid form gives the schema output and no errors', async () => {
  const result = await formResolver(contactBodySchema)(contact, undefined, options);
  expect(result.errors).toEqual({});
  expect(result.values).toMatchObject({ name: 'Anna', email: 'anna@example.com' });
});

test('a refused field carries the shared message in the current language', async () => {
  const bad = { ...contact, email: 'nope' };
  const de = await formResolver(contactBodySchema)(bad, undefined, options);
  await setLanguage('en-US');
  const en = await formResolver(contactBodySchema)(bad, undefined, options);
  expect(de.values).toEqual({});
  expect(de.errors.email?.message).toEqual(expect.any(String));
  expect(en.errors.email?.message).toEqual(expect.any(String));
  expect(de.errors.email?.message).not.toBe(en.errors.email?.message);
  expect(en.errors.email?.message).not.toMatch(/^validation:/);
});
