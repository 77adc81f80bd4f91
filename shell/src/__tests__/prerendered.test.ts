import { elementKey, PRERENDER_STATE_ID } from '@officefit/shell-contract';
import {
  isLiveContentReady,
  markAppLive,
  replayIntent,
  swapIn,
  PRERENDERED_DATA_FRESH_MS,
  takePrerenderedState,
  wasShownAWhile,
  whenLiveContentReady,
} from '../session/prerendered';

test('the server state is read once from its JSON script', () => {
  document.body.innerHTML = `<script id="${PRERENDER_STATE_ID}" type="application/json">{"api":{"queries":{}}}</script>`;
  expect(takePrerenderedState()).toEqual({ api: { queries: {} } });
  expect(takePrerenderedState()).toBeNull();
});

test('a page opened more than a minute before the app boots had its data read again', () => {
  expect(PRERENDERED_DATA_FRESH_MS).toBe(60_000);
  expect(wasShownAWhile(2_000)).toBe(false);
  expect(wasShownAWhile(PRERENDERED_DATA_FRESH_MS)).toBe(false);
  expect(wasShownAWhile(PRERENDERED_DATA_FRESH_MS + 1)).toBe(true);
});

test('the live page is ready once its main area has content and no spinner', async () => {
  const live = document.createElement('div');
  expect(isLiveContentReady(live)).toBe(false);
  live.innerHTML = '<main id="main"><div role="status">…</div></main>';
  expect(isLiveContentReady(live)).toBe(false);
  const ready = whenLiveContentReady(live, 5000);
  live.querySelector('#main')!.innerHTML = '<h1>Willkommen</h1>';
  await ready;
  expect(isLiveContentReady(live)).toBe(true);
});

test('the swap replaces the static page and repeats the visitor’s click', async () => {
  document.body.innerHTML =
    '<div id="root" data-prerendered="/"><header><button>Anmelden</button></header><main id="main"><h1>Hallo</h1></main></div>';
  const staticRoot = document.getElementById('root')!;
  window.__officefitIntent = {
    key: elementKey(staticRoot.querySelector('button')!, staticRoot),
    kind: 'click',
  };
  const live = document.createElement('div');
  live.innerHTML = '<header><button>Anmelden</button></header><main id="main"><h1>Hallo</h1></main>';
  const clicked = jest.fn();
  live.querySelector('button')!.addEventListener('click', clicked);
  await swapIn(staticRoot, live);
  expect(document.getElementById('root')).toBe(live);
  expect(live.hasAttribute('data-prerendered')).toBe(false);
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(live.querySelector('button'));
  expect(window.__officefitIntent).toBeUndefined();
});

test('a choice made in a static select is applied to the live one', () => {
  const live = document.createElement('div');
  live.innerHTML =
    '<select><option value="de-DE">Deutsch</option><option value="en-US">English</option></select>';
  const changed = jest.fn((e: Event) => (e.target as HTMLSelectElement).value);
  live.querySelector('select')!.addEventListener('change', changed);
  replayIntent(
    { key: { tag: 'SELECT', name: null, text: 'DeutschEnglish', index: 0 }, kind: 'change', value: 'en-US' },
    live,
  );
  expect(changed).toHaveReturnedWith('en-US');
});

test('a menu the static page opened already is left open by the repeated click (issue #18)', () => {
  const live = document.createElement('div');
  live.innerHTML =
    '<header><button aria-expanded="true" aria-controls="m">Menü</button><ul id="m"></ul></header>';
  const button = live.querySelector('button')!;
  const clicked = jest.fn();
  button.addEventListener('click', clicked);
  const key = { tag: 'BUTTON', name: null, text: 'Menü', index: 0 };
  replayIntent({ key, kind: 'click', expanded: true }, live);
  expect(clicked).not.toHaveBeenCalled();
  // still closed on the live page: the click opens it
  button.setAttribute('aria-expanded', 'false');
  replayIntent({ key, kind: 'click', expanded: true }, live);
  expect(clicked).toHaveBeenCalledTimes(1);
});

test('the document carries the live mark only once the app has the page', () => {
  delete document.documentElement.dataset.app;
  expect(document.documentElement.getAttribute('data-app')).toBeNull();
  markAppLive();
  expect(document.documentElement.getAttribute('data-app')).toBe('live');
});
