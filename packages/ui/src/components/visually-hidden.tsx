import styled from 'styled-components';
import { visuallyHiddenCss } from '../lib/visually-hidden';

/** Text for screen readers only (e.g. a label that the layout shows as an icon). Use `as` to change the tag. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
