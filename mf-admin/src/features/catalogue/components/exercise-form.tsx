import { Link } from 'react-router-dom';
import { BODY_REGIONS, FOCUS_AREAS, GOALS, type AdminExercise } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card } from '@officefit/ui';
import { StickyActionBar } from '../../../lib/components/sticky-action-bar';
import { Badge } from '../../../lib/components/state-badge';
import { BasicsCard, ChoiceGroup, TextsCard } from './exercise-form-fields';
import { IllustrationUpload } from './illustration-upload';
import { useExerciseForm } from './use-exercise-form';

/** The number of fields with an error (a language's texts count one by one). */
function countErrors(errors: object): number {
  return Object.values(errors).reduce<number>((sum, error: unknown) => {
    if (!error || typeof error !== 'object') return sum;
    return sum + ('message' in error ? 1 : countErrors(error));
  }, 0);
}

/**
 * The exercise editor: basics, target and contraindicated regions, focus and goals, and the name with the six tab
 * texts in German and English side by side; with an exercise also its picture and the link to its poses. A new
 * exercise opens in the editor once created.
 */
export function ExerciseForm({ exercise }: { exercise?: AdminExercise }) {
  const { t } = useTranslation('admin');
  const { form, submit, busy } = useExerciseForm(exercise);
  const { errors, isDirty } = form.formState;
  const errorCount = countErrors(errors);
  return (
    <form onSubmit={submit} noValidate aria-label={exercise ? t('catalogue.editLabel') : t('catalogue.new')}>
      <BasicsCard form={form} isNew={!exercise} />
      <Card title={t('catalogue.regionsTitle')}>
        <ChoiceGroup form={form} field="regions" values={BODY_REGIONS} labelKey="regions" />
        <ChoiceGroup form={form} field="contraindicatedRegions" values={BODY_REGIONS} labelKey="regions" />
      </Card>
      <Card title={t('catalogue.profileTitle')}>
        <ChoiceGroup form={form} field="focus" values={FOCUS_AREAS} labelKey="focus" />
        <ChoiceGroup form={form} field="goals" values={GOALS} labelKey="goals" />
      </Card>
      <TextsCard form={form} />
      {exercise && <ExerciseExtras exercise={exercise} />}

      {errorCount > 0 && (
        <Alert severity="error">{t('catalogue.errors.summary', { count: errorCount })}</Alert>
      )}
      <StickyActionBar role="group" aria-label={t('catalogue.actions')}>
        <Button type="submit" loading={busy}>
          {exercise ? t('catalogue.save') : t('catalogue.create')}
        </Button>
        <Link to="/admin/exercises">{t('catalogue.backToList')}</Link>
        {isDirty && <Badge $tone="warning">{t('catalogue.unsaved')}</Badge>}
      </StickyActionBar>
    </form>
  );
}

/** What an existing exercise has besides its fields: its picture and the link to its poses. */
function ExerciseExtras({ exercise }: { exercise: AdminExercise }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Card title={t('catalogue.illustrationTitle')}>
        <IllustrationUpload exercise={exercise} />
      </Card>
      {/* Slot of the pose editor (issue 14 "Show the movement"): its route /admin/exercises/:id/poses is built
          separately; this card only links to it. */}
      <Card title={t('catalogue.posesTitle')} data-testid="poses-slot">
        <p>{t('catalogue.posesNote')}</p>
        <Link to={`/admin/exercises/${exercise.id}/poses`}>{t('catalogue.posesLink')}</Link>
      </Card>
    </>
  );
}
