import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccessCodeResponse } from '@officefit/domain';
import { showSnackbar, useAppDispatch, useRegisterMutation } from '@officefit/api';
import { currentLanguage } from '@officefit/i18n';
import { failureOf } from '../../../lib/forms/api-failure';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import {
  chosenTerm,
  emptyAccess,
  emptyAccount,
  emptyPersonal,
  registrationBody,
  type AccessOutput,
  type AccessValues,
  type AccountOutput,
  type AccountValues,
  type PersonalOutput,
  type PersonalValues,
} from '../values';
import type { AccessServerError } from './access-step';
import { registrationRefusal } from './registration-refusal';
import { useSignInAfterRegistration } from './use-sign-in-after-registration';

/** Each step's entries (kept when going back) and the checked outputs of the steps done. */
function useStepValues() {
  const [searchParams] = useSearchParams();
  const [term] = useState(() => chosenTerm(searchParams.get('term')));
  const [account, setAccount] = useState(emptyAccount);
  const [personal, setPersonal] = useState(() =>
    emptyPersonal(currentLanguage() === 'en-US' ? 'en' : 'de', term),
  );
  const [access, setAccess] = useState<AccessValues>(() => emptyAccess(term ? 'private' : '', term));
  const [company, setCompany] = useState<AccessCodeResponse | null>(null);
  const outputs = useRef<{ account?: AccountOutput; personal?: PersonalOutput }>({});
  return {
    term,
    account,
    setAccount,
    personal,
    setPersonal,
    access,
    setAccess,
    company,
    setCompany,
    outputs,
  };
}

/** The step shown; keyboard and screen-reader users continue at the new step's heading. */
function useStep() {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return { step, setStep, heading };
}

/**
 * The wizard's state: the step, each step's entries, the registration (one POST with an idempotency key, so a
 * retried submit creates one account) and its refusals mapped onto the steps and fields.
 */
export function useRegistrationWizard(onRegistered: (() => void) | undefined) {
  const dispatch = useAppDispatch();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const keyFor = useIdempotencyKey();
  const signIn = useSignInAfterRegistration();
  const { step, setStep, heading } = useStep();
  const values = useStepValues();
  const [emailExists, setEmailExists] = useState(false);
  const [serverError, setServerError] = useState<AccessServerError | null>(null);
  const [done, setDone] = useState(false);

  const fail = (caught: unknown) => {
    dispatch(showSnackbar({ key: 'shop:registration.errors.failed', severity: 'error' }));
    const refusal = registrationRefusal(failureOf(caught));
    if (refusal.kind === 'emailExists') {
      setEmailExists(true);
      setStep(1);
    } else if (refusal.kind === 'field') setServerError(refusal.error);
    else if (refusal.kind === 'step') setStep(refusal.step);
  };

  const submit = async (access: AccessValues, output: AccessOutput) => {
    values.setAccess(access);
    setServerError(null);
    const { account, personal } = values.outputs.current;
    if (!account || !personal) return;
    const body = registrationBody(account, personal, output);
    try {
      const answer = await registerAccount({ body, idempotencyKey: keyFor(body) }).unwrap();
      setDone(true);
      onRegistered?.();
      await signIn(answer);
    } catch (caught) {
      setDone(false);
      fail(caught);
    }
  };

  const accountDone = (account: AccountValues, output: AccountOutput) => {
    values.setAccount(account);
    setEmailExists(false);
    values.outputs.current.account = output;
    setStep(2);
  };
  const personalBack = (personal: PersonalValues) => {
    values.setPersonal(personal);
    setStep(1);
  };
  const personalDone = (personal: PersonalValues, output: PersonalOutput) => {
    values.setPersonal(personal);
    values.outputs.current.personal = output;
    // a changed choice starts step 3 afresh: a company code and a private purchase exclude each other
    if (personal.employment !== values.personal.employment || !values.access.access.type) {
      values.setAccess(emptyAccess(personal.employment, values.term));
      values.setCompany(null);
    }
    setStep(3);
  };
  const accessBack = (access: AccessValues) => {
    values.setAccess(access);
    setServerError(null);
    setStep(2);
  };

  return {
    step,
    heading,
    done,
    emailExists,
    serverError,
    busy: isLoading,
    ...values,
    accountDone,
    personalBack,
    personalDone,
    accessBack,
    submit,
  };
}
