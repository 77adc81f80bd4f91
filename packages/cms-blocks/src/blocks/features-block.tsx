import styled from 'styled-components';
import type { FeaturesBlock as FeaturesData } from '../types';
import { FeatureIcon } from './icons';
import { Grid, Section, headingTag, useBlockSettings } from './shared';

const Feature = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
    hyphens: auto;
  }
`;

const IconBox = styled.div`
  display: flex;
  color: ${({ theme }) => theme.colors.primaryText};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** `features`: a grid of short benefits, each with an icon, a title and a text. */
export function FeaturesBlock({ block }: { block: FeaturesData }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  const Title = headingTag(settings, block.heading ? 2 : 1);
  return (
    <Section id={block.id} data-block="features">
      {block.heading && <Heading>{block.heading}</Heading>}
      <Grid $min="220px">
        {(block.items ?? []).map((item, index) => (
          <li key={index}>
            <Feature>
              <IconBox>
                <FeatureIcon name={item.icon} />
              </IconBox>
              <Title>{item.title}</Title>
              <Text>{item.text}</Text>
            </Feature>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
