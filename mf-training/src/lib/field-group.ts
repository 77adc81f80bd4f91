// A group of related fields under a bold legend (pain preferences, reminder weekdays, the weekly goal): one look
// for every such group of the remote.
import styled from 'styled-components';

export const FieldGroup = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The error under a field group, read out at once. */
export const FieldGroupError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
