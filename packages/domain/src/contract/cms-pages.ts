// CMS pages (docs/api-marketing.md "Pages", "Blocks"): the page content the editor saves, with one schema per
// block type joined on `type`. Text is plain text (the client escapes it) except `text.html`, which must pass the
// article HTML allow-list (custom code `html_problem`, the problem in `params.problem`). Links and images stay on
// the site (custom codes `site_href`, `site_path`); a hero's CTA label and link go together (`cta_pair`).
import { z } from 'zod';
import type { Block as WireBlock } from '../wire/cms-pages';
import { htmlProblem, isBlockHref, isSitePath } from '../html';

export const MAX_BLOCKS = 40;
export const MAX_BLOCK_ITEMS = 30;
export const BLOCK_TEXT_MAX = 2000;
export const BLOCK_HTML_MAX = 20_000;
export const BLOCK_LINK_MAX = 500;
export const PAGE_TITLE_MAX = 200;
export const PAGE_DESCRIPTION_MAX = 300;
/** A block's anchor id and an icon keyword. */
export const BLOCK_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const BLOCK_ICON_PATTERN = /^[a-z0-9-]{1,32}$/;

const text = (max = BLOCK_TEXT_MAX) => z.string().trim().min(1).max(max);
const optionalText = (max = BLOCK_TEXT_MAX) => text(max).optional();

const href = z
  .string()
  .trim()
  .max(BLOCK_LINK_MAX)
  .refine(isBlockHref, { params: { code: 'site_href' } });

const image = z
  .string()
  .trim()
  .max(BLOCK_LINK_MAX)
  .refine(isSitePath, { params: { code: 'site_path' } });

const blockId = z.string().regex(BLOCK_ID_PATTERN).optional();

const html = z
  .string()
  .min(1)
  .max(BLOCK_HTML_MAX)
  .superRefine((value, ctx) => {
    const problem = htmlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', params: { code: 'html_problem', problem } });
  });

const items = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(MAX_BLOCK_ITEMS);

const icon = z.string().regex(BLOCK_ICON_PATTERN).optional();

const heroBlock = z
  .strictObject({
    type: z.literal('hero'),
    id: blockId,
    heading: text(300),
    text: text(),
    ctaLabel: optionalText(80),
    ctaHref: href.optional(),
    image: image.optional(),
    // only the id counts: the server fills in the files and alt text (and drops whatever else was sent)
    picture: z.object({ id: z.number().int().positive().max(2_147_483_647) }).optional(),
  })
  .refine((block) => (block.ctaLabel === undefined) === (block.ctaHref === undefined), {
    path: ['ctaHref'],
    params: { code: 'cta_pair' },
  });

const textBlock = z.strictObject({ type: z.literal('text'), id: blockId, heading: optionalText(300), html });

const featuresBlock = z.strictObject({
  type: z.literal('features'),
  id: blockId,
  heading: optionalText(300),
  items: items(z.strictObject({ title: text(200), text: text(), icon })),
});

const testimonialsBlock = z.strictObject({
  type: z.literal('testimonials'),
  id: blockId,
  heading: optionalText(300),
  items: items(z.strictObject({ quote: text(), name: text(120), role: optionalText(200) })),
});

const expertsBlock = z.strictObject({
  type: z.literal('experts'),
  id: blockId,
  heading: optionalText(300),
  items: items(z.strictObject({ name: text(120), role: text(200), bio: text(), image: image.optional() })),
});

const teamBlock = z.strictObject({
  type: z.literal('team'),
  id: blockId,
  heading: optionalText(300),
  members: items(z.strictObject({ name: text(120), role: text(200), image: image.optional() })),
});

const faqBlock = z.strictObject({
  type: z.literal('faq'),
  id: blockId,
  heading: optionalText(300),
  items: items(z.strictObject({ question: text(300), answer: text() })),
});

const ctaBlock = z.strictObject({
  type: z.literal('cta'),
  id: blockId,
  heading: text(300),
  text: optionalText(),
  label: text(80),
  href,
});

const contactFormBlock = z.strictObject({
  type: z.literal('contact_form'),
  id: blockId,
  heading: optionalText(300),
  text: optionalText(),
  trial: z.boolean(),
});

/** The public price list (GET membership/offers) with a sign-up link per term; the prices are not content. */
const pricesBlock = z.strictObject({
  type: z.literal('prices'),
  id: blockId,
  heading: optionalText(300),
  text: optionalText(),
});

/** One block; an unknown `type` is an invalid_union issue on the block. */
export const blockBodySchema = z.discriminatedUnion('type', [
  heroBlock,
  textBlock,
  featuresBlock,
  testimonialsBlock,
  expertsBlock,
  teamBlock,
  faqBlock,
  ctaBlock,
  contactFormBlock,
  pricesBlock,
]);
export type BlockBody = z.output<typeof blockBodySchema>;

// Compile-time check: a validated block is exactly the wire type the apps read.
type _SameBlock<T extends WireBlock = BlockBody, U extends BlockBody = WireBlock> = [T, U];

export const blocksBodySchema = z.array(blockBodySchema).max(MAX_BLOCKS);

/** PUT pages/{id}/versions/{lang}: the draft's content. */
export const pageContentBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(PAGE_TITLE_MAX),
  description: z.string().trim().max(PAGE_DESCRIPTION_MAX).default(''),
  blocks: blocksBodySchema,
});
export type PageContentBodyInput = z.input<typeof pageContentBodySchema>;
export type PageContentBody = z.output<typeof pageContentBodySchema>;
