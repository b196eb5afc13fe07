import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * Props every form-kit field takes. Fields bind to react-hook-form by `control` and `name`; with a
 * zodResolver the schema's messages win, without one the field's own rules (field-rules.ts) apply.
 */
export interface FieldBaseProps<T extends FieldValues> {
  // The form may transform its values on submit (zod output differs from input); fields only read input.
  // biome-ignore lint/suspicious/noExplicitAny: the transformed-values type is irrelevant to a field.
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** The message of a field error, including errors set on a nested path of an object value. */
export function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown } & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const value of Object.values(e)) {
    const nested = value && typeof value === 'object' ? (value as { message?: unknown }).message : undefined;
    if (typeof nested === 'string' && nested) return nested;
  }
  return undefined;
}
