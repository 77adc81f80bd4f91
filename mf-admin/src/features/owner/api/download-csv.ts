import { readAccessTokenCookie } from '@officefit/api';

/**
 * Downloads the report as CSV (the server applies the same floor as to the screen). A plain link cannot send the
 * bearer token, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadReportCsv(
  token: string | null,
  path: string,
  params: { weeks: number; lang: 'de' | 'en' },
): Promise<boolean> {
  const auth = token ?? readAccessTokenCookie();
  const query = new URLSearchParams({ weeks: String(params.weeks), lang: params.lang });
  const res = await fetch(`/wp-json/${path}.csv?${query.toString()}`, {
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  if (!res.ok) return false;
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}
