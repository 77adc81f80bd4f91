import styled from 'styled-components';
import type { FaqBlock as FaqData } from '../types';
import { Section, headingTag, useBlockSettings } from './shared';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
`;

const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  summary {
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    display: flex;
    align-items: center;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }

  p {
    margin: 0;
    padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
    white-space: pre-line;
  }
`;

/** `faq`: questions that open to show their answer (native disclosure, keyboard accessible). */
export function FaqBlock({ block }: { block: FaqData }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, 1);
  return (
    <Section id={block.id} data-block="faq">
      {block.heading && <Heading>{block.heading}</Heading>}
      <List>
        {(block.items ?? []).map((item, index) => (
          <Item key={index}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </Item>
        ))}
      </List>
    </Section>
  );
}
