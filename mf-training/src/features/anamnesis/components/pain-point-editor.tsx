import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { anamnesisErrorMap, PAIN_FIELDS, painPointSchema } from '../model/form-schema';
import { redFlagReasons } from '../model/red-flags';
import type { PainPointDraft } from '../model/types';
import { fieldId, focusField } from './form-fields';
import { PainHistoryFields, PainSymptomFields } from './pain-point-fields';

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

/** Checks the answers when confirmed, and again on each change after a first try; focuses the first wrong one. */
function usePainPointCheck({
  draft,
  onChange,
  others,
  onConfirm,
}: Pick<PainPointEditorProps, 'draft' | 'onChange' | 'others' | 'onConfirm'>) {
  const { t } = useTranslation('training');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [tried, setTried] = useState(false);
  const errorText = (field: string) => errors[field];
  /** The translated message of each invalid answer (the contract's rules for a pain point). */
  const check = (p: PainPointDraft) => {
    const result = painPointSchema(others).safeParse(p, { error: anamnesisErrorMap(t) });
    const found: Partial<Record<string, string>> = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    return found;
  };
  const id = (field: string) => `pain-${field}`;

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
  return { errorText, update, confirm };
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { errorText, update, confirm } = usePainPointCheck({ draft, onChange, others, onConfirm });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const flags = redFlagReasons(draft);

  return (
    <Panel aria-labelledby={fieldId('pain-editor-title')}>
      <Heading id={fieldId('pain-editor-title')} ref={headingRef} tabIndex={-1}>
        {t(isNew ? 'anamnesis.pain.newTitle' : 'anamnesis.pain.editTitle')}
      </Heading>
      <PainHistoryFields draft={draft} update={update} errorText={errorText} />
      <PainSymptomFields draft={draft} update={update} errorText={errorText} />
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
