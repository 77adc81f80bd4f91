// What every activity use case shares: the repository, the clock that decides what "today" is, and the settings
// of the activity rules a server may change.
import type { Clock } from '../../kernel';
import type { ActivityRepository } from '../repository';

export interface ActivityDeps {
  repo: ActivityRepository;
  clock: Clock;
  /** Share of an exercise's duration that must pass between start and finish (0–1); see kernel/values.ts. */
  minElapsedFraction: number;
}
