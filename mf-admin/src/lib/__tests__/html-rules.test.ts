import { htmlProblem as serverRule } from '@officefit/domain';
import { htmlProblem } from '../html-rules';

test('the editors warn about exactly the links the server refuses on save', () => {
  // spelled so that the browser follows them to another host, or with an unknown character reference
  for (const href of [
    '/\\evil.example',
    '/&#92;evil.example',
    '/&sol;evil.example',
    'https://',
    'javascript:x',
  ]) {
    const html = `<p><a href="${href}">x</a></p>`;
    expect(serverRule(html)).not.toBeNull();
    expect(htmlProblem(html)).toEqual({ key: 'editor.errors.htmlLink' });
  }
  expect(htmlProblem('<p><a href="/faq">FAQ</a> <a href="https://example.com/a">b</a></p>')).toBeNull();
});

test('each problem of the shared validator becomes a translated message key', () => {
  expect(htmlProblem('a < b')).toEqual({ key: 'editor.errors.htmlUnclosed' });
  expect(htmlProblem('<p class=x>')).toEqual({
    key: 'editor.errors.htmlMarkup',
    values: { markup: '<p class=x>' },
  });
  expect(htmlProblem('<div>x</div>')).toEqual({
    key: 'editor.errors.htmlElement',
    values: { element: 'div' },
  });
  expect(htmlProblem('<p title="x">y</p>')).toEqual({
    key: 'editor.errors.htmlAttribute',
    values: { attribute: 'title' },
  });
});
