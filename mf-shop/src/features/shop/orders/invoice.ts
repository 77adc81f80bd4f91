import { useCallback } from 'react';
import { readAccessTokenCookie, useAppSelector } from '@officefit/api';

/**
 * Downloads an order's invoice PDF (GET shop/orders/{id}/invoice). The call needs the bearer token, which a plain
 * link cannot send, so the file is fetched and handed to the browser as a blob. Resolves false when it failed.
 */
export function useInvoiceDownload(): (orderId: number, fileName: string) => Promise<boolean> {
  const token = useAppSelector((state) => state.auth.token) ?? readAccessTokenCookie();
  return useCallback(
    async (orderId, fileName) => {
      try {
        const res = await fetch(`/wp-json/officefit/v1/shop/orders/${orderId}/invoice`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (!res.ok) return false;
        const url = URL.createObjectURL(await res.blob());
        const link = document.createElement('a');
        link.href = url;
        link.download = `${fileName}.pdf`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        return true;
      } catch {
        return false;
      }
    },
    [token],
  );
}
