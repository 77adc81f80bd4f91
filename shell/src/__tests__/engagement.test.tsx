import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { InstallOffer } from '../components/install-offer';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

function installEvent(): Event {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
}

test('the install offer waits until the user has used the page, then shows once', async () => {
  render(
    <ThemeWrapper>
      <InstallOffer />
    </ThemeWrapper>,
  );
  const offer = installEvent();
  act(() => void window.dispatchEvent(offer));
  expect(offer.defaultPrevented).toBe(true); // caught: the browser's own mini-bar stays away
  // the first screen is read undisturbed
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('complementary', { name: de.install.label })).not.toBeInTheDocument();

  fireEvent.pointerDown(document.body);
  expect(await screen.findByRole('complementary', { name: de.install.label })).toBeInTheDocument();
  expect(screen.getByText(de.install.text)).toBeInTheDocument();
});
