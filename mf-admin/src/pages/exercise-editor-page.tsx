import { useParams } from 'react-router-dom';
import { selectLoggedIn, toApiFailure, useAppSelector, useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, QueryState } from '@officefit/ui';
import { AdminFrame, mayOpen } from '../lib/components/admin-frame';
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
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  // loaded once me says the call may succeed
  const query = useGetAdminExerciseQuery(id, {
    skip: isNew || !Number.isInteger(id) || !mayOpen(me, 'catalogue.write'),
  });
  const title = isNew ? t('catalogue.new') : (query.data?.de.name ?? t('catalogue.title'));
  return (
    <AdminFrame title={title} permission="catalogue.write" wide>
      {isNew ? (
        <ExerciseForm />
      ) : (
        <QueryState
          query={query}
          error={(error) =>
            toApiFailure(error as Parameters<typeof toApiFailure>[0]).status === 404 ? (
              <Alert severity="error">{t('catalogue.notFound')}</Alert>
            ) : undefined
          }
        >
          {(exercise) => <ExerciseForm exercise={exercise} />}
        </QueryState>
      )}
    </AdminFrame>
  );
}
