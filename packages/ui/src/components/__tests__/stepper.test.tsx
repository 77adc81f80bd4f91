import { act, screen, within } from '@testing-library/react';
import { i18n } from '@officefit/i18n';
import { Stepper } from '../stepper';
import { renderWithTheme } from '../../testing';

const STEPS = ['Person', 'Fitness', 'Schmerzen', 'Ziele', 'Fertig'];

describe('Stepper', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('de-DE'));
  });

  it('says "Schritt 2 von 5" and marks the current step', () => {
    renderWithTheme(<Stepper steps={STEPS} current={2} />);
    expect(screen.getByText('Schritt 2 von 5')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Schritte' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Fitness');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('abgeschlossen');
  });

  it('speaks English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    renderWithTheme(<Stepper steps={STEPS} current={5} />);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
  });
});
