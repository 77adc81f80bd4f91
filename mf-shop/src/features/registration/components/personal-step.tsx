import { FormProvider, useForm, useFormContext } from '../../../lib/forms/form-engine';
import { JOB_CATEGORY_COUNT, REGISTRATION_GENDERS } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { TextField } from '@officefit/ui';
import { RadioGroupField, SelectField } from '../../../lib/forms/bound-fields';
import { useFieldError } from '../../../lib/forms/field-error';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { BirthdateField, NameFields } from '../../../lib/forms/person-fields';
import { lazyFormResolver } from '../../../lib/forms/lazy-resolver';
import type { PersonalOutput, PersonalValues } from '../values';
import { StepActions } from '../../../lib/step-actions';

const JOB_CATEGORIES = Array.from({ length: JOB_CATEGORY_COUNT }, (_, i) => String(i + 1));

const personalForm = lazyFormResolver<PersonalValues, PersonalOutput>(() =>
  import('../form').then((m) => m.personalStepSchema),
);

const usePersonalForm = () => useFormContext<PersonalValues, unknown, PersonalOutput>();

/** Gender and job category. */
function GenderAndJobFields() {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const { control, formState } = usePersonalForm();
  const { errors } = formState;
  return (
    <>
      <RadioGroupField
        control={control}
        name="gender"
        label={t('registration.personal.gender')}
        options={REGISTRATION_GENDERS.map((gender) => ({
          value: gender,
          label: t(`registration.genders.${gender}`),
        }))}
        error={fieldError(errors.gender)}
        direction="row"
      />
      <SelectField
        control={control}
        name="job_category"
        label={t('registration.personal.jobCategory')}
        options={JOB_CATEGORIES.map((id) => ({
          value: id,
          label: t(`registration.jobCategories.${id}`),
        }))}
        error={fieldError(errors.job_category)}
      />
    </>
  );
}

/** The language of the account, and whether the person joins through an employer or privately. */
function LanguageAndEmploymentFields() {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const { control, formState } = usePersonalForm();
  const { errors } = formState;
  return (
    <>
      <RadioGroupField
        control={control}
        name="lang"
        label={t('registration.personal.language')}
        options={[
          { value: 'de', label: t('common:language.de-DE') },
          { value: 'en', label: t('common:language.en-US') },
        ]}
        error={fieldError(errors.lang)}
        direction="row"
        required
      />
      <RadioGroupField
        control={control}
        name="employment"
        label={t('registration.personal.employment')}
        options={[
          {
            value: 'company',
            label: t('registration.personal.employee'),
            hint: t('registration.personal.employeeHint'),
          },
          {
            value: 'private',
            label: t('registration.personal.private'),
            hint: t('registration.personal.privateHint'),
          },
        ]}
        error={fieldError(errors.employment)}
        required
      />
    </>
  );
}

/**
 * Step 2: names (with the nickname hint of spec §3), birthdate, gender, job category, phone, language, and
 * whether the person joins through an employer (company access code in step 3) or privately.
 */
export function PersonalStep({
  defaultValues,
  onNext,
  onBack,
}: {
  defaultValues: PersonalValues;
  onNext: (values: PersonalValues, output: PersonalOutput) => void;
  onBack: (values: PersonalValues) => void;
}) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const form = useForm<PersonalValues, unknown, PersonalOutput>({
    resolver: personalForm.resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { register, handleSubmit, getValues, formState } = form;
  const focus = useFocusFirstError();
  const { errors } = formState;

  return (
    <FormProvider {...form}>
      <form
        ref={focus.ref}
        onSubmit={handleSubmit((output) => onNext(getValues(), output), focus.onInvalid)}
        onFocus={personalForm.preload}
        noValidate
        aria-label={t('registration.steps.personal')}
      >
        <NameFields />
        <TextField
          label={t('registration.personal.nickname')}
          autoComplete="nickname"
          hint={t('registration.personal.nicknameHint')}
          {...register('nickname')}
          error={fieldError(errors.nickname)}
        />
        <BirthdateField />
        <GenderAndJobFields />
        <TextField
          label={t('registration.personal.phone')}
          type="tel"
          autoComplete="tel"
          {...register('phone_number')}
          error={fieldError(errors.phone_number)}
        />
        <LanguageAndEmploymentFields />
        <StepActions onBack={() => onBack(getValues())} />
      </form>
    </FormProvider>
  );
}
