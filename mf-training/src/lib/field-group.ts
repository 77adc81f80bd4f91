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
