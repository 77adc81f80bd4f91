import { useParams } from 'react-router-dom';
import { PageContainer } from '@officefit/ui';
import { CmsPage } from '../features/cms-pages/components/cms-page';
import { PageNotFound } from '../features/cms-pages/components/page-not-found';
import { LatestPosts } from '../features/blog/components/latest-posts';
import { renderPrices } from '../features/prices/components/price-list';
import { renderContactForm } from './contact-form-slot';
import { landingSlug } from './landing-slugs';
import { MarketingNextBlock } from '../next/next-block';

/** One landing route: its CMS page (slug from `landingSlug`), with the newest articles under `/`. */
function LandingRoute({ routeId }: { routeId: string }) {
  const params = useParams();
  const slug = landingSlug(routeId, params);
  if (slug === null) {
    return (
      <PageContainer>
        <PageNotFound />
      </PageContainer>
    );
  }
  return (
    <CmsPage slug={slug} renderContactForm={renderContactForm} renderPrices={renderPrices}>
      {process.env.OFFICEFIT_BUILD_VARIANT === 'next' && routeId === 'landing' && <MarketingNextBlock />}
      {routeId === 'landing' && <LatestPosts />}
    </CmsPage>
  );
}

/** `/`: the landing page from the CMS, followed by the newest articles. */
export const LandingPage = () => <LandingRoute routeId="landing" />;
/** `/intro` */
export const IntroPage = () => <LandingRoute routeId="intro" />;
/** `/for_you`: the page for private users. */
export const ForYouPage = () => <LandingRoute routeId="for_you" />;
/** `/for_your_company`: the page for companies, with the contact form and trial-week request. */
export const ForYourCompanyPage = () => <LandingRoute routeId="for_your_company" />;
/** `/team` */
export const TeamPage = () => <LandingRoute routeId="team" />;
/** `/faq` */
export const FaqPage = () => <LandingRoute routeId="faq" />;
/** `/special/:name`: campaign and legal pages (terms, imprint, privacy …) made in the CMS. */
export const SpecialPage = () => <LandingRoute routeId="special" />;

/** The screen of each landing route id (used by the server render). */
export const LANDING_SCREENS: Record<string, () => React.JSX.Element> = {
  landing: LandingPage,
  intro: IntroPage,
  for_you: ForYouPage,
  for_your_company: ForYourCompanyPage,
  team: TeamPage,
  faq: FaqPage,
  special: SpecialPage,
};
