import { htmlToText, isAllowedHref, sanitizeHtml } from '../sanitize';

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
  expect(isAllowedHref('//evil.example')).toBe(false);
  expect(isAllowedHref('mailto:sales@officefit.example')).toBe(true);
});

test('rendered fields become plain text', () => {
  expect(htmlToText('Fit &amp; gesund')).toBe('Fit & gesund');
  expect(htmlToText('<p>Kurz</p>\n')).toBe('Kurz');
});
