import { Component, useMemo, type ReactNode } from 'react';
import { isKnownBlock, type Block } from './types';
import { BlockSettingsContext, type BlockSettings } from './blocks/shared';
import { HeroBlock } from './blocks/hero-block';
import { TextBlock } from './blocks/text-block';
import { FeaturesBlock } from './blocks/features-block';
import { TestimonialsBlock } from './blocks/testimonials-block';
import { ExpertsBlock } from './blocks/experts-block';
import { TeamBlock } from './blocks/team-block';
import { FaqBlock } from './blocks/faq-block';
import { CtaBlock } from './blocks/cta-block';
import { ContactFormBlock, type ContactFormRenderer } from './blocks/contact-form-block';
import { PricesBlock, type PricesRenderer } from './blocks/prices-block';
import { createLog } from '@officefit/log';

const log = createLog('cms-blocks');

export interface BlockRendererProps {
  /** Blocks as they come from the CMS; entries of unknown type are skipped. */
  blocks: readonly unknown[];
  /** 1 on a page (the first hero is the h1), 2 where the page already has its h1 (the editor preview). */
  baseLevel?: 1 | 2;
  /** The editor preview: links do not navigate. */
  preview?: boolean;
  /** Renders the working contact form; without it a placeholder is shown. */
  renderContactForm?: ContactFormRenderer;
  /** Renders the live price list of a `prices` block; without it a placeholder is shown. */
  renderPrices?: PricesRenderer;
  /** Sanitizes unsaved text-block HTML (the editor preview); the API's HTML is sanitized by the server. */
  sanitizeHtml?: (html: string) => string;
}

/** One malformed block must not take the page down: it is left out and logged. */
class BlockBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    log.warn(`block "${this.props.type}" could not be rendered`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The component for one block (exported for tests and single-block previews). */
export function BlockView({
  block,
  top = false,
  renderContactForm,
  renderPrices,
}: {
  block: Block;
  top?: boolean;
  renderContactForm?: ContactFormRenderer;
  renderPrices?: PricesRenderer;
}) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} top={top} />;
    case 'text':
      return <TextBlock block={block} />;
    case 'features':
      return <FeaturesBlock block={block} />;
    case 'testimonials':
      return <TestimonialsBlock block={block} />;
    case 'experts':
      return <ExpertsBlock block={block} />;
    case 'team':
      return <TeamBlock block={block} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'cta':
      return <CtaBlock block={block} />;
    case 'contact_form':
      return <ContactFormBlock block={block} render={renderContactForm} />;
    case 'prices':
      return <PricesBlock block={block} render={renderPrices} />;
  }
}

/** True when the blocks open with a hero, whose heading is then the page's main heading. */
export function hasHero(blocks: readonly unknown[]): boolean {
  return blocks.some((b) => isKnownBlock(b) && b.type === 'hero');
}

/**
 * Renders a CMS page's blocks in order, one component per block type. Unknown types are skipped, so an older
 * client keeps working when the CMS gains a block type. The first hero carries the page's top heading.
 */
export function BlockRenderer({
  blocks,
  baseLevel = 1,
  preview = false,
  renderContactForm,
  renderPrices,
  sanitizeHtml,
}: BlockRendererProps) {
  const settings = useMemo<BlockSettings>(
    () => ({ baseLevel, preview, sanitizeHtml }),
    [baseLevel, preview, sanitizeHtml],
  );
  const firstHero = blocks.findIndex((b) => isKnownBlock(b) && b.type === 'hero');
  return (
    <BlockSettingsContext.Provider value={settings}>
      {blocks.map((block, index) =>
        isKnownBlock(block) ? (
          <BlockBoundary key={index} type={block.type}>
            <BlockView
              block={block}
              top={index === firstHero}
              renderContactForm={renderContactForm}
              renderPrices={renderPrices}
            />
          </BlockBoundary>
        ) : null,
      )}
    </BlockSettingsContext.Provider>
  );
}
