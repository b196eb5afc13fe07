import { Group, Input, Select, TextInput } from '@mantine/core';
import type { TPhone } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { useId } from 'react';
import { type FieldPath, type FieldValues, get, useController, useFormState } from 'react-hook-form';
import { usePhonePrefixes } from '../api/ref-data/phone-prefixes';
import type { FieldBaseProps } from './form-types';
import { DROPDOWN_Z_INDEX } from './layers';

/** Phone value (platform-core §3): the prefix's country and the number. */
export type PhoneValue = { countryId: number | null; number: string };

export const emptyPhone = (): PhoneValue => ({ countryId: null, number: '' });

export function isCompletePhone(value: PhoneValue | null | undefined): value is TPhone {
  return !!value && value.countryId !== null && value.number.trim() !== '';
}

/**
 * Phone: a prefix from the cached phone prefixes (platform-core §9) plus the number. The two parts
 * are registered as `{name}.countryId` and `{name}.number`, so each shows its own message (and
 * react-hook-form keeps nested errors when a wizard step validates just this field).
 */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label = 'Phone',
  required,
  disabled,
  description,
}: FieldBaseProps<T>) {
  const id = useId();
  const prefixes = usePhonePrefixes();
  const prefix = useController({
    control,
    name: `${name}.countryId` as FieldPath<T>,
    rules: { validate: (v: unknown) => (v === null || v === undefined ? messages.PHONE_PREFIX_REQUIRED : true) },
  });
  const number = useController({
    control,
    name: `${name}.number` as FieldPath<T>,
    rules: {
      validate: (v: unknown) =>
        required && (typeof v !== 'string' || v.trim() === '') ? messages.REQUIRED_FIELD : true,
    },
  });
  // A message about the value as a whole (a server answer on `phone`) shows under the prefix.
  const { errors } = useFormState({ control, name });
  const wholeError = (get(errors, name) as { message?: string } | undefined)?.message;
  const data = (prefixes.data ?? []).map((p) => ({ value: String(p.countryId), label: p.label }));
  const prefixValue = prefix.field.value as number | null | undefined;

  return (
    <Input.Wrapper label={label} description={description} withAsterisk={required} id={`${id}-number`}>
      <Group gap="xs" align="flex-start" wrap="nowrap" mt={4}>
        <Select
          ref={prefix.field.ref}
          aria-label="Phone prefix"
          placeholder="Prefix"
          w={170}
          data={data}
          searchable
          value={prefixValue === null || prefixValue === undefined ? null : String(prefixValue)}
          onChange={(v) => prefix.field.onChange(v === null ? null : Number(v))}
          onBlur={prefix.field.onBlur}
          disabled={disabled}
          nothingFoundMessage={prefixes.isLoading ? 'Loading...' : messages.NO_OPTIONS}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX, width: 260, position: 'bottom-start' }}
          error={prefix.fieldState.error?.message ?? wholeError}
        />
        <TextInput
          id={`${id}-number`}
          ref={number.field.ref}
          style={{ flex: 1 }}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="Number"
          value={(number.field.value as string | undefined) ?? ''}
          onChange={(e) => number.field.onChange(e.currentTarget.value)}
          onBlur={number.field.onBlur}
          disabled={disabled}
          error={number.fieldState.error?.message}
        />
      </Group>
    </Input.Wrapper>
  );
}
