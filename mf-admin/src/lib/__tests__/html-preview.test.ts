// The editors' preview sanitizer (DOMPurify with the one HTML rule set): the cases the old hand-written walker
// was held to, so the replacement keeps every one of them.
import {
  ACTIVE_CONTENT,
  ACTIVE_LEFTOVER,
  DROPPED_ELEMENT_SNIPPETS,
  HOSTILE_HREFS,
  htmlProblem,
  NORMALISED_HREFS,
  OWN_PICTURE_SRC,
  REFUSED_PICTURES,
} from '@officefit/domain';
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

test.each(HOSTILE_HREFS)('drops a link the browser would open off-site or run: %j', (href) => {
  expect(sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
});

test.each(NORMALISED_HREFS)('writes the kept link %j as the browser reads it', (typed, kept) => {
  expect(sanitizeHtml(`<a href="${typed}">x</a>`)).toBe(`<a href="${kept}">x</a>`);
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

test.each(DROPPED_ELEMENT_SNIPPETS)(
  'removes <$element>, which the backend refuses, at render',
  ({ element, html }) => {
    expect(htmlProblem(html)).toEqual({ code: 'element', element });
    expect(sanitizeHtml(html)).toBe('<p>a</p>');
  },
);

test.each(ACTIVE_CONTENT)('leaves nothing active of %s', (html) => {
  expect(sanitizeHtml(html)).not.toMatch(ACTIVE_LEFTOVER);
});

test.each(REFUSED_PICTURES)('removes a picture with %s whole', (_why, html) => {
  expect(sanitizeHtml(`<p>a</p>${html}`)).toBe('<p>a</p>');
});

test('keeps an uploaded picture with its alt text and size only', () => {
  expect(
    sanitizeHtml(
      `<img src="${OWN_PICTURE_SRC}" alt="Dehnen" width="960" height="50%" title="t" onerror="x()">`,
    ),
  ).toBe(`<img src="${OWN_PICTURE_SRC}" alt="Dehnen" width="960">`);
});
