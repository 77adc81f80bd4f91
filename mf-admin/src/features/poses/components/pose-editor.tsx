// The demonstration editor: 2–4 key poses, each with its base position, view, joint angles and props, a live still
// of the selected pose and the animation of all, saved through PUT admin/exercises/{id}/poses.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import { i18n, useTranslation } from '@officefit/i18n';
import {
  CONTACT_SURFACES,
  MAX_POSES,
  MIN_POSES,
  POSE_BASES,
  POSE_JOINTS,
  POSE_VIEWS,
  posesBounds,
  regionSegments,
  type ContactSurface,
  type ExercisePoses,
  type PoseBase,
  type PoseJoint,
  type PoseView,
} from '@officefit/pose-figure';
import { PoseFigure, PosePlayer } from '@officefit/pose-figure/react';
import { Button, Card, Checkbox, Select, TextField } from '@officefit/ui';
import { useSaveExercisePosesMutation, type PosesAnswer } from '../api/poses';
import { Fieldset, Grid } from './layout';
import { PoseAngles, PoseContacts } from './pose-joints';
import {
  addPose,
  BALL_DEFAULT,
  BAND_DEFAULT,
  movePose,
  propOf,
  removePose,
  setProp,
  starterPoses,
  updatePose,
} from '../model/edit';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

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

/** Props that are simply there or not (the others have a place or side). */
const TOGGLED_PROPS = ['chair', 'desk', 'mat', 'step'] as const;

/** The snackbar key of a refusal: `admin:errors.<code>` when there is a text for it, else the generic one. */
const refusalKey = (code: string) =>
  i18n.exists(`admin:errors.${code}`) ? `admin:errors.${code}` : 'common:errors.transfer';

export interface PoseEditorProps {
  exercise: PosesAnswer;
}

export function PoseEditor({ exercise }: PoseEditorProps) {
  const { t, i18n: current } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<ExercisePoses>(() => exercise.poses ?? starterPoses());
  const [selected, setSelected] = useState(0);
  const [save, saveState] = useSaveExercisePosesMutation();
  const highlight = useMemo(() => regionSegments(exercise.regions), [exercise.regions]);
  const bounds = useMemo(() => posesBounds(draft.poses, { highlight }), [draft.poses, highlight]);
  const pose = draft.poses[selected] ?? draft.poses[0]!;
  const name = current.language.startsWith('en') ? exercise.name.en : exercise.name.de;
  const cycleSeconds = draft.cycleSeconds ?? Math.max(4, draft.poses.length * 2.5);

  const edit = (change: Parameters<typeof updatePose>[2]) => setDraft((d) => updatePose(d, selected, change));
  const jointOptions = POSE_JOINTS.map((joint) => ({ value: joint, label: t(`poses.joints.${joint}`) }));
  const band = propOf(pose, 'band');
  const ball = propOf(pose, 'ball');
  const wall = propOf(pose, 'wall');

  const onSave = async () => {
    try {
      const saved = await save({ id: exercise.id, body: draft }).unwrap();
      if (saved.poses) setDraft(saved.poses);
      dispatch(showSnackbar({ key: 'admin:poses.saved', severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(toApiFailure(error as never).code), severity: 'error' }));
    }
  };

  return (
    <Layout>
      <div>
        {!exercise.poses && <p>{t('poses.noPoses')}</p>}
        <PoseTabs role="group" aria-label={t('poses.poseList')}>
          {draft.poses.map((_, index) => (
            <Button
              key={index}
              size="sm"
              variant={index === selected ? 'primary' : 'secondary'}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              {t('poses.pose', { n: index + 1 })}
            </Button>
          ))}
        </PoseTabs>
        <Row>
          <Button
            size="sm"
            variant="secondary"
            disabled={draft.poses.length >= MAX_POSES}
            onClick={() => {
              setDraft((d) => addPose(d, selected));
              setSelected(selected + 1);
            }}
          >
            {t('poses.add')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={draft.poses.length <= MIN_POSES}
            onClick={() => {
              setDraft((d) => removePose(d, selected));
              setSelected(Math.max(0, selected - 1));
            }}
          >
            {t('poses.remove', { n: selected + 1 })}
          </Button>
          <Button
            size="sm"
            variant="text"
            disabled={selected === 0}
            onClick={() => {
              setDraft((d) => movePose(d, selected, -1));
              setSelected(selected - 1);
            }}
          >
            {t('poses.moveUp')}
          </Button>
          <Button
            size="sm"
            variant="text"
            disabled={selected >= draft.poses.length - 1}
            onClick={() => {
              setDraft((d) => movePose(d, selected, 1));
              setSelected(selected + 1);
            }}
          >
            {t('poses.moveDown')}
          </Button>
        </Row>
        <p>{t('poses.limits', { min: MIN_POSES, max: MAX_POSES })}</p>

        <Fieldset>
          <legend>{t('poses.position', { n: selected + 1 })}</legend>
          <Grid>
            <Select
              label={t('poses.base')}
              value={pose.base}
              options={POSE_BASES.map((base) => ({ value: base, label: t(`poses.bases.${base}`) }))}
              onChange={(value) => edit((p) => ({ ...p, base: value as PoseBase }))}
            />
            <Select
              label={t('poses.view')}
              value={pose.view}
              options={POSE_VIEWS.map((view) => ({ value: view, label: t(`poses.views.${view}`) }))}
              onChange={(value) => edit((p) => ({ ...p, view: value as PoseView }))}
            />
          </Grid>
        </Fieldset>

        <PoseAngles pose={pose} edit={edit} />

        <Fieldset>
          <legend>{t('poses.props')}</legend>
          <Grid>
            {TOGGLED_PROPS.map((kind) => (
              <Checkbox
                key={kind}
                label={t(`poses.prop.${kind}`)}
                checked={Boolean(propOf(pose, kind))}
                onChange={(event) => {
                  const on = event.target.checked;
                  edit((p) => setProp(p, kind, on ? { kind } : null));
                }}
              />
            ))}
          </Grid>
          <Grid>
            <Select
              label={t('poses.prop.wall')}
              value={wall?.side ?? 'none'}
              options={[
                { value: 'none', label: t('poses.none') },
                { value: 'back', label: t('poses.wallBack') },
                { value: 'front', label: t('poses.wallFront') },
              ]}
              onChange={(value) =>
                edit((p) =>
                  setProp(
                    p,
                    'wall',
                    value === 'none' ? null : { kind: 'wall', side: value as 'front' | 'back' },
                  ),
                )
              }
            />
            <Select
              label={t('poses.prop.ball')}
              value={ball?.at ?? 'none'}
              options={[{ value: 'none', label: t('poses.none') }, ...jointOptions]}
              onChange={(value) =>
                edit((p) =>
                  setProp(
                    p,
                    'ball',
                    value === 'none' ? null : { ...(ball ?? BALL_DEFAULT), at: value as PoseJoint },
                  ),
                )
              }
            />
            {ball && (
              <Select
                label={t('poses.ballOn')}
                value={ball.on ?? 'none'}
                options={[
                  { value: 'none', label: t('poses.ballAtPoint') },
                  ...CONTACT_SURFACES.map((surface) => ({
                    value: surface,
                    label: t(`poses.surfaces.${surface}`),
                  })),
                ]}
                onChange={(value) =>
                  edit((p) =>
                    setProp(
                      p,
                      'ball',
                      value === 'none'
                        ? { kind: 'ball', at: ball.at }
                        : { kind: 'ball', at: ball.at, on: value as ContactSurface },
                    ),
                  )
                }
              />
            )}
            <Select
              label={t('poses.bandFrom')}
              value={band?.from ?? 'none'}
              options={[{ value: 'none', label: t('poses.none') }, ...jointOptions]}
              onChange={(value) =>
                edit((p) =>
                  setProp(
                    p,
                    'band',
                    value === 'none' ? null : { ...(band ?? BAND_DEFAULT), from: value as PoseJoint },
                  ),
                )
              }
            />
            {band && (
              <Select
                label={t('poses.bandTo')}
                value={band.to}
                options={[{ value: 'anchor', label: t('poses.anchor') }, ...jointOptions]}
                onChange={(value) =>
                  edit((p) => setProp(p, 'band', { ...band, to: value as PoseJoint | 'anchor' }))
                }
              />
            )}
          </Grid>
        </Fieldset>

        <PoseContacts pose={pose} edit={edit} />

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
        <Button onClick={onSave} loading={saveState.isLoading}>
          {t('poses.save')}
        </Button>
      </div>

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
    </Layout>
  );
}
