// The typed blocks of CMS pages (docs/api-marketing.md "Blocks"): the schemas are the contract shared with the
// admin editor (@officefit/domain); here they get the API's English messages, which name the problem relative
// to the field (`blocks.0.items.0.answer: must not be empty.`).
import type { z } from 'zod';
import {
  BLOCK_TYPES,
  blockBodySchema,
  blocksBodySchema,
  type BlockBody,
  type BlockType,
  type HtmlProblem,
  MAX_BLOCKS,
  MAX_BLOCK_ITEMS,
} from '../../shared/domain';
import { htmlProblemMessage } from '../posts';

export { BLOCK_TYPES, type BlockType, MAX_BLOCKS };
export const MAX_ITEMS = MAX_BLOCK_ITEMS;
export type Block = BlockBody;

const LINK_FIELDS = /\.(ctaHref|href|image)$/;

/**
 * The message of an issue inside the `blocks` of a page body (an id, an icon and a link have their own
 * wording); undefined for the page's other fields.
 */
export function blockMessage(issue: z.core.$ZodIssue): string | undefined {
  if (issue.path[0] !== 'blocks') return undefined;
  const field = issue.path.map(String).join('.');
  // the properties of the issue kinds this switch reads
  const { expected, origin, maximum, params } = issue as {
    expected?: string;
    origin?: string;
    maximum?: number | bigint;
    params?: { code?: string; problem?: HtmlProblem };
  };
  const custom = issue.code === 'custom' ? params?.code : undefined;
  if (issue.path.length === 1) {
    if (issue.code === 'invalid_type') return 'blocks must be a list.';
    if (issue.code === 'too_big') return `blocks takes at most ${MAX_BLOCKS} blocks.`;
  }
  if (/^blocks\.\d+(\.type)?$/.test(field) && issue.code === 'invalid_union')
    return `type must be one of ${BLOCK_TYPES.join(', ')}.`;
  if (/\.picture(\.id)?$/.test(field)) return 'must be { "id": <picture id> } of an uploaded picture.';
  switch (custom ?? issue.code) {
    case 'site_href':
      return 'must be a site path starting with /, an #anchor or a mailto: address (no external URLs).';
    case 'site_path':
      return 'must be a site path starting with / (no external URLs).';
    case 'cta_pair':
      return 'ctaLabel and ctaHref go together.';
    case 'html_problem':
      return htmlProblemMessage(params!.problem!);
    case 'invalid_type':
      if (expected === 'array') return 'must be a list.';
      if (expected === 'boolean') return 'must be true or false.';
      return 'must be a string.';
    case 'too_small':
      return origin === 'array' ? 'needs at least one entry.' : 'must not be empty.';
    case 'too_big':
      if (origin === 'array') return `takes at most ${MAX_BLOCK_ITEMS} entries.`;
      return LINK_FIELDS.test(field)
        ? 'is too long.'
        : `is too long (at most ${String(maximum)} characters).`;
    case 'invalid_format':
      return field.endsWith('.icon')
        ? 'must be a short keyword (a-z, 0-9, -).'
        : 'must be 1–64 characters a-z, 0-9, - or _.';
    default:
      return undefined;
  }
}

export const blockSchema = blockBodySchema;
export const blocksSchema = blocksBodySchema;
