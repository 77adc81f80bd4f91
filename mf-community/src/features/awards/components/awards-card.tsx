import styled from 'styled-components';
import { gridListCss } from '../../../lib/layout-css';
import { useTranslation } from '@officefit/i18n';
import { Card, QueryState } from '@officefit/ui';
import { useGetAwardsQuery, type AwardLevel, type Awards } from '../api/get-awards';

const Grid = styled.ul`
  ${gridListCss}
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
`;

const Badge = styled.li<{ $level: number }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ $level, theme }) => ($level > 0 ? theme.colors.primaryText : theme.colors.border)};
  background: ${({ $level, theme }) => ($level > 0 ? theme.colors.primarySurface : theme.colors.surface)};
  small + small {
    margin-top: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  span {
    display: block;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PLACE_KEYS = { 1: 'first', 2: 'second', 3: 'third' } as const;

/** The awards shown, in this order, with the count each one is based on. */
const SHOWN: Array<{ key: string; count: (a: Awards) => number }> = [
  { key: 'strike', count: (a) => a.strike },
  { key: 'duel_wins', count: (a) => a.duel_wins },
  { key: 'team_wins', count: (a) => a.team_wins },
  { key: 'weekly_goals', count: (a) => a.weekly_goals },
  { key: 'steps_goals', count: (a) => a.steps_goals },
  {
    key: 'ranking_places',
    count: (a) => a.ranking_places.first + a.ranking_places.second + a.ranking_places.third,
  },
  { key: 'completed_habits', count: (a) => a.completed_habits },
];

/** Awards earned from real activity (spec §3 "Awards"), each with its level and what the next level needs. */
export function AwardsCard() {
  const { t } = useTranslation('community');
  const query = useGetAwardsQuery();
  const levelOf = (key: string): AwardLevel | undefined => query.data?.awards.find((a) => a.key === key);
  return (
    <Card title={t('awards.title')} data-testid="awards">
      <QueryState query={query}>
        {(data) => (
          <Grid>
            {SHOWN.map(({ key, count }) => {
              const level = levelOf(key);
              const value = level?.count ?? count(data);
              return (
                <Badge key={key} $level={level?.level ?? (value > 0 ? 1 : 0)} data-testid={`award-${key}`}>
                  <strong>{value}</strong>
                  <span>{t(`awards.names.${key}`)}</span>
                  {key === 'ranking_places' &&
                    ([1, 2, 3] as const).map((pos) => (
                      <small key={pos}>
                        {t('awards.place', { pos, n: data.ranking_places[PLACE_KEYS[pos]] })}
                      </small>
                    ))}
                  {level && level.level > 0 && (
                    <small>{t('awards.level', { level: level.level, max: 3 })}</small>
                  )}
                  {level?.next != null && <small>{t('awards.next', { count: level.next - value })}</small>}
                </Badge>
              );
            })}
          </Grid>
        )}
      </QueryState>
    </Card>
  );
}
