import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import type { RouteMeta } from '@officefit/shell-contract';
import { KnownPathsProvider } from '../context/known-paths';
import { AccessDenied } from '../pages/access-denied';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

const SHOP: RouteMeta[] = [{ id: 'extend', path: '/extend', layout: 'default' }];

function show(guard: string, routes: RouteMeta[] = SHOP) {
  render(
    <ThemeWrapper>
      <KnownPathsProvider routes={routes}>
        <MemoryRouter>
          <AccessDenied guard={guard} />
        </MemoryRouter>
      </KnownPathsProvider>
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
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('subscriber guards name the membership', () => {
    show('abo');
    expect(screen.getByText(/aktive Mitgliedschaft\./)).toBeTruthy();
  });

  // issue 31 §3: a guest opening /home got "no access" with only a link to the start page
  it.each(['abo', 'aboorguest'])('a missing membership (%s) leads on to the membership screen', (guard) => {
    show(guard);
    expect(screen.getByRole('link', { name: 'Mitgliedschaft abschließen' })).toHaveAttribute(
      'href',
      '/extend',
    );
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('offers no membership link while the membership screen is not deployed', () => {
    show('abo', []);
    expect(screen.queryByRole('link', { name: 'Mitgliedschaft abschließen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeTruthy();
  });

  it('speaks English in English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    show('editor');
    expect(screen.getByText(/lacks the “Marketing” role/)).toBeTruthy();
    show('abo');
    expect(screen.getByRole('link', { name: 'Get a membership' })).toHaveAttribute('href', '/extend');
  });
});
