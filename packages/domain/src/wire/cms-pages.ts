// The JSON shapes of the CMS pages (docs/api-marketing.md "Pages", "Blocks"): the typed blocks, the published
// page of `GET wp/v2/pages` and the editor's shapes of `cms/pages`. Text fields are plain text, which React escapes;
// only `text.html` is HTML (the allow-list of ../html, checked by the backend and again by the block renderer).
import type { BlockType, ContentLang } from '../index';

/** Fields every block may carry. */
export interface BlockBase {
  /** Anchor id, e.g. `contact` for `/for_your_company#contact`. */
  id?: string;
}

/**
 * A picture of the CMS as a block carries it. The editor sends only `id`; on save the server fills in the rest
 * from the upload (sizes, the `srcset` of each format, the alt text in the version's language; `alt` is '' for a
 * decorative picture), so a page cannot point at files that are not ours.
 */
export interface BlockPicture {
  id: number;
  width?: number;
  height?: number;
  alt?: string;
  /** `srcset` of the AVIF files (`<url> 480w, …`). */
  avif?: string;
  /** `srcset` of the WebP files. */
  webp?: string;
  /** The middle WebP file, for the `<img src>`. */
  src?: string;
}

/** A picture in the editor's library (POST/GET `cms/pictures`). */
export interface CmsPicture {
  id: number;
  width: number;
  height: number;
  alt: Record<ContentLang, string>;
  decorative: boolean;
  /** The smallest WebP file, for the editor's thumbnail. */
  thumbnail: string;
  /** The middle WebP file (as a hero block's `src`): an article's featured image points at it. */
  src: string;
  created_at: string;
}

export interface HeroBlock extends BlockBase {
  type: 'hero';
  heading: string;
  text: string;
  ctaLabel?: string;
  ctaHref?: string;
  image?: string;
  /** An uploaded picture (preferred over `image`, a plain site path). */
  picture?: BlockPicture;
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

/** The price list of GET membership/offers, each term with its sign-up link (issue 39). */
export interface PricesBlock extends BlockBase {
  type: 'prices';
  heading?: string;
  text?: string;
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
  | ContactFormBlock
  | PricesBlock;

// Compile-time check: the block types of the union are exactly the value list BLOCK_TYPES.
type _BlockTypes<T extends BlockType = Block['type'], U extends Block['type'] = BlockType> = [T, U];

/** A published CMS page as served by `GET wp/v2/pages?slug&lang`. */
export interface WpPage {
  id: number;
  slug: string;
  lang: ContentLang;
  title: { rendered: string };
  /** Meta description, plain text (HTML-escaped). */
  excerpt: { rendered: string };
  blocks: Block[];
  modified: string;
  status: 'publish';
}

/** empty = never saved; draft = saved, never published; changed = published, with a newer draft. */
export type VersionState = 'empty' | 'draft' | 'published' | 'changed';

export interface CmsVersionSummary {
  state: VersionState;
  title: string | null;
  draft_modified: string | null;
  published_at: string | null;
  draft_revision: number | null;
  published_revision: number | null;
}

/** A page in the editor's list with the state of both languages. */
export interface CmsPageSummary {
  id: number;
  slug: string;
  path: string;
  versions: Record<ContentLang, CmsVersionSummary>;
}

/** What the editor saves: title, meta description and blocks. */
export interface PageContent {
  title: string;
  description: string;
  blocks: Block[];
}

/** One language of a page: its draft and its published content. */
export interface CmsVersion {
  page: { id: number; slug: string; path: string };
  lang: ContentLang;
  state: VersionState;
  draft: (PageContent & { revision: number; modified: string }) | null;
  published: (PageContent & { revision: number; published_at: string }) | null;
}

/** How a revision came about. */
export type CmsRevisionAction = 'save' | 'restore' | 'seed';

/** One saved state of a page language. */
export interface CmsRevision {
  id: number;
  lang: ContentLang;
  created_at: string;
  author: { id: number; name: string } | null;
  action: CmsRevisionAction;
  restored_from: number | null;
  title: string;
  is_draft: boolean;
  is_published: boolean;
  was_published: boolean;
}
