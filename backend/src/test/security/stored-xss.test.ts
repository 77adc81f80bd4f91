// Stored XSS (issue 17 "Stored content"): hostile payloads stored in fields another person sees. HTML fields
// (article content, CMS text blocks) are refused on save and, when a row got around the validator, served
// sanitized; text fields come back as the same text in JSON (never as HTML), which React renders escaped.
import { sql } from 'kysely';
import { useClockedTestApp } from '../clocked-app';
import { communityHelpers } from '../community-fixtures';
import { client, insertPost } from '../marketing-fixtures';
import { useDemoAccounts } from '../test-app';

/** Payloads of the usual kinds: markup, handlers, script URLs, SVG, srcdoc, CSS, quote breaking, templates, unicode. */
export const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">klick</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">klick</a>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss=1);width:expression(window.__xss=1)">x</p>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '\uFF1Cscript\uFF1Ewindow.__xss=1\uFF1C/script\uFF1E',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '\u202Egnp.exe<img src=x onerror=window.__xss=1>',
  '<math><mtext><img src=x onerror=window.__xss=1></mtext></math>',
];

/** What must never be in HTML served to a reader. */
const ACTIVE = /<script|<iframe|<svg|<img|<math|<style|\son[a-z]+\s*=|javascript:|srcdoc|expression\(/i;

let n = 0;

const t = useClockedTestApp('2026-03-04T09:00:00Z');
const { token } = useDemoAccounts(t, ['demo', 'marketing', 'service', 'admin']);
const h = communityHelpers(t);
const api = client(t);

describe('HTML fields: refused on save, sanitized when served', () => {
  const CMS = '/wp-json/officefit/v1/cms';

  test.each(PAYLOADS.filter((p) => /</.test(p)))(
    'an article with %j is refused with 400',
    async (payload) => {
      const res = await api.post(
        `${CMS}/posts`,
        { lang: 'de', slug: `xss-${++n}`, title: 'XSS', content: `<p>ok</p>${payload}` },
        token.marketing,
      );
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(
        (await t.db.selectFrom('posts').select('id').where('slug', '=', `xss-${n}`).execute()).length,
      ).toBe(0);
    },
  );

  test('an article row written around the validator is served sanitized to readers and to the editor', async () => {
    const content = `<h2>Titel</h2><p>Text <a href="/faq">FAQ</a></p>${PAYLOADS.join('<br>')}`;
    const id = await insertPost(t.db, { slug: `raw-${++n}`, content, title: PAYLOADS[1] });
    const served = await api.get(`/wp-json/wp/v2/posts/${id}`, token.demo);
    expect(served.status).toBe(200);
    expect(served.body.content.rendered).toContain('<h2>Titel</h2><p>Text <a href="/faq">FAQ</a></p>');
    expect(served.body.content.rendered).not.toMatch(ACTIVE);
    // the title is text: escaped as WordPress does in `rendered`
    expect(served.body.title.rendered).toBe('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
    const list = await api.get(`/wp-json/wp/v2/posts?include=${id}`, token.demo);
    expect(list.body[0].content.rendered).not.toMatch(ACTIVE);
    expect(list.body[0].title.rendered).not.toMatch(/</);
    const editor = await api.get(`${CMS}/posts/${id}`, token.marketing);
    expect(editor.status).toBe(200);
    expect(editor.body.content).not.toMatch(ACTIVE);
  });

  test('a CMS text block written around the validator is served sanitized (pages API and prerender input)', async () => {
    const page = await t.db
      .selectFrom('cms_pages as p')
      .innerJoin('cms_page_versions as v', 'v.page_id', 'p.id')
      .select(['p.slug', 'v.published_revision_id'])
      .where('v.lang', '=', 'de')
      .where('v.published_revision_id', 'is not', null)
      .where('p.slug', '=', 'team')
      .executeTakeFirstOrThrow();
    const revision = await t.db
      .selectFrom('cms_page_revisions')
      .select('blocks')
      .where('id', '=', page.published_revision_id!)
      .executeTakeFirstOrThrow();
    const blocks = [
      ...(revision.blocks as unknown[]),
      { type: 'text', id: 'xss', html: `<p>sichtbar</p>${PAYLOADS.join('')}` },
    ];
    await t.db
      .updateTable('cms_page_revisions')
      .set({ blocks: sql`${JSON.stringify(blocks)}::jsonb` })
      .where('id', '=', page.published_revision_id!)
      .execute();
    const res = await api.get('/wp-json/wp/v2/pages?slug=team');
    const text = (res.body[0].blocks as Array<{ id?: string; html?: string }>).find((b) => b.id === 'xss');
    expect(text?.html).toContain('<p>sichtbar</p>');
    expect(text?.html).not.toMatch(ACTIVE);
  });

  test('saving a CMS page with hostile HTML in a text block is refused', async () => {
    const { id } = await t.db
      .selectFrom('cms_pages')
      .select('id')
      .where('slug', '=', 'team')
      .executeTakeFirstOrThrow();
    for (const payload of PAYLOADS.filter((p) => /</.test(p)).slice(0, 8)) {
      const res = await api.put(
        `${CMS}/pages/${id}/de`,
        { title: 'Team', description: '', blocks: [{ type: 'text', id: 'x', html: `<p>ok</p>${payload}` }] },
        token.marketing,
      );
      expect(res.status).toBe(400);
    }
  });
});

describe('text fields: the same text back, as JSON, never as markup', () => {
  // (the gateway adds `X-Content-Type-Options: nosniff` to every answer: gateway/src/__tests__/security.test.ts)
  const asJson = (res: { headers: Record<string, string> }) => {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  };

  test('habit names', async () => {
    const user = await h.user(`xss-habit-${++n}@example.com`, { participating: false });
    for (const payload of PAYLOADS.slice(0, 6)) {
      const res = await h.put(user.token, 'habits', {
        habits: [{ name: payload, typ: 'movement', from: '2026-03-04', to: '2026-03-18' }],
      });
      if (res.status !== 200) {
        // a name the validator refuses is fine too, as long as nothing is stored
        expect(res.status).toBe(400);
        continue;
      }
      asJson(res);
      const names = (res.body.habits as Array<{ name: string }>).map((x) => x.name);
      expect(names).toContain(payload.trim());
    }
  });

  test('nicknames, as a colleague sees them in the ranking', async () => {
    for (const payload of PAYLOADS.slice(0, 5)) {
      const owner = await h.user(`xss-nick-${++n}@example.com`, { points: 10 });
      const profile = await h.put(owner.token, 'me/profile', { nickname: payload.slice(0, 40) });
      if (profile.status === 400) continue; // refused: nothing to render
      expect(profile.status).toBe(200);
      const viewer = await h.user(`xss-view-${++n}@example.com`);
      const ranking = await h.get(viewer.token, 'ranking_full');
      expect(ranking.status).toBe(200);
      asJson(ranking);
      expect(JSON.stringify(ranking.body)).toContain(JSON.stringify(payload.slice(0, 40)).slice(1, -1));
    }
  });

  test('challenge team names, as the opponent sees them', async () => {
    const owner = await h.user(`xss-owner-${++n}@example.com`, { points: 500 });
    const opponent = await h.user(`xss-opp-${++n}@example.com`, { points: 500 });
    const name = PAYLOADS[1]!.slice(0, 30);
    const created = await h.duel(owner, opponent, { team_name: name });
    if (created.status === 400) return; // refused: nothing stored to render
    expect(created.status).toBe(201);
    const list = await h.get(opponent.token, 'challenge');
    asJson(list);
    expect(JSON.stringify(list.body)).toContain(JSON.stringify(name).slice(1, -1));
  });

  test.each([false, true])(
    'contact and trial requests (trial %s), as staff read them: the text sent',
    async (trial) => {
      const name = PAYLOADS[7]!.slice(0, 60);
      const company = PAYLOADS[8]!.slice(0, 60);
      const message = `Hallo ${PAYLOADS.slice(0, 4).join(' ')}`;
      const res = await api
        .post('/wp-json/officefit/v1/contact', {
          name,
          email: `xss-${trial}@firma.example`,
          company,
          phone: '+49 30 123456',
          message,
          consent: true,
          trial,
        })
        .set('X-Forwarded-For', trial ? '198.51.100.251' : '198.51.100.250');
      expect(res.status).toBe(201);
      const list = await api.get(
        `/wp-json/officefit/v1/admin/requests?kind=${trial ? 'trial' : 'contact'}&per_page=100`,
        token.service,
      );
      asJson(list);
      const row = (list.body as Array<Record<string, unknown>>).find(
        (r) => r.email === `xss-${trial}@firma.example`,
      );
      expect(row).toMatchObject({ name, company, message });
    },
  );

  test('company and department names, as the account owner and staff read them', async () => {
    const name = PAYLOADS[1]!.slice(0, 60);
    const created = await api.post('/wp-json/officefit/v1/admin/companies', { name }, token.admin);
    expect(created.status).toBe(201);
    asJson(created);
    expect(created.body.name).toBe(name);
    const sub = await api.post(
      `/wp-json/officefit/v1/admin/companies/${created.body.id}/subcategories`,
      { kind: 'department', name: PAYLOADS[4]!.slice(0, 60) },
      token.admin,
    );
    expect(sub.status).toBe(201);
    expect(sub.body.name).toBe(PAYLOADS[4]!.slice(0, 60));
    const read = await api.get(`/wp-json/officefit/v1/admin/companies/${created.body.id}`, token.service);
    asJson(read);
    expect(JSON.stringify(read.body)).toContain(JSON.stringify(name).slice(1, -1));
  });
});
