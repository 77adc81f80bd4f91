import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { browserHref, hrefKind } from '@officefit/domain';
import { Button } from '@officefit/ui';

/** How blocks render: the heading level of the page's top heading and whether this is the editor preview. */
export interface BlockSettings {
  /** 1 on a page (the first hero is the page's h1), 2 inside another page such as the editor preview. */
  baseLevel: 1 | 2;
  /** In the preview links do not navigate away from the editor. */
  preview: boolean;
  /**
   * Sanitizes text blocks' HTML: the editor preview passes one for unsaved input. Pages render the API's HTML,
   * which the server sanitized (DECISIONS "Stored HTML is sanitized by sanitize-html on the server").
   */
  sanitizeHtml?: (html: string) => string;
}

export const BlockSettingsContext = createContext<BlockSettings>({ baseLevel: 1, preview: false });

/** The settings of the surrounding BlockRenderer. */
export function useBlockSettings(): BlockSettings {
  return useContext(BlockSettingsContext);
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

/** The heading tag `offset` levels below the page's top heading (0 = h1 on a page). */
export function headingTag(settings: BlockSettings, offset: 0 | 1 | 2): HeadingTag {
  return `h${Math.min(4, settings.baseLevel + offset)}` as HeadingTag;
}

/**
 * A block's section. Its headings are sized by the section's own width (a container): long German compounds
 * ("Einzelentscheidungen") fit a 360 px phone and the editor's narrow preview whole, hyphenated where the
 * browser can (the document's lang), broken only when even the smallest size does not fit.
 */
export const Section = styled.section`
  container-type: inline-size;
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  scroll-margin-top: 5rem;

  & > h2,
  & > h3 {
    font-size: clamp(1.125rem, 7.5cqi, ${({ theme }) => theme.fontSizes.xl});
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space.md};
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

export const Grid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '240px'}), 1fr));
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  max-width: 44rem;
  white-space: pre-line;
`;

function stop(event: MouseEvent) {
  event.preventDefault();
}

/**
 * A CMS link: site paths go through the router (no page reload), anchors and mail links are plain links. In the
 * preview nothing navigates. A target the link rule refuses (`/\host` is another host, not a site path) renders
 * without an href, as the editor preview may show unsaved input.
 */
export function CmsLink({
  href,
  children,
  asButton,
  variant = 'primary',
}: {
  href: string;
  children: ReactNode;
  asButton?: boolean;
  /** Button look: `secondary` (white) on the brand-coloured hero, `primary` elsewhere. */
  variant?: 'primary' | 'secondary';
}) {
  const { preview } = useBlockSettings();
  const kind = hrefKind(href);
  const target = kind ? browserHref(href) : undefined;
  const path = kind === 'path' && !preview ? target : undefined;
  if (asButton) {
    if (path) {
      return (
        <Button as={Link} to={path} size="lg" variant={variant}>
          {children}
        </Button>
      );
    }
    return (
      <Button as="a" href={target} size="lg" variant={variant} onClick={preview ? stop : undefined}>
        {children}
      </Button>
    );
  }
  if (path) return <Link to={path}>{children}</Link>;
  return (
    <a href={target} onClick={preview ? stop : undefined}>
      {children}
    </a>
  );
}
