import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { DateInput } from './date-input';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface DateFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  min?: string | null;
  max?: string | null;
}

export function DateField<T extends FieldValues>({ control, name, required, ...input }: DateFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.requiredField) },
  });
  return (
    <DateInput
      {...input}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
