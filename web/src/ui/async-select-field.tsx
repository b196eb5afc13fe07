import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';
import { DROPDOWN_Z_INDEX } from './layers';

export type SearchOptions = (text: string, signal?: AbortSignal) => Promise<TOption[]>;
export type LoadOption = (value: string, signal?: AbortSignal) => Promise<TOption | null>;

/** The server filters; the dropdown shows what it answered, in its order. */
const keepAll = ({ options }: { options: unknown[] }) => options as never;

function useOptionSearch(cacheKey: string, search: SearchOptions, text: string) {
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const query = useQuery({
    queryKey: ['async-select', cacheKey, debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const nothingFound =
    text.trim() === '' ? messages.INSERT_TEXT_TO_SEARCH : query.isFetching ? 'Searching...' : messages.NO_OPTIONS;
  return { options: debounced.length > 0 ? (query.data ?? []) : [], nothingFound };
}

export interface AsyncSelectFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** Distinguishes the cached searches of different lookups. */
  cacheKey: string;
  search: SearchOptions;
  /** Finds the label of a value the form starts with; its failures are ignored (platform-core §8). */
  loadInitial?: LoadOption;
  isNumeric?: boolean;
  /** Told the chosen option, label included (a form that shows the choice before anything is saved). */
  onOptionChange?: (option: TOption | null) => void;
}

/** Select that searches the server as the user types: 'Insert text to search!' until they do. */
export function AsyncSelectField<T extends FieldValues>({
  control,
  name,
  required,
  cacheKey,
  search,
  loadInitial,
  isNumeric = false,
  onOptionChange,
  ...input
}: AsyncSelectFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TOption | null>(null);
  const { options, nothingFound } = useOptionSearch(cacheKey, search, text);

  const initial = useQuery({
    queryKey: ['async-select-initial', cacheKey, value],
    queryFn: async ({ signal }) => {
      try {
        return value && loadInitial ? await loadInitial(value, signal) : null;
      } catch {
        return null;
      }
    },
    enabled: !!value && !!loadInitial && chosen?.value !== value,
    retry: false,
    meta: { silent: true },
  });

  const data = useMemo(() => {
    const known = [chosen, initial.data].filter((o): o is TOption => !!o && o.value === value);
    const merged = new Map<string, TOption>();
    for (const o of [...known, ...options]) merged.set(o.value, o);
    return [...merged.values()];
  }, [chosen, initial.data, options, value]);

  return (
    <Select
      {...input}
      ref={field.ref}
      name={field.name}
      data={data}
      value={value}
      searchable
      searchValue={text}
      onSearchChange={setText}
      filter={keepAll}
      onChange={(v) => {
        // The option as the search answered it, with any extra fields it carries.
        const picked = data.find((o) => o.value === v) ?? null;
        setChosen(picked);
        onOptionChange?.(picked);
        field.onChange(v === null ? null : isNumeric ? Number(v) : v);
      }}
      onBlur={field.onBlur}
      clearable
      nothingFoundMessage={nothingFound}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}

export interface AsyncMultiSelectFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  cacheKey: string;
  search: SearchOptions;
  /** Labels of the values the form starts with (they are not in any search answer yet). */
  initialOptions?: readonly TOption[];
  isNumeric?: boolean;
  maxValues?: number;
}

/** Several values found by searching the server (an agent's ports). */
export function AsyncMultiSelectField<T extends FieldValues>({
  control,
  name,
  required,
  cacheKey,
  search,
  initialOptions = [],
  isNumeric = false,
  maxValues,
  ...input
}: AsyncMultiSelectFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  const values = ((field.value as Array<string | number> | undefined) ?? []).map(String);
  const [text, setText] = useState('');
  const [known, setKnown] = useState<Map<string, TOption>>(() => new Map(initialOptions.map((o) => [o.value, o])));
  const { options, nothingFound } = useOptionSearch(cacheKey, search, text);

  useEffect(() => {
    if (initialOptions.length === 0) return;
    setKnown((prev) => {
      const next = new Map(prev);
      for (const o of initialOptions) next.set(o.value, o);
      return next;
    });
  }, [initialOptions]);

  const data = useMemo(() => {
    const merged = new Map<string, TOption>();
    for (const v of values) {
      const o = known.get(v);
      if (o) merged.set(v, o);
    }
    for (const o of options) merged.set(o.value, o);
    return [...merged.values()];
  }, [values, known, options]);

  return (
    <MultiSelect
      {...input}
      ref={field.ref}
      name={field.name}
      data={data}
      value={values}
      searchable
      searchValue={text}
      onSearchChange={setText}
      filter={keepAll}
      maxValues={maxValues}
      onChange={(next) => {
        setKnown((prev) => {
          const map = new Map(prev);
          for (const o of data) if (next.includes(o.value)) map.set(o.value, o);
          return map;
        });
        field.onChange(isNumeric ? next.map(Number) : next);
      }}
      onBlur={field.onBlur}
      hidePickedOptions
      clearable
      nothingFoundMessage={nothingFound}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      withAsterisk={required}
      error={fieldState.error?.message}
    />
  );
}
