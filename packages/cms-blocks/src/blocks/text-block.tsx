import { useMemo } from 'react';
import styled from 'styled-components';
import type { TextBlock as TextData } from '../types';
import { Section, headingTag, useBlockSettings } from './shared';

const Prose = styled.div`
  max-width: 48rem;
  overflow-wrap: break-word;
  hyphens: auto;

  h2,
  h3 {
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  /* sized by the block's width (its Section is the container), like the block's own heading */
  h2 {
    font-size: clamp(1.125rem, 7.5cqi, ${({ theme }) => theme.fontSizes.xl});
  }

  h3 {
    font-size: clamp(1rem, 6cqi, ${({ theme }) => theme.fontSizes.lg});
  }

  blockquote {
    margin: ${({ theme }) => theme.space.md} 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }

  /* pictures of the rule set: never wider than the text, their width and height keep the aspect ratio */
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${({ theme }) => theme.space.md} 0;
  }
`;

/**
 * `text`: a heading and formatted text. The HTML is the API's, sanitized by the server on save and when served;
 * the editor preview's unsaved input goes through the preview's sanitizer.
 */
export function TextBlock({ block }: { block: TextData }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  const { sanitizeHtml } = settings;
  const html = useMemo(
    () => (sanitizeHtml ? sanitizeHtml(block.html ?? '') : (block.html ?? '')),
    [block.html, sanitizeHtml],
  );
  return (
    <Section id={block.id} data-block="text">
      {block.heading && <Heading>{block.heading}</Heading>}
      <Prose dangerouslySetInnerHTML={{ __html: html }} />
    </Section>
  );
}
