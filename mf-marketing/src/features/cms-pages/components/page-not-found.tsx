import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { usePageTitle } from '@officefit/ui';

/**
 * The not-found screen for a CMS path without a published page, with the shell's semantics: the message names
 * the path (spec §2). The gateway knows only the route patterns, so it answered 200; crawlers are told by
 * `noindex`.
 */
export function PageNotFound() {
  const { t } = useTranslation('marketing');
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, []);
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p data-testid="not-found-message">{t('notFound.message', { path: pathname })}</p>
      <Link to="/">{t('common:actions.toHome')}</Link>
    </>
  );
}
