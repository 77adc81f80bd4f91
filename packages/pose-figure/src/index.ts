// @officefit/pose-figure: the exercise demonstration figure (pose model, kinematics, rendering, tweening). The
// React components live in '@officefit/pose-figure/react' so that the backend needs no React.
export * from './model';
export * from './schema';
export {
  skeleton,
  LENGTHS,
  SEAT_HEIGHT,
  SEGMENTS,
  type Point,
  type Segment,
  type Skeleton,
} from './kinematics';
export {
  CONTACT_RADIUS,
  CONTACT_TOLERANCE,
  MAX_CORRECTION,
  ballBetween,
  contactGaps,
  contactProblems,
  describeProblem,
  placeOnContacts,
  wallFace,
  type ContactProblem,
} from './contacts';
export { BALL_RADIUS, DESK_TOP, MAT_TOP, SEAT_TOP } from './dimensions';
export { easeInOut, interpolatePose, poseAt } from './interpolate';
export {
  renderPose,
  unionBounds,
  viewBox,
  COLORS,
  type Bounds,
  type RenderOptions,
  type Shape,
} from './render';
export { poseSvg, posesBounds, shapesToSvg, type SvgOptions } from './svg';
export { regionSegments } from './regions';
