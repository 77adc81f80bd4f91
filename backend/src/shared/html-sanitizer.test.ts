import {
  ACTIVE_CONTENT,
  ACTIVE_LEFTOVER,
  DROPPED_ELEMENT_SNIPPETS,
  HOSTILE_HREFS,
  htmlProblem,
  NORMALISED_HREFS,
  OWN_PICTURE_SRC,
  REFUSED_PICTURES,
  RICH_TEXT_EDITOR_OUTPUTS,
} from './domain';
import { sanitizeBlocks, sanitizeHtmlForReaders, sanitizeStoredHtml } from './html-sanitizer';

describe('sanitizeStoredHtml: sanitize-html with the one HTML rule set', () => {
  it('keeps what editors use, unchanged', () => {
    const html =
      '<h2>Titel</h2><p>Text <strong>fett</strong> <em>schön</em><br />mehr</p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote><h3>Mehr</h3>' +
      '<p><a href="/faq">FAQ</a> <a href="#top">oben</a> <a href="mailto:info@example.com">Mail</a> ' +
      '<a href="https://example.com/x?y=1">extern</a> a &lt; b &amp; c</p>';
    expect(sanitizeStoredHtml(html)).toBe(html);
    expect(htmlProblem(sanitizeStoredHtml(html))).toBeNull();
  });

  // the article editor emits the rule set as sanitize-html spells it (mf-admin rich-text-editor test)
  it.each(Object.entries(RICH_TEXT_EDITOR_OUTPUTS))(
    'stores the article editor output "%s" unchanged',
    (_name, html) => {
      expect(sanitizeStoredHtml(html)).toBe(html);
      expect(htmlProblem(html)).toBeNull();
    },
  );

  it.each([
    ['<script>window.__xss=1</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="window.__xss=1"><p>ok</p>', '<p>ok</p>'],
    ['<svg onload="window.__xss=1"><circle /></svg>ok', 'ok'],
    ['<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>ok', 'ok'],
    ['<p style="background:url(javascript:alert(1))" onclick="x()">ok</p>', '<p>ok</p>'],
    ['<style>p{background:url(javascript:alert(1))}</style><p>ok</p>', '<p>ok</p>'],
    ['<div><span class="x">ok</span></div>', 'ok'],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>ok', 'ok'],
    ['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['<!-- <img src=x onerror=alert(1)> -->ok', 'ok'],
    ['<p title="a" id="b">ok</p>', '<p>ok</p>'],
    ['<p>"><img src=x onerror=alert(1)></p>', '<p>"&gt;</p>'],
  ])('drops %s', (input, expected) => {
    expect(sanitizeStoredHtml(input)).toBe(expected);
  });

  it.each(HOSTILE_HREFS)('removes the link target %j but keeps the text', (href) => {
    const out = sanitizeStoredHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`);
    expect(out).toBe('<a>x</a>');
    expect(sanitizeHtmlForReaders(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
  });

  it.each(NORMALISED_HREFS)('writes the kept link %j as the browser reads it', (typed, kept) => {
    expect(sanitizeStoredHtml(`<a href="${typed}">x</a>`)).toBe(`<a href="${kept}">x</a>`);
  });

  it.each(DROPPED_ELEMENT_SNIPPETS)(
    'removes <$element>, which the validator refuses, with its content',
    ({ html }) => {
      expect(sanitizeStoredHtml(html)).toBe('<p>a</p>');
    },
  );

  it.each(ACTIVE_CONTENT)('leaves nothing active of %s', (html) => {
    expect(sanitizeStoredHtml(html)).not.toMatch(ACTIVE_LEFTOVER);
  });

  it.each(REFUSED_PICTURES)('removes a picture with %s whole', (_why, html) => {
    expect(sanitizeStoredHtml(`<p>a</p>${html}`)).toBe('<p>a</p>');
    expect(sanitizeHtmlForReaders(`<p>a</p>${html}`)).toBe('<p>a</p>');
  });

  it('keeps a picture of ours with its alt text and size only; readers get it loading lazily', () => {
    const typed = `<img src="${OWN_PICTURE_SRC}" alt="Dehnen" width="960" height="100%" title="t" class="c" onerror="x()" loading="eager" />`;
    expect(sanitizeStoredHtml(typed)).toBe(`<img src="${OWN_PICTURE_SRC}" alt="Dehnen" width="960" />`);
    expect(sanitizeHtmlForReaders(typed)).toBe(
      `<img src="${OWN_PICTURE_SRC}" alt="Dehnen" width="960" loading="lazy" />`,
    );
    expect(htmlProblem(sanitizeStoredHtml(typed))).toBeNull();
  });

  it('is idempotent and its output passes the save validator', () => {
    const hostile =
      '<p onclick=x>a<b>b</b><a href="https://x.example" target=_blank rel=opener>c</a><br>' +
      '<script>1</script>&nbsp;{{constructor.constructor("alert(1)")()}}</p>';
    const once = sanitizeStoredHtml(hostile);
    expect(sanitizeStoredHtml(once)).toBe(once);
    expect(htmlProblem(once)).toBeNull();
    expect(once).not.toMatch(/onclick|target|script|opener/);
  });
});

describe('sanitizeHtmlForReaders', () => {
  it('adds rel="noopener noreferrer" to links to other sites only', () => {
    expect(sanitizeHtmlForReaders('<a href="https://example.com">x</a> <a href="/faq">y</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a> <a href="/faq">y</a>',
    );
  });

  it('sanitizes rows written around the validator', () => {
    expect(sanitizeHtmlForReaders('<p>ok</p><img src=x onerror=alert(1)>')).toBe('<p>ok</p>');
  });
});

describe('sanitizeBlocks', () => {
  it('sanitizes the html of text blocks and leaves the other blocks alone', () => {
    const blocks = [
      { type: 'text', id: 'a', html: '<p>ok</p><script>x</script>' },
      { type: 'hero', id: 'b', heading: '<script>stays text</script>' },
    ];
    expect(sanitizeBlocks(blocks, sanitizeStoredHtml)).toEqual([
      { type: 'text', id: 'a', html: '<p>ok</p>' },
      { type: 'hero', id: 'b', heading: '<script>stays text</script>' },
    ]);
  });
});
