import type { FieldValues } from 'react-hook-form';
import { keepDigits } from './field-rules';
import { TextField, type TextFieldProps } from './text-field';

/** Positive number fields accept digits only (platform-core §5); the value stays a digit string. */
export function PositiveNumberField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'transform' | 'type'>) {
  return <TextField inputMode="numeric" {...props} transform={keepDigits} />;
}
