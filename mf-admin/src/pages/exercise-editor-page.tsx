import { useParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { AdminFrame, useMayOpen } from '../lib/components/admin-frame';
import { notFoundOn404 } from '../lib/components/not-found';
import { useGetAdminExerciseQuery } from '../features/catalogue/api/exercises';
import { ExerciseForm } from '../features/catalogue/components/exercise-form';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

/** `/admin/exercises/:id` and `/admin/exercises/new`: the exercise editor (permission catalogue.write). */
export default function ExerciseEditorPage() {
  const { t } = useTranslation('admin');
  const param = useParams().id;
  const id = Number(param);
  const isNew = param === undefined || param === 'new';
  // loaded once me says the call may succeed
  const allowed = useMayOpen('catalogue.write');
  const query = useGetAdminExerciseQuery(id, { skip: isNew || !Number.isInteger(id) || !allowed });
  const title = isNew ? t('catalogue.new') : (query.data?.de.name ?? t('catalogue.title'));
  return (
    <AdminFrame title={title} permission="catalogue.write" wide>
      {isNew ? (
        <ExerciseForm />
      ) : (
        <QueryState query={query} error={notFoundOn404(t('catalogue.notFound'))}>
          {(exercise) => <ExerciseForm exercise={exercise} />}
        </QueryState>
      )}
    </AdminFrame>
  );
}
