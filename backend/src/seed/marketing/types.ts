// Seed shape of a CMS landing page (one language).
import type { Block } from '../../modules/pages';

export interface SeedPage {
  /** '' for '/', 'intro', 'for_you', 'for_your_company', 'team', 'faq' or 'special/<name>'. */
  slug: string;
  title: string;
  /** Meta description. */
  description: string;
  blocks: Block[];
}
