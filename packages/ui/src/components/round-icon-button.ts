import styled from 'styled-components';

/** A round, touch-sized button that holds one icon (the close buttons of Dialog and Snackbar); each sets its colours. */
export const RoundIconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;
`;
