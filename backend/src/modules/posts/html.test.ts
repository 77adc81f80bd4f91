import { htmlProblem } from './html';

const link = (href: string) => `<p><a href="${href}">Link</a></p>`;

test.each([
  '/for_you',
  '/blog?a=1&amp;b=2',
  '#kontakt',
  'mailto:info@officefit.example',
  'https://officefit.example',
])('accepts the link %s', (href) => {
  expect(htmlProblem(link(href))).toBeNull();
});

test.each([
  '//evil.example',
  '/\\evil.example/',
  '/&#92;evil.example/',
  '/&#x5c;evil.example/',
  '&#x2F;/evil.example',
  '/&#9;/evil.example',
  '&#32;//evil.example',
  'java&#9;script:alert(1)',
  'javascript:alert(1)',
  'http://evil.example',
])('rejects %s, which a browser opens off-site or runs', (href) => {
  expect(htmlProblem(link(href))).toBe(`has a link that is not allowed: ${href}`);
});

test('a link with a named character reference other than the XML ones asks for &amp;', () => {
  expect(htmlProblem(link('/&sol;evil.example'))).toMatch(/write & as &amp;/);
  expect(htmlProblem(link('/blog?a=1&b=2'))).toMatch(/write & as &amp;/);
});
