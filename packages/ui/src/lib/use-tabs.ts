import { useId, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from './use-controllable-state';

interface Tab {
  id: string;
  disabled?: boolean;
}

/** The tab a key moves to among the enabled ones: ←/→ wrap around, Home and End go to either end. */
function tabForKey(key: string, enabled: readonly Tab[], index: number): Tab | undefined {
  if (key === 'ArrowRight') return enabled[(index + 1) % enabled.length];
  if (key === 'ArrowLeft') return enabled[(index - 1 + enabled.length) % enabled.length];
  if (key === 'Home') return enabled[0];
  if (key === 'End') return enabled[enabled.length - 1];
  return undefined;
}

export interface TabsStateOptions {
  items: readonly Tab[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

/**
 * The tabs' state and keyboard (WAI-ARIA APG tabs, automatic activation): the shown tab (a disabled or unknown one
 * falls back to the first enabled), the ids that tie each tab to its panel, and the keys that move between tabs.
 */
export function useTabs({ items, value, defaultValue, onChange }: TabsStateOptions) {
  const baseId = `tabs${useId()}`;
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onChange);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.some((item) => item.id === selected && !item.disabled) ? selected : firstEnabled;

  const activate = (id: string) => {
    if (id !== current) setSelected(id);
    const tab = tabRefs.current.get(id);
    tab?.focus();
    // a tab half under the fade is brought fully into the row
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const next = tabForKey(
      event.key,
      enabled,
      enabled.findIndex((item) => item.id === current),
    );
    if (!next) return;
    event.preventDefault();
    activate(next.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  return {
    current,
    onKeyDown,
    /** A tab's ARIA, its place in the tab order (only the shown tab), and the ref a key focuses it by. */
    tabProps: ({ id, disabled }: Tab) => ({
      ref: (el: HTMLButtonElement | null) => {
        if (el) tabRefs.current.set(id, el);
        else tabRefs.current.delete(id);
      },
      type: 'button' as const,
      role: 'tab',
      id: tabId(id),
      'aria-selected': id === current,
      'aria-controls': panelId(id),
      tabIndex: id === current ? 0 : -1,
      disabled,
      onClick: () => activate(id),
    }),
    /** A panel's ARIA: named by its tab, reachable with Tab, hidden unless its tab is shown. */
    panelProps: ({ id }: Tab) => ({
      role: 'tabpanel',
      id: panelId(id),
      'aria-labelledby': tabId(id),
      tabIndex: 0,
      hidden: id !== current,
    }),
  };
}
