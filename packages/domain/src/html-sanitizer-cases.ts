// The cases both HTML sanitizers are held to — sanitize-html on the server (save and serve) and DOMPurify in the
// editors' preview — so one rule set is tested once, with the same inputs, on both sides.
import { CMS_PICTURE_PATH, DROPPED_HTML_ELEMENTS } from './html';

/** Link targets a browser would open off-site or run: the sanitizers keep the link's text and drop the target. */
export const HOSTILE_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  ' javascript:alert(1)',
  'java&#9;script:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  '&#1;javascript:alert(1)',
  'vbscript:msgbox(1)',
  '//evil.example',
  ' //evil.example',
  '/\\evil.example/',
  '/&#92;evil.example/',
  '\\\\evil.example',
  '/&#9;/evil.example',
  '/\n/evil.example',
  'http://evil.example',
] as const;

/** Kept links written as the browser reads them: [as typed, as kept]. */
export const NORMALISED_HREFS = [
  [' /faq&#9;', '/faq'],
  ['/hilfe\\kontakt', '/hilfe/kontakt'],
] as const;

/** Content that must leave nothing active behind (no element but `<p>`, no handler, script URL or style). */
export const ACTIVE_CONTENT = [
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<math><mtext><img src=x onerror=window.__xss=1></mtext></math>',
  '<p style="background:url(javascript:alert(1))" onclick="x()">a</p>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!-- <img src=x onerror=alert(1)> -->',
] as const;

/** What "nothing active" means for the outputs of `ACTIVE_CONTENT`. */
export const ACTIVE_LEFTOVER = /<(?!\/?p>)|on[a-z]+=|javascript:|style=/i;

/** Every element the save validator refuses, in a snippet whose output must be `<p>a</p>` (content dropped too). */
export const DROPPED_ELEMENT_SNIPPETS = DROPPED_HTML_ELEMENTS.map((element) => ({
  element,
  // <embed> is a void element: it has no content to drop
  html: element === 'embed' ? '<p>a</p><embed src="/x">' : `<p>a</p><${element}>geheim</${element}>`,
}));

/**
 * The article editor's output (mf-admin rich-text editor, TipTap): the paragraph `<p>Rücken &amp; Büro</p>`
 * selected and formatted with each toolbar button, a line break with a no-break space and characters HTML escapes,
 * and markup pasted in with everything the rule set forbids. The editor's test checks it emits exactly these; the
 * server's sanitizer test checks sanitize-html stores them unchanged, so an article written in the editor is saved
 * as written (#39 point 9).
 */
export const RICH_TEXT_EDITOR_OUTPUTS = {
  heading2: '<h2>Rücken &amp; Büro</h2>',
  heading3: '<h3>Rücken &amp; Büro</h3>',
  bold: '<p><strong>Rücken &amp; Büro</strong></p>',
  italic: '<p><em>Rücken &amp; Büro</em></p>',
  bulletList: '<ul><li><p>Rücken &amp; Büro</p></li></ul>',
  orderedList: '<ol><li><p>Rücken &amp; Büro</p></li></ol>',
  blockquote: '<blockquote><p>Rücken &amp; Büro</p></blockquote>',
  link: '<p><a href="https://example.com/?a=1&amp;b=2">Rücken &amp; Büro</a></p>',
  lineBreak: '<p>Rücken<br />Büro\u00a0"5 min" &lt;3</p>',
  // an uploaded CMS picture inserted with its alt text and size (characters HTML escapes in the alt text)
  picture: `<p>Rücken &amp; Büro</p><img src="${CMS_PICTURE_PATH}0123456789abcdef01234567-960.webp" alt="Dehnen &amp; &lt;Atmen&gt; am &quot;Tisch&quot;" width="1200" height="800" />`,
  // a first-level heading is the page's title, not the article's: it becomes a paragraph
  pasted: '<p>Titel</p><p>a b <a href="/faq">FAQ</a> c</p><ol><li><p>x</p></li></ol><p>code</p>',
} as const;

/** What was pasted into the editor for `RICH_TEXT_EDITOR_OUTPUTS.pasted`: styles, classes, foreign elements. */
export const RICH_TEXT_EDITOR_PASTE =
  '<h1 class="big">Titel</h1><p style="color:red" class="x">a <u>b</u> <img src="/x.png" alt="">' +
  '<a href="/faq" target="_blank" rel="nofollow" title="t" class="c">FAQ</a> <code>c</code></p>' +
  '<ol start="3" type="a"><li>x</li></ol><hr><pre>code</pre>';

/** A file of an uploaded CMS picture: the only `src` a picture in an article or CMS text may have. */
export const OWN_PICTURE_SRC = `${CMS_PICTURE_PATH}0123456789abcdef01234567-960.webp`;

/** Pictures the sanitizers remove whole: a foreign or missing `src`, no or empty alt text: [why, html]. */
export const REFUSED_PICTURES = [
  ['another site', '<img src="https://evil.example/x.webp" alt="x" />'],
  ['a path of ours that is no CMS picture', '<img src="/uploads/x.png" alt="x" />'],
  [
    'a scheme-relative address',
    `<img src="//evil.example${CMS_PICTURE_PATH}0123456789abcdef01234567-960.webp" alt="x" />`,
  ],
  ['a data URL', '<img src="data:image/png;base64,AAAA" alt="x" />'],
  ['no src', '<img alt="x" />'],
  ['no alt text', `<img src="${CMS_PICTURE_PATH}0123456789abcdef01234567-960.webp" />`],
  ['an empty alt text', `<img src="${CMS_PICTURE_PATH}0123456789abcdef01234567-960.webp" alt=" " />`],
] as const;
