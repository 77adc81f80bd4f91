// The editor's joint angles (grouped: spine and head, shoulder girdle and arms, legs; each slider within its joint's
// range) and the pose's contacts with a live check of whether they touch their surfaces.
import { useTranslation } from '@officefit/i18n';
import {
  CONTACT_SURFACES,
  JOINT_LIMITS,
  POSE_JOINTS,
  contactGaps,
  skeleton,
  type ContactSurface,
  type Pose,
  type PoseJoint,
} from '@officefit/pose-figure';
import { Button, Select } from '@officefit/ui';
import { AngleField } from './angle-field';
import { ANGLE_GROUPS, addContact, removeContact, setAngle, setContact } from '../model/edit';
import { Fieldset, Grid } from './layout';

/** A contact further than this (figure units) from its surface is reported (the catalogue's data test allows 4). */
const MISS = 4;

interface PoseJointsProps {
  pose: Pose;
  edit: (change: (pose: Pose) => Pose) => void;
}

export function PoseAngles({ pose, edit }: PoseJointsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      {(Object.keys(ANGLE_GROUPS) as (keyof typeof ANGLE_GROUPS)[]).map((group) => (
        <Fieldset key={group}>
          <legend>{t(`poses.angleGroups.${group}`)}</legend>
          {group === 'spine' && <p>{t('poses.anglesHint')}</p>}
          <Grid>
            {ANGLE_GROUPS[group].map((angle) => (
              <AngleField
                key={angle}
                label={t(`poses.angle.${angle}`)}
                numberLabel={t('poses.inDegrees', { angle: t(`poses.angle.${angle}`) })}
                value={pose.angles[angle] ?? 0}
                min={JOINT_LIMITS[angle][0]}
                max={JOINT_LIMITS[angle][1]}
                onChange={(value) => edit((p) => setAngle(p, angle, value))}
              />
            ))}
          </Grid>
        </Fieldset>
      ))}
    </>
  );
}

export function PoseContacts({ pose, edit }: PoseJointsProps) {
  const { t } = useTranslation('admin');
  const contacts = pose.contacts ?? [];
  const missed = contactGaps(pose, skeleton(pose).points).filter(({ gap }) => Math.abs(gap) > MISS);
  const joints = POSE_JOINTS.map((joint) => ({ value: joint, label: t(`poses.joints.${joint}`) }));
  const surfaces = CONTACT_SURFACES.map((surface) => ({
    value: surface,
    label: t(`poses.surfaces.${surface}`),
  }));
  return (
    <Fieldset>
      <legend>{t('poses.contacts')}</legend>
      <p>{t('poses.contactsHint')}</p>
      {contacts.map((contact, index) => (
        <Grid key={index}>
          <Select
            label={t('poses.contactAt', { n: index + 1 })}
            value={contact.at}
            options={joints}
            onChange={(value) => edit((p) => setContact(p, index, { ...contact, at: value as PoseJoint }))}
          />
          <Select
            label={t('poses.contactOn', { n: index + 1 })}
            value={contact.on}
            options={surfaces}
            onChange={(value) =>
              edit((p) => setContact(p, index, { ...contact, on: value as ContactSurface }))
            }
          />
          <Button size="sm" variant="text" onClick={() => edit((p) => removeContact(p, index))}>
            {t('poses.removeContact', { n: index + 1 })}
          </Button>
        </Grid>
      ))}
      <Button size="sm" variant="secondary" onClick={() => edit(addContact)}>
        {t('poses.addContact')}
      </Button>
      {contacts.length > 0 && (
        <div role="status">
          {missed.length === 0 ? (
            <p>{t('poses.contactsMet')}</p>
          ) : (
            <ul>
              {missed.map(({ contact, gap }, index) => (
                <li key={index}>
                  {t('poses.contactMissed', {
                    at: t(`poses.joints.${contact.at}`),
                    on: t(`poses.surfaces.${contact.on}`),
                    gap: Math.round(Math.abs(gap)),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Fieldset>
  );
}
