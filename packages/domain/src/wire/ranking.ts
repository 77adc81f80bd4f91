// Wire types of the ranking (docs/api-community.md "Ranking") as the backend sends them. Types only.
import type { SubcategoryKind } from '../values';
import type { Member } from './challenges';

/** The three lists: short = top 3, medium = top 10, full = everyone (GET ranking_short | ranking_medium | …). */
export type RankingSize = 'short' | 'medium' | 'full';

/** A location or department with its team score. */
export interface RankingSubcat {
  id: number;
  kind: SubcategoryKind;
  name: string;
  pic: string | null;
  points: number;
  pos: number;
  members: number;
}

export interface RankingEntry extends Member {
  pos: number;
  points: number;
  me: boolean;
}

/** GET ranking_short | ranking_medium | ranking_full. */
export interface Ranking {
  res: true;
  data: RankingEntry[];
  me: RankingEntry | null;
  participants: number;
  participating: 0 | 1;
  goal_percent: number;
  company_goal: number;
  goal_points: number;
  company: { id: number; name: string } | null;
  enable_subranking: boolean;
  subcats: RankingSubcat[];
  pastmonths: number;
  month: string;
}

/** One page of GET ranking_full?page=: the body and its paging headers (X-WP-Total, X-WP-TotalPages). */
export interface RankingPage extends Ranking {
  total: number;
  totalPages: number;
}
