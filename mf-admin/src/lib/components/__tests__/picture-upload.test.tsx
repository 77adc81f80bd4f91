import type { Middleware } from '@reduxjs/toolkit';
import { renderHook, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, loggedIn, sessionFailed } from '@officefit/api';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch, wpError } from '@officefit/testing';
import { renderWithTheme } from '@officefit/ui/testing';
import { PicturePicker, usePictureUpload } from '../picture-upload';

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });

test('the picker hands over the chosen picture and clears itself, so the same file can be chosen again', async () => {
  const onFile = jest.fn();
  renderWithTheme(
    <PicturePicker label="Bild hochladen" ariaLabel="Bild für Berlin hochladen" onFile={onFile} />,
  );
  const input = screen.getByLabelText('Bild für Berlin hochladen') as HTMLInputElement;
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await userEvent.upload(input, picture());
  expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'p.png' }));
  expect(input.value).toBe('');
});

/** The app's store with a recorder of the actions it sees; signed in with the token `tok`. */
function renderUpload() {
  const actions: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = createAppStore({ middleware: [recorder] });
  store.dispatch(loggedIn({ token: 'tok', email: 'staff@example.com', at: '2026-01-01' }));
  const { result } = renderHook(() => usePictureUpload(), {
    wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
  });
  return { actions, upload: result.current };
}

test('an upload posts multipart with the token and answers null, the refusal code or no_response', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const seen = stubFetch({
    'POST officefit/v1/admin/exercises/4/illustration': {},
    'POST officefit/v1/admin/exercises/5/illustration': wpError(413, 'file_too_big'),
  });
  const { upload } = renderUpload();
  expect(await upload('officefit/v1/admin/exercises/4/illustration', picture())).toBeNull();
  expect(callsTo(seen, 'POST', 'officefit/v1/admin/exercises/4/illustration')[0]?.body).toEqual({
    multipart: true,
  });
  const sent = (globalThis.fetch as jest.Mock).mock.calls[0]?.[0] as Request;
  expect(sent.headers.get('authorization')).toBe('Bearer tok');
  expect(await upload('officefit/v1/admin/exercises/5/illustration', picture())).toBe('file_too_big');
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
  expect(await upload('officefit/v1/admin/exercises/4/illustration', picture())).toBe('no_response');
});

test('a refused session on upload ends the session like every other call (spec §8)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubFetch({ 'POST officefit/v1/admin/exercises/4/illustration': wpError(401, 'rest_not_logged_in') });
  const { actions, upload } = renderUpload();
  expect(await upload('officefit/v1/admin/exercises/4/illustration', picture())).toBe('rest_not_logged_in');
  expect(actions).toContain(sessionFailed.type);
});
