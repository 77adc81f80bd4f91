import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import {
  BlockRenderer,
  hasHero,
  htmlToText,
  type ContactFormRenderer,
  type PricesRenderer,
  type WpPage,
} from '@officefit/cms-blocks';
import { PageContainer, QueryError, Spinner } from '@officefit/ui';
import { useHead, type HeadInfo } from '../../../lib/head';
import { useContentLang } from '../../../lib/lang';
import { useGetPublicPageQuery } from '../api/get-public-page';
import { PageNotFound } from './page-not-found';

/**
 * Legal pages have long compounds as titles ("Geschäftsbedingungen", "Datenschutzerklärung"): at 360 px the size
 * comes down to 22 px so such a word fits the column; a longer one is hyphenated (the document's lang), and only
 * as a last resort broken, never pushed past the screen's edge.
 */
const PageTitle = styled.h1`
  font-size: clamp(1.375rem, 4vw + 0.5rem, 2.5rem);
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  hyphens: auto;
  overflow-wrap: break-word;
`;

/** Title, description and Open Graph tags of a CMS page (the screen and the server render use it). */
export function cmsPageHead(page: WpPage, siteName: string, locale: string): HeadInfo {
  return {
    title: htmlToText(page.title.rendered),
    description: htmlToText(page.excerpt.rendered),
    siteName,
    type: 'website',
    locale,
  };
}

/**
 * A landing page from the CMS (`wp/v2/pages?slug&lang`): the published blocks in the interface language, with
 * title, description and Open Graph tags. A page without a published version is "not found". A change published
 * in the admin area shows on the next load, without a deploy.
 */
export function CmsPage({
  slug,
  renderContactForm,
  renderPrices,
  children,
}: {
  slug: string;
  /** Renders the working contact form of a `contact_form` block. */
  renderContactForm?: ContactFormRenderer;
  /** Renders the live price list of a `prices` block. */
  renderPrices?: PricesRenderer;
  /** Shown after the blocks (e.g. the newest articles on `/`). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  const { language, lang } = useContentLang();
  const { hash } = useLocation();
  const { data: page, isLoading, isFetching, isError, refetch } = useGetPublicPageQuery({ slug, lang });

  useHead(page ? cmsPageHead(page, t('common:app.name'), language) : null);

  // `/for_your_company#contact`: scroll to the anchor once the blocks are there
  useEffect(() => {
    if (!page || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [page, hash]);

  let content: ReactNode;
  if (isLoading || (isFetching && !page)) content = <Spinner />;
  else if (isError) content = <QueryError onRetry={refetch} />;
  else if (!page) content = <PageNotFound />;
  else {
    content = (
      <>
        {!hasHero(page.blocks) && <PageTitle>{htmlToText(page.title.rendered)}</PageTitle>}
        <BlockRenderer
          blocks={page.blocks}
          renderContactForm={renderContactForm}
          renderPrices={renderPrices}
        />
        {children}
      </>
    );
  }
  return <PageContainer>{content}</PageContainer>;
}
