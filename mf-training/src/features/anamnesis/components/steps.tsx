import styled from 'styled-components';
import {
  ANAMNESIS_EQUIPMENT,
  ANAMNESIS_LIMITS,
  FOCUS_AREAS,
  GOALS,
  ILLNESS_GROUPS,
  SPORTS,
  TRAINING_TIMES,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Checkbox, Select, TextField } from '@officefit/ui';
import { FITNESS_LEVELS, FOCUS_COUNT, range, SCALE_VALUES, SCALES, SUITABILITIES } from '../model/codes';
import { isIncomplete } from '../model/form-schema';
import type { AnamnesisForm, PainPointDraft } from '../model/types';
import { CheckboxGroup, Choice, fieldId, GroupError, YesNo } from './form-fields';
import { PainPointEditor } from './pain-point-editor';

export interface StepProps {
  form: AnamnesisForm;
  update: (patch: Partial<AnamnesisForm>) => void;
  /** The translated error of a field, if any. */
  errorText: (field: string) => string | undefined;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const numberOptions = (values: readonly number[], label: (n: number) => string) =>
  values.map((n) => ({ value: String(n), label: label(n) }));

/** Step 1: height and weight (gender is asked once, with the account: issue 39). */
export function PersonalStep({ form, update, errorText }: StepProps) {
  const { t } = useTranslation('training');
  return (
    <>
      <Row>
        <TextField
          id={fieldId('height')}
          label={t('anamnesis.personal.height')}
          hint={t('anamnesis.personal.heightHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          value={form.height}
          onChange={(e) => update({ height: e.target.value })}
          error={errorText('height')}
        />
        <TextField
          id={fieldId('weight')}
          label={t('anamnesis.personal.weight')}
          hint={t('anamnesis.personal.weightHint')}
          inputMode="decimal"
          autoComplete="off"
          required
          value={form.weight}
          onChange={(e) => update({ weight: e.target.value })}
          error={errorText('weight')}
        />
      </Row>
    </>
  );
}

/** Step 2: fitness, sports, the 1-5 scales, sitting hours and illness groups. */
export function GeneralStep({ form, update, errorText }: StepProps) {
  const { t } = useTranslation('training');
  return (
    <>
      <Choice
        field="fitness"
        label={t('anamnesis.general.fitness')}
        value={form.fitness}
        onChange={(fitness) => update({ fitness })}
        options={FITNESS_LEVELS.map((level) => ({
          value: level,
          label: t(`anamnesis.fitnessLevels.${level}.label`),
          hint: t(`anamnesis.fitnessLevels.${level}.hint`),
        }))}
        error={errorText('fitness')}
      />
      <CheckboxGroup
        field="sports"
        legend={t('anamnesis.general.sports')}
        hint={t('anamnesis.general.multiHint')}
        options={SPORTS.map((s) => ({ value: s, label: t(`anamnesis.sports.${s}`) }))}
        value={form.sports}
        onChange={(sports) => update({ sports })}
        error={errorText('sports')}
      />
      <Row>
        <Select
          id={fieldId('sports_frequency')}
          label={t('anamnesis.general.sportsFrequency')}
          options={numberOptions(range(...ANAMNESIS_LIMITS.sports_frequency), (count) =>
            t('anamnesis.general.timesPerWeek', { count }),
          )}
          value={form.sports_frequency === null ? null : String(form.sports_frequency)}
          onChange={(v) => update({ sports_frequency: Number(v) })}
          error={errorText('sports_frequency')}
          required
        />
        <Select
          id={fieldId('workhours_sitting')}
          label={t('anamnesis.general.workhoursSitting')}
          options={numberOptions(range(...ANAMNESIS_LIMITS.workhours_sitting), (count) =>
            t('anamnesis.general.hours', { count }),
          )}
          value={form.workhours_sitting === null ? null : String(form.workhours_sitting)}
          onChange={(v) => update({ workhours_sitting: Number(v) })}
          error={errorText('workhours_sitting')}
          required
        />
      </Row>
      {SCALES.map((scale) => (
        <Choice
          key={scale}
          field={scale}
          label={t(`anamnesis.scales.${scale}.question`)}
          direction="row"
          value={form[scale]}
          onChange={(value) => update({ [scale]: value })}
          options={SCALE_VALUES.map((n) => ({
            value: n,
            label: t(`anamnesis.scales.${scale}.${n}`),
          }))}
          error={errorText(scale)}
        />
      ))}
      <CheckboxGroup
        field="physical_health"
        legend={t('anamnesis.general.illness')}
        hint={t('anamnesis.general.illnessHint')}
        options={ILLNESS_GROUPS.map((g) => ({ value: g, label: t(`anamnesis.illness.${g}`) }))}
        value={form.physical_health}
        onChange={(physical_health) => update({ physical_health })}
        error={errorText('physical_health')}
        columns={1}
      />
    </>
  );
}

const PainList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const PainItem = styled.li<{ $incomplete: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ $incomplete, theme }) => ($incomplete ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const PainText = styled.div`
  flex: 1 1 200px;
  min-width: 0;

  strong {
    display: block;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  em {
    display: block;
    font-style: normal;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.error};
  }
`;

export interface InjuriesStepProps extends StepProps {
  /** The open pain point, if one is being edited. */
  draft: PainPointDraft | null;
  draftIsNew: boolean;
  onDraftChange: (draft: PainPointDraft) => void;
  onAdd: () => void;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
  onConfirm: (draft: PainPointDraft) => void;
  onCancel: () => void;
}

export const INJURIES_ERROR_ID = `${fieldId('injuries')}-error`;

interface PainPointRowProps {
  point: PainPointDraft;
  /** No editing while another pain point is open. */
  editable: boolean;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
}

/** A listed pain point: region, duration, severity, "incomplete", and its edit and remove buttons. */
function PainPointRow({ point: p, editable, onEdit, onRemove }: PainPointRowProps) {
  const { t } = useTranslation('training');
  const incomplete = isIncomplete(p);
  const name = p.region ? t(`anamnesis.regions.${p.region}`) : t('anamnesis.pain.regionUnknown');
  return (
    <PainItem $incomplete={incomplete} data-testid="pain-point">
      <PainText>
        <strong>{name}</strong>
        {p.duration !== null && <span>{t(`anamnesis.pain.durations.${p.duration}`)}</span>}
        {p.severity !== null && (
          <span>
            {' · '}
            {t('anamnesis.pain.severityShort', { value: p.severity })}
          </span>
        )}
        {incomplete && <em id={`${fieldId(p.key)}-incomplete`}>{t('anamnesis.injuries.incomplete')}</em>}
      </PainText>
      {editable && (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onEdit(p.key)}
            aria-label={t('anamnesis.injuries.editNamed', { region: name })}
            aria-describedby={incomplete ? `${fieldId(p.key)}-incomplete` : undefined}
          >
            {t('anamnesis.injuries.edit')}
          </Button>
          <Button
            size="sm"
            variant="text"
            onClick={() => onRemove(p.key)}
            aria-label={t('anamnesis.injuries.removeNamed', { region: name })}
          >
            {t('anamnesis.injuries.remove')}
          </Button>
        </>
      )}
    </PainItem>
  );
}

/** Step 3: no complaints, or the list of pain points with the one being edited. */
export function InjuriesStep(props: InjuriesStepProps) {
  const { form, update, errorText, draft, draftIsNew } = props;
  const { t } = useTranslation('training');
  const listError = errorText('injuries');
  return (
    <>
      <Choice
        field="hasInjuries"
        label={t('anamnesis.injuries.question')}
        hint={t('anamnesis.injuries.questionHint')}
        value={form.hasInjuries}
        onChange={(hasInjuries) => update({ hasInjuries })}
        options={[
          { value: false, label: t('anamnesis.injuries.none') },
          { value: true, label: t('anamnesis.injuries.some') },
        ]}
        error={errorText('hasInjuries')}
      />
      {form.hasInjuries && (
        <div id={fieldId('injuries')}>
          <h3>{t('anamnesis.injuries.listTitle')}</h3>
          {form.injuries.length === 0 && !draft && <p>{t('anamnesis.injuries.empty')}</p>}
          {form.injuries.length > 0 && (
            <PainList aria-label={t('anamnesis.injuries.listTitle')}>
              {form.injuries.map((p) => (
                <PainPointRow
                  key={p.key}
                  point={p}
                  editable={!draft}
                  onEdit={props.onEdit}
                  onRemove={props.onRemove}
                />
              ))}
            </PainList>
          )}
          {draft ? (
            <PainPointEditor
              draft={draft}
              isNew={draftIsNew}
              others={form.injuries}
              onChange={props.onDraftChange}
              onConfirm={props.onConfirm}
              onCancel={props.onCancel}
              confirmDescribedBy={listError ? INJURIES_ERROR_ID : undefined}
            />
          ) : (
            <Button
              id={fieldId('pain-add')}
              variant="secondary"
              onClick={props.onAdd}
              aria-describedby={listError ? INJURIES_ERROR_ID : undefined}
            >
              {t(form.injuries.length ? 'anamnesis.injuries.addAnother' : 'anamnesis.injuries.add')}
            </Button>
          )}
          {listError && <GroupError id={INJURIES_ERROR_ID}>{listError}</GroupError>}
        </div>
      )}
    </>
  );
}

const Counter = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Step 4: goals and exactly two focus areas. */
export function GoalsStep({ form, update, errorText }: StepProps) {
  const { t } = useTranslation('training');
  return (
    <>
      <CheckboxGroup
        field="goals"
        legend={t('anamnesis.goals.goals')}
        hint={t('anamnesis.general.multiHint')}
        options={GOALS.map((g) => ({ value: g, label: t(`anamnesis.goalNames.${g}`) }))}
        value={form.goals}
        onChange={(goals) => update({ goals })}
        error={errorText('goals')}
      />
      <CheckboxGroup
        field="focus"
        legend={t('anamnesis.goals.focus')}
        hint={t('anamnesis.goals.focusHint', { count: FOCUS_COUNT })}
        options={FOCUS_AREAS.map((f) => ({ value: f, label: t(`anamnesis.focusAreas.${f}`) }))}
        value={form.focus}
        onChange={(focus) => update({ focus })}
        error={errorText('focus')}
      />
      <Counter aria-live="polite">
        {t('anamnesis.goals.focusCount', { count: form.focus.length, total: FOCUS_COUNT })}
      </Counter>
    </>
  );
}

const Consent = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    margin-top: 0;
  }

  ul {
    padding-left: 1.25rem;
  }
`;

/** The consent declaration: the profile's (required) and the pain tracking's (optional) purposes. */
function ConsentSection({ form, update, errorText }: StepProps) {
  const { t } = useTranslation('training');
  return (
    <Consent aria-labelledby={fieldId('consent-title')}>
      <h3 id={fieldId('consent-title')}>{t('anamnesis.consent.title')}</h3>
      <p>{t('anamnesis.consent.intro')}</p>
      <ul>
        <li>{t('anamnesis.consent.purpose')}</li>
        <li>{t('anamnesis.consent.deletion')}</li>
        <li>{t('anamnesis.consent.retention')}</li>
      </ul>
      <p>{t('anamnesis.consent.purposes')}</p>
      <Checkbox
        id={fieldId('accept')}
        label={t('anamnesis.consent.accept')}
        required
        checked={form.accept}
        onChange={(e) => update({ accept: e.target.checked })}
        error={errorText('accept')}
      />
      <p>{t('anamnesis.consent.painPurpose')}</p>
      <Checkbox
        id={fieldId('painConsent')}
        label={t('anamnesis.consent.painAccept')}
        checked={form.painConsent}
        onChange={(e) => update({ painConsent: e.target.checked })}
        error={errorText('painConsent')}
      />
      {!form.painConsent && form.hasInjuries && form.injuries.length > 0 && (
        <p>{t('anamnesis.consent.painNotSaved')}</p>
      )}
      {!form.painConsent && <p>{t('anamnesis.consent.painSkipped')}</p>}
    </Consent>
  );
}

/** Step 5: time, equipment, days, undercover preference, desk, minutes; then the consent declaration. */
export function SettingsStep({ form, update, errorText }: StepProps) {
  const { t } = useTranslation('training');
  return (
    <>
      <Choice
        field="time"
        label={t('anamnesis.settings.time')}
        value={form.time}
        onChange={(time) => update({ time })}
        options={TRAINING_TIMES.map((m) => ({ value: m, label: t(`anamnesis.times.${m}`) }))}
        error={errorText('time')}
      />
      <Choice
        field="equipment"
        label={t('anamnesis.settings.equipment')}
        value={form.equipment}
        onChange={(equipment) => update({ equipment })}
        options={ANAMNESIS_EQUIPMENT.map((e) => ({ value: e, label: t(`anamnesis.equipment.${e}`) }))}
        error={errorText('equipment')}
      />
      <Select
        id={fieldId('workoutdays')}
        label={t('anamnesis.settings.workoutdays')}
        options={numberOptions(range(...ANAMNESIS_LIMITS.workoutdays), (count) =>
          t('anamnesis.settings.days', { count }),
        )}
        value={form.workoutdays === null ? null : String(form.workoutdays)}
        onChange={(v) => update({ workoutdays: Number(v) })}
        error={errorText('workoutdays')}
        required
      />
      <Choice
        field="suitability"
        label={t('anamnesis.settings.suitability')}
        value={form.suitability}
        onChange={(suitability) => update({ suitability })}
        options={SUITABILITIES.map((s) => ({
          value: s,
          label: t(`anamnesis.suitability.${s}.label`),
          hint: t(`anamnesis.suitability.${s}.hint`),
        }))}
        error={errorText('suitability')}
      />
      <YesNo
        field="adjustable_table"
        label={t('anamnesis.settings.adjustableTable')}
        value={form.adjustable_table}
        onChange={(adjustable_table) => update({ adjustable_table })}
        error={errorText('adjustable_table')}
      />
      <TextField
        id={fieldId('workoutminutes')}
        label={t('anamnesis.settings.workoutminutes')}
        hint={t('anamnesis.settings.workoutminutesHint')}
        inputMode="numeric"
        autoComplete="off"
        value={form.workoutminutes}
        onChange={(e) => update({ workoutminutes: e.target.value })}
        error={errorText('workoutminutes')}
      />
      <ConsentSection form={form} update={update} errorText={errorText} />
    </>
  );
}
