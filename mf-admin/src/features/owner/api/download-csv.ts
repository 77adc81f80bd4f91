import { useCallback } from 'react';
import { downloadFile, saveFile, useAppDispatch } from '@officefit/api';

/**
 * Downloads the report as CSV (the server applies the same floor as to the screen). A plain link cannot send the
 * bearer token, so the file comes through the app's base query (a refused session opens the login dialog) and is
 * handed to the browser. The returned function resolves false when it failed.
 */
export function useReportCsvDownload(): (
  path: string,
  params: { weeks: number; lang: 'de' | 'en' },
) => Promise<boolean> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (path, params) => {
      const query = new URLSearchParams({ weeks: String(params.weeks), lang: params.lang });
      const result = await dispatch(downloadFile(`${path}.csv?${query.toString()}`));
      if (result.error) return false;
      saveFile(result.data.file, result.data.name ?? 'report.csv');
      return true;
    },
    [dispatch],
  );
}
