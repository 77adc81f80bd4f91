import { useId, type ReactNode } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import type { ContactFormBlock as ContactFormData } from '../types';
import { Lead, Section, headingTag, useBlockSettings } from './shared';

/** Renders the working form; the marketing pages pass one, the editor preview shows a placeholder. */
export type ContactFormRenderer = (block: ContactFormData, headingId: string | undefined) => ReactNode;

/** `contact_form`: heading, text and the contact form (with the trial-week option when `trial`). */
export function ContactFormBlock({
  block,
  render,
}: {
  block: ContactFormData;
  render?: ContactFormRenderer;
}) {
  const { t } = useTranslation('cmsBlocks');
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  const headingId = `contact-heading${useId()}`;
  return (
    <Section id={block.id} data-block="contact_form" aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading && <Heading id={headingId}>{block.heading}</Heading>}
      {block.text && <Lead>{block.text}</Lead>}
      {render ? (
        render(block, block.heading ? headingId : undefined)
      ) : (
        <Alert severity="info">
          {t('contactForm.previewNote')} {block.trial && t('contactForm.previewTrial')}
        </Alert>
      )}
    </Section>
  );
}
