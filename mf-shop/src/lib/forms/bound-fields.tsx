// The choice fields of the shop's forms, bound to a react-hook-form field through its Controller: the field's
// name, value, change and blur are wired here once, the screen gives the label, options and error.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { RadioGroup, Select, type RadioGroupProps, type SelectProps } from '@officefit/ui';
import { Controller } from './form-engine';

/** The form field a choice is bound to. */
interface Binding<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}

type Wired = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur';

/** A `Select` holding the field's value ('' shows as nothing chosen). */
export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...select
}: Binding<T, TOut> & Omit<SelectProps, Wired>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          name={field.name}
          value={(field.value as string) || null}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A `RadioGroup` holding the field's value; `onChange` runs after the field took the new value. */
export function RadioGroupField<T extends FieldValues, TOut = T>({
  control,
  name,
  onChange,
  ...group
}: Binding<T, TOut> & Omit<RadioGroupProps, Wired> & { onChange?: (value: string) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          {...group}
          name={field.name}
          value={(field.value as string) || undefined}
          onChange={(value) => {
            field.onChange(value);
            onChange?.(value);
          }}
        />
      )}
    />
  );
}
