import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useTabs } from '../lib/use-tabs';
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

interface ScrollCuesProps {
  edges: { start: boolean; end: boolean };
  listRef: RefObject<HTMLElement | null>;
}

/** The arrows over the faded edges of the tab row; each scrolls the row by most of its width. */
function ScrollCues({ edges, listRef }: ScrollCuesProps) {
  const scrollRow = (direction: 1 | -1) => {
    const row = listRef.current;
    row?.scrollBy?.({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };
  return CUE_SIDES.map((side) => (
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
  ));
}

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
export function Tabs(props: TabsProps) {
  const { items, label, labelledBy, keepMounted = false, className } = props;
  const tabs = useTabs(props);
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);

  return (
    <div className={className}>
      <Strip>
        <List
          ref={listRef}
          role="tablist"
          aria-label={label}
          aria-labelledby={labelledBy}
          onKeyDown={tabs.onKeyDown}
          data-more-start={edges.start}
          data-more-end={edges.end}
        >
          {items.map((item) => (
            <Tab key={item.id} {...tabs.tabProps(item)}>
              {item.label}
            </Tab>
          ))}
        </List>
        <ScrollCues edges={edges} listRef={listRef} />
      </Strip>
      {items.map((item) => (
        <Panel key={item.id} {...tabs.panelProps(item)}>
          {(item.id === tabs.current || keepMounted) && item.content}
        </Panel>
      ))}
    </div>
  );
}
