import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Select, TextField } from '@officefit/ui';
import { MAX_STEPS, useStepsForm } from './use-steps-form';

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  & > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

const FormTitle = styled.h3`
  grid-column: 1 / -1;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Steps entered for today or one of the last `windowDays` days. */
export function StepsForm({ windowDays }: { windowDays: number }) {
  const { t } = useTranslation('training');
  const formTitleId = useId();
  const form = useStepsForm(windowDays);
  return (
    <Form onSubmit={form.submit} noValidate aria-labelledby={formTitleId}>
      <FormTitle id={formTitleId}>{t('steps.formTitle')}</FormTitle>
      <Select
        label={t('steps.day')}
        options={form.dayOptions}
        value={form.date}
        onChange={(value) => form.setDate(value)}
        name="date"
      />
      <TextField
        label={t('steps.count')}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STEPS}
        step={1}
        name="steps"
        value={form.steps}
        onChange={(event) => form.setSteps(event.target.value)}
        error={form.fieldError ?? undefined}
      />
      {form.serverError && (
        <Alert severity="error" style={{ gridColumn: '1 / -1' }}>
          {form.serverError}
        </Alert>
      )}
      <Button type="submit" loading={form.saving}>
        {t('steps.save')}
      </Button>
    </Form>
  );
}
