import { sql } from 'kysely';
import { grantsAccess } from '../shared/membership';
import { openDatabase } from './client';
import { fragmentSql, staticQuery } from './static-sql';

describe('fragmentSql', () => {
  test('renders a fragment without values to its text', () => {
    expect(fragmentSql(sql`u.id = s.user_id`)).toBe('u.id = s.user_id');
    expect(fragmentSql(grantsAccess('s'))).toContain('"s"."starts_at" <= now()');
  });

  test('refuses a fragment that carries a value (the value would be lost)', () => {
    expect(() => fragmentSql(sql`u.id = ${7}`)).toThrow(/may not carry values/);
  });
});

describe('staticQuery', () => {
  test('runs its text with the values of the call, in order, and returns the first row', async () => {
    const handle = await openDatabase({ memory: true });
    const { db } = handle;
    try {
      const query = staticQuery<{ sum: number; label: string }, [a: number, label: string]>(
        'select $1::int + 1 as sum, $2::text as label',
      );
      await expect(query.first(db, 41, 'x')).resolves.toEqual({ sum: 42, label: 'x' });
      const none = staticQuery<{ n: number }, []>('select 1 as n where false');
      await expect(none.first(db)).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});
