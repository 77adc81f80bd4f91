import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { formatNumber } from '../../../lib/format';
import { ProgressBar } from '@officefit/ui';
import type { Ranking } from '../api/get-ranking';

const Figure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The company's points of the month against its goal. */
export function CompanyGoal({ ranking }: { ranking: Ranking }) {
  const { t, i18n } = useTranslation('community');
  const text = t('ranking.goalProgress', {
    points: formatNumber(ranking.goal_points, i18n.language),
    goal: formatNumber(ranking.company_goal, i18n.language),
    percent: ranking.goal_percent,
  });
  return (
    <div data-testid="company-goal">
      <Figure>{text}</Figure>
      <ProgressBar value={ranking.goal_percent} max={100} label={t('ranking.goalTitle')} valueText={text} />
    </div>
  );
}
