import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, QueryState } from '@officefit/ui';
import { AdminFrame, useMayOpen } from '../lib/components/admin-frame';
import { notFoundOn404 } from '../lib/components/not-found';
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
  // loaded once me says the call may succeed
  const allowed = useMayOpen('catalogue.write');
  const query = useGetExercisePosesQuery(id, { skip: !valid || !allowed });
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
        <QueryState query={query} error={notFoundOn404(t('catalogue.notFound'))}>
          {(exercise) => <PoseEditor key={exercise.id} exercise={exercise} />}
        </QueryState>
      )}
    </AdminFrame>
  );
}
