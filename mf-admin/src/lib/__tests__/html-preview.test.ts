// The editors' preview sanitizer (DOMPurify with the one HTML rule set): the cases the old hand-written walker
// was held to, so the replacement keeps every one of them.
import { DROPPED_HTML_ELEMENTS, htmlProblem } from '@officefit/domain';
import { previewHtml as sanitizeHtml } from '../html-preview';

test('keeps allowed elements and drops everything else', () => {
  expect(sanitizeHtml('<h2>Titel</h2><p class="x" onclick="bad()">Text <em>schön</em></p>')).toBe(
    '<h2>Titel</h2><p>Text <em>schön</em></p>',
  );
  expect(sanitizeHtml('<div><span>bleibt</span></div><img src=x onerror=alert(1)><script>x()</script>')).toBe(
    'bleibt',
  );
});

test('links keep only allowed targets', () => {
  expect(sanitizeHtml('<a href="/faq" target="_blank">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
  expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
    '<a href="https://example.com" rel="noopener noreferrer">x</a>',
  );
  expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href="mailto:sales@officefit.example">x</a>')).toBe(
    '<a href="mailto:sales@officefit.example">x</a>',
  );
});

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
  expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
});

test('writes a kept link as the browser reads it', () => {
  expect(sanitizeHtml('<a href=" /faq&#9;">x</a>')).toBe('<a href="/faq">x</a>');
  expect(sanitizeHtml('<a href="/hilfe\\kontakt">x</a>')).toBe('<a href="/hilfe/kontakt">x</a>');
});

test('content the backend accepts on save renders unchanged (one rule set for save and render)', () => {
  const saved = [
    '<h2>Titel</h2><h3>Unter</h3><p>Text <strong>fett</strong> <em>schön</em><br></p>',
    '<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote>',
    '<p><a href="/faq">FAQ</a> <a href="#kontakt">Kontakt</a> <a href="mailto:a@officefit.example">Mail</a></p>',
  ];
  for (const html of saved) {
    expect(htmlProblem(html)).toBeNull();
    expect(sanitizeHtml(html)).toBe(html);
  }
});

test('every element the backend refuses is removed at render', () => {
  for (const element of DROPPED_HTML_ELEMENTS) {
    // <embed> is a void element: it has no content to drop
    const html = element === 'embed' ? '<p>a</p><embed src="/x">' : `<p>a</p><${element}>geheim</${element}>`;
    expect(htmlProblem(html)).toEqual({ code: 'element', element });
    expect({ element, html: sanitizeHtml(html) }).toEqual({ element, html: '<p>a</p>' });
  }
});

test.each([
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<math><mtext><img src=x onerror=window.__xss=1></mtext></math>',
  '<p style="background:url(javascript:alert(1))" onclick="x()">a</p>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!-- <img src=x onerror=alert(1)> -->',
])('leaves nothing active of %s', (html) => {
  expect(sanitizeHtml(html)).not.toMatch(/<(?!\/?p>)|on[a-z]+=|javascript:|style=/i);
});
