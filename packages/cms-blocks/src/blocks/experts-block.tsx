import styled from 'styled-components';
import type { ExpertsBlock as ExpertsData } from '../types';
import { Portrait, Role } from './people';
import { Grid, Section, headingTag, useBlockSettings } from './shared';

const Profile = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Bio = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** `experts`: expert profiles with portrait, role and a short biography. */
export function ExpertsBlock({ block }: { block: ExpertsData }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  const Name = headingTag(settings, block.heading ? 2 : 1);
  return (
    <Section id={block.id} data-block="experts">
      {block.heading && <Heading>{block.heading}</Heading>}
      <Grid $min="300px">
        {(block.items ?? []).map((item, index) => (
          <li key={index}>
            <Profile>
              <Portrait name={item.name} image={item.image} size={72} />
              <div>
                <Name>{item.name}</Name>
                <Role>{item.role}</Role>
                <Bio>{item.bio}</Bio>
              </div>
            </Profile>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
