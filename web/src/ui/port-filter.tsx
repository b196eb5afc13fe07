import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { filterPorts } from '../api/ref-data/filter-ports';
import { DROPDOWN_Z_INDEX } from './layers';

/**
 * A port chosen by typing its name (ports are too many to list); clearing it removes the filter. In a
 * form, `initial` names the port already saved (its label is not in any search yet) and `required`
 * forbids clearing. `isAvailableInPce` offers only the ports the port cost estimator estimates.
 */
export function PortFilter({
  label,
  value,
  onChange,
  width = 240,
  initial,
  required,
  error,
  isAvailableInPce = false,
}: {
  label: string;
  value: string | null;
  onChange: (portId: string | null) => void;
  width?: number | '100%';
  initial?: TOption;
  required?: boolean;
  error?: string;
  isAvailableInPce?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TOption | null>(initial ?? null);
  const [text] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['ref', 'ports', 'filter', text, isAvailableInPce],
    queryFn: ({ signal }) => filterPorts(text, signal, { isAvailableInPce }),
    enabled: text.length >= 2,
  });
  const options = [...(chosen && value === chosen.value ? [chosen] : []), ...(found.data ?? [])].filter(
    (o, i, all) => all.findIndex((x) => x.value === o.value) === i,
  );
  return (
    <Select
      label={label}
      placeholder="Type a port"
      w={width}
      searchable
      clearable={!required}
      withAsterisk={required}
      error={error}
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(v) => {
        setChosen(options.find((o) => o.value === v) ?? null);
        onChange(v);
      }}
      nothingFoundMessage={text.length >= 2 ? messages.NO_OPTIONS : 'Type two letters or more'}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
    />
  );
}
