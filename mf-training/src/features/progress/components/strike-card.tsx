import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Card, QueryState, SkeletonBlock } from '@officefit/ui';
import { formatDate } from '../../../lib/format';
import { FlameIcon } from '../../../lib/icons';
import { useGetStrikesQuery } from '../api/get-strikes';

/** More flames than this are summed up by the number only. */
const MAX_ICONS = 5;

const Flames = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: #c2410c;
  min-height: 32px;
`;

const Figure = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The strike: one flame per consecutive working day with points. */
export function StrikeCard() {
  const { t, i18n } = useTranslation('training');
  const query = useGetStrikesQuery();
  return (
    <Card title={t('strike.title')} data-testid="strike">
      <QueryState query={query} loading={<SkeletonBlock height="6.5rem" />}>
        {(data) => (
          <>
            <Flames aria-hidden="true">
              {Array.from({ length: Math.min(data.flames, MAX_ICONS) }, (_, i) => (
                <FlameIcon key={i} size={28} filled />
              ))}
            </Flames>
            <Figure>{t('strike.flames', { count: data.flames })}</Figure>
            <Hint>
              {data.flames > 0 && data.since
                ? t('strike.since', { date: formatDate(data.since, i18n.language) })
                : t('strike.hint')}
            </Hint>
          </>
        )}
      </QueryState>
    </Card>
  );
}
