import { i18n } from '@officefit/i18n';
import '../../../testing/support';
import { lazyFormResolver } from '../lazy-resolver';
import { emptyAccount, type AccountOutput, type AccountValues } from '../../../features/registration/values';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

test('the schema loads on the first validation (or preload) only, once, and validates as formResolver does', async () => {
  const load = jest.fn(() => import('../../../features/registration/form').then((m) => m.accountStepSchema));
  const form = lazyFormResolver<AccountValues, AccountOutput>(load);
  expect(load).not.toHaveBeenCalled();
  form.preload();
  const result = await form.resolver(emptyAccount, undefined, options);
  expect(load).toHaveBeenCalledTimes(1);
  expect(result.errors).toMatchObject({ email: { message: i18n.t('validation:required') } });
  await form.resolver(emptyAccount, undefined, options);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download (offline) is tried again by the next validation', async () => {
  const load = jest
    .fn<ReturnType<Parameters<typeof lazyFormResolver<AccountValues, AccountOutput>>[0]>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockImplementation(() => import('../../../features/registration/form').then((m) => m.accountStepSchema));
  const form = lazyFormResolver<AccountValues, AccountOutput>(load);
  await expect(form.resolver(emptyAccount, undefined, options)).rejects.toThrow('offline');
  const result = await form.resolver(emptyAccount, undefined, options);
  expect(load).toHaveBeenCalledTimes(2);
  expect(Object.keys(result.errors)).toContain('email');
});

// The point of the split: the screens' modules must not import zod (or a contract file built on it) statically.
test('the values modules the account screens import at once do not import zod or a contract schema', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  for (const file of ['../../../features/registration/values.ts', '../paid-term-values.ts']) {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    const runtimeImports = source.match(/^import (?!type )[^;]*;/gms) ?? [];
    expect(runtimeImports.filter((line) => /zod|\.\/form'|\/paid-term'/.test(line))).toEqual([]);
  }
});
