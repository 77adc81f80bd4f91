// Wire types of the team feed (issue 38) as the backend sends them. Types only.
import type { FeedPostKind } from '../values';
import type { Member } from './challenges';

/** One milestone of a colleague (or of the reader). Never anything health-related. */
export interface FeedPost {
  id: number;
  kind: FeedPostKind;
  author: Member;
  /** The flames of a strike milestone; else null. */
  value: number | null;
  /** The product names of a shared redemption; else null. */
  detail: string | null;
  created_at: string;
  cheers: number;
  /** Whether the reader cheered it. */
  cheered: boolean;
  /** Whether the reader wrote it (may delete it, cannot cheer it). */
  own: boolean;
}

/** GET feed. */
export interface FeedPage {
  posts: FeedPost[];
  page: number;
  total: number;
  total_pages: number;
}

/** PUT/DELETE feed/{id}/cheer. */
export interface FeedCheerResult {
  id: number;
  cheers: number;
  cheered: boolean;
}

/** Which posts staff list in the admin area: not hidden, hidden by staff, or both. */
export type AdminFeedState = 'visible' | 'hidden' | 'all';

/** One post as moderators see it (admin/feed): the author's real name and company, and whether staff hid it. */
export interface AdminFeedPost {
  id: number;
  kind: FeedPostKind;
  author: { id: number; name: string };
  company: { id: number; name: string } | null;
  value: number | null;
  detail: string | null;
  created_at: string;
  cheers: number;
  /** When staff hid it; null while colleagues may see it. */
  hidden_at: string | null;
}

/** GET admin/feed. */
export interface AdminFeedPage {
  posts: AdminFeedPost[];
  page: number;
  total: number;
  total_pages: number;
}

/** POST feed/{id}/hide and admin/feed/{id}/unhide. */
export interface FeedModerationResult {
  id: number;
  hidden: boolean;
}
