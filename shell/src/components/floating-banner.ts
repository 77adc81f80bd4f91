import styled from 'styled-components';

/**
 * A card floating at the top or bottom of the viewport with an offer to take or leave (install-prompt.tsx,
 * update-prompt.tsx); `$layer` is its z-index, so the update offer sits above the install offer.
 */
export const FloatingBanner = styled.aside<{ $edge: 'top' | 'bottom'; $layer: number }>`
  position: fixed;
  left: 1rem;
  right: 1rem;
  ${({ $edge }) => $edge}: 1rem;
  max-width: 480px;
  margin: 0 auto;
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
  padding: 0.75rem 1rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  z-index: ${({ $layer }) => $layer};
  p {
    flex: 1 1 12rem;
    margin: 0;
  }
`;
