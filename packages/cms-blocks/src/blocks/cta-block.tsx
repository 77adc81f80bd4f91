import styled from 'styled-components';
import type { CtaBlock as CtaData } from '../types';
import { CmsLink, Lead, Section, headingTag, useBlockSettings } from './shared';

const Box = styled(Section)`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.primarySurface};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  p {
    margin-left: auto;
    margin-right: auto;
  }
`;

/** `cta`: a call to action with heading, text and one button. */
export function CtaBlock({ block }: { block: CtaData }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  return (
    <Box id={block.id} data-block="cta">
      <Heading>{block.heading}</Heading>
      {block.text && <Lead>{block.text}</Lead>}
      {block.label && block.href && (
        <CmsLink href={block.href} asButton>
          {block.label}
        </CmsLink>
      )}
    </Box>
  );
}
