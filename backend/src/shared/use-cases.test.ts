import { bindUseCases } from './use-cases';

describe('bindUseCases', () => {
  it('passes the deps first and the caller’s arguments after them, keeping each result', async () => {
    const deps = { base: 10 };
    const service = bindUseCases(deps, {
      add: (d: typeof deps, n: number) => d.base + n,
      join: async (d: typeof deps, a: string, b?: string) => `${d.base}:${a}:${b ?? '-'}`,
    });
    expect(service.add(5)).toBe(15);
    await expect(service.join('x')).resolves.toBe('10:x:-');
    await expect(service.join('x', 'y')).resolves.toBe('10:x:y');
    expect(Object.keys(service)).toEqual(['add', 'join']);
  });
});
