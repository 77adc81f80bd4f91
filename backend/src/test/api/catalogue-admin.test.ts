// Catalogue editing (issue 14): staff with catalogue.write (administrators, customer service) list, read, create
// and change exercises in both languages and upload pictures; marketing and subscribers are refused. An edit
// shows at once on the app's exercise page and in the pain finder, in each language; bad input changes nothing;
// every write is in the audit log; the seed leaves staff's exercises alone.
import request from 'supertest';
import sharp from 'sharp';
import { seedCatalogue } from '../../seed/catalogue-seed';
import { exerciseCatalogue } from '../../seed/catalogue';
import { bearerRequests } from '../bearer-requests';
import { ROLE_LOGINS, useTestApp, useTokens } from '../test-app';

const V1 = '/wp-json/officefit/v1';

const t = useTestApp();
const tokens = useTokens(t, ROLE_LOGINS);

const as = (who: string) => bearerRequests(t.app, tokens[who]);

const texts = (lang: 'de' | 'en', name: string) => ({
  name,
  startingPosition: `${lang}: Aufrecht sitzen / sit upright.`,
  sequence: `${lang}: 1. Einatmen\n2. Ausatmen`,
  duration: `${lang}: 2 Minuten / 2 minutes`,
  effect: `${lang}: Beruhigt / calms.`,
  commonMistakes: `${lang}: Zu schnell / too fast.`,
  tip: `${lang}: Augen schließen / close your eyes.`,
});

/** A physical exercise for the head ("brain"): no seeded physical exercise targets it, so the pain finder picks it. */
const newExercise = (slug: string) => ({
  slug,
  kind: 'relaxation',
  level: 1,
  equipment: 'none',
  undercover: true,
  durationSeconds: 120,
  repetitions: null,
  regions: ['brain'],
  contraindicatedRegions: [],
  gentle: true,
  focus: ['attention'],
  goals: ['wellbeing'],
  de: texts('de', 'Kopf-Entspanner'),
  en: texts('en', 'Head relaxer'),
});

const painQuery = (lang: string) =>
  `/pain_exercise?lang=${lang}&feeling=25&pain=brain&painType=chronic&suitability=1&onthego=0&sportmode=0` +
  '&onlynew=0&painCheck0=0&painCheck1=0';

describe('permissions', () => {
  test('administrators and customer service edit the catalogue; marketing and subscribers are refused', async () => {
    for (const who of ['admin', 'service']) {
      const res = await as(who).get('/admin/exercises?per_page=5');
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(5);
      expect(res.body.total).toBeGreaterThanOrEqual(exerciseCatalogue.length);
    }
    for (const who of ['marketing', 'subscriber']) {
      expect((await as(who).get('/admin/exercises')).status).toBe(403);
      const created = await as(who).post('/admin/exercises', newExercise(`refused-${who}`));
      expect(created.status).toBe(403);
    }
    const count = await t.db
      .selectFrom('exercises')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('slug', 'like', 'refused-%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('list and detail', () => {
  test('the list filters by kind, region and text and pages', async () => {
    const mental = await as('admin').get('/admin/exercises?kind=mental&per_page=100');
    expect(mental.body.items.length).toBeGreaterThanOrEqual(20);
    expect(mental.body.items.every((e: { kind: string }) => e.kind === 'mental')).toBe(true);
    const knee = await as('admin').get('/admin/exercises?region=knee&kind=physical&per_page=100');
    expect(knee.body.items.length).toBeGreaterThan(0);
    expect(knee.body.items.every((e: { regions: string[] }) => e.regions.includes('knee'))).toBe(true);
    const byName = await as('admin').get(`/admin/exercises?search=${encodeURIComponent('chin tuck')}`);
    expect(byName.body.items.map((e: { slug: string }) => e.slug)).toContain('seated-chin-tuck');
    const page2 = await as('admin').get('/admin/exercises?per_page=10&page=2');
    const page1 = await as('admin').get('/admin/exercises?per_page=10&page=1');
    expect(page2.body.items[0].id).not.toBe(page1.body.items[0].id);
    expect((await as('admin').get('/admin/exercises?kind=dance')).status).toBe(400);
  });

  test('one exercise with both languages and all six tabs', async () => {
    const id = (
      await t.db
        .selectFrom('exercises')
        .select('id')
        .where('slug', '=', 'seated-chin-tuck')
        .executeTakeFirstOrThrow()
    ).id;
    const res = await as('service').get(`/admin/exercises/${id}`);
    expect(res.status).toBe(200);
    const seeded = exerciseCatalogue.find((e) => e.slug === 'seated-chin-tuck')!;
    expect(res.body).toMatchObject({ slug: seeded.slug, de: seeded.de, en: seeded.en, edited: false });
    expect((await as('service').get('/admin/exercises/99999999')).status).toBe(404);
  });
});

describe('create and update', () => {
  test('a new exercise in German and English shows in the app in each language and in the pain finder', async () => {
    const created = await as('admin').post('/admin/exercises', newExercise('head-relaxer'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'head-relaxer', edited: true, customIllustration: false });
    const id = created.body.id as number;

    const de = await as('subscriber').get(`/exercise/${id}?lang=de`);
    expect(de.status).toBe(200);
    expect(de.body).toMatchObject({ name: 'Kopf-Entspanner', regions: ['brain'] });
    expect(de.body.tabs.tip).toBe('de: Augen schließen / close your eyes.');
    const en = await as('subscriber').get(`/exercise/${id}?lang=en`);
    expect(en.body.name).toBe('Head relaxer');
    expect(en.body.tabs.sequence).toBe('en: 1. Einatmen\n2. Ausatmen');

    const painDe = await as('subscriber').get(painQuery('de'));
    expect(painDe.status).toBe(200);
    expect(painDe.body.exercise).toMatchObject({ id, name: 'Kopf-Entspanner' });
    const painEn = await as('subscriber').get(painQuery('en'));
    expect(painEn.body.exercise).toMatchObject({ id, name: 'Head relaxer' });

    // an edit is visible at once, in both languages
    const body = newExercise('head-relaxer') as Record<string, unknown>;
    delete body.slug;
    const updated = await as('service').put(`/admin/exercises/${id}`, {
      ...body,
      level: 2,
      de: texts('de', 'Kopf-Entspanner neu'),
      en: texts('en', 'Head relaxer new'),
    });
    expect(updated.status).toBe(200);
    expect((await as('subscriber').get(`/exercise/${id}?lang=de`)).body).toMatchObject({
      name: 'Kopf-Entspanner neu',
      level: 2,
    });
    expect((await as('subscriber').get(`/exercise/${id}?lang=en`)).body.name).toBe('Head relaxer new');
    // the generated figure gets a new address with the new name (it is cached for a week)
    expect(updated.body.illustration).not.toBe(created.body.illustration);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject', 'before', 'after'])
      .where('subject', '=', 'exercise:head-relaxer')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['exercise.created', 'exercise.updated']);
    expect(audit[1]!.before).toMatchObject({ level: 1, de: { name: 'Kopf-Entspanner' } });
    expect(audit[1]!.after).toMatchObject({ level: 2, de: { name: 'Kopf-Entspanner neu' } });
  });

  test('a used slug is a conflict; bad input is refused with the field named, and nothing changes', async () => {
    const used = await as('admin').post('/admin/exercises', newExercise('seated-chin-tuck'));
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('exercise_slug_used');

    const badSlug = await as('admin').post('/admin/exercises', newExercise('Not A Slug'));
    expect(badSlug.status).toBe(400);
    expect(Object.keys(badSlug.body.data.params)).toContain('slug');

    const row = await t.db
      .selectFrom('exercises')
      .select(['id', 'updated_at'])
      .where('slug', '=', 'seated-chin-tuck')
      .executeTakeFirstOrThrow();
    const before = (await as('admin').get(`/admin/exercises/${row.id}`)).body;
    const {
      id: _id,
      slug: _slug,
      illustration: _i,
      customIllustration: _c,
      edited: _e,
      updatedAt: _u,
      ...body
    } = before;
    const bad = await as('admin').put(`/admin/exercises/${row.id}`, {
      ...body,
      level: 4,
      regions: [],
      de: { ...before.de, tip: '   ' },
      en: { ...before.en, name: 'Changed' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect(Object.keys(bad.body.data.params).sort()).toEqual(['de.tip', 'level', 'regions']);
    expect(bad.body.data.params['de.tip']).toBe('Please fill in de.tip.');
    const slugChange = await as('admin').put(`/admin/exercises/${row.id}`, { ...body, slug: 'other-slug' });
    expect(slugChange.status).toBe(400);
    expect((await as('admin').get(`/admin/exercises/${row.id}`)).body).toEqual(before);
  });

  test('the seed leaves an exercise staff changed alone', async () => {
    const row = await t.db
      .selectFrom('exercises')
      .select('id')
      .where('slug', '=', 'head-relaxer')
      .executeTakeFirstOrThrow();
    const result = await t.db.transaction().execute((trx) => seedCatalogue(trx, exerciseCatalogue));
    expect(result.removed).toBe(0);
    expect((await as('admin').get(`/admin/exercises/${row.id}`)).body.de.name).toBe('Kopf-Entspanner neu');
  });
});

describe('illustration upload', () => {
  let id: number;
  beforeAll(async () => {
    id = (await as('admin').post('/admin/exercises', newExercise('upload-test'))).body.id as number;
  });

  test('the type is read from the bytes: an image is re-encoded to WebP and served with nosniff', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    // named and declared as SVG, but the bytes are a PNG
    const res = await as('service').upload(
      `/admin/exercises/${id}/illustration`,
      png,
      'x.svg',
      'image/svg+xml',
    );
    expect(res.status).toBe(200);
    expect(res.body.customIllustration).toBe(true);
    expect(res.body.illustration).toMatch(
      /^\/wp-json\/officefit\/v1\/exercise_illustration\/[0-9a-f]{32}\.webp$/,
    );
    const file = await request(t.app).get(res.body.illustration as string);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(file.body as Buffer).metadata()).format).toBe('webp');
    // the app shows the upload
    const app = await as('subscriber').get(`/exercise/${id}?lang=en`);
    expect(app.body.illustration).toBe(res.body.illustration);

    const removed = await request(t.app)
      .delete(`${V1}/admin/exercises/${id}/illustration`)
      .set('Authorization', `Bearer ${tokens.admin}`);
    expect(removed.status).toBe(200);
    expect(removed.body.customIllustration).toBe(false);
    expect((await request(t.app).get(res.body.illustration as string)).status).toBe(404);
  });

  test('SVG, text and oversized files are refused and nothing changes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await as('admin').upload(`/admin/exercises/${id}/illustration`, svg, 'x.png', 'image/png');
    expect(asSvg.status).toBe(400);
    expect(asSvg.body.code).toBe('rest_upload_type');
    const text = await as('admin').upload(
      `/admin/exercises/${id}/illustration`,
      Buffer.from('hello'),
      'x.jpg',
      'image/jpeg',
    );
    expect(text.body.code).toBe('rest_upload_type');
    const big = await as('admin').upload(
      `/admin/exercises/${id}/illustration`,
      Buffer.alloc(2 * 1024 * 1024 + 1, 1),
      'x.png',
      'image/png',
    );
    expect(big.status).toBe(413);
    expect((await as('admin').get(`/admin/exercises/${id}`)).body.customIllustration).toBe(false);
    const marketing = await request(t.app)
      .post(`${V1}/admin/exercises/${id}/illustration`)
      .set('Authorization', `Bearer ${tokens.marketing}`)
      .attach('file', Buffer.from('x'), { filename: 'x.png', contentType: 'image/png' });
    expect(marketing.status).toBe(403);
  });
});
