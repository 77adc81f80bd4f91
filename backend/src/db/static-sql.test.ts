import { sql } from 'kysely';
import { grantsAccess } from '../shared/membership';
import { openDatabase } from './client';
import { fragmentSql, param, statementSql, staticQuery, textOnly } from './static-sql';

describe('fragmentSql', () => {
  test('renders a fragment without values to its text', () => {
    expect(fragmentSql(sql`u.id = s.user_id`)).toBe('u.id = s.user_id');
    expect(fragmentSql(grantsAccess('s'))).toContain('"s"."starts_at" <= now()');
  });

  test('refuses a fragment that carries a value (the value would be lost)', () => {
    expect(() => fragmentSql(sql`u.id = ${7}`)).toThrow(/may not carry values/);
  });
});

describe('statementSql', () => {
  test('renders a builder query whose inputs are `$n` parameters to its text', () => {
    const query = textOnly
      .selectFrom('users')
      .select('id')
      .where('id', '=', param<number>(1))
      .where('lang', '=', sql.lit('de-DE'));
    expect(statementSql(query)).toBe(`select "id" from "users" where "id" = $1 and "lang" = 'de-DE'`);
  });

  test('refuses a query that carries a value (the text would lose it)', () => {
    expect(() => statementSql(textOnly.selectFrom('users').select('id').where('id', '=', 7))).toThrow(
      /may not carry values/,
    );
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
      const many = staticQuery<{ n: number }, [upTo: number]>('select generate_series(1, $1::int) as n');
      await expect(many.all(db, 3)).resolves.toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    } finally {
      await handle.close();
    }
  }, 60_000); // opening a database runs every migration
});
