import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import styled from 'styled-components';
import type { AppTheme } from '../theme';

const WIDTHS = { narrow: '640px', default: null, wide: '1440px' } as const;

export interface PageContainerProps extends ComponentPropsWithRef<'div'> {
  /** `narrow` for forms and reading (640 px), `default` (the theme's content width), `wide` for dashboards. */
  width?: keyof typeof WIDTHS;
  /** The element to render, e.g. `main` or `article`; a `div` by default. */
  as?: ElementType;
}

const Page = styled.div<{ $width: keyof typeof WIDTHS }>`
  width: 100%;
  max-width: ${({ $width, theme }) => WIDTHS[$width] ?? theme.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl}`};
  }
`;

/** The centred, padded column of a page (16 px side padding on a 360 px phone). */
export function PageContainer({ width = 'default', ...rest }: PageContainerProps) {
  return <Page $width={width} {...rest} />;
}

export type Space = keyof AppTheme['space'];

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** `column` (default) or `row`; `responsive-row` is a column on phones and a row from tablet width. */
  direction?: 'column' | 'row' | 'responsive-row';
  /** Gap between children from the theme's spacing scale; default `md` (16 px). */
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  as?: ElementType;
}

const Flex = styled.div<{
  $direction: NonNullable<StackProps['direction']>;
  $gap: Space;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'row' ? 'row' : 'column')};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap, theme }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  min-width: 0;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: ${({ $direction }) => ($direction === 'column' ? 'column' : 'row')};
  }
`;

/** Lays its children out in a column or row with a gap from the spacing scale. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return <Flex $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
