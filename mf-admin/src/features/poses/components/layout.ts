// Form layout shared by the pose editor's parts.
import styled from 'styled-components';

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
`;

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;
