import { screen, waitFor } from '@testing-library/react';
import { callsTo, renderRoute, stubFetch, wpError } from '../../testing/support';
import VerifyPage from '../verify-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

function renderAt(url: string) {
  return renderRoute(<VerifyPage />, { path: '/registration/verify', url, loggedIn: false });
}

test('the link of the mail confirms the address once and says so', async () => {
  const seen = stubFetch({ 'POST officefit/v1/registration/verify': { verified: true } });
  renderAt('/registration/verify?key=abc123');
  expect(await screen.findByTestId('verify-success')).toHaveTextContent('Ihre E-Mail-Adresse ist bestätigt');
  expect(callsTo(seen, 'POST', 'officefit/v1/registration/verify')).toEqual([
    expect.objectContaining({ body: { key: 'abc123' } }),
  ]);
});

test('an expired, used or unknown link shows the invalid-link state', async () => {
  stubFetch({ 'POST officefit/v1/registration/verify': wpError(400, 'verification_link_invalid') });
  renderAt('/registration/verify?key=old');
  expect(await screen.findByTestId('verify-invalid')).toHaveTextContent('Dieser Link ist ungültig.');
});

test('a link without a key is invalid without asking the server', async () => {
  const seen = stubFetch({});
  renderAt('/registration/verify');
  expect(await screen.findByTestId('verify-invalid')).toBeInTheDocument();
  await waitFor(() => expect(seen).toEqual([]));
});
