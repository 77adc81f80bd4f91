import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_ELEMENTS,
  browserHref,
  CMS_PICTURE_PATH,
  DROPPED_HTML_ELEMENTS,
  hrefFromAttribute,
  hrefKind,
  htmlProblem,
  isAllowedHref,
  isCmsPictureSrc,
  isSitePath,
} from './html';

// [href as the browser gets it, the kind it is, whether content may be saved with it]
const HREFS: Array<[string, ReturnType<typeof hrefKind>, boolean]> = [
  // allowed
  ['/faq', 'path', true],
  ['/', 'path', true],
  ['/blog/42?lang=de#top', 'path', true],
  ['/%5Cevil.example', 'path', true], // percent-encoded: stays a path on this site
  ['/%2F/evil.example', 'path', true],
  ['#kontakt', 'anchor', true],
  ['mailto:sales@officefit.example', 'mailto', true],
  ['MAILTO:sales@officefit.example', 'mailto', true],
  ['https://officefit.example/preise', 'https', true],
  ['HTTPS://officefit.example', 'https', true],
  // another host, read as `//host` by the browser
  ['//evil.example', null, false],
  ['/\\evil.example/', null, false],
  ['\\\\evil.example', null, false],
  ['\\/evil.example', null, false],
  ['/\t/evil.example', null, false],
  ['/\n/evil.example', null, false],
  ['/\r\n/evil.example', null, false],
  [' //evil.example', null, false],
  ['\u0000//evil.example', null, false],
  ['\u001f/\\evil.example', null, false],
  ['https:\\\\evil.example', 'https', false], // an https link, but not spelled as read
  ['https:evil.example', null, false],
  ['https:///evil.example', null, false],
  // scripts and other schemes
  ['javascript:alert(1)', null, false],
  ['JavaScript:alert(1)', null, false],
  ['java\tscript:alert(1)', null, false],
  ['java\nscript:alert(1)', null, false],
  [' javascript:alert(1)', null, false],
  ['\u0001javascript:alert(1)', null, false],
  ['data:text/html,<script>alert(1)</script>', null, false],
  ['vbscript:msgbox(1)', null, false],
  ['http://officefit.example', null, false], // https only
  ['ftp://officefit.example', null, false],
  // other relative forms are not links CMS content uses
  ['faq', null, false],
  ['./faq', null, false],
  ['?page=2', null, false],
  ['', null, false],
  // allowed kinds, but not as saved content
  [' /faq', 'path', false],
  ['/faq\t', 'path', false],
  ['/fa\\q', 'path', false],
  ['/a b', 'path', false],
  ['/"onmouseover="x', 'path', false],
  ['mailto:nobody', 'mailto', false],
  ['https://user@evil.example', 'https', false],
];

test.each(HREFS)('%j is %s, saveable: %s', (href, kind, saveable) => {
  expect(hrefKind(href)).toBe(kind);
  expect(isAllowedHref(href)).toBe(saveable);
});

test('browserHref reads an href like the WHATWG URL parser', () => {
  expect(browserHref(' \t/a\\b\n ')).toBe('/a/b');
  expect(browserHref('/\\evil.example')).toBe('//evil.example');
  expect(browserHref('https:\\\\evil.example\\x')).toBe('https://evil.example/x');
  expect(browserHref('mailto:a\\b@example.com')).toBe('mailto:a\\b@example.com'); // not a special scheme
});

test('isSitePath is a saveable path link', () => {
  expect(isSitePath('/images/a.webp')).toBe(true);
  expect(isSitePath('/\\evil.example/a.webp')).toBe(false);
  expect(isSitePath('#top')).toBe(false);
  expect(isSitePath('https://officefit.example/a.webp')).toBe(false);
});

test('hrefFromAttribute decodes the references a browser would decode before reading the link', () => {
  expect(hrefFromAttribute('/blog?a=1&amp;b=2')).toBe('/blog?a=1&b=2');
  expect(hrefFromAttribute('/&#92;evil.example')).toBe('/\\evil.example');
  expect(hrefFromAttribute('/&#x5C;evil.example')).toBe('/\\evil.example');
  expect(hrefFromAttribute('&#x2f;/evil.example')).toBe('//evil.example');
  expect(hrefFromAttribute('java&#9;script:alert(1)')).toBe('java\tscript:alert(1)');
  expect(hrefFromAttribute('/a & b')).toBe('/a & b');
  // named references other than the XML five are refused, not guessed
  expect(hrefFromAttribute('/&sol;evil.example')).toBeNull();
  expect(hrefFromAttribute('javascript&colon;alert(1)')).toBeNull();
  expect(hrefFromAttribute('/blog?a=1&b=2')).toBeNull();
  for (const raw of ['/&#92;evil.example', '&#x2f;/evil.example', 'java&#9;script:alert(1)']) {
    expect(isAllowedHref(hrefFromAttribute(raw) ?? '')).toBe(false);
  }
});

describe('htmlProblem: the one validator of the HTML rule set', () => {
  test('allowed elements, an allowed link and plain text pass', () => {
    expect(htmlProblem('<h2>Titel</h2><p>Text <em>schön</em><br/><a href="/faq">FAQ</a></p>')).toBeNull();
    expect(htmlProblem('Nur Text')).toBeNull();
  });

  test('each kind of problem is named with what caused it', () => {
    expect(htmlProblem('a < b')).toEqual({ code: 'unclosed' });
    expect(htmlProblem('<p class=x>')).toEqual({ code: 'markup', markup: '<p class=x>' });
    expect(htmlProblem('<p></p class="x">')).toEqual({
      code: 'closing_attributes',
      markup: '</p class="x">',
    });
    expect(htmlProblem('<div>x</div>')).toEqual({ code: 'element', element: 'div' });
    expect(htmlProblem('<p title="x">')).toEqual({ code: 'attribute', element: 'p', attribute: 'title' });
    expect(htmlProblem('<a target="_blank">')).toEqual({
      code: 'attribute',
      element: 'a',
      attribute: 'target',
    });
    expect(htmlProblem('<a href="/&sol;evil.example">')).toEqual({
      code: 'reference',
      href: '/&sol;evil.example',
    });
    expect(htmlProblem('<a href="javascript:alert(1)">')).toEqual({
      code: 'link',
      href: 'javascript:alert(1)',
    });
    expect(htmlProblem('<a href="/&#92;evil.example">')).toEqual({
      code: 'link',
      href: '/&#92;evil.example',
    });
  });

  test('every element a renderer drops is refused on save', () => {
    for (const element of DROPPED_HTML_ELEMENTS) {
      expect(htmlProblem(`<${element}>x</${element}>`)).toEqual({ code: 'element', element });
    }
  });

  test('only the listed attributes are allowed, and only on allowed elements', () => {
    for (const [element, attributes] of Object.entries(ALLOWED_HTML_ATTRIBUTES)) {
      expect(ALLOWED_HTML_ELEMENTS).toContain(element);
      if (element === 'img') continue;
      for (const attribute of attributes ?? [])
        expect(htmlProblem(`<${element} ${attribute}="/x">`)).toBeNull();
    }
  });

  describe('pictures', () => {
    const src = `${CMS_PICTURE_PATH}0123456789abcdef01234567-960.webp`;

    test('an uploaded CMS picture with alt text and an optional size passes', () => {
      expect(htmlProblem(`<p>a</p><img src="${src}" alt="Eine Person dehnt sich." />`)).toBeNull();
      expect(htmlProblem(`<img src="${src}" alt="Dehnen &amp; Atmen" width="960" height="640">`)).toBeNull();
      expect(isCmsPictureSrc(src)).toBe(true);
    });

    test('a foreign or missing src, a missing or empty alt, a bad size or another attribute is refused', () => {
      for (const foreign of [
        'https://evil.example/x.webp',
        '/uploads/x.png',
        `${CMS_PICTURE_PATH}../x.webp`,
        `${CMS_PICTURE_PATH}0123456789abcdef01234567-960.svg`,
        `//evil.example${CMS_PICTURE_PATH}0123456789abcdef01234567-960.webp`,
        'javascript:alert(1)',
      ]) {
        expect(htmlProblem(`<img src="${foreign}" alt="x">`)).toEqual({
          code: 'picture_src',
          src: foreign.slice(0, 60),
        });
        expect(isCmsPictureSrc(foreign)).toBe(false);
      }
      expect(htmlProblem('<img alt="x">')).toEqual({ code: 'picture_src', src: '' });
      expect(htmlProblem(`<img src="${src}">`)).toEqual({ code: 'picture_alt' });
      expect(htmlProblem(`<img src="${src}" alt=" ">`)).toEqual({ code: 'picture_alt' });
      expect(htmlProblem(`<img src="${src}" alt="x" width="100%">`)).toEqual({
        code: 'picture_size',
        attribute: 'width',
      });
      expect(htmlProblem(`<img src="${src}" alt="x" onerror="x()">`)).toEqual({
        code: 'attribute',
        element: 'img',
        attribute: 'onerror',
      });
      expect(htmlProblem(`<img src="${src}" alt="x" loading="lazy">`)).toEqual({
        code: 'attribute',
        element: 'img',
        attribute: 'loading',
      });
    });
  });
});
