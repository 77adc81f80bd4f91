import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch, wpError } from '@officefit/testing';
import { renderWithTheme } from '@officefit/ui/testing';
import { PicturePicker, uploadPicture } from '../picture-upload';

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

test('an upload posts multipart with the token and answers null, the refusal code or no_response', async () => {
  const seen = stubFetch({
    'POST officefit/v1/admin/exercises/4/illustration': {},
    'POST officefit/v1/admin/exercises/5/illustration': wpError(413, 'file_too_big'),
  });
  expect(await uploadPicture('tok', 'officefit/v1/admin/exercises/4/illustration', picture())).toBeNull();
  expect(callsTo(seen, 'POST', 'officefit/v1/admin/exercises/4/illustration')[0]?.body).toEqual({
    multipart: true,
  });
  expect(await uploadPicture('tok', 'officefit/v1/admin/exercises/5/illustration', picture())).toBe(
    'file_too_big',
  );
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
  expect(await uploadPicture('tok', 'officefit/v1/admin/exercises/4/illustration', picture())).toBe(
    'no_response',
  );
});
