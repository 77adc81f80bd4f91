// CMS pictures (#39 point 8): the editor's upload (type sniffed from the bytes, size limit, alt text in both
// languages unless decorative), the sizes written in AVIF and WebP, authorisation, nothing written on bad input,
// the public files with a year's caching, a page saved with a picture, and the seed's pictures.
import request from 'supertest';
import sharp from 'sharp';
import { seedDatabase } from '../../seed/seed-database';
import { SEED_PICTURES } from '../../seed/marketing/seed-pictures';
import { useDemoAccounts, useTestApp } from '../test-app';
import { client, countRows } from '../marketing-fixtures';
import { countingStorage } from '../counting-storage';

const PICTURES = '/wp-json/officefit/v1/cms/pictures';
const CMS = '/wp-json/officefit/v1/cms/pages';

const storage = countingStorage();

const t = useTestApp({ storage });
const { token } = useDemoAccounts(t, ['demo', 'guest', 'marketing', 'admin', 'service']);
const api = client(t);

const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer();

function upload(file: Buffer, fields: Record<string, string>, who?: string, name = 'picture.jpg') {
  let req = request(t.app).post(PICTURES);
  if (who) req = req.set('Authorization', `Bearer ${token[who]}`);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('file', file, name);
}

const ALT = { alt_de: 'Eine Person dehnt sich.', alt_en: 'A person stretches.' };

async function nothingWritten(run: () => Promise<void>) {
  const before = { rows: await countRows(t.db, 'cms_pictures'), files: storage.keys.size };
  await run();
  expect(await countRows(t.db, 'cms_pictures')).toBe(before.rows);
  expect(await countRows(t.db, 'cms_picture_files')).toBe(await filesOfRows());
  expect(storage.keys.size).toBe(before.files);
}

async function filesOfRows() {
  return (await t.db.selectFrom('cms_picture_files').select('file_name').execute()).length;
}

describe('POST cms/pictures', () => {
  test('only administrator and marketing may upload or list; the role check comes first', async () => {
    const jpeg = await image(600, 400);
    await nothingWritten(async () => {
      expect((await upload(jpeg, ALT)).status).toBe(401);
      for (const who of ['demo', 'guest', 'service']) {
        expect((await upload(jpeg, ALT, who)).status).toBe(403);
        expect((await api.get(PICTURES, token[who])).status).toBe(403);
      }
    });
    expect((await api.get(PICTURES)).status).toBe(401);
    expect((await api.get(PICTURES, token.admin)).status).toBe(200);
  });

  test('bad input is refused with a clear code and writes nothing', async () => {
    const jpeg = await image(600, 400);
    await nothingWritten(async () => {
      const noFile = await request(t.app)
        .post(PICTURES)
        .set('Authorization', `Bearer ${token.marketing}`)
        .field('alt_de', 'x')
        .field('alt_en', 'y');
      expect(noFile.status).toBe(400);
      expect(noFile.body.code).toBe('rest_upload_missing');
      // the name and declared type say PNG, the bytes are text
      const text = await upload(Buffer.from('not an image at all'), ALT, 'marketing', 'x.png');
      expect(text.status).toBe(400);
      expect(text.body.code).toBe('rest_upload_type');
      const gif = await upload(await image(50, 50, 'gif'), ALT, 'marketing', 'x.gif');
      expect(gif.body.code).toBe('rest_upload_type');
      const noAlt = await upload(jpeg, { alt_de: 'Nur Deutsch' }, 'marketing');
      expect(noAlt.status).toBe(400);
      expect(Object.keys(noAlt.body.data.params)).toEqual(['alt_en']);
      const blank = await upload(jpeg, { alt_de: '  ', alt_en: 'x' }, 'marketing');
      expect(Object.keys(blank.body.data.params)).toEqual(['alt_de']);
      const tooBig = await upload(Buffer.alloc(8 * 1024 * 1024 + 1), ALT, 'marketing');
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.code).toBe('file_too_big');
    });
  });

  test('a large picture gets 480, 960 and 1600 px in AVIF and WebP, served for a year', async () => {
    const res = await upload(await image(2000, 1000), ALT, 'marketing');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      width: 2000,
      height: 1000,
      alt: { de: ALT.alt_de, en: ALT.alt_en },
      decorative: false,
    });
    const files = await t.db
      .selectFrom('cms_picture_files')
      .selectAll()
      .where('picture_id', '=', res.body.id)
      .orderBy('format')
      .orderBy('width')
      .execute();
    expect(files.map((f) => `${f.format}:${f.width}x${f.height}`)).toEqual([
      'avif:480x240',
      'avif:960x480',
      'avif:1600x800',
      'webp:480x240',
      'webp:960x480',
      'webp:1600x800',
    ]);
    for (const file of files) {
      const served = await request(t.app).get(`/wp-json/officefit/v1/cms_pictures/${file.file_name}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${file.format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.body as Buffer).metadata()).format).toBe(
        file.format === 'avif' ? 'heif' : 'webp',
      );
    }
    expect(res.body.thumbnail).toBe(`/wp-json/officefit/v1/cms_pictures/${files[3]!.file_name}`);
    // the middle WebP, which an article's featured image points at (#39 point 9)
    expect(res.body.src).toBe(`/wp-json/officefit/v1/cms_pictures/${files[4]!.file_name}`);
    const missing = await request(t.app).get(`/wp-json/officefit/v1/cms_pictures/${'0'.repeat(24)}-480.avif`);
    expect(missing.status).toBe(404);
  });

  test('a small picture is not enlarged; a decorative one needs no alt text', async () => {
    const res = await upload(await image(300, 200, 'png'), { decorative: 'true' }, 'admin', 'x.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 300, decorative: true, alt: { de: '', en: '' } });
    const widths = await t.db
      .selectFrom('cms_picture_files')
      .select('width')
      .where('picture_id', '=', res.body.id)
      .execute();
    expect(widths.map((w) => w.width)).toEqual([300, 300]);
  });
});

describe('pages with pictures', () => {
  test('a hero picture is stored with its files and the alt text of the version; an unknown id saves nothing', async () => {
    const picture = (await upload(await image(1200, 900), ALT, 'marketing')).body;
    const page = await t.db
      .selectFrom('cms_pages')
      .select('id')
      .where('slug', '=', 'team')
      .executeTakeFirstOrThrow();
    const hero = {
      type: 'hero',
      heading: 'Team',
      text: 'Wir',
      picture: { id: picture.id, src: 'https://evil.example/x.png' },
    };
    for (const lang of ['de', 'en'] as const) {
      const saved = await api.put(
        `${CMS}/${page.id}/${lang}`,
        { title: 'Team', blocks: [hero] },
        token.marketing,
      );
      expect(saved.status).toBe(200);
      const stored = saved.body.draft.blocks[0].picture;
      expect(stored).toMatchObject({ id: picture.id, width: 1200, height: 900, alt: ALT[`alt_${lang}`] });
      expect(stored.src).toMatch(/^\/wp-json\/officefit\/v1\/cms_pictures\/[a-f0-9]{24}-\d+\.webp$/);
      expect(stored.avif).toMatch(/-480\.avif 480w, .*-960\.avif 960w$/);
      expect(stored.webp).toMatch(/-480\.webp 480w, .*-960\.webp 960w$/);
    }
    const revisions = await countRows(t.db, 'cms_page_revisions');
    const unknown = await api.put(
      `${CMS}/${page.id}/de`,
      { title: 'Team', blocks: [{ ...hero, picture: { id: 999_999 } }] },
      token.marketing,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('cms_picture_not_found');
    const badId = await api.put(
      `${CMS}/${page.id}/de`,
      { title: 'Team', blocks: [{ ...hero, picture: { id: 'x' } }] },
      token.marketing,
    );
    expect(badId.status).toBe(400);
    expect(await countRows(t.db, 'cms_page_revisions')).toBe(revisions);
  });

  test('the seed uploads its pictures through the same path, once, and shows them in the heroes', async () => {
    await seedDatabase(t.db, { storage });
    const seeded = await countRows(t.db, 'cms_pictures');
    await seedDatabase(t.db, { storage });
    expect(await countRows(t.db, 'cms_pictures')).toBe(seeded);
    for (const { slug, alt } of SEED_PICTURES) {
      for (const lang of ['de', 'en'] as const) {
        const [page] = (await api.get(`/wp-json/wp/v2/pages?slug=${slug}&lang=${lang}`)).body;
        const hero = page.blocks.find((b: { type: string }) => b.type === 'hero');
        expect(hero.picture).toMatchObject({ width: 1200, height: 900, alt: alt[lang] });
        const first = hero.picture.avif.split(' ')[0];
        expect((await request(t.app).get(first)).headers['content-type']).toBe('image/avif');
      }
    }
  }, 60_000);
});

describe('articles with pictures (#39 point 9)', () => {
  const POSTS = '/wp-json/officefit/v1/cms/posts';

  async function publish(body: object): Promise<number> {
    const created = await api.post(POSTS, body, token.marketing);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await api.put(`${POSTS}/${id}`, { status: 'publish' }, token.marketing)).status).toBe(200);
    return id;
  }

  test('the featured picture is served with its alt text in the article language', async () => {
    const picture = (await upload(await image(1200, 800), ALT, 'marketing')).body;
    const de = await publish({ lang: 'de', slug: 'bild-de', title: 'Bild', featured_url: picture.src });
    const en = await publish({ lang: 'en', slug: 'bild-en', title: 'Picture', featured_url: picture.src });
    const typed = await publish({
      lang: 'de',
      slug: 'bild-pfad',
      title: 'Pfad',
      featured_url: '/images/x.svg',
    });
    for (const [id, alt] of [
      [de, ALT.alt_de],
      [en, ALT.alt_en],
      [typed, ''],
    ] as const) {
      const post = (await api.get(`/wp-json/wp/v2/posts/${id}?_embed=1`)).body;
      expect(post.more_data.featured_alt).toBe(alt);
      expect(post._embedded['wp:featuredmedia'][0].alt_text).toBe(alt);
    }
    const none = (await api.get(`/wp-json/wp/v2/posts?slug=bild-pfad&lang=de`)).body[0];
    expect(none.more_data.featured_alt).toBe('');
  });

  test('a picture in the body must be an uploaded one with alt text; readers get it lazily loaded', async () => {
    const picture = (await upload(await image(1200, 800), ALT, 'marketing')).body;
    const img = `<img src="${picture.src}" alt="Dehnen &amp; Atmen" width="1200" height="800" />`;
    const id = await publish({ lang: 'de', slug: 'bild-im-text', title: 'Bild', content: `<p>a</p>${img}` });
    expect((await api.get(`${POSTS}/${id}`, token.marketing)).body.content).toBe(`<p>a</p>${img}`);
    const served = (await api.get(`/wp-json/wp/v2/posts/${id}`)).body.content.rendered;
    expect(served).toBe(`<p>a</p>${img.replace(' />', ' loading="lazy" />')}`);

    const refused: [string, string][] = [
      [
        '<img src="https://evil.example/x.webp" alt="x" />',
        'content has a picture that is not an uploaded CMS picture: https://evil.example/x.webp',
      ],
      [`<img src="${picture.src}" />`, 'content has a picture without alt text.'],
      [`<img src="${picture.src}" alt="" />`, 'content has a picture without alt text.'],
      [
        `<img src="${picture.src}" alt="x" width="50%" />`,
        'content has a picture whose width is not a number of pixels.',
      ],
      [`<img src="${picture.src}" alt="x" onerror="x()" />`, 'content uses the attribute onerror on <img>.'],
    ];
    for (const [html, message] of refused) {
      const res = await api.put(`${POSTS}/${id}`, { content: html }, token.marketing);
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ content: message });
    }
    // rows written past the validator (a migration, an import) reach readers without the foreign picture
    await t.db
      .updateTable('posts')
      .set({ content: '<p>a</p><img src="https://evil.example/x.webp" alt="x"><img src="/x.png">' })
      .where('id', '=', id)
      .execute();
    await api.put(`${POSTS}/${id}`, { title: 'Bild neu' }, token.marketing);
    expect((await api.get(`/wp-json/wp/v2/posts/${id}`)).body.content.rendered).toBe('<p>a</p>');
  });
});
