/**
 * Wire types of the current user (spec §3 "Me"). The shape the backend sends lives in @officefit/domain; the apps
 * read it more tolerantly (roles, subscription status and absence reason as plain strings, optional flags), so
 * these stay the reading view, with a compile-time check that the backend's type reads as it. Type-only imports:
 * this package is a shared singleton of every remote and gains no runtime dependency.
 */
import type { Me as WireMe, MeSubscription } from '@officefit/domain';

export type { Lang, MeMeta, MeStats } from '@officefit/domain';

export interface Subscription extends Pick<MeSubscription, 'kind' | 'ends_at'> {
  status: string;
  active?: boolean;
}

export interface Me extends Omit<WireMe, 'roles' | 'absence_reason' | 'sub' | 'company'> {
  roles: string[];
  absence_reason: string | null;
  sub: Subscription | null;
  company: { id: number; name: string; enable_subranking?: boolean } | null;
}

// Compile-time check: what the server sends (the wire type of @officefit/domain) reads as this type.
type _ReadsMe<T extends Me = WireMe> = T;
