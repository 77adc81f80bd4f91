import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { useControllableState } from '../lib/use-controllable-state';
import { ChevronDownIcon } from './icons';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab id (controlled). */
  value?: string;
  /** The first selected tab id (uncontrolled); defaults to the first enabled tab. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list (or use `labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** Keep the content of hidden panels mounted (keeps their state); by default only the shown panel renders. */
  keepMounted?: boolean;
  className?: string;
}

const FADE = '48px';

/**
 * The tab row scrolls sideways when the tabs do not fit (a phone); the side with more tabs fades out and shows a
 * round arrow (ScrollCue), so a cut label reads as "there is more" (`data-more-start` / `data-more-end`, kept by
 * useScrollEdges). A fade alone read as a truncated label (#39).
 */
const Strip = styled.div`
  position: relative;
`;

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
  scroll-padding-inline: ${FADE};

  &[data-more-end='true'] {
    mask-image: linear-gradient(to right, #000 calc(100% - ${FADE}), transparent);
  }

  &[data-more-start='true'] {
    mask-image: linear-gradient(to left, #000 calc(100% - ${FADE}), transparent);
  }

  &[data-more-start='true'][data-more-end='true'] {
    mask-image: linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent);
  }
`;

/** Whether a sideways-scrolling box has more content before / after what it shows (scroll and resize). */
function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft < box.scrollWidth - box.clientWidth - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    for (const child of box.children) observer?.observe(child);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/**
 * The arrow over a faded edge: a pointer scrolls the row by most of its width. Keyboard users move with ←/→ and
 * screen readers hear the tab count, so it is hidden from both (aria-hidden, out of the tab order).
 */
const CUE_SIDES = ['start', 'end'] as const;

const ScrollCue = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'end' ? 'right: 0;' : 'left: 0;')}
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  transform: translateY(-50%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;

  svg {
    transform: rotate(${({ $side }) => ($side === 'end' ? '-90deg' : '90deg')});
  }

  &[hidden] {
    display: none;
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primarySurface};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    border-bottom-color: ${({ theme }) => theme.colors.primaryText};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;

  &:focus-visible {
    outline-offset: 2px;
  }
`;

/**
 * Tabs after the WAI-ARIA pattern: ←/→ (wrapping), Home and End move between tabs and show them at once; Tab
 * moves on into the shown panel. Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  label,
  labelledBy,
  keepMounted = false,
  className,
}: TabsProps) {
  const baseId = `tabs${useId()}`;
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onChange);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
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
    const index = enabled.findIndex((item) => item.id === current);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    activate(next.id);
  };

  const scrollRow = (direction: 1 | -1) => {
    const row = listRef.current;
    row?.scrollBy?.({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className={className}>
      <Strip>
        <List
          ref={listRef}
          role="tablist"
          aria-label={label}
          aria-labelledby={labelledBy}
          onKeyDown={onKeyDown}
          data-more-start={edges.start}
          data-more-end={edges.end}
        >
          {items.map((item) => {
            const isSelected = item.id === current;
            return (
              <Tab
                key={item.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(item.id, el);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={isSelected}
                aria-controls={panelId(item.id)}
                tabIndex={isSelected ? 0 : -1}
                disabled={item.disabled}
                onClick={() => activate(item.id)}
              >
                {item.label}
              </Tab>
            );
          })}
        </List>
        {CUE_SIDES.map((side) => (
          <ScrollCue
            key={side}
            type="button"
            $side={side}
            data-scroll-cue={side}
            hidden={!edges[side]}
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => scrollRow(side === 'end' ? 1 : -1)}
          >
            <ChevronDownIcon size={18} />
          </ScrollCue>
        ))}
      </Strip>
      {items.map((item) => {
        const isSelected = item.id === current;
        return (
          <Panel
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            tabIndex={0}
            hidden={!isSelected}
          >
            {(isSelected || keepMounted) && item.content}
          </Panel>
        );
      })}
    </div>
  );
}
