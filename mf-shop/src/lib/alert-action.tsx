import styled from 'styled-components';

/**
 * The control of a notice (log in, to the login), placed under the notice's text. The design system's
 * `Alert action` sits beside the text, which on a 360 px phone leaves the text a column of about 100 px in which
 * German words break in the middle ("Mitgliedschaf|t"); under the text it has the whole width at every size.
 */
export const AlertAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
