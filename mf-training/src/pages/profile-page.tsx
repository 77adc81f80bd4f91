import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Profile } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Card, QueryState, Tabs, usePageTitle } from '@officefit/ui';
import { AbsenceSection } from '../features/absences';
import { useGetProfileQuery } from '../features/profile/api/profile-api';
import { EmailChangeForm, PasswordChangeForm } from '../features/profile/components/account-forms';
import { AppSettingsForm } from '../features/profile/components/app-settings-form';
import { AvatarUpload } from '../features/profile/components/avatar-upload';
import { PrivacySection } from '../features/profile/components/privacy-section';
import { ProfileForm } from '../features/profile/components/profile-form';
import { CalendarFeed, RemindersSettings } from '../features/reminders';

export const PROFILE_TABS = ['profile', 'reminders', 'absences', 'settings', 'privacy', 'steps'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
  padding-top: ${({ theme }) => theme.space.md};
`;

/** The first tab: picture and personal data, e-mail, password, and the way to the membership. */
function PersonalDataTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('training');
  return (
    <Column>
      <Card title={t('profile.personalTitle')}>
        <AvatarUpload avatar={profile.avatar} />
        <ProfileForm profile={profile} />
      </Card>
      <EmailChangeForm profile={profile} />
      <PasswordChangeForm />
      {/* the membership lives on /extend (mf-shop): renew, or redeem a voucher or company code */}
      <Card title={t('profile.membership.title')}>
        <p>{t('profile.membership.text')}</p>
        <Link to="/extend">{t('profile.membership.link')}</Link>
      </Card>
    </Column>
  );
}

/**
 * `/profile` (spec §2): profile data with avatar, e-mail and password; reminders; absences; app settings;
 * privacy (GDPR); the steps activation. The tab is in the address (`?tab=`), so links can open one.
 */
export default function ProfilePage() {
  const { t } = useTranslation('training');
  usePageTitle(t('profile.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as ProfileTab | null;
  const tab: ProfileTab = requested && PROFILE_TABS.includes(requested) ? requested : 'profile';
  const query = useGetProfileQuery();

  return (
    <>
      <h1>{t('profile.title')}</h1>
      <QueryState query={query}>
        {(profile) => (
          <Tabs
            label={t('profile.title')}
            value={tab}
            onChange={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
            items={[
              {
                id: 'profile',
                label: t('profile.tabs.profile'),
                content: <PersonalDataTab profile={profile} />,
              },
              {
                id: 'reminders',
                label: t('profile.tabs.reminders'),
                content: (
                  <Column>
                    <RemindersSettings />
                    <CalendarFeed />
                  </Column>
                ),
              },
              {
                id: 'absences',
                label: t('profile.tabs.absences'),
                content: (
                  <Column>
                    <AbsenceSection />
                  </Column>
                ),
              },
              {
                id: 'settings',
                label: t('profile.tabs.settings'),
                content: (
                  <Column>
                    <Card title={t('profile.tabs.settings')}>
                      <AppSettingsForm profile={profile} />
                    </Card>
                  </Column>
                ),
              },
              {
                id: 'privacy',
                label: t('profile.tabs.privacy'),
                content: (
                  <Column>
                    <PrivacySection profile={profile} />
                  </Column>
                ),
              },
              {
                id: 'steps',
                label: t('profile.tabs.steps'),
                content: (
                  <Column>
                    <Card title={t('profile.steps.title')}>
                      <p>{t('profile.steps.text')}</p>
                      <Link to="/goals">{t('profile.steps.link')}</Link>
                    </Card>
                  </Column>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
