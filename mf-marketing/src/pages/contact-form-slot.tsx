import { lazy, Suspense } from 'react';
import type { ContactFormRenderer } from '@officefit/cms-blocks';
import { Spinner } from '@officefit/ui';

// The form is only fetched for pages that have a contact_form block (keeps the first load of `/` small).
const ContactForm = lazy(() => import('../features/contact/components/contact-form'));

/** Renders the working contact form into a CMS page's `contact_form` block. */
export const renderContactForm: ContactFormRenderer = (block, headingId) => (
  <Suspense fallback={<Spinner />}>
    <ContactForm trialOption={block.trial ? 'preselected' : 'offered'} labelledBy={headingId} />
  </Suspense>
);
