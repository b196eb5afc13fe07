import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type AmountCurrency, amountProblem } from '@portcall/contracts/money';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { finishAmount, maxAmountRule } from './amount-date-rules';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface AmountInputProps
  extends Omit<
    NumberInputProps,
    'value' | 'onChange' | 'decimalScale' | 'fixedDecimalScale' | 'allowNegative' | 'thousandSeparator'
  > {
  /** The amount as a decimal string ("1234.50"), '' when empty. Never a JS number. */
  value: string;
  onChange: (value: string) => void;
  /** The currency's code and ISO 4217 minor units (reference data); 2 decimals when not given. */
  currency?: AmountCurrency;
}

/**
 * The one money input (platform-core §5): no negatives, thousands separator, the currency's minor
 * units and at most 13 whole digits. The typed text stays a decimal string end to end. Nothing is
 * cut: an amount with too many digits stays as typed and the field says what is wrong with it; a
 * good one is finished to the currency's decimals when the field is left.
 */
export function AmountInput({ value, onChange, onBlur, currency, error, ...input }: AmountInputProps) {
  const minorUnits = currency?.minorUnits ?? 2;
  const problem = amountProblem(value, currency);
  return (
    <NumberInput
      inputMode="decimal"
      {...input}
      value={value}
      valueIsNumericString
      onValueChange={(v, info) => {
        // Typing feeds the raw digits; the component's own blur handling is ignored in favour of ours.
        if (String(info.source) === 'event') onChange(v.value);
      }}
      onBlur={(e) => {
        const finished = problem ? value : finishAmount(value, minorUnits);
        if (finished !== value) onChange(finished);
        onBlur?.(e);
      }}
      error={error || problem || undefined}
      allowNegative={false}
      thousandSeparator=","
      hideControls
    />
  );
}

export interface AmountFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** 'Please enter an amount up to {n}!' above this amount. */
  maxAmount?: string;
  currency?: AmountCurrency;
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
        maxAmount !== undefined && maxAmountRule(maxAmount),
        (value) => amountProblem(String(value ?? ''), currency) ?? true,
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
      currency={currency}
      rightSection={currency?.code}
      rightSectionWidth={currency ? 52 : undefined}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
