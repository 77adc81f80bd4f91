// One picture picker and one multipart upload for the admin's picture fields (exercise pictures, location and
// department pictures): the api base query sends JSON only, and the server reads the type from the bytes.
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { readAccessTokenCookie } from '@officefit/api';

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
}

/** A link-styled file input for a picture. */
export function PicturePicker({ label, ariaLabel, onFile }: PicturePickerProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <FileLabel>
      {label}
      <input type="file" accept={PICTURE_TYPES} aria-label={ariaLabel} onChange={change} />
    </FileLabel>
  );
}

/**
 * POSTs `file` as multipart field `file` to `/wp-json/<path>`. Resolves with null on success, else the error code of
 * the refusal (`file_too_big`, `rest_upload_type`, …) or `no_response` when the server could not be reached.
 */
export async function uploadPicture(token: string | null, path: string, file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  const auth = token ?? readAccessTokenCookie();
  try {
    const res = await fetch(`/wp-json/${path}`, {
      method: 'POST',
      body: form,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });
    if (res.ok) return null;
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    return body.code ?? 'rest_upload_invalid';
  } catch {
    return 'no_response';
  }
}
