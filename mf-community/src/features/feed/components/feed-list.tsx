import styled from 'styled-components';
import { bareListCss } from '../../../lib/layout-css';
import { useTranslation } from '@officefit/i18n';
import { Button, QueryState } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { useGetFeedInfiniteQuery } from '../api/feed';
import { FeedPostItem } from './feed-post';

const List = styled.ul`
  ${bareListCss}
`;

/** The company's team feed, newest first, a page at a time. */
export function FeedList() {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const pages = useGetFeedInfiniteQuery();
  const posts = pages.data?.pages.flatMap((page) => page.posts);
  const query = { data: posts, isError: pages.isError, error: pages.error, refetch: pages.refetch };
  // one "now" per render, so every post of the list counts from the same moment
  const now = new Date();
  return (
    <QueryState
      query={query}
      empty={
        <>
          <strong>{t('feed.empty')}</strong>
          <br />
          {t('feed.emptyHint')}
        </>
      }
      error={(error) => errorText(error)}
    >
      {(list) => (
        <>
          <List aria-label={t('feed.listLabel')} data-testid="feed">
            {list.map((post) => (
              <FeedPostItem key={post.id} post={post} now={now} />
            ))}
          </List>
          {pages.hasNextPage && (
            <Button
              variant="secondary"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('feed.more')}
            </Button>
          )}
        </>
      )}
    </QueryState>
  );
}
