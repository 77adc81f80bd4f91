// Cache names shared by the worker and the page (the page deletes the user's caches at logout).

/** API answers of the signed-in user (today's plan, its exercises, me): deleted at logout. */
export const API_CACHE = 'officefit-api';
/** Exercise illustrations (the same for every user). */
export const MEDIA_CACHE = 'officefit-media';
/** Remote entries and the runtime manifest: NetworkFirst, the last deployed version when offline. */
export const ENTRY_CACHE = 'officefit-entries';
/** Content-hashed remote chunks and assets: CacheFirst (a hash never changes its content). */
export const CHUNK_CACHE = 'officefit-remote-chunks';
/** Navigations (the shell's HTML, prerendered landing pages). */
export const PAGE_CACHE = 'officefit-pages';

/** Caches holding one user's data; the page deletes them at logout (issue 15). */
export const USER_CACHES: readonly string[] = [API_CACHE];

/** Message the page posts to a waiting worker when the user accepts the update. */
export const SKIP_WAITING = 'SKIP_WAITING';
