// Contacts: body points that rest on a surface (floor or mat, chair seat, desk, wall). The solver places the figure
// so that they touch: in the view's plane it turns the whole figure by a few degrees when two contacts far apart
// disagree (this keeps the in-between frames of an animation grounded), then lifts it until no contact is below its
// surface. The catalogue's data test uses `contactGaps` to check that the key poses meet their contacts as written.
import { BALL_RADIUS, DESK_TOP, LENGTHS, MAT_TOP, SEAT_TOP, type Point } from './dimensions';
import type { Pose, PoseContact, PoseJoint } from './model';

/** Half the drawn width of the body at each point: the distance from the point to the touching skin. */
export const CONTACT_RADIUS: Record<PoseJoint, number> = {
  head: LENGTHS.headRadius,
  neck: 4,
  chest: 1,
  upperBack: 1,
  lowerBack: 1,
  pelvis: 9,
  elbowL: 4.5,
  elbowR: 4.5,
  handL: 3,
  handR: 3,
  hipL: 6.5,
  hipR: 6.5,
  kneeL: 6.5,
  kneeR: 6.5,
  ankleL: 5,
  ankleR: 5,
  toeL: 3,
  toeR: 3,
};

/** The solver turns the figure by at most this much; a key pose should need (almost) none. */
export const MAX_CORRECTION = 12;

type Points = Record<PoseJoint, Point> & Record<string, Point>;
const deg = (r: number) => (r * 180) / Math.PI;

/** The height of a horizontal surface, or undefined for the wall. */
function level(pose: Pose, contact: PoseContact): number | undefined {
  switch (contact.on) {
    case 'floor':
      return pose.props?.some((prop) => prop.kind === 'mat') ? MAT_TOP : 0;
    case 'seat':
      return SEAT_TOP;
    case 'desk':
      return DESK_TOP;
    case 'wall':
      return undefined;
  }
}

/** The room a ball lying between the contact's body point and its surface takes (0 without such a ball). */
export const ballBetween = (pose: Pose, contact: PoseContact) =>
  pose.props?.some((prop) => prop.kind === 'ball' && prop.at === contact.at && prop.on === contact.on)
    ? 2 * BALL_RADIUS
    : 0;

/** How far the skin at a contact is above its horizontal surface, or the ball on it (negative: sunk into it). */
const heightAbove = (pose: Pose, points: Points, contact: PoseContact) =>
  points[contact.at].y -
  CONTACT_RADIUS[contact.at] -
  ballBetween(pose, contact) -
  (level(pose, contact) ?? 0);

/** Turns and lifts the projected points in place so that the contacts touch; returns the turn in degrees. */
export function placeOnContacts(pose: Pose, points: Points): number {
  const resting = (pose.contacts ?? []).filter((contact) => contact.on !== 'wall');
  if (resting.length === 0) return 0;
  const byX = [...resting].sort((p, q) => points[p.at].x - points[q.at].x);
  const back = byX[0]!;
  const front = byX[byX.length - 1]!;
  let turn = 0;
  const dx = points[front.at].x - points[back.at].x;
  if (dx > 20) {
    // turn about the pelvis so that the two outermost contacts are equally far above their surfaces
    const gap = heightAbove(pose, points, front) - heightAbove(pose, points, back);
    const dy = points[front.at].y - points[back.at].y;
    const wanted = dy - gap;
    const radius = Math.hypot(dx, dy);
    const angle = Math.asin(Math.max(-1, Math.min(1, wanted / radius))) - Math.atan2(dy, dx);
    turn = Math.max(-MAX_CORRECTION, Math.min(MAX_CORRECTION, deg(angle)));
    const c = Math.cos((turn * Math.PI) / 180);
    const s = Math.sin((turn * Math.PI) / 180);
    const pivot = { ...points.pelvis };
    for (const p of Object.values(points)) {
      const x = p.x - pivot.x;
      const y = p.y - pivot.y;
      p.x = pivot.x + x * c - y * s;
      p.y = pivot.y + x * s + y * c;
    }
  }
  const lift = Math.max(...resting.map((contact) => -heightAbove(pose, points, contact)));
  for (const p of Object.values(points)) p.y += lift;
  return turn;
}

/** Where the wall stands (x of its face) for wall contacts, from the rearmost or foremost of them. */
export function wallFace(pose: Pose, points: Points): number | undefined {
  const side = pose.props?.find((prop) => prop.kind === 'wall')?.side ?? 'back';
  const faces = (pose.contacts ?? [])
    .filter((contact) => contact.on === 'wall')
    .map(
      (contact) =>
        points[contact.at].x +
        (side === 'back' ? -1 : 1) * (CONTACT_RADIUS[contact.at] + ballBetween(pose, contact)),
    );
  if (faces.length === 0 || pose.view !== 'side') return undefined;
  return side === 'back' ? Math.min(...faces) : Math.max(...faces);
}

/** Each contact's distance from its surface (0 = touching; the wall's face is its nearest wall contact). */
export function contactGaps(pose: Pose, points: Points): { contact: PoseContact; gap: number }[] {
  const wall = wallFace(pose, points);
  return (pose.contacts ?? []).map((contact) => {
    if (contact.on !== 'wall') return { contact, gap: heightAbove(pose, points, contact) };
    if (wall === undefined) return { contact, gap: 0 };
    const skin = points[contact.at].x;
    const reach = CONTACT_RADIUS[contact.at] + ballBetween(pose, contact);
    return { contact, gap: Math.abs(Math.abs(skin - wall) - reach) };
  });
}

/** Allowed distance of a contact from its surface (figure units) and turn of the solver for a key pose. */
export const CONTACT_TOLERANCE = { gap: 4, turn: 2 } as const;

export type ContactProblem =
  | { kind: 'floats' | 'sinks'; contact: PoseContact; by: number }
  | { kind: 'turn'; by: number }
  | { kind: 'inFloor'; at: PoseJoint; by: number };

/**
 * What keeps a key pose from meeting its contacts as written: a contact off its surface, a turn the solver had to
 * make, a body part sunk into the floor. Poses without contacts have none (they are placed by their base).
 */
export function contactProblems(pose: Pose, points: Points, turn: number): ContactProblem[] {
  if (!pose.contacts?.length) return [];
  const problems: ContactProblem[] = contactGaps(pose, points)
    .filter(({ gap }) => Math.abs(gap) > CONTACT_TOLERANCE.gap)
    .map(({ contact, gap }) => ({ kind: gap > 0 ? 'floats' : 'sinks', contact, by: Math.abs(gap) }));
  if (Math.abs(turn) > CONTACT_TOLERANCE.turn) problems.push({ kind: 'turn', by: turn });
  const floor = pose.props?.some((prop) => prop.kind === 'mat') ? MAT_TOP : 0;
  for (const [at, radius] of Object.entries(CONTACT_RADIUS) as [PoseJoint, number][]) {
    const depth = floor - (points[at].y - radius);
    if (depth > CONTACT_TOLERANCE.gap) problems.push({ kind: 'inFloor', at, by: depth });
  }
  return problems;
}

/** A problem in words for developers (tests, the contact sheet); the admin editor has translated texts. */
export function describeProblem(problem: ContactProblem): string {
  const by = problem.by.toFixed(1);
  if (problem.kind === 'turn') return `needs a turn of ${by}°`;
  if (problem.kind === 'inFloor') return `${problem.at} is ${by} in the floor`;
  return `${problem.contact.at} ${problem.kind} ${by} off the ${problem.contact.on}`;
}
