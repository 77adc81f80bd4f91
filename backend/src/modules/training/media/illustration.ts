// Exercise illustrations drawn in code: a front and a back body outline with the target regions in the primary
// colour and a small icon for the kind. Pure and deterministic (same exercise → same bytes), no external URLs.
import type { BodyRegion, ExerciseKind } from '../../../shared/domain';

export const PRIMARY = '#52C2D1';
const OUTLINE = '#8A99A6';
const BODY = '#EEF2F4';

type View = 'front' | 'back';

/** A shape in figure coordinates (x = 0 is the body's middle line); `mirror` draws it on both sides. */
type Shape =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; mirror?: boolean }
  | { kind: 'limb'; x1: number; y1: number; x2: number; y2: number; width: number; mirror?: boolean }
  | { kind: 'path'; d: string };

const HEAD: Shape = { kind: 'ellipse', cx: 0, cy: 18, rx: 12, ry: 14 };
const NECK: Shape = { kind: 'limb', x1: 0, y1: 30, x2: 0, y2: 40, width: 10 };
const TORSO: Shape = { kind: 'path', d: 'M-24 42 Q0 36 24 42 L20 100 Q0 104 -20 100 Z' };
const PELVIS: Shape = { kind: 'path', d: 'M-20 100 Q0 104 20 100 L22 118 Q0 124 -22 118 Z' };
const UPPER_ARM: Shape = { kind: 'limb', x1: 26, y1: 46, x2: 31, y2: 82, width: 11, mirror: true };
const FOREARM: Shape = { kind: 'limb', x1: 31, y1: 82, x2: 34, y2: 113, width: 9, mirror: true };
const HAND: Shape = { kind: 'ellipse', cx: 35, cy: 121, rx: 5, ry: 6, mirror: true };
const THIGH: Shape = { kind: 'limb', x1: 11, y1: 118, x2: 12, y2: 158, width: 15, mirror: true };
const CALF: Shape = { kind: 'limb', x1: 12, y1: 158, x2: 12, y2: 193, width: 11, mirror: true };
const FOOT: Shape = { kind: 'ellipse', cx: 13, cy: 199, rx: 7, ry: 4, mirror: true };

/** The silhouette, drawn the same for front and back. */
const SILHOUETTE: Shape[] = [UPPER_ARM, FOREARM, HAND, THIGH, CALF, FOOT, PELVIS, TORSO, NECK, HEAD];

/** Where each region is drawn (front and/or back view). */
const REGION_SHAPES: Record<BodyRegion, Partial<Record<View, Shape[]>>> = {
  head: { front: [HEAD], back: [HEAD] },
  brain: { front: [{ kind: 'ellipse', cx: 0, cy: 12, rx: 10, ry: 7 }] },
  eyes: { front: [{ kind: 'ellipse', cx: 4.5, cy: 17, rx: 2.4, ry: 2, mirror: true }] },
  jaw: { front: [{ kind: 'path', d: 'M-9 24 Q0 36 9 24 Q0 29 -9 24 Z' }] },
  neck: { front: [NECK], back: [NECK] },
  side_neck: { front: [{ kind: 'limb', x1: 4, y1: 31, x2: 6, y2: 40, width: 3.5, mirror: true }] },
  cervical_spine: { back: [{ kind: 'limb', x1: 0, y1: 28, x2: 0, y2: 44, width: 5 }] },
  shoulder: {
    front: [{ kind: 'ellipse', cx: 24, cy: 45, rx: 7, ry: 6, mirror: true }],
    back: [{ kind: 'ellipse', cx: 24, cy: 45, rx: 7, ry: 6, mirror: true }],
  },
  rotator_cuff: { back: [{ kind: 'ellipse', cx: 16, cy: 52, rx: 7, ry: 5, mirror: true }] },
  rhomboids: { back: [{ kind: 'path', d: 'M-9 46 L9 46 L7 66 L-7 66 Z' }] },
  back: { back: [TORSO] },
  lumbar_spine: { back: [{ kind: 'limb', x1: 0, y1: 80, x2: 0, y2: 100, width: 12 }] },
  torso: { front: [TORSO] },
  straight_belly: { front: [{ kind: 'path', d: 'M-9 68 L9 68 L8 100 L-8 100 Z' }] },
  side_belly: { front: [{ kind: 'ellipse', cx: 16, cy: 84, rx: 4, ry: 12, mirror: true }] },
  buttocks: { back: [PELVIS] },
  hip: { front: [{ kind: 'ellipse', cx: 18, cy: 112, rx: 6, ry: 6, mirror: true }] },
  thigh_front: { front: [THIGH] },
  thigh_back: { back: [THIGH] },
  knee: { front: [{ kind: 'ellipse', cx: 12, cy: 158, rx: 6.5, ry: 6, mirror: true }] },
  calf: { back: [CALF] },
  ankle_joint: {
    front: [{ kind: 'ellipse', cx: 12, cy: 193, rx: 4.5, ry: 4, mirror: true }],
    back: [{ kind: 'ellipse', cx: 12, cy: 193, rx: 4.5, ry: 4, mirror: true }],
  },
  forearm_front: { front: [FOREARM] },
  forearm_back: { back: [FOREARM] },
  forearm_wrist: {
    front: [
      { kind: 'limb', x1: 33, y1: 100, x2: 34, y2: 113, width: 9, mirror: true },
      { kind: 'ellipse', cx: 34, cy: 114, rx: 5, ry: 4, mirror: true },
    ],
  },
  wrist: {
    front: [{ kind: 'ellipse', cx: 34, cy: 114, rx: 5, ry: 4, mirror: true }],
    back: [{ kind: 'ellipse', cx: 34, cy: 114, rx: 5, ry: 4, mirror: true }],
  },
};

/** Small line icons for the kind (in a 28 × 28 box). */
const KIND_ICONS: Record<ExerciseKind, string> = {
  strengthening:
    '<path d="M7 14h14" stroke-width="3"/><rect x="4" y="9" width="4" height="10" rx="1"/>' +
    '<rect x="20" y="9" width="4" height="10" rx="1"/>',
  mobility: '<path d="M20.5 9.5A8 8 0 1 0 22 15"/><path d="M21 4.5v5.5h-5.5"/>',
  relaxation: '<path d="M5 11q4.5-4 9 0t9 0"/><path d="M5 18q4.5-4 9 0t9 0"/>',
  mental:
    '<circle cx="14" cy="14" r="3"/><circle cx="14" cy="14" r="8" stroke-dasharray="3 3"/>' +
    '<path d="M14 2v3M14 23v3M2 14h3M23 14h3"/>',
};

const num = (value: number) => String(Math.round(value * 10) / 10);

function shapeSvg(shape: Shape, offsetX: number, style: { fill: string; stroke: string }): string {
  const sides = 'mirror' in shape && shape.mirror ? [1, -1] : [1];
  return sides
    .map((side) => {
      if (shape.kind === 'ellipse') {
        return `<ellipse cx="${num(offsetX + side * shape.cx)}" cy="${num(shape.cy)}" rx="${num(shape.rx)}" ry="${num(shape.ry)}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"/>`;
      }
      if (shape.kind === 'limb') {
        const line = (width: number, colour: string) =>
          `<line x1="${num(offsetX + side * shape.x1)}" y1="${num(shape.y1)}" x2="${num(offsetX + side * shape.x2)}" y2="${num(shape.y2)}" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"/>`;
        return line(shape.width + 3, style.stroke) + line(shape.width, style.fill);
      }
      return `<path transform="translate(${num(offsetX)} 0)" d="${shape.d}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5" stroke-linejoin="round"/>`;
    })
    .join('');
}

function figure(view: View, offsetX: number, regions: readonly BodyRegion[]): string {
  const base = SILHOUETTE.map((shape) => shapeSvg(shape, offsetX, { fill: BODY, stroke: OUTLINE })).join('');
  // large areas first, so small spots (knee, wrist) stay visible on top of a highlighted limb
  const layer = { path: 0, limb: 1, ellipse: 2 } as const;
  const highlights = regions
    .flatMap((region) => REGION_SHAPES[region]?.[view] ?? [])
    .map((shape, index) => ({ shape, index }))
    .sort((a, b) => layer[a.shape.kind] - layer[b.shape.kind] || a.index - b.index)
    .map(({ shape }) => shapeSvg(shape, offsetX, { fill: PRIMARY, stroke: '#2E9AAA' }))
    .join('');
  return `<g class="${view}">${base}${highlights}</g>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface IllustrationInput {
  name: string;
  kind: ExerciseKind;
  regions: readonly BodyRegion[];
}

/** The SVG document of an exercise illustration. */
export function illustrationSvg({ name, kind, regions }: IllustrationInput): string {
  const unique = [...new Set(regions)].sort();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 215" width="260" height="215" role="img" ' +
    'aria-labelledby="title">' +
    `<title id="title">${escapeXml(name)}</title>` +
    '<rect width="260" height="215" rx="12" fill="#FFFFFF"/>' +
    figure('front', 70, unique) +
    figure('back', 180, unique) +
    `<g transform="translate(222 8)" fill="none" stroke="${PRIMARY}" stroke-width="2" stroke-linecap="round" ` +
    `stroke-linejoin="round"><circle cx="14" cy="14" r="16" fill="#FFFFFF"/>${KIND_ICONS[kind]}</g>` +
    '</svg>'
  );
}
