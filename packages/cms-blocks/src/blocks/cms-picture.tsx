import type { BlockPicture } from '@officefit/domain';

/**
 * The `sizes` of a hero picture: the full column on a phone; from the tablet breakpoint the picture takes two
 * fifths of the hero, whose page column stops growing at about 1200 px.
 */
export const HERO_SIZES = '(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw';

/**
 * An uploaded picture as `<picture>`: AVIF first, then WebP, each with its sizes, so the browser fetches the
 * smallest file that fills the slot. Width and height reserve the space before the file arrives (no layout
 * shift). The page's first hero is the largest paint: it loads at once with high priority; any other picture
 * waits until it nears the viewport. A picture that the server has not resolved (no files) shows nothing.
 */
export function CmsPicture({
  picture,
  sizes,
  priority,
}: {
  picture: BlockPicture;
  sizes: string;
  priority: boolean;
}) {
  if (!picture.src || !picture.width || !picture.height) return null;
  return (
    <picture data-picture={picture.id}>
      {picture.avif && <source type="image/avif" srcSet={picture.avif} sizes={sizes} />}
      {picture.webp && <source type="image/webp" srcSet={picture.webp} sizes={sizes} />}
      <img
        src={picture.src}
        alt={picture.alt ?? ''}
        width={picture.width}
        height={picture.height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
