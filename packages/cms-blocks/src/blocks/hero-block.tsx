import styled from 'styled-components';
import type { HeroBlock as HeroData } from '../types';
import { CmsPicture, HERO_SIZES } from './cms-picture';
import { CmsLink, headingTag, useBlockSettings } from './shared';

const Content = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

const Root = styled.section<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  scroll-margin-top: 5rem;

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
  }

  h1,
  h2 {
    /* sized by the hero's own width, so the editor's narrow preview looks like the page; 22 px at the least, so
       a long compound ("Bewegungscoach") fits the preview's column on a phone */
    font-size: clamp(1.375rem, 6cqi, 2.75rem);
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space.md};
    max-width: 24em;
    hyphens: auto;
    overflow-wrap: break-word;
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.lg};
    max-width: 40rem;
    white-space: pre-line;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/**
 * `hero`: the big opening heading with text, an optional call to action and an optional picture (an uploaded
 * one, or a plain site path from before uploads). The page's first hero is above the fold: its picture loads
 * first.
 */
export function HeroBlock({ block, top }: { block: HeroData; top: boolean }) {
  const settings = useBlockSettings();
  const Heading = headingTag(settings, top ? 0 : 1);
  const picture = block.picture?.src ? block.picture : undefined;
  return (
    <Root id={block.id} data-block="hero" $withImage={Boolean(picture ?? block.image)}>
      <Content>
        <Heading>{block.heading}</Heading>
        {block.text && <p>{block.text}</p>}
        {block.ctaLabel && block.ctaHref && (
          <CmsLink href={block.ctaHref} asButton variant="secondary">
            {block.ctaLabel}
          </CmsLink>
        )}
      </Content>
      {picture ? (
        <CmsPicture picture={picture} sizes={HERO_SIZES} priority={top && !settings.preview} />
      ) : (
        block.image && <img src={block.image} alt="" />
      )}
    </Root>
  );
}
