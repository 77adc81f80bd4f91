/** The bearer token travels in the `access_token` cookie (spec §7) so a reload keeps the session. */
export const ACCESS_TOKEN_COOKIE = 'access_token';

/** Reads the access token cookie, or null outside a browser or when absent. */
export function readAccessTokenCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${ACCESS_TOKEN_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(ACCESS_TOKEN_COOKIE.length + 1)) : null;
}

/**
 * Writes (or with null, removes) the access token cookie for the whole site. It lives as long as the refresh
 * cookie (30 days), not as the token: a reload with an expired token still knows the session and refreshes it.
 */
export function writeAccessTokenCookie(token: string | null, maxAgeSeconds = 30 * 24 * 3600): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
    : `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
