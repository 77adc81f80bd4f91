import { readAccessTokenCookie } from '@officefit/api';

/**
 * Uploads an exercise picture (multipart: the api base query sends JSON only). Resolves with the error code of a
 * refused upload (`file_too_big`, `rest_upload_type`) or null on success.
 */
export async function uploadExerciseIllustration(
  token: string | null,
  exerciseId: number,
  file: File,
): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  const auth = token ?? readAccessTokenCookie();
  const res = await fetch(`/wp-json/officefit/v1/admin/exercises/${exerciseId}/illustration`, {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  if (res.ok) return null;
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return body.code ?? 'rest_upload_invalid';
}
