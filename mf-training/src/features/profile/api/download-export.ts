import { useCallback } from 'react';
import { readAccessTokenCookie, selectToken, useAppSelector } from '@officefit/api';

export type ExportFormat = 'json' | 'html';

/**
 * Downloads GET me/export as a file. A plain link cannot send the bearer token, so the file is fetched and handed
 * to the browser as a blob; rejects when the server refuses.
 */
export function useDownloadExport(): (format: ExportFormat) => Promise<void> {
  const token = useAppSelector(selectToken) ?? readAccessTokenCookie();
  return useCallback(
    async (format) => {
      const res = await fetch(`/wp-json/officefit/v1/me/export?format=${format}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(`export failed: ${res.status}`);
      const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `officefit-data.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    [token],
  );
}
