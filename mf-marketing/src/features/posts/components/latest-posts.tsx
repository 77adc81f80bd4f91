import styled from 'styled-components';
import { currentLanguage, useTranslation } from '@officefit/i18n';
import { Card, EmptyState, Spinner } from '@officefit/ui';
import { useGetLatestPostsQuery } from '../api/get-posts';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

/** Strips markup from a WordPress `rendered` field for a plain-text teaser. */
function plain(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

/** The newest public articles in the current language. Failures only leave the list empty (spec §8). */
export function LatestPosts() {
  const { t } = useTranslation('marketing');
  const { data, isLoading } = useGetLatestPostsQuery({ lang: currentLanguage(), per_page: 3 });
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' });
  return (
    <section aria-labelledby="latest-posts">
      <h2 id="latest-posts">{t('landing.newsTitle')}</h2>
      {isLoading && <Spinner />}
      {!isLoading && (data ?? []).length === 0 && <EmptyState />}
      <Grid>
        {(data ?? []).map((post) => (
          <li key={post.id}>
            <Card title={plain(post.title.rendered)} headingLevel={3}>
              <p>{dateFormat.format(new Date(post.date))}</p>
              <p>{plain(post.excerpt.rendered)}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}
