import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { BODY_REGIONS, type BodyRegion } from '@officefit/domain';
import { I18nextProvider, i18n, registerNamespace } from '@officefit/i18n';
import { theme } from '@officefit/ui';
import { BodyPicker } from '../lib/body-picker';
import { BODY_FIGURES } from '../lib/body-figures';
import { trainingDe as de, trainingEn as en } from '../i18n/all-texts';

registerNamespace('training', { de, en });

/** The picker as the /pain search uses it (its region names, list and "nothing chosen" texts). */
function Harness({ legend, hint }: { legend?: string; hint?: string }) {
  const [value, setValue] = useState<BodyRegion | null>(null);
  return (
    <BodyPicker
      value={value}
      onChange={setValue}
      regionName={(region) => i18n.t(`training:pain.regions.${region}`)}
      listLabel={i18n.t('training:pain.regionSelect')}
      noneText={i18n.t('training:pain.noneChosen')}
      legend={legend}
      hint={hint}
    />
  );
}

function renderPicker(props: { legend?: string; hint?: string } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Harness {...props} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

test('the figures hold each of the 26 regions exactly once: 16 on the front, 10 on the back', () => {
  const drawn = BODY_FIGURES.flatMap((figure) => figure.regions.map((r) => r.region));
  expect([...drawn].sort()).toEqual([...BODY_REGIONS].sort());
  expect(BODY_FIGURES.map((figure) => [figure.side, figure.regions.length])).toEqual([
    ['front', 16],
    ['back', 10],
  ]);
});

test('the regions are named buttons with data-region, aria-pressed and one tab stop per figure', async () => {
  renderPicker();
  const front = screen.getByRole('group', { name: 'Vorderseite' });
  const back = screen.getByRole('group', { name: 'Rückseite' });
  expect(within(front).getAllByRole('button')).toHaveLength(16);
  expect(within(back).getAllByRole('button')).toHaveLength(10);
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((b) => b.getAttribute('data-region')).sort()).toEqual([...BODY_REGIONS].sort());
  expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  expect(buttons.filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(2);
  expect(screen.getByText('Noch keine Körperregion gewählt.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Knie' })).toHaveAttribute('data-region', 'knee');
});

test('arrow keys, Home and End move within a figure; Enter or Space choose; Tab goes on to the list', async () => {
  const user = userEvent.setup();
  renderPicker();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Kopf (Stirn und Schläfen)' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('button', { name: 'Augen' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Augen' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Gewählt: Augen')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Körperregion/ })).toHaveTextContent('Augen');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('button', { name: 'Sprunggelenk' })).toHaveFocus(); // wraps around
  await user.keyboard('{Home}');
  expect(screen.getByRole('button', { name: 'Kopf (Stirn und Schläfen)' })).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Hinterkopf' })).toHaveFocus();
  await user.keyboard('{End} ');
  expect(screen.getByRole('button', { name: 'Wade' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Augen' })).toHaveAttribute('aria-pressed', 'false');
  await user.tab();
  expect(screen.getByRole('combobox', { name: /Körperregion/ })).toHaveFocus();

  // The chosen region is the tab stop of its figure.
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Wade' })).toHaveFocus();
});

test('the list is the alternative to the figures', async () => {
  const user = userEvent.setup();
  renderPicker();
  await user.click(screen.getByRole('combobox', { name: /Körperregion/ }));
  await user.click(screen.getByRole('option', { name: 'Knie' }));
  expect(screen.getByRole('button', { name: 'Knie' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Gewählt: Knie')).toBeInTheDocument();
});

test('with a legend the picker is a fieldset described by its hint', () => {
  renderPicker({ legend: 'Wo?', hint: 'Tippen oder wählen.' });
  const group = screen.getByRole('group', { name: 'Wo?' });
  expect(group.tagName).toBe('FIELDSET');
  expect(group).toHaveAccessibleDescription('Tippen oder wählen.');
});

test('the drawn figures are hidden from screen readers, and a click on a drawn region chooses it too', async () => {
  const user = userEvent.setup();
  const { container } = renderPicker();
  const drawings = container.querySelectorAll('svg[viewBox="0 0 120 264"]');
  expect(drawings).toHaveLength(2);
  for (const svg of drawings) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  await user.click(container.querySelector('[data-shape="knee"]')!);
  expect(screen.getByRole('button', { name: 'Knie' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Gewählt: Knie')).toBeInTheDocument();
});
