import { NumberInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface NumberFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** Other number fields default to 2 decimals, negatives off (platform-core §5). */
  decimals?: number;
  allowNegative?: boolean;
  min?: number;
  max?: number;
  suffix?: string;
}

/** A quantity that is not money (a rate of a unit, a draft in metres). Money uses AmountField. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  required,
  decimals = 2,
  allowNegative = false,
  ...input
}: NumberFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  return (
    <NumberInput
      {...input}
      ref={field.ref}
      name={field.name}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(v) => field.onChange(v === '' ? null : typeof v === 'number' ? v : Number(v))}
      onBlur={field.onBlur}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={allowNegative}
      thousandSeparator=","
      hideControls
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
