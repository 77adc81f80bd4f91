import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, type SelectOption } from '../select';
import { renderWithTheme } from '../../testing';

const FRUITS: SelectOption[] = [
  { value: 'apple', label: 'Apfel' },
  { value: 'banana', label: 'Banane' },
  { value: 'cherry', label: 'Kirsche', disabled: true },
  { value: 'date', label: 'Dattel' },
];

describe('Select', () => {
  it('shows the no-data text when there are no options, also in its menu', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Select label="Übung" options={[]} />);
    const combobox = screen.getByRole('combobox', { name: 'Übung' });
    expect(combobox).toHaveTextContent('Keine Daten vorhanden');
    await user.click(combobox);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('Keine Daten vorhanden')).toBeVisible();
  });

  it('shows a long chosen option in full, wrapping rather than cut off with "…" (a phone, #39)', () => {
    const long = 'Dieser Monat (Dezember 2026)';
    renderWithTheme(<Select label="Monat" options={[{ value: '0', label: long }]} value="0" />);
    const shown = within(screen.getByRole('combobox', { name: 'Monat' })).getByText(long);
    expect(shown).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(shown).not.toHaveStyle({ textOverflow: 'ellipsis' });
    expect(shown).toHaveStyle({ overflowWrap: 'break-word' });
  });

  it('caps its menu at 310 px', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Select label="Obst" options={FRUITS} />);
    await user.click(screen.getByRole('combobox', { name: 'Obst' }));
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '310px', overflowY: 'auto' });
  });

  it('is chosen with the keyboard, skipping disabled options', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Select label="Obst" options={FRUITS} onChange={onChange} name="fruit" />);
    const combobox = screen.getByRole('combobox', { name: 'Obst' });
    expect(combobox).toHaveTextContent('Bitte auswählen');
    await user.tab();
    expect(combobox).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Apfel' }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Dattel' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('date', FRUITS[3]);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Dattel');
    expect(document.querySelector('input[name="fruit"]')).toHaveValue('date');

    await user.keyboard('{Home}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Apfel' }).id,
    );
    await user.keyboard('{Escape}');
    expect(combobox).toHaveTextContent('Dattel');
  });

  it('jumps to an option by typing its first letters', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Select label="Obst" options={FRUITS} />);
    await user.tab();
    await user.keyboard('b');
    const combobox = screen.getByRole('combobox');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Banane' }).id,
    );
    await user.keyboard('{Enter}');
    expect(combobox).toHaveTextContent('Banane');
  });

  it('is chosen with the mouse and works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>('apple');
      return <Select label="Obst" options={FRUITS} value={value} onChange={setValue} />;
    }
    renderWithTheme(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: 'Obst' });
    expect(combobox).toHaveTextContent('Apfel');
    await user.click(combobox);
    expect(screen.getByRole('option', { name: 'Apfel' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Banane' }));
    expect(combobox).toHaveTextContent('Banane');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('wires its label, hint and error for assistive technology', () => {
    renderWithTheme(
      <Select label="Obst" options={FRUITS} hint="Ihr Lieblingsobst" error="Bitte wählen" required />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Obst' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAccessibleDescription('Ihr Lieblingsobst Bitte wählen');
  });
});
