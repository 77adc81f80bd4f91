import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Stepper, VisuallyHidden } from '@officefit/ui';
import { useSaveAnamnesisMutation } from '../api/anamnesis-api';
import { useProfileDirty } from '../hooks/use-profile-dirty';
import { blankPainPoint, snapshot, toPayload } from '../model/form';
import { FIELD_STEP, STEPS, validateStep, type StepId } from '../model/validate';
import type { AnamnesisForm as FormState, FieldErrors, PainPointDraft, RedFlag } from '../model/types';
import { fieldId, firstInvalid, focusField, useFieldErrorText } from './form-fields';
import { RedFlagDialog } from './red-flag-dialog';
import { SkipProfile } from './skip-profile';
import { GeneralStep, GoalsStep, InjuriesStep, PersonalStep, SettingsStep } from './steps';

/** Where the user goes once the profile is saved or skipped. */
export const AFTER_PROFILE_PATH = '/home';

/** Field order per step: the first invalid one gets the focus. */
const STEP_FIELDS: Record<StepId, string[]> = {
  personal: ['height', 'weight', 'gender'],
  general: [
    'fitness',
    'sports',
    'sports_frequency',
    'workhours_sitting',
    'stress',
    'bodyfeeling',
    'wellness',
    'sleep',
    'diet',
    'physical_health',
  ],
  injuries: ['hasInjuries', 'injuries'],
  goals: ['goals', 'focus'],
  settings: [
    'time',
    'equipment',
    'workoutdays',
    'suitability',
    'adjustable_table',
    'workoutminutes',
    'accept',
  ],
};

/** Server error codes of PUT anamnesis (docs/api-training.md) → the step and field they belong to. */
const SERVER_CODES: Record<string, { field: string; key: string }> = {
  focus_two_required: { field: 'focus', key: 'focusTwo' },
  pain_point_incomplete: { field: 'injuries', key: 'painPointIncomplete' },
  consent_required: { field: 'accept', key: 'consentRequired' },
};

const StepSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Nav = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
  }
`;

/** Maps a field named by the server ("anamnesis.height", "injuries[0].region", "focus") to a form field. */
export function serverField(param: string): string {
  const path = param.replace(/^anamnesis[.[]/, '');
  return path.split(/[.[\]]/)[0] ?? path;
}

/** What gets the focus after the next render: the step heading or a field. */
type PendingFocus = { heading: true } | { field: string } | null;

export interface AnamnesisFormProps {
  initial: FormState;
}

/** The five steps, the consent and saving (spec §2-§5). */
export function AnamnesisForm({ initial }: AnamnesisFormProps) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [save, { isLoading: saving }] = useSaveAnamnesisMutation();

  const [stepIndex, setStepIndex] = useState(0);
  const [form, setForm] = useState<FormState>(initial);
  const [draft, setDraft] = useState<PainPointDraft | null>(null);
  const [draftIsNew, setDraftIsNew] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stepAlert, setStepAlert] = useState<string | null>(null);
  const [redFlags, setRedFlags] = useState<RedFlag[]>([]);
  const [finished, setFinished] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const step = STEPS[stepIndex] ?? 'personal';
  const last = stepIndex === STEPS.length - 1;
  const errorText = useFieldErrorText(errors);

  const initialSnapshot = useMemo(() => snapshot(initial, null), [initial]);
  const dirty = !finished && snapshot(form, draft) !== initialSnapshot;
  useProfileDirty(dirty);

  // Navigate only once the shell's leave guard has seen the cleared dirty flag.
  const storeDirty = useAppSelector((s) => s.ui.profileDirty);
  useEffect(() => {
    if (!leaveTo || storeDirty) return;
    const timer = setTimeout(() => navigate(leaveTo));
    return () => clearTimeout(timer);
  }, [leaveTo, storeDirty, navigate]);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if ('heading' in pending) headingRef.current?.focus();
    else focusField(pending.field);
  });

  const showErrors = useCallback((found: FieldErrors, fields: string[]) => {
    setErrors(found);
    const first = firstInvalid(fields, found);
    if (first) pendingFocus.current = { field: first };
  }, []);

  const update = (patch: Partial<FormState>) => {
    const next = { ...form, ...patch };
    setForm(next);
    // Messages go away as the answers are fixed; new ones only appear on the next try.
    if (Object.keys(errors).length > 0) {
      const now = validateStep(step, next, draft !== null);
      setErrors(Object.fromEntries(Object.entries(now).filter(([field]) => errors[field])));
    }
  };

  const goTo = (index: number) => {
    setStepIndex(index);
    setErrors({});
    setStepAlert(null);
    pendingFocus.current = { heading: true };
  };

  const finish = (path: string) => {
    setFinished(true);
    setLeaveTo(path);
  };

  const submit = async () => {
    // Every step once more: answers loaded from the server may be incomplete.
    for (const [index, id] of STEPS.entries()) {
      const found = validateStep(id, form, draft !== null);
      if (Object.keys(found).length > 0) {
        if (index !== stepIndex) goTo(index);
        showErrors(found, STEP_FIELDS[id]);
        return;
      }
    }
    setStepAlert(null);
    try {
      const result = await save(toPayload(form)).unwrap();
      dispatch(showSnackbar({ key: 'training:anamnesis.savedMessage', severity: 'success' }));
      setFinished(true);
      const flags = result.redFlags ?? [];
      if (flags.length > 0) setRedFlags(flags);
      else finish(AFTER_PROFILE_PATH);
    } catch (e) {
      const failure = toApiFailure(e as Parameters<typeof toApiFailure>[0]);
      const known = SERVER_CODES[failure.code];
      const found: FieldErrors = {};
      if (known) found[known.field] = { key: known.key };
      else if (failure.code === 'rest_invalid_param')
        for (const param of Object.keys(failure.params)) {
          const field = serverField(param);
          if (FIELD_STEP[field]) found[field] = { key: 'invalid' };
        }
      const fields = Object.keys(found);
      const target = fields.length ? STEPS.indexOf(FIELD_STEP[fields[0]!] ?? step) : stepIndex;
      if (target !== stepIndex) goTo(target);
      if (fields.length) {
        showErrors(found, STEP_FIELDS[STEPS[target] ?? step]);
        setStepAlert(known ? t(`anamnesis.errors.${known.key}`) : t('common:errors.checkInput'));
      } else
        setStepAlert(
          t(failure.code === 'no_response' ? 'common:errors.transfer' : 'common:errors.unexpected'),
        );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (last) {
      void submit();
      return;
    }
    const found = validateStep(step, form, draft !== null);
    if (Object.keys(found).length > 0) {
      showErrors(found, STEP_FIELDS[step]);
      if (found.injuries?.key === 'painPointOpen') pendingFocus.current = { field: 'pain-confirm' };
      return;
    }
    goTo(stepIndex + 1);
  };

  // Pain points: one is open at a time and must be confirmed ("Übernehmen") before the form goes on.
  const addPainPoint = () => {
    setDraft(blankPainPoint());
    setDraftIsNew(true);
    setErrors({});
  };
  const editPainPoint = (key: string) => {
    const found = form.injuries.find((p) => p.key === key);
    if (!found) return;
    setDraft({ ...found });
    setDraftIsNew(false);
    setErrors({});
  };
  const removePainPoint = (key: string) => {
    update({ injuries: form.injuries.filter((p) => p.key !== key) });
    pendingFocus.current = { field: 'pain-add' };
  };
  const confirmPainPoint = (confirmed: PainPointDraft) => {
    const exists = form.injuries.some((p) => p.key === confirmed.key);
    setDraft(null);
    update({
      injuries: exists
        ? form.injuries.map((p) => (p.key === confirmed.key ? confirmed : p))
        : [...form.injuries, confirmed],
    });
    setErrors({});
    pendingFocus.current = { field: 'pain-add' };
  };
  const cancelPainPoint = () => {
    setDraft(null);
    setErrors({});
    pendingFocus.current = { field: 'pain-add' };
  };

  const stepProps = { form, update, errorText };
  const stepTitles = STEPS.map((s) => t(`anamnesis.steps.${s}`));

  return (
    <>
      <Stepper steps={stepTitles} current={stepIndex + 1} />
      <form noValidate onSubmit={onSubmit} aria-labelledby={fieldId('step-title')}>
        <StepSection>
          <StepHeading id={fieldId('step-title')} ref={headingRef} tabIndex={-1}>
            <VisuallyHidden>
              {t('anamnesis.stepPrefix', { current: stepIndex + 1, total: STEPS.length })}
            </VisuallyHidden>
            {stepTitles[stepIndex]}
          </StepHeading>
          <p>{t(`anamnesis.stepIntro.${step}`)}</p>
          {stepAlert && <Alert severity="error">{stepAlert}</Alert>}
          {step === 'personal' && <PersonalStep {...stepProps} />}
          {step === 'general' && <GeneralStep {...stepProps} />}
          {step === 'injuries' && (
            <InjuriesStep
              {...stepProps}
              draft={draft}
              draftIsNew={draftIsNew}
              onDraftChange={setDraft}
              onAdd={addPainPoint}
              onEdit={editPainPoint}
              onRemove={removePainPoint}
              onConfirm={confirmPainPoint}
              onCancel={cancelPainPoint}
            />
          )}
          {step === 'goals' && <GoalsStep {...stepProps} />}
          {step === 'settings' && <SettingsStep {...stepProps} />}
        </StepSection>
        <Nav>
          {stepIndex > 0 ? (
            <Button variant="secondary" onClick={() => goTo(stepIndex - 1)} disabled={saving}>
              {t('anamnesis.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {last ? t('anamnesis.save') : t('anamnesis.next')}
          </Button>
        </Nav>
      </form>
      <SkipProfile
        onSkipped={() => {
          dispatch(showSnackbar({ key: 'training:anamnesis.skippedMessage', severity: 'info' }));
          finish(AFTER_PROFILE_PATH);
        }}
      />
      <RedFlagDialog flags={redFlags} onClose={() => finish(AFTER_PROFILE_PATH)} />
    </>
  );
}
