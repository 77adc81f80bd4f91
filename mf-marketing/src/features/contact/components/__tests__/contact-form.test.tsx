import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import { callsTo, renderRoute, stubFetch, wpError, Reply } from '../../../../testing/support';
import ContactForm from '../contact-form';

// failed calls are logged by the api layer (spec §8); these tests expect failures
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

function renderForm(trialOption: 'none' | 'offered' | 'preselected' = 'offered') {
  return renderRoute(<ContactForm trialOption={trialOption} />, { path: '/contact', url: '/contact' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Eva Muster');
  await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'eva@firma.example');
  await user.click(screen.getByLabelText(/^Ich bin damit einverstanden/));
}

test('shows the errors of an incomplete form and sends nothing', async () => {
  const seen = stubFetch({});
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  // the texts of the shared request contract's issues (@officefit/i18n `validation`)
  expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
  expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAccessibleDescription(
    'Bitte füllen Sie dieses Feld aus.',
  );
  expect(screen.getByText('Bitte stimmen Sie zu.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  expect(seen).toHaveLength(0);
});

test('a contact request needs a message; wrong entries are explained in English too', async () => {
  const seen = stubFetch({});
  const user = userEvent.setup();
  await setLanguage('en-US');
  try {
    renderForm('none');
    await user.type(screen.getByLabelText(/^Name/), 'Eva Muster');
    await user.type(screen.getByLabelText(/^E-mail/i), 'eva@');
    await user.click(screen.getByLabelText(/^I agree/));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/^E-mail/i)).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByLabelText(/^E-mail/i)).toHaveFocus();
    await user.type(screen.getByLabelText(/^E-mail/i), 'firma.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/^Your message/)).toHaveAccessibleDescription('Please enter a message.');
    expect(seen).toHaveLength(0);
  } finally {
    await setLanguage('de-DE');
  }
});

test('sends the trial-week request and confirms it', async () => {
  const seen = stubFetch({
    'POST officefit/v1/contact': new Reply(201, {
      id: 3,
      trial: true,
      state: 'requested',
      received_at: '2026-11-23T10:00:00Z',
    }),
  });
  const user = userEvent.setup();
  renderForm('preselected');
  expect(screen.getByLabelText(/Probewoche anfragen/)).toBeChecked();
  await fillRequired(user);
  await user.type(screen.getByLabelText('Anzahl der Mitarbeitenden'), '40');
  await user.click(screen.getByRole('button', { name: 'Probewoche anfragen' }));
  expect(await screen.findByText('Ihre Probewoche ist angefragt!')).toBeInTheDocument();
  const [sent] = callsTo(seen, 'POST', 'officefit/v1/contact');
  expect(sent?.body).toEqual({
    name: 'Eva Muster',
    email: 'eva@firma.example',
    employees: 40,
    message: '',
    consent: true,
    trial: true,
    lang: 'de',
  });
});

test('server field errors show next to their field', async () => {
  stubFetch({
    'POST officefit/v1/contact': wpError(400, 'rest_invalid_param', { email: 'Invalid email address.' }),
  });
  const user = userEvent.setup();
  renderForm('none');
  await fillRequired(user);
  await user.type(screen.getByLabelText(/^Ihre Nachricht/), 'Hallo');
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAccessibleDescription(
      'E-Mail-Adresse ist nicht gültig.',
    ),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte überprüfen Sie Ihre Eingaben');
  expect(screen.queryByLabelText(/Probewoche/)).toBeNull();
});

test('too many requests are explained', async () => {
  stubFetch({ 'POST officefit/v1/contact': wpError(429, 'rest_too_many_requests') });
  const user = userEvent.setup();
  renderForm();
  await fillRequired(user);
  await user.type(screen.getByLabelText(/^Ihre Nachricht/), 'Hallo');
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sie haben schon mehrere Anfragen gesendet');
});
