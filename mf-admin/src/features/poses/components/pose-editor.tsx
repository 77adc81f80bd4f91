// The demonstration editor: 2–4 key poses, each with its base position, view, joint angles and props, a live still
// of the selected pose and the animation of all, saved through PUT admin/exercises/{id}/poses.
import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import { i18n, useTranslation } from '@officefit/i18n';
import type { ExercisePoses } from '@officefit/pose-figure';
import { Button, TextField } from '@officefit/ui';
import { useSaveExercisePosesMutation, type PosesAnswer } from '../api/poses';
import { Fieldset } from './layout';
import { PosePosition, PoseProps } from './pose-fields';
import { PoseAngles, PoseContacts } from './pose-joints';
import { PoseListControls } from './pose-list-controls';
import { PosePreview } from './pose-preview';
import { starterPoses, updatePose } from '../model/edit';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** The snackbar key of a refusal: `admin:errors.<code>` when there is a text for it, else the generic one. */
const refusalKey = (code: string) =>
  i18n.exists(`admin:errors.${code}`) ? `admin:errors.${code}` : 'common:errors.transfer';

/** The poses being edited and their saving (the saved answer replaces the draft). */
function usePosesDraft(exercise: PosesAnswer) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<ExercisePoses>(() => exercise.poses ?? starterPoses());
  const [save, saveState] = useSaveExercisePosesMutation();
  const onSave = async () => {
    try {
      const saved = await save({ id: exercise.id, body: draft }).unwrap();
      if (saved.poses) setDraft(saved.poses);
      dispatch(showSnackbar({ key: 'admin:poses.saved', severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(toApiFailure(error as never).code), severity: 'error' }));
    }
  };
  return { draft, setDraft, onSave, saving: saveState.isLoading };
}

export interface PoseEditorProps {
  exercise: PosesAnswer;
}

export function PoseEditor({ exercise }: PoseEditorProps) {
  const { t, i18n: current } = useTranslation('admin');
  const { draft, setDraft, onSave, saving } = usePosesDraft(exercise);
  const [selected, setSelected] = useState(0);
  const pose = draft.poses[selected] ?? draft.poses[0]!;
  const name = current.language.startsWith('en') ? exercise.name.en : exercise.name.de;
  const edit = (change: Parameters<typeof updatePose>[2]) => setDraft((d) => updatePose(d, selected, change));

  return (
    <Layout>
      <div>
        {!exercise.poses && <p>{t('poses.noPoses')}</p>}
        <PoseListControls
          count={draft.poses.length}
          selected={selected}
          onSelect={setSelected}
          onChange={(change, next) => {
            setDraft(change);
            setSelected(next);
          }}
        />
        <PosePosition pose={pose} edit={edit} n={selected + 1} />
        <PoseAngles pose={pose} edit={edit} />
        <PoseProps pose={pose} edit={edit} />
        <PoseContacts pose={pose} edit={edit} />
        <TempoField draft={draft} setDraft={setDraft} />
        <Button onClick={onSave} loading={saving}>
          {t('poses.save')}
        </Button>
      </div>
      <PosePreview draft={draft} selected={selected} regions={exercise.regions} name={name} />
    </Layout>
  );
}

/** The length of one cycle of the animation; empty leaves it to the player (2.5 s a pose, at least 4 s). */
function TempoField({
  draft,
  setDraft,
}: {
  draft: ExercisePoses;
  setDraft: (change: (draft: ExercisePoses) => ExercisePoses) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Fieldset>
      <legend>{t('poses.tempo')}</legend>
      <TextField
        label={t('poses.cycleSeconds')}
        hint={t('poses.cycleHint')}
        type="number"
        min={1}
        max={60}
        step={0.5}
        value={draft.cycleSeconds ?? ''}
        onChange={(event) => {
          const value = event.target.value === '' ? undefined : Number(event.target.value);
          setDraft(({ cycleSeconds: _old, ...rest }) => {
            void _old;
            return value === undefined ? rest : { ...rest, cycleSeconds: value };
          });
        }}
      />
    </Fieldset>
  );
}
