/// <reference types="@testing-library/jest-dom" />
// Issue 31 §3: after saving the questionnaire on a phone, /home opened scrolled halfway down (the long form's
// scroll position). The way to /home starts at the top of the page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnamnesisPage from '../pages/anamnesis-page';
import { renderAnamnesis, storedProfile, stubFetch } from '../features/anamnesis/__tests__/support';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('saving the profile opens /home at the top of the page', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubFetch({
    'GET officefit/v1/anamnesis': storedProfile(),
    'PUT officefit/v1/anamnesis': { ...storedProfile(), redFlags: [] },
  });
  renderAnamnesis(<AnamnesisPage />);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Schritt 1 von 5: Persönliche Daten' });
  for (let step = 1; step < 5; step += 1) await user.click(screen.getByRole('button', { name: 'Weiter' }));
  scrollTo.mockClear();

  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
});
