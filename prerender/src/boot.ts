// The only script of a prerendered page (a few hundred bytes): the page is readable and its links work without
// the app. The app's scripts load as `#root`'s `data-boot` says (gateway/src/landing.ts `BootMode`): on the
// visitor's first use of a button, form field or the language choice (landing pages), at the first sign of the
// user at the page (the signed-in first screen), or at once (pages with a form); the shell then swaps in the live
// page and repeats what was done on the static one.
import {
  APP_SCRIPTS_ATTR,
  BOOT_ATTR,
  elementKey,
  interactiveTarget,
  respondAtOnce,
  SSO_ERROR_PARAM,
  type BootIntent,
} from '@officefit/shell-contract/prerender';
import { LANGUAGE_STORAGE_KEY } from '@officefit/i18n/storage';
import type { BootMode } from 'gateway/landing';

/** What shows that somebody is at the page: the pointer, a key, a scroll (on a control: its use is near). */
const SIGNS_OF_USE = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;

/** The language kept in this browser, when it is not the page's (a choice made before the language cookie). */
function otherStoredLanguage(): boolean {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return Boolean(stored) && stored!.slice(0, 2) !== document.documentElement.lang;
  } catch {
    return false;
  }
}

const script = document.currentScript;
const root = document.getElementById('root');

if (root && script) {
  const sources = JSON.parse(script.getAttribute(APP_SCRIPTS_ATTR) ?? '[]') as string[];
  let started = false;
  const boot = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const el = document.createElement('script');
      el.src = src;
      el.async = false;
      document.head.appendChild(el);
    }
  };
  const remember = (intent: BootIntent) => {
    // a click or a choice outranks an earlier focus
    if (!window.__officefitIntent || intent.kind !== 'focus') window.__officefitIntent = intent;
  };
  const isField = (el: Element) => /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName);
  // buttons the static page answered already (opened or marked busy): another tap must not undo the first
  const answered = new WeakSet<Element>();

  document.addEventListener(
    'click',
    (event) => {
      const el = interactiveTarget(event.target, root);
      if (!el || !root.isConnected) return;
      if (!isField(el)) {
        event.preventDefault();
        if (answered.has(el)) return;
        answered.add(el);
        // the key first: it names the element as the live page renders it (before a label change)
        const key = elementKey(el, root);
        remember({ key, kind: 'click', expanded: respondAtOnce(el, root) });
      }
      boot();
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const el = interactiveTarget(event.target, root);
      if (!el || !root.isConnected) return;
      remember({ key: elementKey(el, root), kind: 'focus' });
      boot();
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const el = interactiveTarget(event.target, root);
      if (!(el instanceof HTMLSelectElement) || !root.isConnected) return;
      remember({ key: elementKey(el, root), kind: 'change', value: el.value });
      boot();
    },
    true,
  );
  const mode = root.getAttribute(BOOT_ATTR) as BootMode | null;
  // pointing at a control (hover, touch or press) starts loading before the click arrives; on a `presence` page any
  // sign of the user does (capture: a handler that stops an event does not hide the user)
  for (const type of SIGNS_OF_USE) {
    window.addEventListener(
      type,
      (event) => {
        if (mode === 'presence' || interactiveTarget(event.target, root)) boot();
      },
      true,
    );
  }
  // pages with a form, pages rendered in another language than this browser keeps, and the way back from a failed
  // company login (its message is the app's) need the app at once
  const ssoFailed = new URLSearchParams(location.search).has(SSO_ERROR_PARAM);
  if (mode === 'eager' || otherStoredLanguage() || ssoFailed) boot();
}
