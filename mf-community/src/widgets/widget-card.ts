import styled from 'styled-components';
import { Card } from '@officefit/ui';

/**
 * A widget's card, at least as tall as its placeholder on the dashboard (mf-training's WidgetSkeleton, 19 rem: the ranking's height on a phone):
 * the widgets load when their room nears the viewport, so their loading state and a short list must keep that
 * room, or the widget below and the footer would jump in view (first-screen e2e, CLS ≤ 0.1).
 */
export const WidgetCard = styled(Card)`
  min-height: 19rem;
`;
