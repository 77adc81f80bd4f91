import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Stepper, VisuallyHidden } from '@officefit/ui';
import { STEPS } from '../model/form-schema';
import type { AnamnesisForm as FormState } from '../model/types';
import { fieldId } from './form-fields';
import { RedFlagDialog } from './red-flag-dialog';
import { SkipProfile } from './skip-profile';
import { GeneralStep, GoalsStep, InjuriesStep, PersonalStep, SettingsStep } from './steps';
import { AFTER_PROFILE_PATH, useAnamnesisForm } from './use-anamnesis-form';

export { AFTER_PROFILE_PATH, serverField } from './use-anamnesis-form';

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

export interface AnamnesisFormProps {
  initial: FormState;
}

type AnamnesisState = ReturnType<typeof useAnamnesisForm>;

/** The current step's questions (the pain points' editor on the injuries step). */
function StepFields({
  step,
  stepProps,
  painPoints,
}: Pick<AnamnesisState, 'stepProps' | 'painPoints'> & { step: string }) {
  return (
    <>
      {step === 'personal' && <PersonalStep {...stepProps} />}
      {step === 'general' && <GeneralStep {...stepProps} />}
      {step === 'injuries' && <InjuriesStep {...stepProps} {...painPoints} />}
      {step === 'goals' && <GoalsStep {...stepProps} />}
      {step === 'settings' && <SettingsStep {...stepProps} />}
    </>
  );
}

/** The five steps, the consent and saving (spec §2-§5). */
export function AnamnesisForm({ initial }: AnamnesisFormProps) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const { steps, stepProps, painPoints, headingRef, onSubmit, saving, redFlags, finish } =
    useAnamnesisForm(initial);
  const { stepIndex, step, last, stepAlert, goTo } = steps;
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
          <StepFields step={step} stepProps={stepProps} painPoints={painPoints} />
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
