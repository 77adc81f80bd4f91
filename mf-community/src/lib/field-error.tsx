import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The error line of a custom field group (fieldset); link it with `aria-describedby`. */
export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return <Text id={id}>{children}</Text>;
}
