import styled from 'styled-components';
import type { TestimonialsBlock as TestimonialsData } from '../types';
import { Grid, Section, headingTag, useBlockSettings } from './shared';

const Figure = styled.figure`
  margin: 0;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    white-space: pre-line;
  }

  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** `testimonials`: customer references as quotes with name and role. */
export function TestimonialsBlock({ block }: { block: TestimonialsData }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  return (
    <Section id={block.id} data-block="testimonials">
      {block.heading && <Heading>{block.heading}</Heading>}
      <Grid $min="280px">
        {(block.items ?? []).map((item, index) => (
          <li key={index}>
            <Figure>
              <blockquote>{item.quote}</blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                {item.role && <span>{`, ${item.role}`}</span>}
              </figcaption>
            </Figure>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
