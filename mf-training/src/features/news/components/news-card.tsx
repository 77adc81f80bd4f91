import styled from 'styled-components';
import { useTranslation, dateTimeFormat } from '@officefit/i18n';
import { Card, EmptyState, SkeletonBlock } from '@officefit/ui';
import { useContentLang } from '../../../lib/use-content-lang';
import { useGetTrainingNewsQuery } from '../api/get-training-news';

/** How many articles the card shows (and asks for). */
export const NEWS_COUNT = 3;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${({ theme }) => theme.space.md};
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** WordPress `rendered` fields are HTML: this gives their plain text (no markup is ever injected). */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

/** News: the latest articles. A failed load only leaves the list empty (spec §8). */
export function NewsCard() {
  const { t, i18n } = useTranslation('training');
  const lang = useContentLang();
  const { data, isLoading } = useGetTrainingNewsQuery({ lang, per_page: NEWS_COUNT });
  const posts = data ?? [];
  const dateFormat = dateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <Card title={t('news.title')} data-testid="news">
      {isLoading && <SkeletonBlock height="20rem" />}
      {!isLoading && posts.length === 0 && <EmptyState />}
      {posts.length > 0 && (
        <List>
          {posts.slice(0, NEWS_COUNT).map((post) => (
            <li key={post.id}>
              <Title>{htmlToText(post.title.rendered)}</Title>
              <Meta>
                <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
              </Meta>
              <Excerpt>{htmlToText(post.excerpt.rendered)}</Excerpt>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
