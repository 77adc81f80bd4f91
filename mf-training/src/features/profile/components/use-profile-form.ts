import { useForm } from 'react-hook-form';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { Profile, UpdateProfileBody } from '@officefit/domain';
import { formResolver } from '@officefit/i18n/form';
import { useProfileDirty } from '../../../lib/use-profile-dirty';
import { useErrorText } from '../../../lib/use-error-text';
import { applyServerErrors } from '../../../lib/form';
import { useUpdateProfileMutation } from '../api/profile-api';
import { profileFormSchema, profileFormValues, type ProfileFormValues } from '../model/form';

const FIELDS = Object.keys(profileFormValues({} as Profile));

/**
 * The profile form and its save: the saved profile becomes the new starting point, a refusal lands on its fields
 * (or the whole form); unsaved changes make the shell ask before the page is left.
 */
export function useProfileForm(profile: Profile) {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saveState] = useUpdateProfileMutation();
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: formResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const { handleSubmit, reset, setError, formState } = form;
  useProfileDirty(formState.isDirty);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save(body).unwrap();
      reset(profileFormValues(saved));
      dispatch(showSnackbar({ key: 'training:profile.saved', severity: 'success' }));
    } catch (caught) {
      const message = errorText(caught as Parameters<typeof errorText>[0]);
      if (!applyServerErrors(caught, setError, FIELDS, message)) setError('root', { message });
    }
  });

  return { form, submit, saving: saveState.isLoading };
}

export type ProfileFormApi = ReturnType<typeof useProfileForm>['form'];
