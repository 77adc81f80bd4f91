import { useParams } from 'react-router-dom';
import { PageContainer } from '@officefit/ui';
import { CmsPage } from '../features/cms-pages/components/cms-page';
import { PageNotFound } from '../features/cms-pages/components/page-not-found';
import { LatestPosts } from '../features/blog/components/latest-posts';
import { renderContactForm } from './contact-form-slot';

/** `/`: the landing page from the CMS, followed by the newest articles. */
export function LandingPage() {
  return (
    <CmsPage slug="" renderContactForm={renderContactForm}>
      <LatestPosts />
    </CmsPage>
  );
}

/** `/intro` */
export function IntroPage() {
  return <CmsPage slug="intro" renderContactForm={renderContactForm} />;
}

/** `/for_you`: the page for private users. */
export function ForYouPage() {
  return <CmsPage slug="for_you" renderContactForm={renderContactForm} />;
}

/** `/for_your_company`: the page for companies, with the contact form and trial-week request. */
export function ForYourCompanyPage() {
  return <CmsPage slug="for_your_company" renderContactForm={renderContactForm} />;
}

/** `/team` */
export function TeamPage() {
  return <CmsPage slug="team" renderContactForm={renderContactForm} />;
}

/** `/faq` */
export function FaqPage() {
  return <CmsPage slug="faq" renderContactForm={renderContactForm} />;
}

const SPECIAL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `/special/:name`: campaign and legal pages (terms, imprint, privacy …) made in the CMS. */
export function SpecialPage() {
  const { name = '' } = useParams();
  if (!SPECIAL_NAME.test(name)) {
    return (
      <PageContainer>
        <PageNotFound />
      </PageContainer>
    );
  }
  return <CmsPage slug={`special/${name}`} renderContactForm={renderContactForm} />;
}
