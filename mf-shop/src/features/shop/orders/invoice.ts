import { useCallback } from 'react';
import { downloadFile, saveFile, useAppDispatch } from '@officefit/api';

/**
 * Downloads an order's invoice PDF (GET shop/orders/{id}/invoice). A plain link cannot send the bearer token, so
 * the file comes through the app's base query (a refused session opens the login dialog) and is handed to the
 * browser. Resolves false when it failed.
 */
export function useInvoiceDownload(): (orderId: number, fileName: string) => Promise<boolean> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (orderId, fileName) => {
      const result = await dispatch(downloadFile(`officefit/v1/shop/orders/${orderId}/invoice`));
      if (result.error) return false;
      saveFile(result.data.file, `${fileName}.pdf`);
      return true;
    },
    [dispatch],
  );
}
