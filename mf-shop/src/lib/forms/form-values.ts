// Value paths and native fields as react-hook-form treats them, for the stand-in form of form-engine.tsx: dotted
// paths ("access.payment.iban", "items.0.id"), a checkbox's boolean (or its value in a list), a radio's value.
import type { RegisterOptions } from 'react-hook-form';

type Tree = Record<string, unknown>;

const isIndex = (key: string) => /^\d+$/.test(key);

/** The value at a dotted path, or undefined. */
export function getPath(tree: unknown, path: string): unknown {
  let current = tree;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Tree)[key];
  }
  return current;
}

/** A copy of `tree` with `value` at the dotted path (objects and lists along the path are copied, not changed). */
export function setPath(tree: Tree, path: string, value: unknown): Tree {
  const put = (parent: unknown, keys: string[]): unknown => {
    const [head = '', ...tail] = keys;
    const copy: Tree = Array.isArray(parent)
      ? ([...parent] as unknown as Tree)
      : parent !== null && typeof parent === 'object'
        ? { ...(parent as Tree) }
        : isIndex(head)
          ? ([] as unknown as Tree)
          : {};
    copy[head] = tail.length === 0 ? value : put(copy[head], tail);
    return copy;
  };
  return put(tree, path.split('.')) as Tree;
}

type NativeField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What react-hook-form would store for a change of this field: `current` is the value held before. */
export function elementValue(element: NativeField, current: unknown, options?: RegisterOptions): unknown {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    if (!Array.isArray(current)) return element.checked;
    const others = current.filter((item) => item !== element.value);
    return element.checked ? [...others, element.value] : others;
  }
  if (element instanceof HTMLInputElement && element.type === 'radio') {
    return element.checked ? element.value : current;
  }
  if (options?.valueAsNumber) return element.value === '' ? NaN : Number(element.value);
  if (options?.setValueAs) return options.setValueAs(element.value);
  return element.value;
}

/**
 * Shows a held value in a native field, as react-hook-form does when a registered field mounts. Only a different
 * value is written: the draft's ref runs on every render, and rewriting the same text would move the caret.
 */
export function showValue(element: NativeField, value: unknown): void {
  if (value === undefined) return;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    const checked =
      element.type === 'radio'
        ? element.value === value
        : Array.isArray(value)
          ? value.includes(element.value)
          : Boolean(value);
    if (element.checked !== checked) element.checked = checked;
  } else if (!(element instanceof HTMLInputElement && element.type === 'file')) {
    const text = value === null || Number.isNaN(value) ? '' : String(value);
    if (element.value !== text) element.value = text;
  }
}
