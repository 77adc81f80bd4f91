import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { useContentLang } from '../../../lib/lang';
import { useGetLatestPostsQuery } from '../api/get-posts';
import { PostGrid } from './post-grid';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** "Alle Beiträge" on its own line: a target of at least 24 px (WCAG 2.2, 2.5.8), not a 19 px line of text (#39). */
const AllPosts = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** How many of the newest articles `/` shows. */
export const LATEST_POSTS_COUNT = 3;

/** The newest public articles in the current language. Failures only leave the list empty (spec §8). */
export function LatestPosts() {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const { data, isLoading } = useGetLatestPostsQuery({ lang, per_page: LATEST_POSTS_COUNT });
  return (
    <Section aria-labelledby="latest-posts">
      <h2 id="latest-posts">{t('landing.newsTitle')}</h2>
      <PostGrid posts={data} isLoading={isLoading} isError={false} headingLevel={3} />
      <AllPosts to="/blog">{t('landing.allPosts')}</AllPosts>
    </Section>
  );
}
