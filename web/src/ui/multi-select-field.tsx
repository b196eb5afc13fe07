import { MultiSelect } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';
import { DROPDOWN_Z_INDEX } from './layers';

export interface MultiSelectFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  data: readonly TOption[];
  /** The form holds ids as numbers (reference options carry them as text). */
  isNumeric?: boolean;
  isLoading?: boolean;
  maxValues?: number;
}

/** Several values from a list the page already holds (a region's countries, a team's members). */
export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  required,
  data,
  isNumeric = false,
  isLoading = false,
  maxValues,
  ...input
}: MultiSelectFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  const values = ((field.value as Array<string | number> | undefined) ?? []).map(String);
  return (
    <MultiSelect
      {...input}
      ref={field.ref}
      name={field.name}
      data={data as TOption[]}
      value={values}
      onChange={(next) => field.onChange(isNumeric ? next.map(Number) : next)}
      onBlur={field.onBlur}
      searchable
      clearable
      hidePickedOptions
      maxValues={maxValues}
      nothingFoundMessage={isLoading ? 'Loading...' : messages.NO_OPTIONS}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
