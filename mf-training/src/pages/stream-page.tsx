import { useTranslation } from '@officefit/i18n';
import { QueryState, usePageTitle } from '@officefit/ui';
import { StreamView, useGetStreamQuery } from '../features/stream';
import { useContentLang } from '../lib/use-content-lang';

/** `/stream` (subscribers): the live session or the next one with a countdown, "remind me", the week's schedule. */
export default function StreamPage() {
  const { t } = useTranslation('training');
  usePageTitle(t('stream.title'));
  // the titles come in the interface language; switching it fetches them again (#39)
  const query = useGetStreamQuery({ lang: useContentLang() });
  return (
    <>
      <h1>{t('stream.title')}</h1>
      <p>{t('stream.intro')}</p>
      <QueryState query={query}>{(schedule) => <StreamView schedule={schedule} />}</QueryState>
    </>
  );
}
