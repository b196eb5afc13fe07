import { Select, type SelectProps } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';
import { DROPDOWN_Z_INDEX } from './layers';

export interface SelectFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  data: readonly TOption[];
  /** The form holds the id as a number (reference options carry it as text). */
  isNumeric?: boolean;
  isLoading?: boolean;
  searchable?: boolean;
  clearable?: boolean;
  selectProps?: Partial<SelectProps>;
}

/** Select with the spec's empty text 'No Options!'. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  required,
  data,
  isNumeric = false,
  isLoading = false,
  searchable = true,
  clearable = false,
  selectProps,
  ...input
}: SelectFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);
  return (
    <Select
      {...input}
      {...selectProps}
      ref={field.ref}
      name={field.name}
      data={data as TOption[]}
      value={value}
      onChange={(v) => field.onChange(v === null ? null : isNumeric ? Number(v) : v)}
      onBlur={field.onBlur}
      searchable={searchable}
      clearable={clearable}
      nothingFoundMessage={isLoading ? 'Loading...' : messages.NO_OPTIONS}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX, ...selectProps?.comboboxProps }}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
