import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Back (keeps the step's entries) and Next/Submit of a wizard step. */
export function StepActions({
  onBack,
  submitLabel,
  busy,
}: {
  onBack?: () => void;
  submitLabel?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation('shop');
  return (
    <Row>
      {onBack ? (
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('common:actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={busy}>
        {submitLabel ?? t('common:actions.next')}
      </Button>
    </Row>
  );
}
