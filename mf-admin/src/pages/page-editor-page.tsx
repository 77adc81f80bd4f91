import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { useGetCmsPagesQuery } from '../features/cms-pages/api/cms-pages';
import { PageEditor } from '../features/cms-pages/components/page-editor';
import type { PageLang } from '../features/cms-pages/api/types';

/** `/admin/pages/:id?lang=de|en`: the block editor of one page (marketing, admins). */
export default function PageEditorPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const lang: PageLang = params.get('lang') === 'en' ? 'en' : 'de';
  const pageId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: pages } = useGetCmsPagesQuery();
  const path = pages?.find((p) => p.id === pageId)?.path;
  return (
    <AdminFrame title={path ? t('editor.titleWithPath', { path }) : t('editor.title')} wide>
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
