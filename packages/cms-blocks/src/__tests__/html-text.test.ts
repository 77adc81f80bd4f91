import { htmlToText } from '../html-text';

test('rendered fields become plain text', () => {
  expect(htmlToText('Fit &amp; gesund')).toBe('Fit & gesund');
  expect(htmlToText('<p>Kurz</p>\n')).toBe('Kurz');
  expect(htmlToText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
});
