import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Stepper, VisuallyHidden } from '@officefit/ui';
import { useSaveAnamnesisMutation } from '../api/anamnesis-api';
import { useProfileDirty } from '../../../lib/use-profile-dirty';
import { blankPainPoint, snapshot, toPayload } from '../model/form';
import {
  anamnesisErrorMap,
  anamnesisFormSchema,
  ANAMNESIS_CODES,
  STEP_FIELDS,
  STEPS,
  stepOf,
  type FormField,
} from '../model/form-schema';
import type { AnamnesisForm as FormState, PainPointDraft, RedFlag } from '../model/types';
import { fieldId, focusField } from './form-fields';
import { RedFlagDialog } from './red-flag-dialog';
import { SkipProfile } from './skip-profile';
import { GeneralStep, GoalsStep, InjuriesStep, PersonalStep, SettingsStep } from './steps';

/** Where the user goes once the profile is saved or skipped. */
export const AFTER_PROFILE_PATH = '/home';

/** Server error codes of PUT anamnesis (docs/api-training.md) → the field they belong to. */
const SERVER_FIELDS: Record<string, FormField> = {
  focus_two_required: 'focus',
  pain_point_incomplete: 'injuries',
  consent_required: 'accept',
  pain_consent_required: 'painConsent',
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
  const [draft, setDraft] = useState<PainPointDraft | null>(null);
  const [draftIsNew, setDraftIsNew] = useState(true);
  const [stepAlert, setStepAlert] = useState<string | null>(null);
  const [redFlags, setRedFlags] = useState<RedFlag[]>([]);
  const [finished, setFinished] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  // a validation may end after its render: this re-render then moves the focus
  const [, setFocusRequests] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The schema reads whether a pain point is still open at each validation (it is not a form value).
  const openPainPoint = useRef(false);
  openPainPoint.current = draft !== null;
  const schema = useMemo(() => anamnesisFormSchema(() => openPainPoint.current), []);
  // (the form holds null for "not answered yet", which the schema's input type does not list)
  const resolver = useMemo(
    () => zodResolver(schema, { error: anamnesisErrorMap(t) }) as unknown as Resolver<FormState>,
    [schema, t],
  );
  const {
    watch,
    setValue,
    trigger,
    clearErrors,
    setError,
    getFieldState,
    formState: { errors },
  } = useForm<FormState>({ defaultValues: initial, resolver, shouldFocusError: false });
  const form = watch();

  const step = STEPS[stepIndex] ?? 'personal';
  const last = stepIndex === STEPS.length - 1;
  const errorText = (field: string) =>
    (errors as Partial<Record<string, { message?: string }>>)[field]?.message;

  const initialSnapshot = useMemo(() => snapshot(initial, null), [initial]);
  const dirty = !finished && snapshot(form, draft) !== initialSnapshot;
  useProfileDirty(dirty);

  // Navigate only once the shell's leave guard has seen the cleared dirty flag.
  const storeDirty = useAppSelector((s) => s.ui.profileDirty);
  useEffect(() => {
    if (!leaveTo || storeDirty) return;
    const timer = setTimeout(() => {
      void navigate(leaveTo);
      // the next screen starts at its top, not where the long form was scrolled to (a phone, issue 31 §3)
      window.scrollTo({ top: 0, left: 0 });
    });
    return () => clearTimeout(timer);
  }, [leaveTo, storeDirty, navigate]);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if ('heading' in pending) headingRef.current?.focus();
    else focusField(pending.field);
  });

  /** The step's fields are checked; the first invalid one (in screen order) gets the focus. */
  const checkStep = async (fields: FormField[]): Promise<boolean> => {
    const valid = await trigger(fields);
    const first = fields.find((f) => getFieldState(f).invalid);
    if (first) {
      pendingFocus.current = {
        field: first === 'injuries' && openPainPoint.current ? 'pain-confirm' : first,
      };
      setFocusRequests((n) => n + 1);
    }
    return valid;
  };

  const update = (patch: Partial<FormState>) => {
    const shown = Object.keys(errors) as FormField[];
    for (const [field, value] of Object.entries(patch))
      setValue(field as FormField, value as never, { shouldDirty: true });
    // Messages go away as the answers are fixed; new ones only appear on the next try.
    if (shown.length > 0) void trigger(shown);
  };

  const goTo = (index: number) => {
    setStepIndex(index);
    clearErrors();
    setStepAlert(null);
    pendingFocus.current = { heading: true };
  };

  const finish = (path: string) => {
    setFinished(true);
    setLeaveTo(path);
  };

  const submit = async () => {
    // Every step once more: answers loaded from the server may be incomplete.
    const issues = schema.safeParse(form).error?.issues ?? [];
    const failing = STEPS.findIndex((id) => issues.some((i) => stepOf(String(i.path[0])) === id));
    if (failing >= 0) {
      if (failing !== stepIndex) goTo(failing);
      await checkStep(STEP_FIELDS[STEPS[failing]!]);
      return;
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
      const known = SERVER_FIELDS[failure.code];
      const found = new Map<FormField, string>();
      if (known) found.set(known, t(`anamnesis.errors.${ANAMNESIS_CODES[failure.code]}`));
      else if (failure.code === 'rest_invalid_param')
        for (const param of Object.keys(failure.params)) {
          const field = serverField(param) as FormField;
          if (stepOf(field)) found.set(field, t('anamnesis.errors.invalid'));
        }
      const [firstField] = found.keys();
      const target = firstField ? STEPS.indexOf(stepOf(firstField) ?? step) : stepIndex;
      if (target !== stepIndex) goTo(target);
      if (firstField) {
        for (const [field, message] of found) setError(field, { type: 'server', message });
        const fields = STEP_FIELDS[STEPS[target] ?? step];
        pendingFocus.current = { field: fields.find((f) => found.has(f)) ?? firstField };
        setStepAlert(known ? (found.get(known) ?? null) : t('common:errors.checkInput'));
      } else
        setStepAlert(
          t(failure.code === 'no_response' ? 'common:errors.transfer' : 'common:errors.unexpected'),
        );
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (last) return submit();
    if (await checkStep(STEP_FIELDS[step])) goTo(stepIndex + 1);
  };

  // Pain points: one is open at a time and must be confirmed ("Übernehmen") before the form goes on.
  const addPainPoint = () => {
    setDraft(blankPainPoint());
    setDraftIsNew(true);
    clearErrors();
  };
  const editPainPoint = (key: string) => {
    const found = form.injuries.find((p) => p.key === key);
    if (!found) return;
    setDraft({ ...found });
    setDraftIsNew(false);
    clearErrors();
  };
  const removePainPoint = (key: string) => {
    update({ injuries: form.injuries.filter((p) => p.key !== key) });
    pendingFocus.current = { field: 'pain-add' };
  };
  const confirmPainPoint = (confirmed: PainPointDraft) => {
    const exists = form.injuries.some((p) => p.key === confirmed.key);
    setDraft(null);
    setValue(
      'injuries',
      exists
        ? form.injuries.map((p) => (p.key === confirmed.key ? confirmed : p))
        : [...form.injuries, confirmed],
      { shouldDirty: true },
    );
    clearErrors();
    pendingFocus.current = { field: 'pain-add' };
  };
  const cancelPainPoint = () => {
    setDraft(null);
    clearErrors();
    pendingFocus.current = { field: 'pain-add' };
  };

  const stepProps = { form, update, errorText };
  const stepTitles = STEPS.map((s) => t(`anamnesis.steps.${s}`));

  return (
    <>
      <Stepper steps={stepTitles} current={stepIndex + 1} />
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={fieldId('step-title')}>
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
