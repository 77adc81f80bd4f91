// The figure's measures, shared by the kinematics, the contact solver and the renderer.

export interface Point {
  x: number;
  y: number;
}

/** Segment lengths in figure units (an upright figure is about 185 units tall). */
export const LENGTHS = {
  trunk: 60,
  /** The lumbar part of the trunk, from the pelvis; the thoracic part is the rest. */
  lumbar: 22,
  neck: 9,
  headRadius: 11,
  /** The drawn eye (the white); its lid comes down over it. */
  eyeRadius: 2,
  upperArm: 31,
  forearm: 27,
  hand: 8,
  /** The palm, from the wrist to the knuckles; the fingers (two joints) make up the rest of the hand's length. */
  palm: 4.5,
  /** The thumb, drawn from the wrist: its direction shows the forearm's rotation. */
  thumb: 6,
  thigh: 45,
  shin: 43,
  foot: 15,
  shoulderHalfWidth: 17,
  hipHalfWidth: 9,
} as const;
/** Height of the chair's seat: a seated figure with knees at 90° has its feet on the floor. */
export const SEAT_HEIGHT = LENGTHS.shin + 3;

/** Top of the chair's seat and of the desk, and the mat's thickness (figure units above the floor). */
export const SEAT_TOP = SEAT_HEIGHT - 8;
export const DESK_TOP = 74;
export const MAT_TOP = 3;
/** A massage ball's radius (figure units). */
export const BALL_RADIUS = 6;
