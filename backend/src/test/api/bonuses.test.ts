import request from 'supertest';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

let token: string;
const t = useTestApp();
beforeAll(async () => {
  token = await tokenFor(t.app, 'demo@example.com');
}, DB_SETUP_TIMEOUT_MS);

const URL = '/wp-json/officefit/v1/bonuses';
const list = (query: string) => request(t.app).get(`${URL}${query}`).set('Authorization', `Bearer ${token}`);

test('needs a token', async () => {
  const res = await request(t.app).get(`${URL}?lang=de`);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('jwt_auth_no_auth_header');
});

test('lists the active rewards priced in points, cheapest first, in German by default', async () => {
  const res = await list('');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const names = res.body.map((b: { name: string }) => b.name);
  expect(names.slice(0, 3)).toEqual(['Baumspende', 'Kaffeegutschein 5 €', 'Massageball']);
  const points = res.body.map((b: { points: number }) => b.points);
  expect(points).toEqual([...points].sort((a, b) => a - b));
  // rewards priced in euros only are in shop/products, not here
  expect(names).not.toContain('Gymnastikmatte');
  expect(res.body).toHaveLength(15);
  const band = res.body.find((b: { name: string }) => b.name === 'Fitnessband');
  expect(band).toEqual({
    id: expect.any(Number),
    name: 'Fitnessband',
    description: expect.stringContaining('Band'),
    points: 400,
    out_of_stock: true,
    image: '/wp-json/officefit/v1/media/products/resistance-band.svg',
  });
  expect(res.body.filter((b: { out_of_stock: boolean }) => b.out_of_stock)).toHaveLength(1);
  expect((await list('?lang=de-DE')).body).toEqual(res.body);
});

test('lang=en answers in English', async () => {
  const res = await list('?lang=en');
  expect(res.status).toBe(200);
  expect(res.body.map((b: { name: string }) => b.name).slice(0, 3)).toEqual([
    'Tree donation',
    'Coffee voucher €5',
    'Massage ball',
  ]);
  expect(res.body[2].description).toMatch(/^Handy spiky ball/);
});

test('inactive products are not offered; a missing English text falls back to German; image paths pass', async () => {
  const inactive = await t.db
    .insertInto('products')
    .values({ slug: 'old-mug', points: 50, active: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const germanOnly = await t.db
    .insertInto('products')
    .values({ slug: 'yoga-block', points: 9000, image: 'products/yoga-block.webp' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('product_translations')
    .values([
      { product_id: inactive.id, lang: 'de', name: 'Alte Tasse', description: 'Gibt es nicht mehr.' },
      { product_id: germanOnly.id, lang: 'de', name: 'Yogamatte', description: 'Rutschfest.' },
    ])
    .execute();
  const res = await list('?lang=en');
  expect(res.body.map((b: { id: number }) => b.id)).not.toContain(inactive.id);
  expect(res.body[res.body.length - 1]).toEqual({
    id: germanOnly.id,
    name: 'Yogamatte',
    description: 'Rutschfest.',
    points: 9000,
    out_of_stock: false,
    image: 'products/yoga-block.webp',
  });
});

test('an invalid lang or an unknown parameter → 400 rest_invalid_param', async () => {
  const res = await list('?lang=english');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): lang',
    data: { status: 400, params: { lang: 'lang must be de or en.' } },
  });
  expect((await list('?lang=de&all=1')).body.data.params).toEqual({ all: 'all is not a valid parameter.' });
});
