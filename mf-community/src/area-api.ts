import { api } from '@officefit/api';

/**
 * The cache tags only this remote uses, registered by the remote itself (docs/contracts.md): a new one needs no shell
 * release. Tags another area or the shell also uses are the shared ones (`SHARED_TAG_TYPES` in @officefit/api).
 */
export const COMMUNITY_TAG_TYPES = ['Challenges', 'Coworkers', 'Feed'] as const;

/** The one api slice with this remote's tags: every endpoint of the remote is injected through it. */
export const communityApi = api.enhanceEndpoints({ addTagTypes: COMMUNITY_TAG_TYPES });
