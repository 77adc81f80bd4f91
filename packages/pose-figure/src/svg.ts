// The figure as an SVG document string: for the server (stills, the review sheet) and anything without React.
import type { Pose } from './model';
import { renderPose, unionBounds, viewBox, type Bounds, type RenderOptions, type Shape } from './render';

const escape = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function shapesToSvg(shapes: readonly Shape[]): string {
  return shapes
    .map(
      (shape) =>
        `<${shape.tag} ${Object.entries(shape.attrs)
          .map(([name, value]) => `${name}="${escape(value)}"`)
          .join(' ')}/>`,
    )
    .join('');
}

export interface SvgOptions extends RenderOptions {
  /** The accessible name (`role="img"` + `aria-label`); without it the picture is decorative. */
  label?: string;
  /** A fixed frame (e.g. the union of an exercise's poses) instead of the pose's own. */
  bounds?: Bounds;
  width?: number;
  height?: number;
}

/** A standalone SVG document of one pose. */
export function poseSvg(pose: Pose, options: SvgOptions = {}): string {
  const { shapes, bounds } = renderPose(pose, options);
  const a11y = options.label ? `role="img" aria-label="${escape(options.label)}"` : 'aria-hidden="true"';
  const size = `${options.width ? ` width="${options.width}"` : ''}${options.height ? ` height="${options.height}"` : ''}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox(options.bounds ?? bounds)}"${size} ${a11y}>` +
    `${options.label ? `<title>${escape(options.label)}</title>` : ''}${shapesToSvg(shapes)}</svg>`
  );
}

/** The frame that holds every pose of a demonstration. */
export function posesBounds(poses: readonly Pose[], options: RenderOptions = {}): Bounds {
  return unionBounds(poses.map((pose) => renderPose(pose, options).bounds));
}
