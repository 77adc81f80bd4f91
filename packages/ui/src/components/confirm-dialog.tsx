import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to `common:actions.confirm`. */
  confirmLabel?: ReactNode;
  /** Defaults to `common:actions.cancel`. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Also called on Escape, the close button and a backdrop click. */
  onCancel: () => void;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  role?: 'dialog' | 'alertdialog';
}

const Message = styled.div`
  margin: 0;
  & > p:first-child {
    margin-top: 0;
  }
`;

/** A yes/no question in a modal dialog. Focus starts on cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  role,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const messageId = `confirm${useId()}-message`;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      describedBy={messageId}
      size="sm"
      role={role}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Dialog>
  );
}
