import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export interface CheckboxGroupFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  data: readonly TOption[];
  isNumeric?: boolean;
  columns?: number;
}

/** Several choices from reference options (an agent's expertise, a vendor's categories). */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  required,
  data,
  isNumeric = false,
  columns = 2,
  label,
  description,
  disabled,
}: CheckboxGroupFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  const selected = ((field.value as Array<string | number> | undefined) ?? []).map(String);
  return (
    <Checkbox.Group
      label={label}
      description={description}
      withAsterisk={required}
      value={selected}
      onChange={(values) => field.onChange(isNumeric ? values.map(Number) : values)}
      error={fieldState.error?.message}
    >
      {data.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {messages.NO_OPTIONS}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xs" mt="xs">
          {data.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} disabled={disabled} />
          ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}
