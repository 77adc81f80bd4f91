import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { useMarkArticleReadMutation } from '../api/article-actions';

const Done = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** "Mark as read": fitness points the first time (action_article counts each article once). */
export function ReadMarker({ articleId, isRead }: { articleId: number; isRead: boolean }) {
  const { t } = useTranslation('marketing');
  const dispatch = useAppDispatch();
  const [markRead, { isLoading }] = useMarkArticleReadMutation();
  if (isRead) return <Done role="status">{t('article.read.done')}</Done>;
  const mark = async () => {
    try {
      const result = await markRead(articleId).unwrap();
      dispatch(
        showSnackbar(
          result.points > 0
            ? { key: 'marketing:article.read.points', values: { points: result.points }, severity: 'success' }
            : { key: 'marketing:article.read.done', severity: 'success' },
        ),
      );
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  };
  return (
    <Button loading={isLoading} onClick={() => void mark()}>
      {t('article.read.mark')}
    </Button>
  );
}
