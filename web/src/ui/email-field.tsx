import type { FieldValues } from 'react-hook-form';
import { fieldRules } from './field-rules';
import { TextField, type TextFieldProps } from './text-field';

/** E-mail field: 'Please insert a valid email!' (platform-core §5, form fields). */
export function EmailField<T extends FieldValues>({ extraRules = [], ...props }: TextFieldProps<T>) {
  return (
    <TextField
      autoComplete="email"
      inputMode="email"
      maxLength={254}
      {...props}
      type="email"
      extraRules={[fieldRules.email, ...extraRules]}
    />
  );
}
