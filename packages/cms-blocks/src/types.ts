// Wire types of the CMS page blocks (docs/api-marketing.md "Blocks"). Text fields are plain text, which React
// escapes; only `text.html` is HTML (an allow-list checked by the backend and again by `sanitizeHtml`).

/** Fields every block may carry. */
interface BlockBase {
  /** Anchor id, e.g. `contact` for `/for_your_company#contact`. */
  id?: string;
}

export interface HeroBlock extends BlockBase {
  type: 'hero';
  heading: string;
  text: string;
  ctaLabel?: string;
  ctaHref?: string;
  image?: string;
}

export interface TextBlock extends BlockBase {
  type: 'text';
  heading?: string;
  html: string;
}

export interface FeatureItem {
  title: string;
  text: string;
  icon?: string;
}

export interface FeaturesBlock extends BlockBase {
  type: 'features';
  heading?: string;
  items: FeatureItem[];
}

export interface TestimonialItem {
  quote: string;
  name: string;
  role?: string;
}

export interface TestimonialsBlock extends BlockBase {
  type: 'testimonials';
  heading?: string;
  items: TestimonialItem[];
}

export interface ExpertItem {
  name: string;
  role: string;
  bio: string;
  image?: string;
}

export interface ExpertsBlock extends BlockBase {
  type: 'experts';
  heading?: string;
  items: ExpertItem[];
}

export interface TeamMember {
  name: string;
  role: string;
  image?: string;
}

export interface TeamBlock extends BlockBase {
  type: 'team';
  heading?: string;
  members: TeamMember[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqBlock extends BlockBase {
  type: 'faq';
  heading?: string;
  items: FaqItem[];
}

export interface CtaBlock extends BlockBase {
  type: 'cta';
  heading: string;
  text?: string;
  label: string;
  href: string;
}

export interface ContactFormBlock extends BlockBase {
  type: 'contact_form';
  heading?: string;
  text?: string;
  /** True: the form offers and preselects the trial week. */
  trial: boolean;
}

/** One block of a CMS page. */
export type Block =
  | HeroBlock
  | TextBlock
  | FeaturesBlock
  | TestimonialsBlock
  | ExpertsBlock
  | TeamBlock
  | FaqBlock
  | CtaBlock
  | ContactFormBlock;

export type BlockType = Block['type'];

/** Every block type, in the order the editor offers them. */
export const BLOCK_TYPES: readonly BlockType[] = [
  'hero',
  'text',
  'features',
  'testimonials',
  'experts',
  'team',
  'faq',
  'cta',
  'contact_form',
];

/** Narrows any value from the wire to a block of a known type (unknown types are skipped, never fail). */
export function isKnownBlock(value: unknown): value is Block {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    (BLOCK_TYPES as readonly string[]).includes((value as { type: string }).type)
  );
}

/** A published CMS page as served by `GET wp/v2/pages?slug&lang`. */
export interface WpPage {
  id: number;
  slug: string;
  lang: 'de' | 'en';
  title: { rendered: string };
  /** Meta description, plain text (HTML-escaped). */
  excerpt: { rendered: string };
  blocks: unknown[];
  modified: string;
  status: 'publish';
}
