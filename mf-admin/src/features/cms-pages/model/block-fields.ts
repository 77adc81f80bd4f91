// The editor's description of every block type: which fields it has, of which kind, which are required and how
// long they may be. The forms and the blank blocks are derived from this table; what may be saved is the request
// contract's block schemas (@officefit/domain, validated in page-errors.ts), whose limits it uses.
import type { BlockType } from '@officefit/cms-blocks';
import { BLOCK_TEXT_MAX, MAX_BLOCK_ITEMS, MAX_BLOCKS } from '@officefit/domain';

/** How a field is edited and checked. */
export type FieldKind =
  'text' | 'textarea' | 'html' | 'href' | 'image' | 'picture' | 'icon' | 'anchor' | 'boolean';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required?: boolean;
  max?: number;
}

/** A list of entries inside a block (features, quotes, people, questions). */
export interface ListSpec {
  name: 'items' | 'members';
  fields: readonly FieldSpec[];
}

export interface BlockSpec {
  type: BlockType;
  fields: readonly FieldSpec[];
  list?: ListSpec;
}

export { MAX_BLOCKS };
export const MAX_ITEMS = MAX_BLOCK_ITEMS;
export const MAX_TEXT = BLOCK_TEXT_MAX;

const anchor: FieldSpec = { name: 'id', kind: 'anchor', max: 64 };
const heading: FieldSpec = { name: 'heading', kind: 'text', max: 300 };

export const BLOCK_SPECS: Record<BlockType, BlockSpec> = {
  hero: {
    type: 'hero',
    fields: [
      { ...heading, required: true },
      { name: 'text', kind: 'textarea', required: true, max: MAX_TEXT },
      { name: 'ctaLabel', kind: 'text', max: 80 },
      { name: 'ctaHref', kind: 'href', max: 500 },
      // an uploaded picture (id as text); `image`, a typed path, stays for pages saved before uploads
      { name: 'picture', kind: 'picture' },
      { name: 'image', kind: 'image', max: 500 },
      anchor,
    ],
  },
  text: {
    type: 'text',
    fields: [heading, { name: 'html', kind: 'html', required: true, max: 20_000 }, anchor],
  },
  features: {
    type: 'features',
    fields: [heading, anchor],
    list: {
      name: 'items',
      fields: [
        { name: 'title', kind: 'text', required: true, max: 200 },
        { name: 'text', kind: 'textarea', required: true, max: MAX_TEXT },
        { name: 'icon', kind: 'icon' },
      ],
    },
  },
  testimonials: {
    type: 'testimonials',
    fields: [heading, anchor],
    list: {
      name: 'items',
      fields: [
        { name: 'quote', kind: 'textarea', required: true, max: MAX_TEXT },
        { name: 'name', kind: 'text', required: true, max: 120 },
        { name: 'role', kind: 'text', max: 200 },
      ],
    },
  },
  experts: {
    type: 'experts',
    fields: [heading, anchor],
    list: {
      name: 'items',
      fields: [
        { name: 'name', kind: 'text', required: true, max: 120 },
        { name: 'role', kind: 'text', required: true, max: 200 },
        { name: 'bio', kind: 'textarea', required: true, max: MAX_TEXT },
        { name: 'image', kind: 'image', max: 500 },
      ],
    },
  },
  team: {
    type: 'team',
    fields: [heading, anchor],
    list: {
      name: 'members',
      fields: [
        { name: 'name', kind: 'text', required: true, max: 120 },
        { name: 'role', kind: 'text', required: true, max: 200 },
        { name: 'image', kind: 'image', max: 500 },
      ],
    },
  },
  faq: {
    type: 'faq',
    fields: [heading, anchor],
    list: {
      name: 'items',
      fields: [
        { name: 'question', kind: 'text', required: true, max: 300 },
        { name: 'answer', kind: 'textarea', required: true, max: MAX_TEXT },
      ],
    },
  },
  cta: {
    type: 'cta',
    fields: [
      { ...heading, required: true },
      { name: 'text', kind: 'textarea', max: MAX_TEXT },
      { name: 'label', kind: 'text', required: true, max: 80 },
      { name: 'href', kind: 'href', required: true, max: 500 },
      anchor,
    ],
  },
  contact_form: {
    type: 'contact_form',
    fields: [
      heading,
      { name: 'text', kind: 'textarea', max: MAX_TEXT },
      { name: 'trial', kind: 'boolean' },
      anchor,
    ],
  },
  // the prices themselves come from the price list (GET membership/offers), never from the page
  prices: {
    type: 'prices',
    fields: [heading, { name: 'text', kind: 'textarea', max: MAX_TEXT }, anchor],
  },
};
