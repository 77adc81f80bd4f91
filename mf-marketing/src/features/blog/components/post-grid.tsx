import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, EmptyState, Spinner } from '@officefit/ui';
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
  if (isLoading) return <Spinner />;
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button variant="text" size="sm" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          )
        }
      >
        {t('common:errors.contentNotLoaded')}
      </Alert>
    );
  }
  const visible = (posts ?? []).filter((post) => !isWithheld(post));
  if (visible.length === 0) return <EmptyState>{emptyText ?? t('blog.empty')}</EmptyState>;
  return (
    <Grid>
      {visible.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
