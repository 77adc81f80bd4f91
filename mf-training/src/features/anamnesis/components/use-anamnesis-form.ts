import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { showSnackbar, toApiFailure, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
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
import { focusField } from './form-fields';

/** Where the user goes once the profile is saved or skipped. */
export const AFTER_PROFILE_PATH = '/home';

/** Server error codes of PUT anamnesis (docs/api-training.md) → the field they belong to. */
const SERVER_FIELDS: Record<string, FormField> = {
  focus_two_required: 'focus',
  pain_point_incomplete: 'injuries',
  consent_required: 'accept',
  pain_consent_required: 'painConsent',
};

/** Maps a field named by the server ("anamnesis.height", "injuries[0].region", "focus") to a form field. */
export function serverField(param: string): string {
  const path = param.replace(/^anamnesis[.[]/, '');
  return path.split(/[.[\]]/)[0] ?? path;
}

/** What gets the focus after the next render: the step heading or a field. */
type PendingFocus = { heading: true } | { field: string } | null;
type FocusNext = (target: PendingFocus, rerender?: boolean) => void;
type Validation = ReturnType<typeof useAnamnesisValidation>;
type Steps = ReturnType<typeof useSteps>;

/** The form and its schema; the schema reads whether a pain point is still open (not a form value). */
function useAnamnesisValidation(initial: FormState) {
  const { t } = useTranslation('training');
  const openPainPoint = useRef(false);
  const schema = useMemo(() => anamnesisFormSchema(() => openPainPoint.current), []);
  // (the form holds null for "not answered yet", which the schema's input type does not list)
  const resolver = useMemo(
    () => zodResolver(schema, { error: anamnesisErrorMap(t) }) as unknown as Resolver<FormState>,
    [schema, t],
  );
  const api: UseFormReturn<FormState> = useForm<FormState>({
    defaultValues: initial,
    resolver,
    shouldFocusError: false,
  });
  const errors = api.formState.errors;
  const errorText = (field: string) =>
    (errors as Partial<Record<string, { message?: string }>>)[field]?.message;
  const update = (patch: Partial<FormState>) => {
    const shown = Object.keys(errors) as FormField[];
    for (const [field, value] of Object.entries(patch))
      api.setValue(field as FormField, value as never, { shouldDirty: true });
    // Messages go away as the answers are fixed; new ones only appear on the next try.
    if (shown.length > 0) void api.trigger(shown);
  };
  return { schema, api, form: api.watch(), errorText, update, openPainPoint };
}

/** Moves the focus after the next render; `rerender` for a validation that may end after its render. */
function usePendingFocus() {
  const pendingFocus = useRef<PendingFocus>(null);
  const [, setFocusRequests] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if ('heading' in pending) headingRef.current?.focus();
    else focusField(pending.field);
  });
  const focusNext: FocusNext = (target, rerender = false) => {
    pendingFocus.current = target;
    if (rerender) setFocusRequests((n) => n + 1);
  };
  return { headingRef, focusNext };
}

/** Leaves for a path once finished, but only once the shell's leave guard has seen the cleared dirty flag. */
function useLeaveWhenClean() {
  const navigate = useNavigate();
  const [finished, setFinished] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
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
  const finish = (path: string) => {
    setFinished(true);
    setLeaveTo(path);
  };
  return { finished, setFinished, finish };
}

/** Pain points: one is open at a time and must be confirmed ("Übernehmen") before the form goes on. */
function usePainPoints({ api, form, update, openPainPoint }: Validation, focusNext: FocusNext) {
  const [draft, setDraft] = useState<PainPointDraft | null>(null);
  const [draftIsNew, setDraftIsNew] = useState(true);
  openPainPoint.current = draft !== null;
  const onAdd = () => {
    setDraft(blankPainPoint());
    setDraftIsNew(true);
    api.clearErrors();
  };
  const onEdit = (key: string) => {
    const found = form.injuries.find((p) => p.key === key);
    if (!found) return;
    setDraft({ ...found });
    setDraftIsNew(false);
    api.clearErrors();
  };
  const onRemove = (key: string) => {
    update({ injuries: form.injuries.filter((p) => p.key !== key) });
    focusNext({ field: 'pain-add' });
  };
  const onConfirm = (confirmed: PainPointDraft) => {
    const exists = form.injuries.some((p) => p.key === confirmed.key);
    setDraft(null);
    api.setValue(
      'injuries',
      exists
        ? form.injuries.map((p) => (p.key === confirmed.key ? confirmed : p))
        : [...form.injuries, confirmed],
      { shouldDirty: true },
    );
    api.clearErrors();
    focusNext({ field: 'pain-add' });
  };
  const onCancel = () => {
    setDraft(null);
    api.clearErrors();
    focusNext({ field: 'pain-add' });
  };
  return { draft, draftIsNew, onDraftChange: setDraft, onAdd, onEdit, onRemove, onConfirm, onCancel };
}

/** The current step, its alert, going to a step (focus on its heading) and checking a step's fields. */
function useSteps({ api, openPainPoint }: Validation, focusNext: FocusNext) {
  const [stepIndex, setStepIndex] = useState(0);
  const [stepAlert, setStepAlert] = useState<string | null>(null);
  /** The step's fields are checked; the first invalid one (in screen order) gets the focus. */
  const checkStep = async (fields: FormField[]): Promise<boolean> => {
    const valid = await api.trigger(fields);
    const first = fields.find((f) => api.getFieldState(f).invalid);
    if (first)
      focusNext({ field: first === 'injuries' && openPainPoint.current ? 'pain-confirm' : first }, true);
    return valid;
  };
  const goTo = (index: number) => {
    setStepIndex(index);
    api.clearErrors();
    setStepAlert(null);
    focusNext({ heading: true });
  };
  const step = STEPS[stepIndex] ?? 'personal';
  return { stepIndex, step, last: stepIndex === STEPS.length - 1, stepAlert, setStepAlert, checkStep, goTo };
}

/** A refused save's messages by field: a known code's field, or each invalid parameter's. */
function failureFields(error: unknown, t: (key: string) => string) {
  const failure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
  const known = SERVER_FIELDS[failure.code];
  const found = new Map<FormField, string>();
  if (known) found.set(known, t(`anamnesis.errors.${ANAMNESIS_CODES[failure.code]}`));
  else if (failure.code === 'rest_invalid_param')
    for (const param of Object.keys(failure.params)) {
      const field = serverField(param) as FormField;
      if (stepOf(field)) found.set(field, t('anamnesis.errors.invalid'));
    }
  return { failure, known, found };
}

/** Saves every step (after checking them all once more); a refusal goes to the step and field it names. */
function useSaveAnamnesis(validation: Validation, steps: Steps, focusNext: FocusNext, leave: Leave) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const [save, { isLoading: saving }] = useSaveAnamnesisMutation();
  const [redFlags, setRedFlags] = useState<RedFlag[]>([]);
  const { stepIndex, step, goTo, setStepAlert } = steps;

  const showFailure = (error: unknown) => {
    const { failure, known, found } = failureFields(error, t);
    const [firstField] = found.keys();
    const target = firstField ? STEPS.indexOf(stepOf(firstField) ?? step) : stepIndex;
    if (target !== stepIndex) goTo(target);
    if (!firstField) {
      setStepAlert(t(failure.code === 'no_response' ? 'common:errors.transfer' : 'common:errors.unexpected'));
      return;
    }
    for (const [field, message] of found) validation.api.setError(field, { type: 'server', message });
    const fields = STEP_FIELDS[STEPS[target] ?? step];
    focusNext({ field: fields.find((f) => found.has(f)) ?? firstField });
    setStepAlert(known ? (found.get(known) ?? null) : t('common:errors.checkInput'));
  };

  const submit = async () => {
    // Every step once more: answers loaded from the server may be incomplete.
    const issues = validation.schema.safeParse(validation.form).error?.issues ?? [];
    const failing = STEPS.findIndex((id) => issues.some((i) => stepOf(String(i.path[0])) === id));
    if (failing >= 0) {
      if (failing !== stepIndex) goTo(failing);
      await steps.checkStep(STEP_FIELDS[STEPS[failing]!]);
      return;
    }
    setStepAlert(null);
    try {
      const result = await save(toPayload(validation.form)).unwrap();
      dispatch(showSnackbar({ key: 'training:anamnesis.savedMessage', severity: 'success' }));
      leave.setFinished(true);
      const flags = result.redFlags ?? [];
      if (flags.length > 0) setRedFlags(flags);
      else leave.finish(AFTER_PROFILE_PATH);
    } catch (error) {
      showFailure(error);
    }
  };
  return { submit, saving, redFlags };
}
type Leave = ReturnType<typeof useLeaveWhenClean>;

/** The five steps, the pain points, the leave guard's dirty flag, the focus and saving (spec §2-§5). */
export function useAnamnesisForm(initial: FormState) {
  const validation = useAnamnesisValidation(initial);
  const { headingRef, focusNext } = usePendingFocus();
  const leave = useLeaveWhenClean();
  const painPoints = usePainPoints(validation, focusNext);
  const initialSnapshot = useMemo(() => snapshot(initial, null), [initial]);
  useProfileDirty(!leave.finished && snapshot(validation.form, painPoints.draft) !== initialSnapshot);
  const steps = useSteps(validation, focusNext);
  const { submit, saving, redFlags } = useSaveAnamnesis(validation, steps, focusNext, leave);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (steps.last) return submit();
    if (await steps.checkStep(STEP_FIELDS[steps.step])) steps.goTo(steps.stepIndex + 1);
  };

  const stepProps = { form: validation.form, update: validation.update, errorText: validation.errorText };
  return { steps, stepProps, painPoints, headingRef, onSubmit, saving, redFlags, finish: leave.finish };
}
