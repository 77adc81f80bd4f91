/** True for crawler or bot visitors, for whom the error screen is not rendered (spec §2). */
export function isBot(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|headlesschrome\/.*lighthouse/i.test(
    userAgent,
  );
}
