// Layout pieces the community screens share, as styled-components mixins: each screen's styled element adds
// what is its own (columns, borders, colours).
import { css } from 'styled-components';

/** A list without bullets, indent or outer margin: its items carry their own layout. */
export const bareListCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A bare list whose items stand in a grid, the small space apart. */
export const gridListCss = css`
  ${bareListCss}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A row whose parts go to both ends, wrapping on a narrow screen (a label and its value or action). */
export const spreadRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

/** A small bold label in a pill (a habit's type, "done"); the screen gives its colours. */
export const pillCss = css`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
