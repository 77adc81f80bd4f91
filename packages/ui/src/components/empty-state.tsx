import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  /** Decorative icon; a tray by default, `null` for none. */
  icon?: ReactNode;
  /** The text; defaults to `common:ui.noData`. */
  children?: ReactNode;
  /** A follow-up action, e.g. a button. */
  action?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.div`
  display: flex;
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Text = styled.p`
  margin: 0;
  max-width: 40ch;
`;

/** What a list shows when it has nothing to show ("No data", spec §8). */
export function EmptyState({ icon, children, action, className }: EmptyStateProps) {
  const { t } = useTranslation('common');
  const shownIcon = icon === undefined ? <InboxIcon size={40} strokeWidth={1.5} /> : icon;
  return (
    <Root className={className}>
      {shownIcon && <Icon aria-hidden="true">{shownIcon}</Icon>}
      <Text>{children ?? t('ui.noData')}</Text>
      {action}
    </Root>
  );
}
