import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { DROPDOWN_Z_INDEX } from './layers';
import type { TableController, TableFilters } from './table-state';

interface FilterProps<F extends TableFilters> {
  table: TableController<F>;
  /** The named filter this input sets (platform-core §3 "filters by name"). */
  name: keyof F & string;
  label: string;
  placeholder?: string;
  width?: number;
}

/** A text filter applied as the user pauses typing (300 ms), so the list is not asked per key. */
export function SearchFilter<F extends TableFilters>({ table, name, label, placeholder, width = 240 }: FilterProps<F>) {
  const applied = (table.state.filters[name] as string | null | undefined) ?? '';
  const [text, setText] = useState(applied);
  const { setFilter } = table;
  // The last value this box applied: any other change came from outside ("Clear filters").
  const ownValue = useRef(applied);
  const apply = useDebouncedCallback((value: string) => {
    ownValue.current = value;
    setFilter(name, value);
  }, 300);
  useEffect(() => {
    if (applied !== ownValue.current) {
      ownValue.current = applied;
      setText(applied);
    }
  }, [applied]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      w={width}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply.flush();
      }}
    />
  );
}

/** A choice filter; clearing it removes the filter. Boolean filters use the values 'true' / 'false'. */
export function SelectFilter<F extends TableFilters>({
  table,
  name,
  label,
  placeholder = 'All',
  width = 200,
  data,
}: FilterProps<F> & { data: readonly TOption[] }) {
  const value = table.state.filters[name];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      w={width}
      data={data as TOption[]}
      value={value === null || value === undefined || value === '' ? null : String(value)}
      onChange={(v) => table.setFilter(name, v)}
      clearable
      searchable={data.length > 8}
      nothingFoundMessage={messages.NO_OPTIONS}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
    />
  );
}

/** Options of an active/inactive filter. */
export const activeFilterOptions: readonly TOption[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];
