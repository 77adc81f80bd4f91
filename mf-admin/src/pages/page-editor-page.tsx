import { Link, useParams, useSearchParams } from 'react-router-dom';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { useGetCmsPagesQuery } from '../features/cms-pages/api/cms-pages';
import { PageEditor } from '../features/cms-pages/components/page-editor';
import type { CmsPageSummary, PageLang } from '../features/cms-pages/api/types';

/**
 * The heading names the page as people call it (#39 point 9): the home page by that name, another page by its
 * title in the interface's language, its address only while it has no title; "Seite / bearbeiten" said nothing.
 */
function editorTitle(
  page: CmsPageSummary | undefined,
  uiLang: PageLang,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (!page) return t('editor.title');
  if (page.slug === '') return t('editor.titleHome');
  const name = page.versions[uiLang].title ?? page.versions[uiLang === 'de' ? 'en' : 'de'].title;
  return name ? t('editor.titleWithName', { name }) : t('editor.titleWithPath', { path: page.path });
}

/** `/admin/pages/:id?lang=de|en`: the block editor of one page (marketing, admins). */
export default function PageEditorPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const lang: PageLang = params.get('lang') === 'en' ? 'en' : 'de';
  const pageId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: pages } = useGetCmsPagesQuery();
  const page = pages?.find((p) => p.id === pageId);
  return (
    <AdminFrame title={editorTitle(page, contentLangOf(i18n.language), t)} wide>
      <p>
        <Link to="/admin/pages">{t('editor.back')}</Link>
      </p>
      {pageId === null ? (
        <p>{t('editor.notFound')}</p>
      ) : (
        <PageEditor
          key={pageId}
          pageId={pageId}
          lang={lang}
          onLangChange={(next) => setParams(next === 'de' ? {} : { lang: next })}
        />
      )}
    </AdminFrame>
  );
}
