// The editor's list of key poses: one button per pose to select it, adding, removing and moving the selected one.
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { MAX_POSES, MIN_POSES, type ExercisePoses } from '@officefit/pose-figure';
import { Button } from '@officefit/ui';
import { addPose, movePose, removePose } from '../model/edit';

const PoseTabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

interface PoseListControlsProps {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** Changes the poses and selects `next` (the pose that moved or was added, or the neighbour of a removed one). */
  onChange: (change: (draft: ExercisePoses) => ExercisePoses, next: number) => void;
}

export function PoseListControls({ count, selected, onSelect, onChange }: PoseListControlsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PoseTabs role="group" aria-label={t('poses.poseList')}>
        {Array.from({ length: count }, (_, index) => (
          <Button
            key={index}
            size="sm"
            variant={index === selected ? 'primary' : 'secondary'}
            aria-pressed={index === selected}
            onClick={() => onSelect(index)}
          >
            {t('poses.pose', { n: index + 1 })}
          </Button>
        ))}
      </PoseTabs>
      <Row>
        <Button
          size="sm"
          variant="secondary"
          disabled={count >= MAX_POSES}
          onClick={() => onChange((d) => addPose(d, selected), selected + 1)}
        >
          {t('poses.add')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={count <= MIN_POSES}
          onClick={() => onChange((d) => removePose(d, selected), Math.max(0, selected - 1))}
        >
          {t('poses.remove', { n: selected + 1 })}
        </Button>
        <Button
          size="sm"
          variant="text"
          disabled={selected === 0}
          onClick={() => onChange((d) => movePose(d, selected, -1), selected - 1)}
        >
          {t('poses.moveUp')}
        </Button>
        <Button
          size="sm"
          variant="text"
          disabled={selected >= count - 1}
          onClick={() => onChange((d) => movePose(d, selected, 1), selected + 1)}
        >
          {t('poses.moveDown')}
        </Button>
      </Row>
      <p>{t('poses.limits', { min: MIN_POSES, max: MAX_POSES })}</p>
    </>
  );
}
