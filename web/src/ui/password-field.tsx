import { PasswordInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface PasswordFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** Check letters and digits, 6 to 16 characters (off for the login, which checks nothing). */
  checkPattern?: boolean;
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField<T extends FieldValues>({
  control,
  name,
  required,
  checkPattern = true,
  autoComplete = 'new-password',
  ...input
}: PasswordFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.requiredField, checkPattern && fieldRules.password) },
  });
  return (
    <PasswordInput
      {...input}
      autoComplete={autoComplete}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
