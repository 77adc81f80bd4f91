import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import type { WpPost } from '../api/types';
import { isWithheld } from '../api/types';
import { PostCard } from './post-card';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

export interface PostGridProps {
  posts: WpPost[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry?: () => void;
  /** Shown when there is nothing to list. */
  emptyText?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A list of articles with its loading, error and empty states. Withheld articles are left out (spec §5). */
export function PostGrid({ posts, isLoading, isError, onRetry, emptyText, headingLevel }: PostGridProps) {
  const { t } = useTranslation('marketing');
  const visible = isLoading ? undefined : (posts ?? []).filter((post) => !isWithheld(post));
  return (
    <QueryState query={{ data: visible, isError, refetch: onRetry }} empty={emptyText ?? t('blog.empty')}>
      {(shown) => (
        <Grid>
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={headingLevel} />
            </li>
          ))}
        </Grid>
      )}
    </QueryState>
  );
}
