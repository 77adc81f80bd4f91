import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { useAddBookmarkMutation, useRemoveBookmarkMutation } from '../api/bookmarks';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M19 21 12 16 5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Adds the article to "My blog posts" or removes it; a toggle button (`aria-pressed`). */
export function BookmarkButton({ articleId, bookmarked }: { articleId: number; bookmarked: boolean }) {
  const { t } = useTranslation('marketing');
  const dispatch = useAppDispatch();
  const [add, addState] = useAddBookmarkMutation();
  const [remove, removeState] = useRemoveBookmarkMutation();
  const toggle = async () => {
    try {
      if (bookmarked) await remove(articleId).unwrap();
      else await add(articleId).unwrap();
      dispatch(
        showSnackbar({
          key: bookmarked ? 'marketing:article.bookmark.removed' : 'marketing:article.bookmark.added',
          severity: 'success',
        }),
      );
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  };
  return (
    <Button
      variant="secondary"
      aria-pressed={bookmarked}
      loading={addState.isLoading || removeState.isLoading}
      startIcon={<BookmarkIcon filled={bookmarked} />}
      onClick={() => void toggle()}
    >
      {t(bookmarked ? 'article.bookmark.saved' : 'article.bookmark.save')}
    </Button>
  );
}
