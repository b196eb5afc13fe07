import { Group, Input, Select, TextInput } from '@mantine/core';
import type { TPhone } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { usePhonePrefixes } from '../api/ref-data/phone-prefixes';
import type { FieldBaseProps } from './form-types';
import { DROPDOWN_Z_INDEX } from './select-field';

/** Phone value (platform-core §3): the prefix's country and the number. */
export type PhoneValue = { countryId: number | null; number: string };

export const emptyPhone = (): PhoneValue => ({ countryId: null, number: '' });

export function isCompletePhone(value: PhoneValue | null | undefined): value is TPhone {
  return !!value && value.countryId !== null && value.number.trim() !== '';
}

interface NestedError {
  message?: string;
  countryId?: { message?: string };
  number?: { message?: string };
}

/** Phone: a prefix from the cached phone prefixes (platform-core §9) plus the number. */
export function PhoneField<T extends FieldValues>({ control, name, label = 'Phone', required, disabled, description }: FieldBaseProps<T>) {
  const id = useId();
  const prefixes = usePhonePrefixes();
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: unknown) => {
        const phone = v as PhoneValue | null | undefined;
        if (!phone || phone.countryId === null) return messages.PHONE_PREFIX_REQUIRED;
        if (required && phone.number.trim() === '') return messages.REQUIRED_FIELD;
        return true;
      },
    },
  });
  const value = (field.value as PhoneValue | null | undefined) ?? emptyPhone();
  const error = fieldState.error as NestedError | undefined;
  // A message on the whole value (a missing object) belongs to the prefix, which is what is missing.
  const prefixError = error?.countryId?.message ?? (error?.number ? undefined : error?.message);
  const numberError = error?.number?.message;
  const data = (prefixes.data ?? []).map((p) => ({ value: String(p.countryId), label: p.label }));

  return (
    <Input.Wrapper label={label} description={description} withAsterisk={required} id={`${id}-number`}>
      <Group gap="xs" align="flex-start" wrap="nowrap" mt={4}>
        <Select
          aria-label="Phone prefix"
          placeholder="Prefix"
          w={170}
          data={data}
          searchable
          value={value.countryId === null ? null : String(value.countryId)}
          onChange={(v) => field.onChange({ ...value, countryId: v === null ? null : Number(v) })}
          onBlur={field.onBlur}
          disabled={disabled}
          nothingFoundMessage={prefixes.isLoading ? 'Loading...' : messages.NO_OPTIONS}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX, width: 260, position: 'bottom-start' }}
          error={prefixError}
        />
        <TextInput
          id={`${id}-number`}
          ref={field.ref}
          style={{ flex: 1 }}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="Number"
          value={value.number}
          onChange={(e) => field.onChange({ ...value, number: e.currentTarget.value })}
          onBlur={field.onBlur}
          disabled={disabled}
          error={numberError}
        />
      </Group>
    </Input.Wrapper>
  );
}
