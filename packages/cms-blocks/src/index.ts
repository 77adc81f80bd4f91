// The CMS page blocks: wire types, the renderer (one component per block type) and reading HTML as text. Shared
// by the marketing pages and the admin editor's live preview, so both render a page identically. It is a Module
// Federation singleton; its texts live in the `cmsBlocks` namespace.
import { registerNamespace } from '@officefit/i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';

registerNamespace('cmsBlocks', { de, en });

export * from './types';
export { BlockRenderer, BlockView, hasHero, type BlockRendererProps } from './block-renderer';
export type { ContactFormRenderer } from './blocks/contact-form-block';
export type { PricesRenderer } from './blocks/prices-block';
export { FEATURE_ICONS } from './blocks/icons';
export { htmlToText } from './html-text';
export const cmsBlocksResources = { de, en };
