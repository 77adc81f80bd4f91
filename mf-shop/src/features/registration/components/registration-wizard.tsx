import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AccessCodeResponse } from '@officefit/domain';
import {
  api,
  loggedIn,
  sessionApi,
  showSnackbar,
  useAppDispatch,
  useRegisterMutation,
  writeAccessTokenCookie,
} from '@officefit/api';
import { currentLanguage, useTranslation } from '@officefit/i18n';
import { hasActiveSubscription } from '@officefit/shell-contract';
import { Spinner, Stepper } from '@officefit/ui';
import { failureOf } from '../../../lib/forms/api-failure';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import {
  chosenTerm,
  emptyAccess,
  emptyAccount,
  emptyPersonal,
  registrationBody,
  stepOfField,
  type AccessOutput,
  type AccessValues,
  type AccountOutput,
  type PersonalOutput,
} from '../values';
import { AccessStep, type AccessServerError } from './access-step';
import { AccountStep } from './account-step';
import { PersonalStep } from './personal-step';

/** Answers of POST registration that belong to the code field of step 3. */
const CODE_ERRORS = [
  'access_code_invalid',
  'access_code_expired',
  'access_code_full',
  'voucher_invalid',
  'voucher_used',
  'voucher_expired',
  // the company admits only its own addresses to its codes (spec §5)
  'email_not_company',
];

/** Where a new account lands: the health profile when the membership grants access now, else the overview. */
const AFTER_REGISTRATION = { active: '/anamnesis', waiting: '/extend' } as const;

/**
 * The 3-step registration (spec §2): each step keeps its entries when going back; the last step sends one POST
 * registration (with an idempotency key, so a retried submit creates one account), stores the token as the
 * login does and continues to the health profile. `onRegistered` tells the page that the login that follows
 * is this registration's (so it keeps the wizard, which navigates on, instead of the "already logged in" notice).
 */
export function RegistrationWizard({ onRegistered }: { onRegistered?: () => void }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const keyFor = useIdempotencyKey();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [account, setAccount] = useState(emptyAccount);
  const [searchParams] = useSearchParams();
  const [term] = useState(() => chosenTerm(searchParams.get('term')));
  const [personal, setPersonal] = useState(() =>
    emptyPersonal(currentLanguage() === 'en-US' ? 'en' : 'de', term),
  );
  const [access, setAccess] = useState<AccessValues>(() => emptyAccess(term ? 'private' : '', term));
  const [company, setCompany] = useState<AccessCodeResponse | null>(null);
  const outputs = useRef<{ account?: AccountOutput; personal?: PersonalOutput }>({});
  const [emailExists, setEmailExists] = useState(false);
  const [serverError, setServerError] = useState<AccessServerError | null>(null);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Keyboard and screen-reader users continue at the new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const fail = (caught: unknown) => {
    const failure = failureOf(caught);
    dispatch(showSnackbar({ key: 'shop:registration.errors.failed', severity: 'error' }));
    if (failure.code === 'registration_email_exists') {
      setEmailExists(true);
      setStep(1);
    } else if (CODE_ERRORS.includes(failure.code)) {
      setServerError({ field: 'access.code', code: failure.code });
    } else if (failure.code === 'subcategory_invalid') {
      setServerError({ field: 'access.subcategory_id', code: failure.code });
    } else if (failure.code === 'trial_already_used') {
      setServerError({ field: 'access.type', code: failure.code });
    } else if (failure.code === 'rest_invalid_param') {
      const fields = Object.keys(failure.params);
      const iban = fields.find((field) => field.includes('iban'));
      if (iban) setServerError({ field: 'access.payment.iban', code: 'iban_invalid' });
      else if (fields.some((field) => field.includes('bic'))) {
        setServerError({ field: 'access.payment.bic', code: 'bic_invalid' });
      } else if (fields[0]) setStep(stepOfField(fields[0]));
    }
  };

  const submit = async (values: AccessValues, output: AccessOutput) => {
    setAccess(values);
    setServerError(null);
    const { account: accountOut, personal: personalOut } = outputs.current;
    if (!accountOut || !personalOut) return;
    const body = registrationBody(accountOut, personalOut, output);
    try {
      const answer = await registerAccount({ body, idempotencyKey: keyFor(body) }).unwrap();
      setDone(true);
      onRegistered?.();
      writeAccessTokenCookie(answer.token);
      dispatch(loggedIn({ token: answer.token, email: answer.user_email, at: new Date().toISOString() }));
      dispatch(api.util.invalidateTags(['Me', 'Membership']));
      const me = await dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }))
        .unwrap()
        .catch(() => null);
      const target =
        !me || hasActiveSubscription(me) ? AFTER_REGISTRATION.active : AFTER_REGISTRATION.waiting;
      await navigate(target, { replace: true });
    } catch (caught) {
      setDone(false);
      fail(caught);
    }
  };

  if (done) return <Spinner />;

  const steps = [
    t('registration.steps.account'),
    t('registration.steps.personal'),
    t('registration.steps.access'),
  ];
  return (
    <>
      <Stepper steps={steps} current={step} />
      <h2 ref={heading} tabIndex={-1}>
        {steps[step - 1]}
      </h2>
      {step === 1 && (
        <AccountStep
          defaultValues={account}
          emailExists={emailExists}
          onNext={(values, output) => {
            setAccount(values);
            setEmailExists(false);
            outputs.current.account = output;
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <PersonalStep
          defaultValues={personal}
          onBack={(values) => {
            setPersonal(values);
            setStep(1);
          }}
          onNext={(values, output) => {
            setPersonal(values);
            outputs.current.personal = output;
            // a changed choice starts step 3 afresh: a company code and a private purchase exclude each other
            if (values.employment !== personal.employment || !access.access.type) {
              setAccess(emptyAccess(values.employment, term));
              setCompany(null);
            }
            setStep(3);
          }}
        />
      )}
      {step === 3 && (
        <AccessStep
          defaultValues={access}
          employment={personal.employment}
          company={company}
          onCompany={setCompany}
          serverError={serverError}
          busy={isLoading}
          onBack={(values) => {
            setAccess(values);
            setServerError(null);
            setStep(2);
          }}
          onSubmit={(values, output) => void submit(values, output)}
        />
      )}
    </>
  );
}
