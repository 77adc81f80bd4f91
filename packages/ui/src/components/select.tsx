import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { useControllableState } from '../lib/use-controllable-state';
import {
  FieldError,
  FieldHint,
  FieldRoot,
  LabelRow,
  RequiredMark,
  controlCss,
  hasContent,
  labelCss,
} from './field-parts';
import { CheckIcon, ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The selected value; `null` means "nothing selected" in controlled use. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string, option: SelectOption) => void;
  /** Shown while nothing is selected; defaults to `common:ui.selectPlaceholder`. */
  placeholder?: string;
  /** Shown when `options` is empty; defaults to `common:ui.noData` (spec §8). */
  noDataText?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form name: adds a hidden input carrying the value. */
  name?: string;
  id?: string;
  hideLabel?: boolean;
  onBlur?: () => void;
  className?: string;
}

const PAGE_STEP = 10;
const TYPEAHEAD_RESET_MS = 500;

const Label = styled.span`
  ${labelCss}
  cursor: default;
`;

const Anchor = styled.div`
  position: relative;
`;

const Combobox = styled.div<{ $invalid: boolean; $open: boolean }>`
  ${controlCss}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  user-select: none;

  svg {
    flex: none;
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
`;

/** The chosen option in full: a long one ("Dieser Monat (Dezember 2026)") wraps instead of ending in "…" (#39). */
const Value = styled.span<{ $placeholder: boolean }>`
  min-width: 0;
  overflow-wrap: break-word;
  color: ${({ $placeholder, theme }) => ($placeholder ? theme.colors.textMuted : 'inherit')};
`;

const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: ${({ theme }) => theme.selectMaxHeight}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} 12px`};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySurface : 'transparent')};
  outline: ${({ $active, theme }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;

  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primaryDark};
  }

  &[aria-disabled='true'] {
    cursor: default;
    color: ${({ theme }) => theme.colors.disabledText};
    outline: none;
  }

  svg {
    margin-left: auto;
    flex: none;
  }
`;

/**
 * A select-only combobox (WAI-ARIA APG pattern) with a listbox menu at most 310 px high (spec §9). Keyboard:
 * ↓/↑/Enter/Space open; ↓/↑/Home/End/PageUp/PageDown move; Enter/Space/Tab choose; Escape closes; typing jumps
 * to the first matching option. With no options the menu shows the no-data text (spec §8).
 */
export function Select({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  placeholder,
  noDataText,
  hint,
  error,
  required,
  disabled = false,
  name,
  id,
  hideLabel,
  onBlur,
  className,
}: SelectProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const baseId = id ?? `select${autoId}`;
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [selected, setSelected] = useControllableState<string | null>(value, defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const comboRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const invalid = hasContent(error);
  const empty = options.length === 0;
  const selectedIndex = options.findIndex((o) => o.value === selected);
  const selectedOption = options[selectedIndex];
  const noData = noDataText ?? t('ui.noData');
  const describedBy = [hasContent(hint) && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined;

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

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on baseId, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  useEffect(() => () => clearTimeout(typeahead.current.timer), []);

  const openMenu = (index?: number) => {
    if (disabled) return;
    setOpen(true);
    setActive(index ?? (enabled(selectedIndex) ? selectedIndex : first()));
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

  const findByText = (key: string) => {
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
    const current = open ? active : selectedIndex;
    const begin = current < 0 ? 0 : current + (same ? 1 : 0);
    for (let k = 0; k < options.length; k += 1) {
      const i = (begin + k) % options.length;
      if (enabled(i) && options[i]!.label.toLowerCase().startsWith(search)) return i;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key, altKey, ctrlKey, metaKey } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openMenu();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openMenu(key === 'Home' ? first() : last());
      } else if (key.length === 1 && !ctrlKey && !metaKey && !altKey) {
        const match = findByText(key);
        if (match >= 0) openMenu(match);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(active < 0 ? first() : step(active, 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (altKey) choose(active);
        else setActive(active < 0 ? last() : step(active, -1));
        return;
      case 'Home':
        event.preventDefault();
        setActive(first());
        return;
      case 'End':
        event.preventDefault();
        setActive(last());
        return;
      case 'PageDown':
        event.preventDefault();
        setActive(step(Math.max(active, 0), PAGE_STEP));
        return;
      case 'PageUp':
        event.preventDefault();
        setActive(step(Math.max(active, 0), -PAGE_STEP));
        return;
      case ' ':
        // While the user is typing a word, a space is part of it.
        if (typeahead.current.text) {
          event.preventDefault();
          const match = findByText(key);
          if (match >= 0) setActive(match);
          return;
        }
        event.preventDefault();
        choose(active);
        return;
      case 'Enter':
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        // Only the menu closes, not a dialog around the select.
        event.preventDefault();
        event.stopPropagation();
        closeMenu();
        return;
      case 'Tab':
        choose(active);
        return;
      default:
        if (key.length === 1 && !ctrlKey && !metaKey && !altKey) {
          const match = findByText(key);
          if (match >= 0) setActive(match);
        }
    }
  };

  const display = selectedOption
    ? selectedOption.label
    : empty
      ? noData
      : (placeholder ?? t('ui.selectPlaceholder'));

  return (
    <FieldRoot className={className}>
      <LabelRow $hidden={hideLabel}>
        <Label id={labelId} onClick={() => comboRef.current?.focus()}>
          {label}
        </Label>
        {required && <RequiredMark />}
      </LabelRow>
      {hasContent(hint) && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Anchor>
        <Combobox
          ref={comboRef}
          id={baseId}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={
            open && active >= 0 ? optionId(active) : open && empty ? `${listId}-empty` : undefined
          }
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          $invalid={invalid}
          $open={open}
          onClick={() => (open ? closeMenu() : openMenu())}
          onKeyDown={onKeyDown}
          onBlur={() => {
            closeMenu();
            onBlur?.();
          }}
        >
          <Value $placeholder={!selectedOption}>{display}</Value>
          <ChevronDownIcon />
        </Combobox>
        <Listbox id={listId} role="listbox" aria-labelledby={labelId} tabIndex={-1} hidden={!open}>
          {empty && (
            <Option id={`${listId}-empty`} role="option" aria-selected={false} aria-disabled $active={false}>
              {noData}
            </Option>
          )}
          {options.map((option, index) => (
            <Option
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              aria-disabled={option.disabled || undefined}
              $active={index === active}
              // Keeps the focus on the combobox, so choosing with the mouse does not blur (and close) first.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => enabled(index) && index !== active && setActive(index)}
              onClick={() => enabled(index) && choose(index)}
            >
              {option.label}
              {index === selectedIndex && <CheckIcon size={18} />}
            </Option>
          ))}
        </Listbox>
        {name && <input type="hidden" name={name} value={selected ?? ''} />}
      </Anchor>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
