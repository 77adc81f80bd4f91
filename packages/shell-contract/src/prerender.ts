// The contract between a prerendered landing page, its boot script and the shell (see DECISIONS "Prerendered
// landing pages"). The gateway serves logged-out visitors of a landing page as HTML with a tiny boot script;
// the app loads only when the visitor does something that needs it (a button, a form field, the language
// choice), and then repeats that action on the live page.

/** `<script type="application/json">` with the api cache of the server render. */
export const PRERENDER_STATE_ID = 'officefit-prerender-state';
/** Attribute on `#root` marking server-rendered content (value: the rendered path). */
export const PRERENDERED_ATTR = 'data-prerendered';
/** Attribute on `#root`: when the boot script loads the app (`BootMode` of the gateway's `landing.ts`). */
export const BOOT_ATTR = 'data-boot';
/**
 * The query parameter that names a failed company login (`/?sso_error=<code>`, the backend's SSO callback): a
 * landing page that has it needs the app at once, which shows the message in the login dialog.
 */
export const SSO_ERROR_PARAM = 'sso_error';
/** Attribute of the boot script naming the app's entry scripts (JSON array of URLs). */
export const APP_SCRIPTS_ATTR = 'data-app-scripts';

/** Attribute of a disclosure's target (the header's menu list) while it is open; the styles show it by it. */
export const OPEN_ATTR = 'data-open';
/** Attribute of a disclosure button: its label while expanded (the boot script shows it at once). */
export const EXPANDED_LABEL_ATTR = 'data-label-expanded';

/** What the visitor did before the app was there: which element, and whether it was a click or a choice. */
export interface BootIntent {
  key: ElementKey;
  kind: 'click' | 'focus' | 'change';
  value?: string;
  /** A click that opened a disclosure (`aria-expanded`) on the static page: the live one must end up open too. */
  expanded?: boolean;
}

/** Finds "the same" element in the server-rendered and in the live page (ids from useId differ). */
export interface ElementKey {
  tag: string;
  name: string | null;
  text: string;
  index: number;
}

declare global {
  interface Window {
    __officefitIntent?: BootIntent;
  }
}

const INTERACTIVE = 'button, select, input, textarea';

function signature(el: Element): string {
  return `${el.tagName}|${el.getAttribute('name') ?? ''}|${(el.textContent ?? '').trim().slice(0, 80)}`;
}

/** The interactive element an event target belongs to, inside `root`. */
export function interactiveTarget(target: EventTarget | null, root: Element): Element | null {
  const el = target instanceof Element ? target.closest(INTERACTIVE) : null;
  return el && root.contains(el) ? el : null;
}

/** A key for `el`: tag, name, text and its position among the elements of `root` with the same three. */
export function elementKey(el: Element, root: Element): ElementKey {
  const same = [...root.querySelectorAll(INTERACTIVE)].filter((e) => signature(e) === signature(el));
  return {
    tag: el.tagName,
    name: el.getAttribute('name'),
    text: (el.textContent ?? '').trim().slice(0, 80),
    index: Math.max(0, same.indexOf(el)),
  };
}

/** The element of `root` matching `key`, if any. */
export function findByKey(key: ElementKey, root: Element): HTMLElement | null {
  const wanted = `${key.tag}|${key.name ?? ''}|${key.text}`;
  const same = [...root.querySelectorAll<HTMLElement>(INTERACTIVE)].filter((e) => signature(e) === wanted);
  return same[key.index] ?? null;
}

/**
 * The static page's answer to a tap before the app is there, so the tap is not lost on the visitor: a closed
 * disclosure button (`aria-expanded="false"` + `aria-controls`, e.g. the header's "Menu") opens its target at
 * once; any other button shows it is busy (`aria-busy`) until the live page takes over. Returns `true` when it
 * opened a disclosure (the intent's `expanded`). It only opens, never closes: the boot script ignores further taps
 * on an element it answered, so a second tap while the app loads does not undo the first.
 */
export function respondAtOnce(el: Element, root: Element): true | undefined {
  const controls = el.getAttribute('aria-controls');
  const target = controls ? root.ownerDocument.getElementById(controls) : null;
  if (el.getAttribute('aria-expanded') === 'false' && target && root.contains(target)) {
    el.setAttribute('aria-expanded', 'true');
    target.setAttribute(OPEN_ATTR, 'true');
    const label = el.getAttribute(EXPANDED_LABEL_ATTR);
    if (label) el.textContent = label;
    return true;
  }
  el.setAttribute('aria-busy', 'true');
  return undefined;
}
