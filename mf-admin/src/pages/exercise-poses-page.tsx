import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectLoggedIn, toApiFailure, useAppSelector, useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, QueryState } from '@officefit/ui';
import { AdminFrame, mayOpen } from '../lib/components/admin-frame';
import { useGetExercisePosesQuery } from '../features/poses/api/poses';
import { PoseEditor } from '../features/poses/components/pose-editor';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** `/admin/exercises/:id/poses`: the exercise's demonstration (key poses) with a live preview (catalogue.write). */
export default function ExercisePosesPage() {
  const { t, i18n } = useTranslation('admin');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  // loaded once me says the call may succeed
  const query = useGetExercisePosesQuery(id, { skip: !valid || !mayOpen(me, 'catalogue.write') });
  const name = query.data
    ? i18n.language.startsWith('en')
      ? query.data.name.en
      : query.data.name.de
    : undefined;
  return (
    <AdminFrame
      title={name ? t('poses.title', { name }) : t('poses.titlePlain')}
      permission="catalogue.write"
      wide
    >
      {valid && <Back to={`/admin/exercises/${id}`}>{t('poses.back')}</Back>}
      {!valid ? (
        <Alert severity="error">{t('catalogue.notFound')}</Alert>
      ) : (
        <QueryState
          query={query}
          error={(error) =>
            toApiFailure(error as Parameters<typeof toApiFailure>[0]).status === 404 ? (
              <Alert severity="error">{t('catalogue.notFound')}</Alert>
            ) : undefined
          }
        >
          {(exercise) => <PoseEditor key={exercise.id} exercise={exercise} />}
        </QueryState>
      )}
    </AdminFrame>
  );
}
