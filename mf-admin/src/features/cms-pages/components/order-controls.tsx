import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The accessible names of the three buttons (the visible texts are the same for blocks and entries). */
export interface OrderLabels {
  up: string;
  down: string;
  remove: string;
}

/** Move up, move down and remove, for a block or an entry of a block's list. */
export function OrderControls({
  labels,
  first,
  last,
  onMove,
  onRemove,
}: {
  labels: OrderLabels;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Controls>
      <Button variant="text" size="sm" disabled={first} aria-label={labels.up} onClick={() => onMove(-1)}>
        {t('editor.moveUp')}
      </Button>
      <Button variant="text" size="sm" disabled={last} aria-label={labels.down} onClick={() => onMove(1)}>
        {t('editor.moveDown')}
      </Button>
      <Button variant="text" size="sm" aria-label={labels.remove} onClick={onRemove}>
        {t('editor.remove')}
      </Button>
    </Controls>
  );
}
