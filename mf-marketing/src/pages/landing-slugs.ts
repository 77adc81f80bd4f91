/** Names allowed after `/special/` (campaign and legal pages). */
const SPECIAL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Route ids of the landing pages that come from the CMS (see routes.json). */
export const LANDING_ROUTE_IDS = [
  'landing',
  'intro',
  'for_you',
  'for_your_company',
  'team',
  'faq',
  'special',
];

/**
 * The CMS slug shown by a landing route: `''` for `/`, the route id for the fixed pages and `special/<name>`
 * for `/special/:name`; `null` when the path cannot name a CMS page. The screens and the server render both
 * use it, so they always ask for the same page.
 */
export function landingSlug(
  routeId: string,
  params: Readonly<Record<string, string | undefined>>,
): string | null {
  if (routeId === 'landing') return '';
  if (routeId === 'special') {
    const name = params.name ?? '';
    return SPECIAL_NAME.test(name) ? `special/${name}` : null;
  }
  return LANDING_ROUTE_IDS.includes(routeId) ? routeId : null;
}
