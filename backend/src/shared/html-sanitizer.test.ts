import { DROPPED_HTML_ELEMENTS, htmlProblem } from './domain';
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

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'http://plain.example',
  ])('removes the link target %j but keeps the text', (href) => {
    const out = sanitizeStoredHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`);
    expect(out).toBe('<a>x</a>');
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

describe('the cases the old hand-written walker was held to', () => {
  test.each([
    '/\\evil.example/',
    '/&#92;evil.example/',
    '\\\\evil.example',
    '/&#9;/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'java&#9;script:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    '&#1;javascript:alert(1)',
    'http://evil.example',
  ])('drops a link the browser would open off-site or run: %s', (href) => {
    expect(sanitizeHtmlForReaders(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  test('writes a kept link as the browser reads it', () => {
    expect(sanitizeStoredHtml('<a href=" /faq&#9;">x</a>')).toBe('<a href="/faq">x</a>');
    expect(sanitizeStoredHtml('<a href="/hilfe\\kontakt">x</a>')).toBe('<a href="/hilfe/kontakt">x</a>');
  });

  test('every element the validator refuses is removed with its content', () => {
    for (const element of DROPPED_HTML_ELEMENTS) {
      const html =
        element === 'embed' ? '<p>a</p><embed src="/x">' : `<p>a</p><${element}>geheim</${element}>`;
      expect({ element, html: sanitizeStoredHtml(html) }).toEqual({ element, html: '<p>a</p>' });
    }
  });
});
