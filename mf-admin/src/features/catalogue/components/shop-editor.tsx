// The frame the shop's staff editors share (rewards and coupons): a list with "new" and one item edited at a time in
// a card above it, a two-column form grid, Save/Cancel, and save → snackbar → close.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Card } from '@officefit/ui';
import { Badge } from '../../../lib/components/state-badge';
import { refusalKey } from '../../../lib/form';

export const FormGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Save (submits the form) and Cancel. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Actions>
      <Button type="submit" loading={saving}>
        {t('shopAdmin.save')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('shopAdmin.cancel')}
      </Button>
    </Actions>
  );
}

/** Runs a save; on success shows `savedKey` and closes the form, on a refusal shows its translated reason. */
export function useSaveAndClose(onDone: () => void) {
  const dispatch = useAppDispatch();
  return async (save: () => Promise<unknown>, savedKey: string) => {
    try {
      await save();
      dispatch(showSnackbar({ key: savedKey, severity: 'success' }));
      onDone();
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  };
}

/** Active / inactive, as the shop lists show it. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge $tone={active ? 'success' : 'neutral'}>
      {active ? t('shopAdmin.activeState') : t('shopAdmin.inactiveState')}
    </Badge>
  );
}

/** A row's "Bearbeiten" button; `label` names the item for screen readers. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button variant="text" aria-label={label} onClick={onClick}>
      {t('shopAdmin.edit')}
    </Button>
  );
}

export interface EditableListProps<T extends { id: number }> {
  /** The loaded items (undefined while loading: only "new" is possible then). */
  items: T[] | undefined;
  newLabel: string;
  /** The form card's title for an item being edited. */
  titleOf: (item: T) => string;
  /** The form for a new (`undefined`) or an existing item; `done` closes it. */
  renderForm: (item: T | undefined, done: () => void) => ReactNode;
  /** The list itself; `edit(id)` opens an item's form. */
  children: (edit: (id: number) => void) => ReactNode;
}

/** A "new" button, or the card with the form of the item being edited, above the list. */
export function EditableList<T extends { id: number }>({
  items,
  newLabel,
  titleOf,
  renderForm,
  children,
}: EditableListProps<T>) {
  // null: no form open; 'new' or an item's id
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const edited = items?.find((item) => item.id === editing);
  const done = () => setEditing(null);
  return (
    <>
      {editing === null ? (
        <p>
          <Button onClick={() => setEditing('new')}>{newLabel}</Button>
        </p>
      ) : (
        <Card title={edited ? titleOf(edited) : newLabel}>
          <div key={editing}>{renderForm(edited, done)}</div>
        </Card>
      )}
      {children(setEditing)}
    </>
  );
}
