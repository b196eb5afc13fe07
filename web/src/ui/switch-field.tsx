import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import type { FieldBaseProps } from './form-types';

export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: FieldBaseProps<T> & { label: ReactNode }) {
  const { field } = useController({ control, name });
  return (
    <Switch
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      description={description}
      disabled={disabled}
    />
  );
}
