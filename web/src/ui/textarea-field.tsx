import { Textarea } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface TextareaFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** 'Maximum {n} characters are allowed!' above this length. */
  maxLength?: number;
  minRows?: number;
}

/** Several lines of plain text (a description); the same rules as TextField. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  required,
  maxLength,
  minRows = 2,
  ...input
}: TextareaFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: combineRules(
        required && fieldRules.requiredField,
        maxLength !== undefined && fieldRules.maxLength(maxLength),
      ),
    },
  });
  return (
    <Textarea
      {...input}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      autosize
      minRows={minRows}
      maxRows={8}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
