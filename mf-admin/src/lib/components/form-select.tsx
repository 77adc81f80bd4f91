import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '@officefit/ui';

export type FormSelectProps<T extends FieldValues, Out> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

/**
 * A select kept in a react-hook-form form: value, change, blur and the field's error text come from its
 * Controller (an empty value shows the placeholder), the rest — label, options, required — from the caller.
 */
export function FormSelect<T extends FieldValues, Out = T>({
  control,
  name,
  ...select
}: FormSelectProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          name={field.name}
          value={(field.value as string | null | undefined) || null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
