// The typed blocks of CMS pages (docs/api-marketing.md "Blocks"): one zod schema per block type, joined in a
// discriminated union on `type`. Text is plain text (the client escapes it) except `text.html`, which must
// pass the article HTML allow-list. Links and images stay on the site (no external URLs).
import { z } from 'zod';
import { BLOCK_TYPES, type Block as WireBlock, type BlockType } from '../../shared/domain';
import { htmlProblem, isSitePath } from '../posts';

export { BLOCK_TYPES, type BlockType };

export const MAX_BLOCKS = 40;
export const MAX_ITEMS = 30;
const MAX_TEXT = 2000;
const MAX_HTML = 20_000;

const text = (max = MAX_TEXT) =>
  z
    .string({ error: 'must be a string.' })
    .trim()
    .min(1, 'must not be empty.')
    .max(max, `is too long (at most ${max} characters).`);
const optionalText = (max = MAX_TEXT) => text(max).optional();

/** Site-relative path, #anchor or mailto: (CTA links). */
const href = z
  .string({ error: 'must be a string.' })
  .trim()
  .max(500, 'is too long.')
  .refine(
    (value) =>
      isSitePath(value) || /^#[A-Za-z0-9_-]+$/.test(value) || /^mailto:[^@\s"<>]+@[^@\s"<>]+$/.test(value),
    'must be a site path starting with /, an #anchor or a mailto: address (no external URLs).',
  );

/** Site-relative image path. */
const image = z
  .string({ error: 'must be a string.' })
  .trim()
  .max(500, 'is too long.')
  .refine(isSitePath, 'must be a site path starting with / (no external URLs).');

const blockId = z
  .string({ error: 'must be a string.' })
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be 1–64 characters a-z, 0-9, - or _.')
  .optional();

const html = z
  .string({ error: 'must be a string.' })
  .min(1, 'must not be empty.')
  .max(MAX_HTML, `is too long (at most ${MAX_HTML} characters).`)
  .superRefine((value, ctx) => {
    const problem = htmlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const items = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'must be a list.' })
    .min(1, 'needs at least one entry.')
    .max(MAX_ITEMS, `takes at most ${MAX_ITEMS} entries.`);

const icon = z
  .string({ error: 'must be a string.' })
  .regex(/^[a-z0-9-]{1,32}$/, 'must be a short keyword (a-z, 0-9, -).')
  .optional();

const heroBlock = z
  .strictObject({
    type: z.literal('hero'),
    id: blockId,
    heading: text(300),
    text: text(),
    ctaLabel: optionalText(80),
    ctaHref: href.optional(),
    image: image.optional(),
  })
  .refine((block) => (block.ctaLabel === undefined) === (block.ctaHref === undefined), {
    message: 'ctaLabel and ctaHref go together.',
    path: ['ctaHref'],
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
  trial: z.boolean({ error: 'must be true or false.' }),
});

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    heroBlock,
    textBlock,
    featuresBlock,
    testimonialsBlock,
    expertsBlock,
    teamBlock,
    faqBlock,
    ctaBlock,
    contactFormBlock,
  ],
  { error: `type must be one of ${BLOCK_TYPES.join(', ')}.` },
);
export type Block = z.output<typeof blockSchema>;

// Compile-time check: a validated block is exactly the wire type of @officefit/domain that the apps read.
type _SameBlock<T extends WireBlock = Block, U extends Block = WireBlock> = [T, U];

export const blocksSchema = z
  .array(blockSchema, { error: 'blocks must be a list.' })
  .max(MAX_BLOCKS, `blocks takes at most ${MAX_BLOCKS} blocks.`);
