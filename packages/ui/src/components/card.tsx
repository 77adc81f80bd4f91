import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The card's heading; it also names the section (`aria-labelledby`). */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline; default 2. */
  headingLevel?: HeadingLevel;
  /** Buttons or links at the bottom of the card. */
  actions?: ReactNode;
}

const Root = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }

  & > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * A long compound ("Buchhandlungsgutschein") is hyphenated in the language of the text around it; only a word
 * longer than the whole line is broken without a hyphen (break-word, not anywhere: a word that fits on a line of
 * its own is never split, #39).
 */
const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** A surface for one topic: a section with an optional heading and actions. */
export function Card({ title, headingLevel = 2, actions, children, ...rest }: CardProps) {
  const headingId = `card${useId()}`;
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <Root aria-labelledby={hasTitle ? headingId : undefined} {...rest}>
      {hasTitle && (
        <Heading as={`h${headingLevel}`} id={headingId}>
          {title}
        </Heading>
      )}
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
