import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore } from '@officefit/api';
import { i18n, registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import type { RouteMeta } from '@officefit/shell-contract';
import { KnownPathsProvider } from '../context/known-paths';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

const label = (de: string, en: string) => ({ de, en });

// Route rows as the remotes' routes.json declare them (the shell itself knows no menu entry).
const ROUTES: RouteMeta[] = [
  {
    id: 'special',
    path: '/special/:name',
    layout: 'nonuser',
    menus: [
      {
        menu: 'footer',
        key: 'imprint',
        order: 30,
        label: label('Impressum', 'Imprint'),
        to: '/special/imprint',
      },
      {
        menu: 'footer',
        key: 'terms',
        order: 10,
        label: label('AGB', 'Terms and conditions'),
        to: '/special/terms',
      },
      { menu: 'info', key: 'career', order: 40, label: label('Karriere', 'Career'), to: '/special/career' },
      {
        menu: 'public',
        key: 'business',
        order: 10,
        label: label('Business', 'Business'),
        to: '/special/business',
      },
    ],
  },
  {
    id: 'home',
    path: '/home',
    guard: 'abo',
    layout: 'default',
    menus: [{ menu: 'app', key: 'home', order: 10, label: label('Home', 'Home') }],
  },
  {
    id: 'admin',
    path: '/admin',
    guard: 'service',
    layout: 'default',
    menus: [{ menu: 'app', key: 'users', order: 110, label: label('Benutzer', 'Users') }],
  },
];

function renderShellPart(element: React.ReactElement) {
  render(
    <Provider store={createTestStore()}>
      <ThemeWrapper>
        <KnownPathsProvider routes={ROUTES}>
          <MemoryRouter>{element}</MemoryRouter>
        </KnownPathsProvider>
      </ThemeWrapper>
    </Provider>,
  );
}

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => `${a.textContent}|${a.getAttribute('href')}`);

afterEach(async () => {
  await act(() => i18n.changeLanguage('de'));
});

test('the footer shows the entries the remotes declare, by order, in the interface language', async () => {
  renderShellPart(<Footer />);
  expect(links(screen.getByRole('navigation', { name: 'Fußzeile' }))).toEqual([
    'AGB|/special/terms',
    'Impressum|/special/imprint',
  ]);
  expect(links(screen.getByRole('navigation', { name: 'Weitere Seiten' }))).toEqual([
    'Karriere|/special/career',
  ]);
  await act(() => i18n.changeLanguage('en'));
  expect(links(screen.getByRole('navigation', { name: 'Footer' }))).toEqual([
    'Terms and conditions|/special/terms',
    'Imprint|/special/imprint',
  ]);
});

test('a visitor on a page of the app layout (the blog) gets the public menu, no member or staff entries', () => {
  renderShellPart(<Header variant="app" />);
  expect(links(screen.getByRole('navigation', { name: 'Hauptnavigation' }))).toEqual([
    'Business|/special/business',
  ]);
});

/** The given properties of the `@media (max-width: …)` rules that apply to an element (jsdom matches no media). */
function collapsedStyle(element: Element, maxWidth: number, names: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes(`max-width: ${maxWidth}px`))
        continue;
      for (const inner of rule.cssRules) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        for (const name of names) {
          const value = inner.style.getPropertyValue(name);
          if (value) found[name] = value;
        }
      }
    }
  }
  return found;
}

test('collapsed behind "Menü", the header nav leaves the row, so the menu button ends it on the right (#39)', () => {
  renderShellPart(<Header variant="public" />);
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  expect(collapsedStyle(nav, 900, ['position', 'top', 'left', 'right'])).toEqual({
    position: 'absolute',
    top: '100%',
    left: '0',
    right: '0',
  });
  // the button is the bar's last child in the row: nothing after it but the nav taken out of the flow
  expect(screen.getByText('Menü', { selector: 'button' }).nextElementSibling).toBe(nav);
});

test('footer links are targets of at least 24 px (WCAG 2.2, 2.5.8), not a bare line of text', () => {
  renderShellPart(<Footer />);
  for (const link of within(screen.getByRole('navigation', { name: 'Fußzeile' })).getAllByRole('link')) {
    expect(link).toHaveStyle({ display: 'inline-flex', minHeight: '2rem' });
  }
});
