// Wire types of the CMS page blocks (docs/api-marketing.md "Blocks"): the shapes the backend sends live in
// @officefit/domain. Text fields are plain text, which React escapes; only `text.html` is HTML (an allow-list
// checked and sanitized by the backend on save and when served).
import { BLOCK_TYPES, type Block, type WpPage as WireWpPage } from '@officefit/domain';

export type {
  Block,
  BlockType,
  ContactFormBlock,
  CtaBlock,
  ExpertItem,
  ExpertsBlock,
  FaqBlock,
  FaqItem,
  FeatureItem,
  FeaturesBlock,
  HeroBlock,
  PricesBlock,
  TeamBlock,
  TeamMember,
  TestimonialItem,
  TestimonialsBlock,
  TextBlock,
} from '@officefit/domain';

/** Every block type, in the order the editor offers them. */
export { BLOCK_TYPES };

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
export interface WpPage extends Omit<WireWpPage, 'blocks'> {
  /** Read as unknown: blocks of types this client does not know yet are skipped (`isKnownBlock`). */
  blocks: unknown[];
}

// Compile-time check: what the server sends (the wire type of @officefit/domain) reads as this type.
type _ReadsWpPage<T extends WpPage = WireWpPage> = T;
