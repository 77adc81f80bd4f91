import { useId, type ReactNode } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import type { PricesBlock as PricesData } from '../types';
import { Lead, Section, headingTag, useBlockSettings } from './shared';

/** Renders the live price list; the marketing pages pass one (it reads the API), the editor preview does not. */
export type PricesRenderer = (block: PricesData, headingLevel: 'h2' | 'h3' | 'h4') => ReactNode;

/** `prices`: heading, text and the price list of the paid terms, each with a sign-up link. */
export function PricesBlock({ block, render }: { block: PricesData; render?: PricesRenderer }) {
  const { t } = useTranslation('cmsBlocks');
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  const itemLevel = headingTag(settings, 2) as 'h2' | 'h3' | 'h4';
  const headingId = `prices-heading${useId()}`;
  return (
    <Section id={block.id} data-block="prices" aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading && <Heading id={headingId}>{block.heading}</Heading>}
      {block.text && <Lead>{block.text}</Lead>}
      {render ? render(block, itemLevel) : <Alert severity="info">{t('prices.previewNote')}</Alert>}
    </Section>
  );
}
