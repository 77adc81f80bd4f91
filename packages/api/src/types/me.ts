/**
 * Wire types of the current user (spec §3 "Me"): the shape the backend's me mapper sends, declared once in
 * @officefit/domain. Type-only: this package is a shared singleton of every remote and gains no runtime dependency.
 */
export type { Lang, Me, MeMeta, MeStats, MeSubscription as Subscription } from '@officefit/domain';
