// The boot script of a prerendered page (src/boot.ts): when it loads the app's scripts, by `#root`'s data-boot.
import { APP_SCRIPTS_ATTR, BOOT_ATTR } from '@officefit/shell-contract/prerender';

const APP_SCRIPTS = ['/main.js'];

/** The page as the gateway sends it (landing.ts), then the boot script run as its `<script>`. */
function loadPage(mode: string): void {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${BOOT_ATTR}="${mode}"><main><p>Hallo Dana!</p><button type="button">Starten</button></main></div>`;
  const script = document.createElement('script');
  script.setAttribute(APP_SCRIPTS_ATTR, JSON.stringify(APP_SCRIPTS));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  jest.isolateModules(() => {
    require('../boot');
  });
}

/** The app's scripts the boot script has put into the head. */
const appScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  delete window.__officefitIntent;
  // every earlier page's script keeps its listeners (one window): a pointer move starts any `presence` page of this
  // test that did not start, so none of them adds a script in a later test (loadPage empties the head)
  window.dispatchEvent(new Event('pointermove'));
});

describe('presence (the signed-in first screen)', () => {
  test('the app does not load while nobody is at the page', () => {
    loadPage('presence');
    expect(appScripts()).toEqual([]);
  });

  test.each([
    ['a pointer moved', () => document.body.dispatchEvent(new Event('pointermove', { bubbles: true }))],
    ['a pointer pressed', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['a scroll', () => document.dispatchEvent(new Event('scroll'))],
  ])('%s loads it, once', (_what, act) => {
    loadPage('presence');
    act();
    act();
    expect(appScripts()).toEqual(APP_SCRIPTS);
  });

  test('a tap on a control loads it and is remembered for the live page', () => {
    loadPage('presence');
    document.querySelector('button')!.click();
    expect(appScripts()).toEqual(APP_SCRIPTS);
    expect(window.__officefitIntent).toMatchObject({
      kind: 'click',
      key: { tag: 'BUTTON', text: 'Starten' },
    });
  });
});

describe('intent (landing pages)', () => {
  test('reading, scrolling and moving the pointer over text do not load the app', () => {
    loadPage('intent');
    document.dispatchEvent(new Event('scroll'));
    document.querySelector('p')!.dispatchEvent(new Event('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(appScripts()).toEqual([]);
  });

  test('pointing at a control loads it', () => {
    loadPage('intent');
    document.querySelector('button')!.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(appScripts()).toEqual(APP_SCRIPTS);
  });
});

test('eager (pages with a form) loads the app at once', () => {
  loadPage('eager');
  expect(appScripts()).toEqual(APP_SCRIPTS);
});
