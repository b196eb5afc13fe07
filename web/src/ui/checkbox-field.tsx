import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  required,
  label,
  disabled,
  description,
}: FieldBaseProps<T> & { label: ReactNode }) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      description={description}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  );
}
