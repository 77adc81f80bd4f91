import { createElement, type CSSProperties } from 'react';
import type { Pose } from '../model';
import type { Segment } from '../kinematics';
import { renderPose, viewBox, type Bounds } from '../render';

export interface PoseFigureProps {
  pose: Pose;
  /** The translated accessible name; without it the figure is decorative (`aria-hidden`). */
  label?: string;
  highlight?: readonly Segment[];
  /** A fixed frame (e.g. all poses of the exercise) so that a sequence of figures lines up. */
  bounds?: Bounds;
  className?: string;
  style?: CSSProperties;
}

// React names SVG presentation attributes in camelCase (stroke-width → strokeWidth)
const camel = (attrs: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );

/** One pose as an inline SVG. */
export function PoseFigure({ pose, label, highlight, bounds, className, style }: PoseFigureProps) {
  const rendered = renderPose(pose, { highlight });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox(bounds ?? rendered.bounds)}
      className={className}
      style={style}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {rendered.shapes.map((shape, index) => createElement(shape.tag, { key: index, ...camel(shape.attrs) }))}
    </svg>
  );
}
