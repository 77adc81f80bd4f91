// One picture picker and one multipart upload for the admin's picture fields (exercise pictures, location and
// department pictures); the server reads the type from the bytes.
import { useCallback, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { uploadFile, useAppDispatch } from '@officefit/api';

/** The types the server accepts for pictures (it re-encodes them). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  text-decoration: underline;

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primaryDark};
  }
`;

export interface PicturePickerProps {
  /** The visible link text ("Bild hochladen"). */
  label: string;
  /** A fuller name for screen readers when several pickers share the visible text (one per table row). */
  ariaLabel?: string;
  /** Called with the chosen file; the input is cleared, so the same file can be chosen again after a refusal. */
  onFile: (file: File) => void;
  /** The types offered in the file dialog (the server checks the bytes); pictures by default. */
  accept?: string;
}

/** A link-styled file input for a picture (or, with `accept`, another file such as a video). */
export function PicturePicker({ label, ariaLabel, onFile, accept = PICTURE_TYPES }: PicturePickerProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <FileLabel>
      {label}
      <input type="file" accept={accept} aria-label={ariaLabel} onChange={change} />
    </FileLabel>
  );
}

/**
 * POSTs a file as multipart field `file` to `/wp-json/<path>` through the app's base query (token, spec §8's session
 * rule). The returned function resolves with null on success, else the error code of the refusal (`file_too_big`,
 * `rest_upload_type`, …) or `no_response` when the server could not be reached.
 */
export function usePictureUpload(): (path: string, file: File) => Promise<string | null> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (path, file) => {
      const result = await dispatch(uploadFile(path, file));
      return result.error ? result.error.code : null;
    },
    [dispatch],
  );
}
