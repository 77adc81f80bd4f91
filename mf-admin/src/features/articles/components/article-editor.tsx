import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, ConfirmDialog } from '@officefit/ui';
import type { CmsPost } from '../api/types';
import { previewHtml } from '../../../lib/html-preview';
import { ArticleContentCard, ArticlePublishingCard } from './article-editor-fields';
import { useArticleForm, useDeleteArticle, type ArticleForm } from './use-article-form';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

const Preview = styled.div`
  overflow-wrap: anywhere;
  max-height: 30rem;
  overflow-y: auto;
`;

/** The body as visitors will see it, in the article's language. */
function ArticlePreview({ form }: { form: ArticleForm }) {
  const { t } = useTranslation('admin');
  const [lang, content] = useWatch({ control: form.control, name: ['lang', 'content'] });
  const preview = useMemo(() => previewHtml(content), [content]);
  return (
    <Card title={t('articles.preview')} headingLevel={2}>
      <Preview lang={lang} dangerouslySetInnerHTML={{ __html: preview }} />
    </Card>
  );
}

/** Creates or edits an article: language, slug, title, teaser, HTML content with preview, status, members-only, tags. */
export function ArticleEditor({ post }: { post: CmsPost | null }) {
  const { t } = useTranslation('admin');
  const { form, failure, submit, saving, touchSlug, followTitle } = useArticleForm(post);
  const deletion = useDeleteArticle(post);
  const title = useWatch({ control: form.control, name: 'title' });
  const errorCount = Object.keys(form.formState.errors).length;

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      {failure && <Alert severity="error">{t(failure, { count: errorCount })}</Alert>}
      <Layout>
        <div>
          <ArticleContentCard form={form} isNew={!post} onTitle={followTitle} onSlug={touchSlug} />
        </div>
        <div>
          <ArticlePublishingCard form={form} />
          <Actions>
            <Button type="submit" loading={saving}>
              {t(post ? 'articles.save' : 'articles.create')}
            </Button>
            {post && (
              <Button variant="text" onClick={deletion.ask}>
                {t('articles.delete')}
              </Button>
            )}
          </Actions>
          <ArticlePreview form={form} />
        </div>
      </Layout>
      <ConfirmDialog
        open={deletion.confirming}
        title={t('articles.deleteTitle')}
        message={t('articles.deleteMessage', { title })}
        confirmLabel={t('articles.delete')}
        loading={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </form>
  );
}
