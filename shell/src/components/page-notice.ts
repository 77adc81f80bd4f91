import styled from 'styled-components';

/** A notice above the page, aligned with the pages' content column (impersonation and verify-email banners). */
export const NoticeBar = styled.div`
  max-width: ${({ theme }) => theme.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
`;

/** The notice's text, a little above its button. */
export const NoticeText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;
