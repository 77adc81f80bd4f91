import type { Dispatch } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Card, TextField } from '@officefit/ui';
import type { EditorAction, EditorState } from '../model/editor-model';
import type { PageErrors } from '../model/page-errors';
import { fieldId } from './field-input';

/** The page's title and description in the edited language. */
export function PageSettingsCard({
  state,
  errors,
  dispatch,
}: {
  state: EditorState;
  errors: PageErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('editor.pageSettings')}>
      <TextField
        id={fieldId('title')}
        label={t('editor.fields.pageTitle')}
        required
        value={state.title}
        error={errors.title}
        onChange={(e) => dispatch({ type: 'setTitle', value: e.target.value })}
      />
      <TextField
        multiline
        rows={2}
        id={fieldId('description')}
        label={t('editor.fields.description')}
        hint={t('editor.hints.description')}
        value={state.description}
        error={errors.description}
        onChange={(e) => dispatch({ type: 'setDescription', value: e.target.value })}
      />
    </Card>
  );
}
