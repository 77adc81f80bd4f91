import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';

/** A grey placeholder block of a fixed size, decorative (`SkeletonBlock` adds the accessible part). */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const Root = styled.div<{ $height: string }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $height }) => $height};
`;

export interface SkeletonBlockProps {
  /** The height the loaded content will take, so nothing below moves when it arrives (e.g. `'12rem'`). */
  height: string;
  /** Placeholder shapes inside; three text lines by default. */
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * The loading state of a part of a screen whose size is known: a block of that height with placeholder shapes,
 * named "Loading …" (`role="status"`). Use it as `QueryState`'s `loading` where layout shift matters.
 */
export function SkeletonBlock({ height, children, className, ...rest }: SkeletonBlockProps) {
  const { t } = useTranslation('common');
  return (
    <Root
      role="status"
      aria-busy="true"
      aria-label={t('ui.loading')}
      $height={height}
      className={className}
      {...rest}
    >
      {children ?? (
        <>
          <Skeleton $height="1.5rem" $width="60%" />
          <Skeleton />
          <Skeleton $width="80%" />
        </>
      )}
    </Root>
  );
}
