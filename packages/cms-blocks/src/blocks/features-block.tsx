import styled from 'styled-components';
import { Card } from '@officefit/ui';
import type { FeaturesBlock as FeaturesData } from '../types';
import { FeatureIcon } from './icons';
import { Grid, Section, headingTag, useBlockSettings } from './shared';

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
  const itemLevel = Number(headingTag(settings, block.heading ? 2 : 1).slice(1)) as 2 | 3 | 4;
  return (
    <Section id={block.id} data-block="features">
      {block.heading && <Heading>{block.heading}</Heading>}
      <Grid $min="220px">
        {(block.items ?? []).map((item, index) => (
          <li key={index}>
            <Card title={item.title} headingLevel={itemLevel}>
              <IconBox>
                <FeatureIcon name={item.icon} />
              </IconBox>
              <Text>{item.text}</Text>
            </Card>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
