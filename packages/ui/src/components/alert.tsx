import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon, InfoIcon, SuccessIcon } from './icons';

export type AlertSeverity = 'info' | 'success' | 'error';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  severity?: AlertSeverity;
  /** A bold first line. */
  title?: ReactNode;
  /** A control at the end, e.g. a retry button. */
  action?: ReactNode;
}

/** `flex-wrap`: a narrow box puts its action below the text, rather than leaving the text a column one word wide. */
const Root = styled.div<{ $severity: AlertSeverity }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 12px ${({ theme }) => theme.space.md};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  border-color: ${({ $severity, theme }) => theme.colors[$severity]};
  background: ${({ $severity, theme }) => theme.colors[`${$severity}Surface`]};

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ $severity, theme }) => theme.colors[$severity]};
  }
`;

/** The text keeps at least 10rem beside the icon; below that the action wraps onto a line of its own. */
const Content = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  flex: none;
  margin-left: auto;
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ICONS = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon } as const;

/**
 * An inline message. Errors are `role="alert"` (read out at once), successes `role="status"` (read out politely),
 * info notes have no live role; pass `role` to change that.
 */
export function Alert({ severity = 'info', title, action, children, ...rest }: AlertProps) {
  const Icon = ICONS[severity];
  const role = severity === 'error' ? 'alert' : severity === 'success' ? 'status' : undefined;
  return (
    <Root role={role} $severity={severity} {...rest}>
      <Icon size={20} />
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
      {action && <Action>{action}</Action>}
    </Root>
  );
}
