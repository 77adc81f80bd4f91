import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer } from '@officefit/ui';
import { usePageHead } from '../lib/head';
import ContactForm from '../features/contact/components/contact-form';

/** `/contact`: the contact form; `?trial=1` preselects the trial-week request. */
export default function ContactPage() {
  const { t } = useTranslation('marketing');
  const [params] = useSearchParams();
  usePageHead(t('contact.title'), t('contact.description'));
  return (
    <PageContainer width="narrow">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <ContactForm
        trialOption={params.get('trial') === '1' ? 'preselected' : 'offered'}
        labelledBy="contact-title"
      />
    </PageContainer>
  );
}
