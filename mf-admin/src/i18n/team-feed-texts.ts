// The team-feed moderation screen's texts travel in its own lazy chunk, not with the admin's first screen
// (first-load JS at its budget, #16); they join the `admin` namespace when the screen's code loads.
import { registerNamespace } from '@officefit/i18n';
import de from './team-feed.de.json';
import en from './team-feed.en.json';

let registered = false;

/** Adds the team-feed moderation texts to the `admin` namespace (once). */
export function registerTeamFeedTexts(): void {
  if (registered) return;
  registered = true;
  registerNamespace('admin', { de, en });
}
