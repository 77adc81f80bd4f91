import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@officefit/i18n';
import { callsTo, renderRoute, stubFetch, wpList } from '../../../../testing/support';
import { CmsPage } from '../../../cms-pages/components/cms-page';
import { renderPrices } from '../price-list';

// GET membership/offers as the backend answers it (seeded prices, issue 39)
const OFFERS = {
  offers: [
    { duration: '1m', price_cents: 1990, vat_rate: 19, billing_intervals: ['monthly'] },
    { duration: '12m', price_cents: 17900, vat_rate: 19, billing_intervals: ['monthly', 'yearly'] },
  ],
};

const landing = (lang: 'de' | 'en') => ({
  id: 1,
  slug: '',
  lang,
  title: { rendered: 'officefit' },
  excerpt: { rendered: '' },
  modified: '2026-11-01T10:00:00Z',
  status: 'publish',
  blocks: [
    { type: 'hero', heading: 'officefit', text: 'Text' },
    { type: 'prices', id: 'prices', heading: lang === 'de' ? 'Preise' : 'Prices', text: 'Online kündbar.' },
  ],
});

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
  jest.restoreAllMocks();
});

function renderLanding() {
  const seen = stubFetch({
    'GET wp/v2/pages': (c: { query: { lang: string } }) => wpList([landing(c.query.lang as 'de')]),
    'GET officefit/v1/membership/offers': OFFERS,
  });
  renderRoute(<CmsPage slug="" renderPrices={renderPrices} />, { path: '/', url: '/', loggedIn: false });
  return seen;
}

test('a prices block lists the terms with euro prices and their own sign-up links in German, the VAT note and "Jetzt registrieren"', async () => {
  const seen = renderLanding();
  const list = await screen.findByTestId('price-list');
  const terms = within(list).getAllByRole('listitem');
  expect(terms.map((term) => term.textContent?.replace(/\s/g, ' '))).toEqual([
    '1 Monat19,90 €1 Monat wählen',
    '12 Monate179,00 €12 Monate wählen',
  ]);
  // each term signs up with itself chosen (the registration presets it)
  expect(within(list).getByRole('link', { name: '12 Monate wählen' })).toHaveAttribute(
    'href',
    '/registration?term=12m',
  );
  expect(within(list).getByRole('heading', { level: 3, name: '1 Monat' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Preise' })).toBeInTheDocument();
  expect(screen.getByText('Alle Preise für die gesamte Laufzeit, inkl. 19 % MwSt.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/registration');
  expect(callsTo(seen, 'GET', 'officefit/v1/membership/offers')).toHaveLength(1);
});

test('in English the prices are written the English way and the call to action is "Sign up now"', async () => {
  await act(() => setLanguage('en-US'));
  renderLanding();
  const list = await screen.findByTestId('price-list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((term) => term.textContent),
  ).toEqual(['1 month€19.90Choose 1 month', '12 months€179.00Choose 12 months']);
  expect(screen.getByText('All prices for the whole term, incl. 19 % VAT.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/registration');
});

test('without a price list the sign-up link stays (a visitor may have a company code)', async () => {
  stubFetch({
    'GET wp/v2/pages': wpList([landing('de')]),
    'GET officefit/v1/membership/offers': { offers: [] },
  });
  renderRoute(<CmsPage slug="" renderPrices={renderPrices} />, { path: '/', url: '/', loggedIn: false });
  expect(await screen.findByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute(
    'href',
    '/registration',
  );
  expect(screen.queryByTestId('price-list')).not.toBeInTheDocument();
  expect(screen.queryByText(/MwSt/)).not.toBeInTheDocument();
});
