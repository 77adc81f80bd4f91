// The editor's live still of the selected pose and the animation of all poses.
import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { posesBounds, regionSegments, type ExercisePoses } from '@officefit/pose-figure';
import { PoseFigure, PosePlayer } from '@officefit/pose-figure/react';
import { Card } from '@officefit/ui';
import type { PosesAnswer } from '../api/poses';

const Preview = styled.div`
  aspect-ratio: 4 / 3;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  & svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Sticky = styled.div`
  ${({ theme }) => theme.media.tablet} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

interface PosePreviewProps {
  draft: ExercisePoses;
  selected: number;
  regions: PosesAnswer['regions'];
  name: string;
}

export function PosePreview({ draft, selected, regions, name }: PosePreviewProps) {
  const { t } = useTranslation('admin');
  const highlight = useMemo(() => regionSegments(regions), [regions]);
  const bounds = useMemo(() => posesBounds(draft.poses, { highlight }), [draft.poses, highlight]);
  const pose = draft.poses[selected] ?? draft.poses[0]!;
  const cycleSeconds = draft.cycleSeconds ?? Math.max(4, draft.poses.length * 2.5);
  return (
    <Sticky>
      <Card title={t('poses.preview')}>
        <Preview data-testid="pose-still">
          <PoseFigure
            pose={pose}
            bounds={bounds}
            highlight={highlight}
            label={t('poses.stillLabel', { n: selected + 1, name })}
          />
        </Preview>
        <Preview data-testid="pose-animation">
          <PosePlayer
            poses={draft.poses}
            cycleSeconds={cycleSeconds}
            highlight={highlight}
            label={t('poses.animationLabel', { name })}
            style={{ width: '100%', height: '100%' }}
          />
        </Preview>
      </Card>
    </Sticky>
  );
}
