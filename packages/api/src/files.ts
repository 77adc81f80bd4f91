import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseQuery } from './base-query';
import { toApiFailure, type ApiFailure } from './errors';

/** A file the server answered with, and the name its `Content-Disposition` gives (null when none). */
export interface FileAnswer {
  file: Blob;
  name: string | null;
}

export type FileResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiFailure };
type FileThunk<T> = ThunkAction<Promise<FileResult<T>>, unknown, unknown, UnknownAction>;

/** A success answer as a file; a refusal as its WordPress error body, so the failure keeps its code. */
async function fileOrError(res: Response): Promise<unknown> {
  if (!res.ok) return res.json().catch(() => undefined);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { file: await res.blob(), name } satisfies FileAnswer;
}

/**
 * Files go through the app's one base query (bearer token, timeout, logging and spec §8's session rule: a refused
 * call of the session opens the login dialog) but not through an endpoint: RTK Query keeps answers in the store,
 * and a Blob does not belong there.
 */
function throughBaseQuery<T>(request: Parameters<typeof baseQuery>[0]): FileThunk<T> {
  return async (dispatch, getState) => {
    const controller = new AbortController();
    const api: BaseQueryApi = {
      signal: controller.signal,
      abort: (reason) => controller.abort(reason),
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'file',
      type: 'mutation',
    };
    const result = await baseQuery(request, api, {});
    return result.error ? { error: toApiFailure(result.error) } : { data: result.data as T };
  };
}

/** GET `/wp-json/<url>` as a file (an export, an invoice, a CSV report). */
export function downloadFile(url: string): FileThunk<FileAnswer> {
  return throughBaseQuery<FileAnswer>({ url, responseHandler: fileOrError });
}

/** POST `file` as the multipart field `file` to `/wp-json/<url>` (a picture upload), with other form `fields`. */
export function uploadFile(url: string, file: File, fields: Record<string, string> = {}): FileThunk<unknown> {
  const form = new FormData();
  // the text fields first: the server reads them before the file's bytes
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return throughBaseQuery({ url, method: 'POST', form });
}

/** Hands a downloaded file to the browser as a download named `name`. */
export function saveFile(file: Blob, name: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the object URL after click() returns
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
