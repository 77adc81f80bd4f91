import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { QUICK_START_KINDS, type QuickStartKind } from '@officefit/domain';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { useContentLang } from '../../../lib/use-content-lang';
import { useLazyGetQuickStartQuery } from '../api/get-quick-start';

const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

/**
 * Quick start: one tap opens a relaxation or a strengthening exercise that suits the health profile (the server
 * picks it with the plan's rules).
 */
export function QuickStart() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const lang = useContentLang();
  const [load, { isFetching }] = useLazyGetQuickStartQuery();
  const [pending, setPending] = useState<QuickStartKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async (kind: QuickStartKind) => {
    setPending(kind);
    setProblem(null);
    try {
      const { exercise } = await load({ kind, lang }, true).unwrap();
      navigate(`/exercise/${exercise.id}?mode=free`);
    } catch (error) {
      const noneFits =
        toApiFailure(error as Parameters<typeof toApiFailure>[0]).code === 'no_fitting_exercise';
      setProblem(t(noneFits ? 'errors.no_fitting_exercise' : 'common:errors.contentNotLoaded'));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Buttons>
        {QUICK_START_KINDS.map((kind) => (
          <Button
            key={kind}
            size="lg"
            variant={kind === 'relaxation' ? 'secondary' : 'primary'}
            loading={isFetching && pending === kind}
            onClick={() => open(kind)}
          >
            {t(`quickStart.${kind}`)}
          </Button>
        ))}
      </Buttons>
      {problem && (
        <Alert severity="info" role="status">
          {problem}
        </Alert>
      )}
    </>
  );
}
