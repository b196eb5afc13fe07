import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules, finishAmount } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface AmountInputProps
  extends Omit<
    NumberInputProps,
    'value' | 'onChange' | 'decimalScale' | 'fixedDecimalScale' | 'allowNegative' | 'thousandSeparator'
  > {
  /** The amount as a decimal string ("1234.50"), '' when empty. Never a JS number. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Money input (platform-core §5): no negatives, exactly 2 decimals, thousands separator. The typed
 * text is kept as a numeric string end to end and finished to 2 decimals when the field is left.
 */
export function AmountInput({ value, onChange, onBlur, ...input }: AmountInputProps) {
  return (
    <NumberInput
      inputMode="decimal"
      {...input}
      value={value}
      valueIsNumericString
      onValueChange={(v, info) => {
        // Typing feeds the raw digits; the component's own blur padding is ignored in favour of ours.
        if (String(info.source) === 'event') onChange(v.value);
      }}
      onBlur={(e) => {
        const finished = finishAmount(value);
        if (finished !== value) onChange(finished);
        onBlur?.(e);
      }}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      thousandSeparator=","
      hideControls
    />
  );
}

export interface AmountFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** 'Please enter an amount up to {n}!' above this amount. */
  maxAmount?: string;
  currency?: string;
}

export function AmountField<T extends FieldValues>({
  control,
  name,
  required,
  maxAmount,
  currency,
  ...input
}: AmountFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: combineRules(
        required && fieldRules.requiredField,
        maxAmount !== undefined && fieldRules.maxAmount(maxAmount),
      ),
    },
  });
  return (
    <AmountInput
      {...input}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      rightSection={currency}
      rightSectionWidth={currency ? 52 : undefined}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
