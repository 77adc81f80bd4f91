import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMeQuery, type Me } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Card, QueryState, SkeletonBlock, usePageTitle } from '@officefit/ui';
// Straight from its file: the feature's index also exports the absence form, which would pull zod and
// react-hook-form into /home (DECISIONS "First-load JavaScript").
import { AbsenceBanner } from '../features/absences/components/absence-banner';
import { formatNumber } from '../lib/format';
import { QuickStart } from '../features/exercises/components/quick-start';
import { NewsCard } from '../features/news/components/news-card';
import { TodayPlan } from '../features/plan/components/today-plan';
import { StepsCard } from '../features/progress/components/steps-card';
import { StrikeCard } from '../features/progress/components/strike-card';
import { TrainingCalendar } from '../features/progress/components/training-calendar';
import { WeeklyGoalCard } from '../features/progress/components/weekly-goal-card';
import { CommunityWidgets } from '../features/widgets/community-widgets';
import { TrainingNextVariant } from '../next/next-variant';

const Hero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: stretch;
  }
`;

const Greeting = styled.div`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const Points = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figure = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Section = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** As tall as a loaded widget card (at least 19 rem on phones, mf-community's WidgetCard; 20 rem side by side). */
const WidgetSkeleton = styled(SkeletonBlock).attrs({ height: '19rem' })`
  ${({ theme }) => theme.media.tablet} {
    min-height: 20rem;
  }
`;

const Highlights = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySurface};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The room of the two community widgets while their remote loads (ranking and habits, #18). */
function WidgetPlaceholders() {
  return (
    <>
      <WidgetSkeleton />
      <WidgetSkeleton />
    </>
  );
}

/** Highlights: the special exercise areas. */
function HighlightsCard() {
  const { t } = useTranslation('training');
  return (
    <Card title={t('highlights.title')} data-testid="highlights">
      <Highlights>
        <li>
          <Link to="/mental">
            {t('highlights.mental')}
            <span>{t('highlights.mentalText')}</span>
          </Link>
        </li>
        <li>
          <Link to="/pain">
            {t('highlights.pain')}
            <span>{t('highlights.painText')}</span>
          </Link>
        </li>
        <li>
          <Link to="/progress">
            {t('highlights.progress')}
            <span>{t('highlights.progressText')}</span>
          </Link>
        </li>
        <li>
          <Link to="/favourites">
            {t('highlights.favourites')}
            <span>{t('highlights.favouritesText')}</span>
          </Link>
        </li>
      </Highlights>
    </Card>
  );
}

/**
 * `/home`: the employee's dashboard — greeting and points, quick start, today's plan, weekly goal, steps, strike,
 * calendar, highlights and news.
 *
 * The ranking and the habit tracker belong to mf-community, which exposes them as `./widgets`; they are loaded at
 * run time into the last grid, each in its own Suspense + error boundary, so a missing remote only leaves them out.
 */
export default function HomePage() {
  const { t } = useTranslation('training');
  usePageTitle(t('home.title'));
  // the shell's guard has loaded `me` already; a skeleton, not a spinner, should it still be on its way
  return (
    <QueryState query={useGetMeQuery()} loading={<SkeletonBlock height="24rem" />}>
      {(me) => <Dashboard me={me} />}
    </QueryState>
  );
}

/**
 * False in the dashboard's first render, true from a second one that React may interrupt: greeting, quick start
 * and the plan (whose request goes out first) are painted before the cards below them are even rendered, so the
 * first screen's task does not carry the work of what is below the fold (#18).
 */
function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    startTransition(() => setSecond(true));
  }, []);
  return second;
}

function Dashboard({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('training');
  const name = me.nickname || me.first_name;
  const belowPlan = useSecondPass();
  return (
    <>
      <AbsenceBanner me={me} />
      {process.env.OFFICEFIT_BUILD_VARIANT === 'next' && <TrainingNextVariant />}
      <Hero>
        <Greeting>
          <h1 data-testid="home-greeting">{t('home.greeting', { name })}</h1>
          <Points>
            <span>{t('home.points')}</span>
            <Figure data-testid="fitness-points">
              {formatNumber(me.meta.fitness_points, i18n.language)}
            </Figure>
          </Points>
        </Greeting>
        <Card title={t('quickStart.title')} data-testid="quick-start">
          <QuickStart />
        </Card>
      </Hero>
      <Section>
        <TodayPlan />
      </Section>
      {belowPlan && (
        <>
          <Grid>
            <WeeklyGoalCard />
            <StepsCard />
            <StrikeCard />
          </Grid>
          <Grid>
            <TrainingCalendar />
            <HighlightsCard />
            <NewsCard />
          </Grid>
          <CommunityWidgets
            render={(widgets) => (
              <Grid data-testid="community-widgets" aria-busy={widgets === null || undefined}>
                {widgets ?? <WidgetPlaceholders />}
              </Grid>
            )}
          />
        </>
      )}
    </>
  );
}
