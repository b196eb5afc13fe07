import type { FieldValues } from 'react-hook-form';
import { fieldRules } from './field-rules';
import { TextField, type TextFieldProps } from './text-field';

/** IBAN: two capital letters then capitals, digits or spaces; typed letters are upper-cased. */
export function IbanField<T extends FieldValues>({ extraRules = [], ...props }: TextFieldProps<T>) {
  return (
    <TextField
      maxLength={42}
      autoComplete="off"
      {...props}
      transform={(text) => text.toUpperCase()}
      extraRules={[fieldRules.iban, ...extraRules]}
    />
  );
}
