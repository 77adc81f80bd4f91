import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { SpinnerRing, type SpinnerSize } from './spinner-ring';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** Text for screen readers; defaults to `common:ui.loading`. */
  label?: string;
  size?: SpinnerSize;
  /** Inline in text instead of a centred block. */
  inline?: boolean;
  className?: string;
}

const Root = styled.span<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  padding: ${({ $inline, theme }) => ($inline ? 0 : theme.space.lg)};
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** A loading indicator announced politely as "Loading …". */
export function Spinner({ label, size, inline = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <Root role="status" $inline={inline} className={className}>
      <SpinnerRing $size={size ?? (inline ? 'sm' : 'md')} />
      <VisuallyHidden>{label ?? t('ui.loading')}</VisuallyHidden>
    </Root>
  );
}
