import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Card } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { ExerciseList } from '../features/catalogue/components/exercise-list';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

/** `/admin/exercises`: the exercise catalogue (permission catalogue.write: admins and customer service). */
export default function ExercisesPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame
      title={t('catalogue.title')}
      permission="catalogue.write"
      wide
      actions={<Link to="/admin/exercises/new">{t('catalogue.new')}</Link>}
    >
      <Card>
        <ExerciseList />
      </Card>
    </AdminFrame>
  );
}
