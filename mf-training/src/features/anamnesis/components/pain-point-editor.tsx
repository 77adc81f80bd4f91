import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { INJURY_EPISODES } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Select, TextField } from '@officefit/ui';
import { BodyPicker } from '../../../lib/body-picker';
import { ANAMNESIS_LIMITS, ANAMNESIS_TEXT_MAX } from '@officefit/domain';
import { DURATIONS, range } from '../model/codes';
import { anamnesisErrorMap, PAIN_FIELDS, painPointSchema } from '../model/form-schema';
import { redFlagReasons } from '../model/red-flags';
import type { PainPointDraft } from '../model/types';
import { Choice, fieldId, focusField, YesNo } from './form-fields';

const Panel = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PainPointEditorProps {
  draft: PainPointDraft;
  onChange: (draft: PainPointDraft) => void;
  /** The already confirmed pain points (a region is recorded once). */
  others: readonly PainPointDraft[];
  /** "Übernehmen": the pain point is complete and joins the list. */
  onConfirm: (draft: PainPointDraft) => void;
  onCancel: () => void;
  /** A new pain point or a change of a listed one. */
  isNew: boolean;
  /** Id of the step's message about the open pain point, linked to the confirm button. */
  confirmDescribedBy?: string;
}

/** The open pain point: every answer of spec §3 "Pain point"; it must be confirmed before the form goes on. */
export function PainPointEditor({
  draft,
  onChange,
  others,
  onConfirm,
  onCancel,
  isNew,
  confirmDescribedBy,
}: PainPointEditorProps) {
  const { t } = useTranslation('training');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [tried, setTried] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorText = (field: string) => errors[field];
  /** The translated message of each invalid answer (the contract's rules for a pain point). */
  const check = (p: PainPointDraft) => {
    const result = painPointSchema(others).safeParse(p, { error: anamnesisErrorMap(t) });
    const found: Partial<Record<string, string>> = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    return found;
  };
  const id = (field: string) => `pain-${field}`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const update = (patch: Partial<PainPointDraft>) => {
    const next = { ...draft, ...patch };
    onChange(next);
    if (tried) setErrors(check(next));
  };

  const confirm = () => {
    const found = check(draft);
    setErrors(found);
    setTried(true);
    const first = PAIN_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(id(first));
      return;
    }
    onConfirm(draft);
  };

  const flags = redFlagReasons(draft);
  const severityOptions = range(...ANAMNESIS_LIMITS.severity).map((n) => ({
    value: String(n),
    label: t('anamnesis.pain.severityValue', {
      value: n,
      context: n === 0 ? 'none' : n === 10 ? 'max' : undefined,
    }),
  }));

  return (
    <Panel aria-labelledby={fieldId('pain-editor-title')}>
      <Heading id={fieldId('pain-editor-title')} ref={headingRef} tabIndex={-1}>
        {t(isNew ? 'anamnesis.pain.newTitle' : 'anamnesis.pain.editTitle')}
      </Heading>
      <BodyPicker
        legend={t('anamnesis.pain.region')}
        hint={t('anamnesis.pain.regionHint')}
        listId={fieldId(id('region'))}
        listLabel={t('anamnesis.pain.regionList')}
        noneText={t('anamnesis.pain.regionNone')}
        regionName={(region) => t(`anamnesis.regions.${region}`)}
        value={draft.region}
        onChange={(region) => update({ region })}
        error={errorText('region')}
      />
      <Choice
        field={id('duration')}
        label={t('anamnesis.pain.duration')}
        value={draft.duration}
        onChange={(duration) => update({ duration })}
        options={DURATIONS.map((d) => ({ value: d, label: t(`anamnesis.pain.durations.${d}`) }))}
        error={errorText('duration')}
      />
      <YesNo
        field={id('examined')}
        label={t('anamnesis.pain.examined')}
        value={draft.examined}
        onChange={(examined) => update({ examined })}
        error={errorText('examined')}
      />
      <YesNo
        field={id('painful')}
        label={t('anamnesis.pain.painful')}
        value={draft.painful}
        onChange={(painful) => update({ painful })}
        error={errorText('painful')}
      />
      <Choice
        field={id('episode')}
        label={t('anamnesis.pain.episode')}
        direction="row"
        value={draft.episode}
        onChange={(episode) => update({ episode })}
        options={INJURY_EPISODES.map((e) => ({ value: e, label: t(`anamnesis.pain.episodes.${e}`) }))}
        error={errorText('episode')}
      />
      <Select
        id={fieldId(id('severity'))}
        label={t('anamnesis.pain.severity')}
        hint={t('anamnesis.pain.severityHint')}
        options={severityOptions}
        value={draft.severity === null ? null : String(draft.severity)}
        onChange={(v) => update({ severity: Number(v) })}
        error={errorText('severity')}
        required
      />
      <YesNo
        field={id('worsening')}
        label={t('anamnesis.pain.worsening')}
        value={draft.worsening}
        onChange={(worsening) => update({ worsening })}
        error={errorText('worsening')}
      />
      <YesNo
        field={id('accident')}
        label={t('anamnesis.pain.accident')}
        value={draft.accident}
        onChange={(accident) => update({ accident })}
        error={errorText('accident')}
      />
      <YesNo
        field={id('numbness')}
        label={t('anamnesis.pain.numbness')}
        value={draft.numbness}
        onChange={(numbness) => update({ numbness })}
        error={errorText('numbness')}
      />
      <TextField
        multiline
        rows={3}
        id={fieldId(id('problems'))}
        label={t('anamnesis.pain.problems')}
        hint={t('anamnesis.pain.optional')}
        value={draft.problems}
        maxLength={ANAMNESIS_TEXT_MAX}
        onChange={(e) => update({ problems: e.target.value })}
        error={errorText('problems')}
      />
      <TextField
        multiline
        rows={3}
        id={fieldId(id('more'))}
        label={t('anamnesis.pain.more')}
        hint={t('anamnesis.pain.optional')}
        value={draft.more}
        maxLength={ANAMNESIS_TEXT_MAX}
        onChange={(e) => update({ more: e.target.value })}
        error={errorText('more')}
      />
      {flags.length > 0 && (
        <Alert severity="info" title={t('anamnesis.redFlag.inlineTitle')}>
          {t('anamnesis.redFlag.inline', {
            reasons: flags.map((r) => t(`anamnesis.redFlag.reasons.${r}`)).join(', '),
          })}
        </Alert>
      )}
      <Actions>
        <Button id={fieldId('pain-confirm')} onClick={confirm} aria-describedby={confirmDescribedBy}>
          {t('anamnesis.pain.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('anamnesis.pain.cancel')}
        </Button>
      </Actions>
    </Panel>
  );
}
