// CMS pages: public wp/v2/pages (published only), editor roles, draft vs published, publish, revisions and
// restore, block validation (bad input: clear error, nothing written). Uses the seeded landing pages.
import { useDemoAccounts, useTestApp } from '../test-app';
import { client, countRows } from '../marketing-fixtures';
import { expectWpError } from '../wp-error';

const t = useTestApp();
const { token } = useDemoAccounts(t, ['demo', 'guest', 'marketing', 'admin', 'service']);
const api = client(t);

const PAGES = '/wp-json/wp/v2/pages';
const CMS = '/wp-json/officefit/v1/cms/pages';

async function pageId(slug: string): Promise<number> {
  return (await t.db.selectFrom('cms_pages').select('id').where('slug', '=', slug).executeTakeFirstOrThrow())
    .id;
}

const heroText = (page: { blocks: Array<{ type: string; text?: string }> }) =>
  page.blocks.find((b) => b.type === 'hero')?.text;

describe('GET wp/v2/pages', () => {
  test('every landing page is published in both languages, WordPress-like', async () => {
    for (const slug of ['', 'intro', 'for_you', 'for_your_company', 'team', 'faq']) {
      for (const lang of ['de', 'en']) {
        const res = await api.get(`${PAGES}?slug=${slug}&lang=${lang}`);
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(1);
        expect(res.headers['x-wp-total']).toBe('1');
        const [page] = res.body;
        expect(page).toEqual({
          id: await pageId(slug),
          slug,
          lang,
          title: { rendered: expect.any(String) },
          excerpt: { rendered: expect.any(String) },
          blocks: expect.any(Array),
          modified: expect.any(String),
          status: 'publish',
        });
        expect(page.blocks.length).toBeGreaterThan(0);
        expect(JSON.stringify(page)).not.toMatch(/https?:\/\//);
      }
    }
    const faq = (await api.get(`${PAGES}?slug=faq&lang=de`)).body[0];
    expect(faq.blocks.find((b: { type: string }) => b.type === 'faq').items.length).toBeGreaterThanOrEqual(
      10,
    );
    const company = (await api.get(`${PAGES}?slug=for_your_company&lang=en`)).body[0];
    expect(
      company.blocks.some((b: { type: string; trial?: boolean }) => b.type === 'contact_form' && b.trial),
    ).toBe(true);
  });

  test('German by default; a slash-path works; unknown or unpublished → []; bad slug → 400', async () => {
    const de = await api.get(`${PAGES}?slug=team`);
    expect(de.body[0].lang).toBe('de');
    expect((await api.get(`${PAGES}?slug=%2Fteam`)).body[0].id).toBe(de.body[0].id);
    expect((await api.get(`${PAGES}?slug=special%2Fsummer`)).body).toEqual([]);
    const bad = await api.get(`${PAGES}?slug=..%2Fetc`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect(Object.keys(bad.body.data.params)).toEqual(['slug']);
    expect((await api.get(`${PAGES}?lang=xx`)).status).toBe(400);
    // without slug: every published page of the language
    expect((await api.get(`${PAGES}?lang=en`)).body).toHaveLength(14);
  });
});

describe('CMS editor', () => {
  test('roles: administrator and marketing only', async () => {
    for (const who of ['demo', 'guest', 'service']) {
      const res = await api.get(CMS, token[who]);
      expectWpError(res, 403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    }
    expect((await api.get(CMS)).status).toBe(401);
    const id = await pageId('team');
    expect((await api.put(`${CMS}/${id}/de`, { title: 'x', blocks: [] }, token.demo)).status).toBe(403);
    expect((await api.post(`${CMS}/${id}/de/publish`, {}, token.service)).status).toBe(403);
    expect((await api.get(CMS, token.admin)).status).toBe(200);
  });

  test('the page list shows the state per language', async () => {
    const res = await api.get(CMS, token.marketing);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { path: string }) => p.path)).toEqual([
      '/',
      '/intro',
      '/for_you',
      '/for_your_company',
      '/team',
      '/faq',
      '/special/about-us',
      '/special/career',
      '/special/good-to-know',
      '/special/imprint',
      '/special/privacy',
      '/special/references',
      '/special/support',
      '/special/terms',
    ]);
    expect(res.body[0].versions.de).toMatchObject({ state: 'published', title: expect.any(String) });
    expect(res.body[0].versions.de.draft_revision).toBe(res.body[0].versions.de.published_revision);
  });

  test('save a draft (visitors still see the published text), publish, revisions, restore', async () => {
    const id = await pageId('for_your_company');
    const original = (await api.get(`${PAGES}?slug=for_your_company&lang=de`)).body[0];
    const originalEn = (await api.get(`${PAGES}?slug=for_your_company&lang=en`)).body[0];
    const version = await api.get(`${CMS}/${id}/de`, token.marketing);
    expect(version.status).toBe(200);
    expect(version.body.state).toBe('published');
    expect(version.body.draft.blocks).toEqual(original.blocks);
    const seedRevision = version.body.draft.revision as number;

    // save a draft with a new hero text
    const blocks = structuredClone(version.body.draft.blocks) as Array<{ type: string; text?: string }>;
    blocks.find((b) => b.type === 'hero')!.text = 'Neuer Hero-Text für Unternehmen.';
    const saved = await api.put(
      `${CMS}/${id}/de`,
      { title: version.body.draft.title, description: version.body.draft.description, blocks },
      token.marketing,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.state).toBe('changed');
    expect(heroText(saved.body.draft)).toBe('Neuer Hero-Text für Unternehmen.');
    expect(heroText(saved.body.published)).toBe(heroText(original));
    // not live yet
    expect(heroText((await api.get(`${PAGES}?slug=for_your_company&lang=de`)).body[0])).toBe(
      heroText(original),
    );

    // publish: live at once, English untouched
    const published = await api.post(`${CMS}/${id}/de/publish`, {}, token.marketing);
    expect(published.status).toBe(200);
    expect(published.body.state).toBe('published');
    const live = (await api.get(`${PAGES}?slug=for_your_company&lang=de`)).body[0];
    expect(heroText(live)).toBe('Neuer Hero-Text für Unternehmen.');
    expect((await api.get(`${PAGES}?slug=for_your_company&lang=en`)).body[0]).toEqual(originalEn);

    // every save is a revision, newest first
    const revisions = await api.get(`${CMS}/${id}/de/revisions`, token.marketing);
    expect(revisions.status).toBe(200);
    expect(revisions.headers['x-wp-total']).toBe('2');
    expect(revisions.body).toEqual([
      expect.objectContaining({
        action: 'save',
        is_draft: true,
        is_published: true,
        was_published: true,
        author: expect.objectContaining({ name: 'Mia Marketing' }),
      }),
      expect.objectContaining({
        id: seedRevision,
        action: 'seed',
        is_draft: false,
        is_published: false,
        was_published: true,
      }),
    ]);
    const old = await api.get(`${CMS}/${id}/de/revisions/${seedRevision}`, token.marketing);
    expect(heroText(old.body)).toBe(heroText(original));

    // restore the seed revision as the draft: not live until published
    const restored = await api.post(`${CMS}/${id}/de/revisions/${seedRevision}/restore`, {}, token.marketing);
    expect(restored.status).toBe(200);
    expect(restored.body.state).toBe('changed');
    expect(heroText(restored.body.draft)).toBe(heroText(original));
    expect(heroText((await api.get(`${PAGES}?slug=for_your_company&lang=de`)).body[0])).toBe(
      'Neuer Hero-Text für Unternehmen.',
    );
    await api.post(`${CMS}/${id}/de/publish`, {}, token.marketing);
    expect((await api.get(`${PAGES}?slug=for_your_company&lang=de`)).body[0].blocks).toEqual(original.blocks);
    const after = (await api.get(`${CMS}/${id}/de/revisions`, token.marketing)).body;
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ action: 'restore', restored_from: seedRevision, is_published: true });

    // restore with publish: true in one step
    const saveRevision = after[1].id as number;
    const oneStep = await api.post(
      `${CMS}/${id}/de/revisions/${saveRevision}/restore`,
      { publish: true },
      token.admin,
    );
    expect(oneStep.body.state).toBe('published');
    expect(heroText((await api.get(`${PAGES}?slug=for_your_company&lang=de`)).body[0])).toBe(
      'Neuer Hero-Text für Unternehmen.',
    );
  });

  test('special pages: create, save, publish, unpublish, delete; fixed pages cannot be deleted', async () => {
    const created = await api.post(CMS, { slug: 'special/summer-challenge' }, token.marketing);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'special/summer-challenge',
      path: '/special/summer-challenge',
      versions: { de: { state: 'empty' }, en: { state: 'empty' } },
    });
    const id = created.body.id as number;
    expect((await api.post(CMS, { slug: 'special/summer-challenge' }, token.marketing)).status).toBe(409);
    expect((await api.post(`${CMS}/${id}/en/publish`, {}, token.marketing)).body.code).toBe(
      'rest_invalid_state',
    );
    const saved = await api.put(
      `${CMS}/${id}/en`,
      { title: 'Summer challenge', blocks: [{ type: 'cta', heading: 'Join', label: 'Go', href: '/blog' }] },
      token.marketing,
    );
    expect(saved.body).toMatchObject({ state: 'draft', published: null, draft: { description: '' } });
    expect((await api.get(`${PAGES}?slug=special/summer-challenge&lang=en`)).body).toEqual([]);
    await api.post(`${CMS}/${id}/en/publish`, {}, token.marketing);
    expect((await api.get(`${PAGES}?slug=special/summer-challenge&lang=en`)).body[0].title.rendered).toBe(
      'Summer challenge',
    );
    expect((await api.get(`${PAGES}?slug=special/summer-challenge&lang=de`)).body).toEqual([]);
    const unpublished = await api.post(`${CMS}/${id}/en/unpublish`, {}, token.marketing);
    expect(unpublished.body.state).toBe('draft');
    expect((await api.get(`${PAGES}?slug=special/summer-challenge&lang=en`)).body).toEqual([]);
    expect((await api.del(`${CMS}/${id}`, token.marketing)).body).toEqual({ deleted: true, id });
    expect((await api.get(`${CMS}/${id}/en`, token.marketing)).status).toBe(404);
    const fixed = await api.del(`${CMS}/${await pageId('faq')}`, token.admin);
    expect(fixed.status).toBe(409);
    expect(fixed.body.code).toBe('rest_invalid_state');
  });

  test('bad blocks: a clear error per field, and nothing written', async () => {
    const id = await pageId('team');
    const before = [await countRows(t.db, 'cms_page_revisions'), await countRows(t.db, 'cms_page_versions')];
    const draftBefore = (await api.get(`${CMS}/${id}/de`, token.marketing)).body;
    const cases: Array<[unknown[], Record<string, string>]> = [
      [
        [{ type: 'carousel' }],
        {
          'blocks.0.type':
            'type must be one of hero, text, features, testimonials, experts, team, faq, cta, contact_form, prices.',
        },
      ],
      [[{ type: 'hero', heading: 'H' }], { 'blocks.0.text': 'blocks.0.text is a required parameter.' }],
      [
        [{ type: 'hero', heading: 'H', text: 'T', ctaLabel: 'Go' }],
        { 'blocks.0.ctaHref': 'blocks.0.ctaHref is a required parameter.' },
      ],
      [
        [{ type: 'cta', heading: 'H', label: 'L', href: 'https://evil.example.com' }],
        {
          'blocks.0.href':
            'must be a site path starting with /, an #anchor or a mailto: address (no external URLs).',
        },
      ],
      [
        [{ type: 'text', html: '<iframe src="/x"></iframe>' }],
        { 'blocks.0.html': expect.stringContaining('uses <iframe>') as unknown as string },
      ],
      [[{ type: 'faq', items: [] }], { 'blocks.0.items': 'needs at least one entry.' }],
      [
        [{ type: 'faq', items: [{ question: 'Q', answer: '' }] }],
        { 'blocks.0.items.0.answer': 'must not be empty.' },
      ],
      [
        [{ type: 'team', members: [{ name: 'A', role: 'B', image: 'http://x/y.png' }] }],
        { 'blocks.0.members.0.image': 'must be a site path starting with / (no external URLs).' },
      ],
      [[{ type: 'contact_form', trial: 'yes' }], { 'blocks.0.trial': 'must be true or false.' }],
      [
        [{ type: 'features', items: [{ title: 'T', text: 'X', colour: 'red' }] }],
        { 'blocks.0.items.0.colour': 'blocks.0.items.0.colour is not a valid parameter.' },
      ],
    ];
    for (const [blocks, params] of cases) {
      const res = await api.put(`${CMS}/${id}/de`, { title: 'Team', blocks }, token.marketing);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual(params);
    }
    expect(
      (await api.put(`${CMS}/${id}/de`, { title: '', blocks: [] }, token.marketing)).body.data.params,
    ).toEqual({
      title: 'title must not be empty.',
    });
    expect(
      (await api.put(`${CMS}/${id}/de`, { title: 'T', blocks: 'x' }, token.marketing)).body.data.params,
    ).toEqual({
      blocks: 'blocks must be a list.',
    });
    expect((await api.put(`${CMS}/${id}/fr`, { title: 'T', blocks: [] }, token.marketing)).status).toBe(400);
    expect((await api.put(`${CMS}/999999/de`, { title: 'T', blocks: [] }, token.marketing)).body.code).toBe(
      'rest_page_invalid_id',
    );
    expect((await api.get(`${CMS}/${id}/de/revisions/999999`, token.marketing)).body.code).toBe(
      'rest_revision_invalid_id',
    );
    // a revision of the English version is not one of the German version
    const enRevision = (await api.get(`${CMS}/${id}/en`, token.marketing)).body.draft.revision;
    expect(
      (await api.post(`${CMS}/${id}/de/revisions/${enRevision}/restore`, {}, token.marketing)).status,
    ).toBe(404);
    expect((await api.post(CMS, { slug: 'special/Bad Name' }, token.marketing)).status).toBe(400);
    expect((await api.post(CMS, { slug: 'blog' }, token.marketing)).status).toBe(400);

    expect([await countRows(t.db, 'cms_page_revisions'), await countRows(t.db, 'cms_page_versions')]).toEqual(
      before,
    );
    expect((await api.get(`${CMS}/${id}/de`, token.marketing)).body).toEqual(draftBefore);
  });
});
