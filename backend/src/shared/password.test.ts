import { dummyPasswordHash, hashPassword, isStrongPassword, verifyPassword } from './password';

test('hashes in the scrypt$N$r$p$salt$hash format with a fresh salt each time', async () => {
  const a = await hashPassword('Officefit!2026');
  const b = await hashPassword('Officefit!2026');
  expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  expect(a).not.toBe(b);
});

test('verifies the right password and rejects a wrong one', async () => {
  const hash = await hashPassword('correct horse');
  await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
  await expect(verifyPassword('correct horsE', hash)).resolves.toBe(false);
  await expect(verifyPassword('', hash)).resolves.toBe(false);
});

test('rejects unreadable hashes instead of throwing', async () => {
  for (const stored of [
    '',
    'plain',
    'bcrypt$1$2$3$4$5',
    'scrypt$abc$8$1$c2FsdA==$aGFzaA==',
    'scrypt$16384$8$1$c2FsdA==$',
  ]) {
    await expect(verifyPassword('x', stored)).resolves.toBe(false);
  }
});

test('the dummy hash is a valid hash that nobody knows the password of', async () => {
  const dummy = await dummyPasswordHash();
  expect(dummy).toMatch(/^scrypt\$/);
  expect(await dummyPasswordHash()).toBe(dummy);
  await expect(verifyPassword('Officefit!2026', dummy)).resolves.toBe(false);
});

test('the password rule needs 8 characters with capital, small letter, digit and special character', () => {
  for (const strong of ['Officefit!2026', 'Aa1!aaaa', 'Grüße 2026x'])
    expect(isStrongPassword(strong)).toBe(true);
  for (const weak of ['Aa1!aaa', 'officefit!2026', 'OFFICEFIT!2026', 'Officefit!!!!', 'Officefit2026', '']) {
    expect({ weak, ok: isStrongPassword(weak) }).toEqual({ weak, ok: false });
  }
});
