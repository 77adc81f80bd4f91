import { useTranslation } from '@officefit/i18n';
import { FEATURE_ICONS } from '@officefit/cms-blocks';
import { Checkbox, Select, TextField } from '@officefit/ui';
import type { FieldSpec } from '../model/block-fields';
import type { FieldValue } from '../model/editor-model';
import { PictureField } from './picture-field';

/** The DOM id of a field, from its backend path (`blocks.2.items.0.title`), so errors can be focused. */
export function fieldId(path: string): string {
  return `cms-${path.replace(/\./g, '-')}`;
}

const HINTS: Partial<Record<FieldSpec['kind'], string>> = {
  href: 'editor.hints.href',
  image: 'editor.hints.image',
  html: 'editor.hints.html',
  anchor: 'editor.hints.anchor',
};

/** One field of a block or entry, edited according to its kind. */
export function FieldInput({
  spec,
  path,
  value,
  problem,
  onChange,
}: {
  spec: FieldSpec;
  path: string;
  value: FieldValue | undefined;
  /** The translated error of the field. */
  problem?: string;
  onChange: (value: FieldValue) => void;
}) {
  const { t } = useTranslation('admin');
  const id = fieldId(path);
  const label = t(`editor.fields.${spec.name}`);
  const error = problem;
  const hint = HINTS[spec.kind] ? t(HINTS[spec.kind]!) : undefined;
  if (spec.kind === 'boolean') {
    return (
      <Checkbox
        id={id}
        label={t(`editor.fields.${spec.name}Option`)}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (spec.kind === 'picture') {
    return <PictureField id={id} value={text} problem={error} onChange={onChange} />;
  }
  if (spec.kind === 'icon') {
    return (
      <Select
        id={id}
        label={label}
        value={text}
        options={[
          { value: '', label: t('editor.iconDefault') },
          ...FEATURE_ICONS.map((icon) => ({
            value: icon,
            label: t(`editor.icons.${icon}`, { defaultValue: icon }),
          })),
        ]}
        error={error}
        onChange={(next) => onChange(next)}
      />
    );
  }
  if (spec.kind === 'textarea' || spec.kind === 'html') {
    return (
      <TextField
        multiline
        id={id}
        label={label}
        hint={hint}
        required={spec.required}
        rows={spec.kind === 'html' ? 8 : 3}
        value={text}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      required={spec.required}
      value={text}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
