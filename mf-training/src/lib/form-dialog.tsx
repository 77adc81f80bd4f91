import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Button, Dialog } from '@officefit/ui';

/**
 * A dialog around one form: "Cancel" closes it, and the submit button (in the dialog's actions, outside the form,
 * tied to it by `formId`) sends it.
 */
export function FormDialog({
  open,
  onClose,
  title,
  formId,
  onSubmit,
  submitLabel,
  saving,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  formId: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: ReactNode;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('training');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
