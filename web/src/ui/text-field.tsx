import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, type FieldRule, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface TextFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** 'Maximum {n} characters are allowed!' above this length. */
  maxLength?: number;
  type?: 'text' | 'email' | 'url' | 'tel' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'url';
  /** Rewrites what the user types (upper-case an IBAN, keep digits...). */
  transform?: (text: string) => string;
  extraRules?: FieldRule[];
}

/** Text field: 'This field is required!' when required and empty, max length with the spec wording. */
export function TextField<T extends FieldValues>({
  control,
  name,
  required,
  maxLength,
  extraRules = [],
  transform,
  type = 'text',
  ...input
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: combineRules(
        required && fieldRules.requiredField,
        maxLength !== undefined && fieldRules.maxLength(maxLength),
        ...extraRules,
      ),
    },
  });
  return (
    <TextInput
      {...input}
      type={type}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) => field.onChange(transform ? transform(e.currentTarget.value) : e.currentTarget.value)}
      onBlur={field.onBlur}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
