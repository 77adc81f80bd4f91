import styled from 'styled-components';
import type { TeamBlock as TeamData } from '../types';
import { Portrait, Role } from './people';
import { Grid, Section, headingTag, useBlockSettings } from './shared';

const Member = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** `team`: the team grid with portrait, name and role. */
export function TeamBlock({ block }: { block: TeamData }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  const Name = headingTag(settings, block.heading ? 2 : 1);
  return (
    <Section id={block.id} data-block="team">
      {block.heading && <Heading>{block.heading}</Heading>}
      <Grid $min="160px">
        {(block.members ?? []).map((member, index) => (
          <li key={index}>
            <Member>
              <Portrait name={member.name} image={member.image} size={112} />
              <Name>{member.name}</Name>
              <Role>{member.role}</Role>
            </Member>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
