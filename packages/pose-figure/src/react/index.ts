// React components of the pose figure; import from '@officefit/pose-figure/react'.
export { PoseFigure, type PoseFigureProps } from './pose-figure';
export { PosePlayer, type PosePlayerProps } from './pose-player';
export { useReducedMotion } from './use-reduced-motion';
