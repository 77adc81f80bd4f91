import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@officefit/i18n';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, type SeenCall } from '../testing/support';
import { COMPANY_PATH, demoCompany, renderCompanyPage } from '../testing/company-page';
import CompaniesPage from '../pages/companies-page';

// The staff company form's mail domains (issue 32): a verified address on one of them confirms a member for the
// owner report. One text field (commas or line breaks), checked by the contract's rule before it is sent.

const PATH = COMPANY_PATH;

const company = demoCompany({
  email_domains: ['demo-gmbh.example.com', 'example.com'],
  company_email_only: false,
});

test('the domains load into the field and are saved as a list with the company', async () => {
  let stored = company;
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service'], true),
    [`GET ${PATH}`]: () => stored,
    [`PUT ${PATH}`]: (call: SeenCall) => {
      stored = { ...stored, ...(call.body as object) };
      return stored;
    },
  });
  const user = userEvent.setup();
  const { unmount } = renderCompanyPage();

  const field = await screen.findByRole('textbox', { name: /E-Mail-Domains des Unternehmens/ });
  expect(field).toHaveValue('demo-gmbh.example.com\nexample.com');
  await user.clear(field);
  await user.type(field, 'Demo-GmbH.example.com, demo.de{Enter}demo.de');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  // lower case and once each, as the contract normalises them
  await waitFor(() =>
    expect(callsTo(seen, 'PUT', PATH)[0]?.body).toEqual(
      expect.objectContaining({ name: 'Demo GmbH', email_domains: ['demo-gmbh.example.com', 'demo.de'] }),
    ),
  );
  // opened again, the stored list is back, one domain a line
  unmount();
  renderCompanyPage();
  expect(await screen.findByRole('textbox', { name: /E-Mail-Domains/ })).toHaveValue(
    'demo-gmbh.example.com\ndemo.de',
  );
});

test('a bad domain is named beside the field and nothing is sent', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service'], true),
    'GET officefit/v1/admin/companies': [],
  });
  const user = userEvent.setup();
  renderRoute(<CompaniesPage />, { path: '/admin/companies', url: '/admin/companies' });

  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Neu GmbH');
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Domains/ }), 'neu.de, @neu');
  await user.click(screen.getByRole('button', { name: 'Unternehmen anlegen' }));

  expect(await screen.findByText('„@neu“ ist keine E-Mail-Domain wie firma.de.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /E-Mail-Domains/ })).toHaveAttribute('aria-invalid', 'true');
  expect(callsTo(seen, 'POST', 'officefit/v1/admin/companies')).toHaveLength(0);
});

// spec §5 "the company address": the codes may admit only addresses on those domains
test.each([
  ['de-DE', 'Zugangscodes nur für E-Mail-Adressen dieser Domains', 'Speichern'],
  ['en-US', 'Access codes only for e-mail addresses on these domains', 'Save'],
] as const)(
  'in %s the company-address rule is a checkbox saved with the company',
  async (lang, label, save) => {
    await act(() => i18n.changeLanguage(lang));
    try {
      const seen = stubFetch({
        'GET officefit/v1/me': me(['administrator'], true),
        [`GET ${PATH}`]: company,
        [`PUT ${PATH}`]: (call: SeenCall) => ({ ...company, ...(call.body as object) }),
      });
      const user = userEvent.setup();
      renderCompanyPage();
      const box = await screen.findByRole('checkbox', { name: label });
      expect(box).not.toBeChecked();
      await user.click(box);
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() =>
        expect(callsTo(seen, 'PUT', PATH)[0]?.body).toEqual(
          expect.objectContaining({ company_email_only: true }),
        ),
      );
    } finally {
      await act(() => i18n.changeLanguage('de-DE'));
    }
  },
);
