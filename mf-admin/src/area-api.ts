import { api, call, type ApiRequest } from '@officefit/api';

/**
 * The cache tags only this remote uses, registered by the remote itself (docs/contracts.md): a new one needs no shell
 * release. Tags another area or the shell also uses are the shared ones (`SHARED_TAG_TYPES` in @officefit/api).
 */
export const ADMIN_TAG_TYPES = [
  'Users',
  'Companies',
  'CmsPages',
  'CmsRevisions',
  'CmsPosts',
  'ContactRequests',
  'Outbox',
  'FeedPosts',
  'Vouchers',
  'SepaCollections',
  'OpenInvoices',
] as const;

/** The one api slice with this remote's tags: every endpoint of the remote is injected through it. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAG_TYPES });

/** The call that saves an item of `collection`: a POST to the collection for a new one, a PUT to the item otherwise. */
export function saveCall(collection: string, id: number | undefined, body: object): ApiRequest {
  return id === undefined
    ? call('POST', collection, { ...body })
    : call('PUT', `${collection}/${id}`, { ...body });
}
