import { useEffect, useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import { exerciseCreateBodySchema, exerciseUpdateBodySchema, type AdminExercise } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { useActionBarScrollPadding, useLeaveWarning } from '../../../lib/editor-guards';
import { codeKey } from '../../../lib/form';
import { useCreateExerciseMutation, useUpdateExerciseMutation } from '../api/exercises';
import { NEW_EXERCISE, toBody, toFormValues, type ExerciseFormValues } from '../model/exercise-form';
import { mappedResolver } from '../model/mapped-resolver';

/** The contract's schema checks what is sent: numbers typed as text, an empty repetitions field as null. */
function resolverFor(exercise: AdminExercise | undefined) {
  return exercise
    ? mappedResolver<ExerciseFormValues>(exerciseUpdateBodySchema, (values) => {
        const { slug: _slug, ...body } = toBody(values);
        return body;
      })
    : mappedResolver<ExerciseFormValues>(exerciseCreateBodySchema, toBody);
}

/**
 * The exercise editor's form: its values (the server's exercise after each save), creating (then opening the new
 * exercise) or saving, and the server's refusals at their fields.
 */
export function useExerciseForm(exercise: AdminExercise | undefined) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create, createState] = useCreateExerciseMutation();
  const [update, updateState] = useUpdateExerciseMutation();
  const resolver = useMemo(() => resolverFor(exercise), [exercise]);
  const defaultValues = useMemo(() => (exercise ? toFormValues(exercise) : NEW_EXERCISE), [exercise]);
  const form = useForm<ExerciseFormValues>({ resolver, defaultValues });
  const { reset, setError, setFocus } = form;

  // after a save the server's exercise is the new starting point
  useEffect(() => reset(defaultValues), [defaultValues, reset]);
  useActionBarScrollPadding();
  useLeaveWarning(form.formState.isDirty);

  const refused = (error: unknown) => {
    const failure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
    if (failure.code === 'exercise_slug_used') {
      setError('slug', { message: t('errors.exercise_slug_used') }, { shouldFocus: true });
      return;
    }
    const fields = Object.keys(failure.params ?? {});
    if (failure.code === 'rest_invalid_param' && fields.length) {
      for (const field of fields) {
        setError(field as FieldPath<ExerciseFormValues>, { message: t('catalogue.errors.server') });
      }
      setFocus(fields[0] as FieldPath<ExerciseFormValues>);
      return;
    }
    dispatch(showSnackbar({ key: codeKey(failure.code), severity: 'error' }));
  };

  const submit = form.handleSubmit(async (values) => {
    const { slug, ...body } = toBody(values);
    try {
      if (exercise) {
        const saved = await update({ id: exercise.id, body }).unwrap();
        reset(toFormValues(saved));
        dispatch(showSnackbar({ key: 'admin:catalogue.saved', severity: 'success' }));
      } else {
        const created = await create({ slug, ...body }).unwrap();
        reset(toFormValues(created));
        dispatch(showSnackbar({ key: 'admin:catalogue.created', severity: 'success' }));
        void navigate(`/admin/exercises/${created.id}`);
      }
    } catch (error) {
      refused(error);
    }
  });

  return { form, submit, busy: createState.isLoading || updateState.isLoading };
}
