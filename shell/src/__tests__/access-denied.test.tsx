import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { AccessDenied } from '../pages/access-denied';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

function show(guard: string) {
  render(
    <ThemeWrapper>
      <MemoryRouter>
        <AccessDenied guard={guard} />
      </MemoryRouter>
    </ThemeWrapper>,
  );
}

describe('AccessDenied names what is missing', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('de-DE'));
  });

  it.each([
    ['editor', /Rolle „Marketing“/],
    ['service', /Rolle „Kundenservice“/],
    ['admin', /nur für Administratorinnen/],
  ])('a staff guard (%s) names the role, not a membership', (guard, text) => {
    show(guard);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(/Mitgliedschaft/)).toBeNull();
  });

  it('subscriber guards name the membership', () => {
    show('abo');
    expect(screen.getByText(/aktive Mitgliedschaft\./)).toBeTruthy();
  });

  it('speaks English in English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    show('editor');
    expect(screen.getByText(/lacks the “Marketing” role/)).toBeTruthy();
  });
});
