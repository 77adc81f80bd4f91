import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CancelMembershipResponse } from '@officefit/domain';
import { showSnackbar, useAppDispatch, useCancelMembershipMutation } from '@officefit/api';
import { useForm } from '../../../lib/forms/form-engine';
import { formResolver } from '../../../lib/forms/resolver';
import { reasonSchema, type ReasonOutput, type ReasonValues } from '../form';

export type ReasonForm = UseFormReturn<ReasonValues, unknown, ReasonOutput>;

/**
 * The cancellation's state: the step (keyboard and screen-reader users continue at its heading), the reason form
 * (kept when going back), the reason chosen and the answer of POST membership/cancel.
 */
export function useTerminationWizard() {
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelMembershipMutation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [reason, setReason] = useState<ReasonOutput | null>(null);
  const [result, setResult] = useState<CancelMembershipResponse | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const form: ReasonForm = useForm<ReasonValues, unknown, ReasonOutput>({
    resolver: formResolver(reasonSchema),
    defaultValues: { reason: '', text: '' },
    shouldFocusError: false,
  });

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const reasonChosen = (output: ReasonOutput) => {
    setReason(output);
    setStep(3);
  };

  const confirm = async () => {
    if (!reason) return;
    try {
      setResult(await cancel(reason).unwrap());
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.unexpected', severity: 'error' }));
    }
  };

  return { step, setStep, heading, form, reasonChosen, confirm, cancelling: isLoading, result };
}
