// The selected pose's position (base and view) and its props (furniture, wall, ball and band).
import { useTranslation } from '@officefit/i18n';
import {
  CONTACT_SURFACES,
  POSE_BASES,
  POSE_JOINTS,
  POSE_VIEWS,
  type ContactSurface,
  type Pose,
  type PoseBase,
  type PoseJoint,
  type PoseView,
} from '@officefit/pose-figure';
import { Checkbox, Select } from '@officefit/ui';
import { BALL_DEFAULT, BAND_DEFAULT, propOf, setProp } from '../model/edit';
import { Fieldset, Grid } from './layout';

/** Props that are simply there or not (the others have a place or side). */
const TOGGLED_PROPS = ['chair', 'desk', 'mat', 'step'] as const;

interface PoseFieldsProps {
  pose: Pose;
  edit: (change: (pose: Pose) => Pose) => void;
}

export function PosePosition({ pose, edit, n }: PoseFieldsProps & { n: number }) {
  const { t } = useTranslation('admin');
  return (
    <Fieldset>
      <legend>{t('poses.position', { n })}</legend>
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
  );
}

export function PoseProps({ pose, edit }: PoseFieldsProps) {
  const { t } = useTranslation('admin');
  return (
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
      <PlacedProps pose={pose} edit={edit} />
    </Fieldset>
  );
}

/** The ball: at a body point, and optionally lying between that point and a surface (a ball roll on the desk). */
function BallPlace({ pose, edit }: PoseFieldsProps) {
  const { t } = useTranslation('admin');
  const ball = propOf(pose, 'ball');
  const jointOptions = POSE_JOINTS.map((joint) => ({ value: joint, label: t(`poses.joints.${joint}`) }));
  return (
    <>
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
            ...CONTACT_SURFACES.map((surface) => ({ value: surface, label: t(`poses.surfaces.${surface}`) })),
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
    </>
  );
}

/** The props with a place: the wall behind or in front, the ball at a joint, the band between a joint and another. */
function PlacedProps({ pose, edit }: PoseFieldsProps) {
  const { t } = useTranslation('admin');
  const jointOptions = POSE_JOINTS.map((joint) => ({ value: joint, label: t(`poses.joints.${joint}`) }));
  const none = { value: 'none', label: t('poses.none') };
  const band = propOf(pose, 'band');
  return (
    <Grid>
      <Select
        label={t('poses.prop.wall')}
        value={propOf(pose, 'wall')?.side ?? 'none'}
        options={[
          none,
          { value: 'back', label: t('poses.wallBack') },
          { value: 'front', label: t('poses.wallFront') },
        ]}
        onChange={(value) =>
          edit((p) =>
            setProp(p, 'wall', value === 'none' ? null : { kind: 'wall', side: value as 'front' | 'back' }),
          )
        }
      />
      <BallPlace pose={pose} edit={edit} />
      <Select
        label={t('poses.bandFrom')}
        value={band?.from ?? 'none'}
        options={[none, ...jointOptions]}
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
  );
}
