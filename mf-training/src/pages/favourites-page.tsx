import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Tabs, usePageTitle } from '@officefit/ui';
import { DislikesList } from '../features/exercises/components/dislikes-list';
import { FavouritesList } from '../features/exercises/components/favourites-list';

type TabId = 'favourites' | 'removed';

/** `/favourites`: "My exercises" (favourites) and "Removed exercises" (with restore); `?tab=removed` opens the second. */
export default function FavouritesPage() {
  const { t } = useTranslation('training');
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'removed' ? 'removed' : 'favourites';
  usePageTitle(t('favourites.title'));
  return (
    <>
      <h1>{t('favourites.title')}</h1>
      <p>{t('favourites.intro')}</p>
      <Tabs
        label={t('favourites.title')}
        value={tab}
        onChange={(id) => setParams(id === 'removed' ? { tab: 'removed' } : {}, { replace: true })}
        items={[
          { id: 'favourites', label: t('favourites.tabFavourites'), content: <FavouritesList /> },
          { id: 'removed', label: t('favourites.tabRemoved'), content: <DislikesList /> },
        ]}
      />
    </>
  );
}
