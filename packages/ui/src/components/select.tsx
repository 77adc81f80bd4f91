import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { useSelectMenu } from '../lib/use-select-menu';
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

/** The ids that tie the label, hint, error, combobox, listbox and options together for assistive technology. */
function selectIds(base: string) {
  return {
    base,
    label: `${base}-label`,
    list: `${base}-listbox`,
    hint: `${base}-hint`,
    error: `${base}-error`,
    option: (index: number) => `${base}-option-${index}`,
  };
}

interface SelectListboxProps {
  ids: ReturnType<typeof selectIds>;
  options: readonly SelectOption[];
  noData: string;
  menu: ReturnType<typeof useSelectMenu<SelectOption>>;
}

/** The menu: every option (the chosen one ticked, the active one outlined), or the no-data text. */
function SelectListbox({ ids, options, noData, menu }: SelectListboxProps) {
  const { open, active, selectedIndex, enabled, setActive, choose } = menu;
  return (
    <Listbox id={ids.list} role="listbox" aria-labelledby={ids.label} tabIndex={-1} hidden={!open}>
      {options.length === 0 && (
        <Option id={`${ids.list}-empty`} role="option" aria-selected={false} aria-disabled $active={false}>
          {noData}
        </Option>
      )}
      {options.map((option, index) => (
        <Option
          key={option.value}
          id={ids.option(index)}
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
  );
}

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
  const ids = selectIds(id ?? `select${autoId}`);

  const comboRef = useRef<HTMLDivElement>(null);
  const menu = useSelectMenu({ options, value, defaultValue, onChange, disabled, optionId: ids.option });
  const { selectedIndex, open, active } = menu;

  const invalid = hasContent(error);
  const empty = options.length === 0;
  const selectedOption = options[selectedIndex];
  const noData = noDataText ?? t('ui.noData');
  const describedBy =
    [hasContent(hint) && ids.hint, invalid && ids.error].filter(Boolean).join(' ') || undefined;

  const display = selectedOption
    ? selectedOption.label
    : empty
      ? noData
      : (placeholder ?? t('ui.selectPlaceholder'));

  return (
    <FieldRoot className={className}>
      <LabelRow $hidden={hideLabel}>
        <Label id={ids.label} onClick={() => comboRef.current?.focus()}>
          {label}
        </Label>
        {required && <RequiredMark />}
      </LabelRow>
      {hasContent(hint) && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      <Anchor>
        <Combobox
          ref={comboRef}
          id={ids.base}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={ids.label}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={ids.list}
          aria-activedescendant={
            open && active >= 0 ? ids.option(active) : open && empty ? `${ids.list}-empty` : undefined
          }
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          $invalid={invalid}
          $open={open}
          onClick={() => (open ? menu.closeMenu() : menu.openMenu())}
          onKeyDown={menu.onKeyDown}
          onBlur={() => {
            menu.closeMenu();
            onBlur?.();
          }}
        >
          <Value $placeholder={!selectedOption}>{display}</Value>
          <ChevronDownIcon />
        </Combobox>
        <SelectListbox ids={ids} options={options} noData={noData} menu={menu} />
        {name && <input type="hidden" name={name} value={menu.selected ?? ''} />}
      </Anchor>
      {invalid && <FieldError id={ids.error}>{error}</FieldError>}
    </FieldRoot>
  );
}
