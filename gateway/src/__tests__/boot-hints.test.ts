import { remoteFor, scriptSafeJson, withBootHints } from '../boot-hints';
import type { AppManifest } from '../manifest';

const MANIFEST: AppManifest = {
  buildId: 'b1',
  remotes: [
    {
      name: 'training',
      entry: '/remotes/training/mf-manifest.json',
      routes: [
        { id: 'home', path: '/home' },
        { id: 'exercise', path: '/exercise/:id' },
      ],
    },
    {
      name: 'community',
      entry: 'https://cdn.example.com/community/mf-manifest.json',
      routes: [{ id: 'score', path: '/score' }],
    },
  ],
  config: { analyticsUrl: null },
};
const HTML =
  '<!doctype html><html><head><title>x</title><script defer src="/main.js"></script></head><body></body></html>';

test('the page carries the runtime manifest inline, readable as JSON', () => {
  const page = withBootHints(HTML, MANIFEST, '/home');
  const inline = /<script id="app-manifest" type="application\/json">(.*?)<\/script>/.exec(page);
  expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(MANIFEST);
  expect(page.indexOf('id="app-manifest"')).toBeLessThan(page.indexOf('</head>'));
});

test("the route's remote manifest is preloaded; a remote elsewhere or a path of no remote gets no hint", () => {
  expect(withBootHints(HTML, MANIFEST, '/exercise/12')).toContain(
    '<link rel="preload" href="/remotes/training/mf-manifest.json" as="fetch" crossorigin>',
  );
  expect(withBootHints(HTML, MANIFEST, '/score')).not.toContain('rel="preload"');
  expect(withBootHints(HTML, MANIFEST, '/nowhere')).not.toContain('rel="preload"');
  expect(remoteFor(MANIFEST, '/exercise/12')?.name).toBe('training');
});

test('text in the manifest cannot close the script element', () => {
  const json = scriptSafeJson({ label: '</script><script>alert(1)</script>\u2028' });
  expect(json).not.toMatch(/<\/?script/i);
  expect(JSON.parse(json)).toEqual({ label: '</script><script>alert(1)</script>\u2028' });
});

test('a page without a head is left alone', () => {
  expect(withBootHints('<p>x</p>', MANIFEST, '/home')).toBe('<p>x</p>');
});
