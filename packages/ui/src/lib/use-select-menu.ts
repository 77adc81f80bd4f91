import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useControllableState } from './use-controllable-state';

const PAGE_STEP = 10;
const TYPEAHEAD_RESET_MS = 500;

interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Moving over the enabled options: first, last, and `count` steps that stop at either end like a native select. */
function optionNavigation(options: readonly Choice[]) {
  const enabled = (index: number) => index >= 0 && index < options.length && !options[index]?.disabled;
  const first = () => options.findIndex((o) => !o.disabled);
  const last = () => {
    for (let i = options.length - 1; i >= 0; i -= 1) if (enabled(i)) return i;
    return -1;
  };
  /** Moves `count` enabled options forward (or back, when negative) and stops at either end, like a native select. */
  const step = (from: number, count: number) => {
    const dir = count > 0 ? 1 : -1;
    let target = from;
    for (let i = from + dir, moved = 0; i >= 0 && i < options.length && moved < Math.abs(count); i += dir) {
      if (enabled(i)) {
        target = i;
        moved += 1;
      }
    }
    return enabled(target) ? target : dir > 0 ? first() : last();
  };
  return { enabled, first, last, step };
}
type Navigation = ReturnType<typeof optionNavigation>;

/** Typing jumps to the first option starting with the letters typed within half a second. */
function useTypeahead(options: readonly Choice[], enabled: Navigation['enabled']) {
  const typeahead = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => () => clearTimeout(typeahead.current.timer), []);
  /** The matching option's index from `current` on, or -1. */
  const findByText = (key: string, current: number) => {
    const state = typeahead.current;
    clearTimeout(state.timer);
    state.text += key.toLowerCase();
    state.timer = setTimeout(() => {
      state.text = '';
    }, TYPEAHEAD_RESET_MS);
    // Repeating one letter cycles through the options starting with it; a longer word may still match the
    // current option, so the search starts there.
    const same = state.text.split('').every((c) => c === state.text[0]);
    const search = same ? state.text.slice(0, 1) : state.text;
    const begin = current < 0 ? 0 : current + (same ? 1 : 0);
    for (let k = 0; k < options.length; k += 1) {
      const i = (begin + k) % options.length;
      if (enabled(i) && options[i]!.label.toLowerCase().startsWith(search)) return i;
    }
    return -1;
  };
  return { findByText, typing: () => typeahead.current.text !== '' };
}

interface Menu {
  active: number;
  nav: Navigation;
  setActive: (index: number) => void;
  choose: (index: number) => void;
  closeMenu: () => void;
  findByText: (key: string) => number;
  typing: () => boolean;
}

const isPrintable = ({ key, altKey, ctrlKey, metaKey }: KeyboardEvent) =>
  key.length === 1 && !ctrlKey && !metaKey && !altKey;

/** A key while the menu is closed: ↓/↑/Enter/Space open it, Home/End open it at either end, a letter jumps. */
function closedMenuKey(event: KeyboardEvent, menu: Menu, openMenu: (index?: number) => void) {
  const { key } = event;
  if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
    event.preventDefault();
    openMenu();
  } else if (key === 'Home' || key === 'End') {
    event.preventDefault();
    openMenu(key === 'Home' ? menu.nav.first() : menu.nav.last());
  } else if (isPrintable(event)) {
    const match = menu.findByText(key);
    if (match >= 0) openMenu(match);
  }
}

/** The keys that move the active option while the menu is open; whether the key was one of them. */
function moveKey(event: KeyboardEvent, { active, nav, setActive, choose }: Menu): boolean {
  const moves: Record<string, () => void> = {
    ArrowDown: () => setActive(active < 0 ? nav.first() : nav.step(active, 1)),
    ArrowUp: () =>
      event.altKey ? choose(active) : setActive(active < 0 ? nav.last() : nav.step(active, -1)),
    Home: () => setActive(nav.first()),
    End: () => setActive(nav.last()),
    PageDown: () => setActive(nav.step(Math.max(active, 0), PAGE_STEP)),
    PageUp: () => setActive(nav.step(Math.max(active, 0), -PAGE_STEP)),
  };
  const move = moves[event.key];
  if (!move) return false;
  event.preventDefault();
  move();
  return true;
}

/** A key while the menu is open: move, choose (Enter/Space/Tab), close (Escape) or jump by typing. */
function openMenuKey(event: KeyboardEvent, menu: Menu) {
  if (moveKey(event, menu)) return;
  const { key } = event;
  const jump = () => {
    const match = menu.findByText(key);
    if (match >= 0) menu.setActive(match);
  };
  if (key === ' ') {
    event.preventDefault();
    // While the user is typing a word, a space is part of it.
    if (menu.typing()) jump();
    else menu.choose(menu.active);
  } else if (key === 'Enter') {
    event.preventDefault();
    menu.choose(menu.active);
  } else if (key === 'Escape') {
    // Only the menu closes, not a dialog around the select.
    event.preventDefault();
    event.stopPropagation();
    menu.closeMenu();
  } else if (key === 'Tab') {
    menu.choose(menu.active);
  } else if (isPrintable(event)) {
    jump();
  }
}

export interface SelectMenuOptions<T extends Choice> {
  options: readonly T[];
  value: string | null | undefined;
  defaultValue: string | null;
  onChange?: (value: string, option: T) => void;
  disabled: boolean;
  /** The element id of the option at an index (scrolled into view when it becomes active). */
  optionId: (index: number) => string;
}

/** The select-only combobox's state (WAI-ARIA APG): selection, open menu, active option and its keyboard. */
export function useSelectMenu<T extends Choice>({
  options,
  value,
  defaultValue,
  onChange,
  disabled,
  optionId,
}: SelectMenuOptions<T>) {
  const [selected, setSelected] = useControllableState<string | null>(value, defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const nav = optionNavigation(options);
  const typeahead = useTypeahead(options, nav.enabled);
  const selectedIndex = options.findIndex((o) => o.value === selected);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the select's id, which is stable (so it is left out of the deps).
  }, [open, active]);

  const openMenu = (index?: number) => {
    if (disabled) return;
    setOpen(true);
    setActive(index ?? (nav.enabled(selectedIndex) ? selectedIndex : nav.first()));
  };
  const closeMenu = () => setOpen(false);
  const choose = (index: number) => {
    const option = options[index];
    if (option && !option.disabled) {
      setSelected(option.value);
      onChange?.(option.value, option);
    }
    closeMenu();
  };
  const menu: Menu = {
    active,
    nav,
    setActive,
    choose,
    closeMenu,
    findByText: (key) => typeahead.findByText(key, open ? active : selectedIndex),
    typing: typeahead.typing,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    if (open) openMenuKey(event, menu);
    else closedMenuKey(event, menu, openMenu);
  };
  return {
    selected,
    selectedIndex,
    open,
    active,
    setActive,
    enabled: nav.enabled,
    openMenu,
    closeMenu,
    choose,
    onKeyDown,
  };
}
