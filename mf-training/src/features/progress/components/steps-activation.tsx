import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryState, Stepper } from '@officefit/ui';
import { formatNumber } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useActivateStepsMutation, useGetStepsQuery } from '../api/steps';

/** Spec §9: the daily steps goal. */
const STEPS_GOAL = 10_000;

const StepTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Goal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/** Switches on the steps counter in three steps: explanation, the daily goal, confirmation. */
export function StepsActivation() {
  const { t, i18n } = useTranslation('training');
  const errorText = useErrorText();
  const query = useGetStepsQuery();
  const [activate, state] = useActivateStepsMutation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [serverError, setServerError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the step after a move (not on the first render, which would pull focus into the page).
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goal = formatNumber(query.data?.goal || STEPS_GOAL, i18n.language);

  const record = async (current: 1 | 2 | 3) => {
    setServerError(null);
    try {
      await activate({ step: current }).unwrap();
      if (current < 3) {
        moved.current = true;
        setStep((current + 1) as 2 | 3);
      }
    } catch (error) {
      setServerError(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  const back = () => {
    moved.current = true;
    setStep((value) => Math.max(1, value - 1) as 1 | 2);
  };

  return (
    <Card title={t('activation.title')} data-testid="steps-activation">
      <QueryState query={query}>
        {(data) =>
          data.activated ? (
            <Alert severity="success" role="status">
              {t('activation.active', { goal })}
            </Alert>
          ) : (
            <>
              <Stepper
                steps={[
                  t('activation.steps.explain'),
                  t('activation.steps.goal'),
                  t('activation.steps.confirm'),
                ]}
                current={step}
                label={t('activation.title')}
              />
              <StepTitle ref={heading} tabIndex={-1}>
                {t(`activation.headings.${step}`)}
              </StepTitle>
              {step === 1 && <p>{t('activation.explain')}</p>}
              {step === 2 && (
                <>
                  <p>{t('activation.goalIntro')}</p>
                  <Goal>{t('activation.goal', { goal })}</Goal>
                  <p>{t('activation.goalPoints')}</p>
                </>
              )}
              {step === 3 && <p>{t('activation.confirmText', { goal })}</p>}
              {serverError && <Alert severity="error">{serverError}</Alert>}
              <Buttons>
                {step > 1 && (
                  <Button variant="secondary" onClick={back}>
                    {t('common:actions.back')}
                  </Button>
                )}
                <Button onClick={() => record(step)} loading={state.isLoading}>
                  {step === 3 ? t('activation.activate') : t('common:actions.next')}
                </Button>
              </Buttons>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
