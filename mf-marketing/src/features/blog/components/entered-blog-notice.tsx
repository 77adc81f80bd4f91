import { useEffect } from 'react';
import { selectLoggedIn, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { useContentLang } from '../../../lib/lang';
import { useEnterBlogMutation } from '../api/article-actions';

/** Records a signed-in reader's visit of the blog (entered_blog) and says how many articles are new since the last. */
export function EnteredBlogNotice() {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const loggedIn = useAppSelector(selectLoggedIn);
  const [enterBlog, { data }] = useEnterBlogMutation();
  useEffect(() => {
    // once per visit of the page; a failure only means no notice (spec §8)
    if (loggedIn) void enterBlog({ lang });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);
  if (!data || data.new_articles <= 0) return null;
  return <Alert severity="info">{t('blog.newSinceVisit', { count: data.new_articles })}</Alert>;
}
