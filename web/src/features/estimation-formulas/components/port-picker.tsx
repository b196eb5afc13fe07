import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';

/** Adds a port by typing its name: each pick is handed over with its label and the field empties. */
export function PortPicker({ label, onPick }: { label: string; onPick: (port: TOption) => void }) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['ref', 'ports', 'filter', text],
    queryFn: ({ signal }) => filterPorts(text, signal),
    enabled: text.length >= 2,
  });
  const options = found.data ?? [];
  return (
    <Select
      label={label}
      placeholder="Type a port"
      w={320}
      searchable
      data={options}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(v) => {
        const port = options.find((o) => o.value === v);
        if (port) onPick(port);
        setSearch('');
      }}
      nothingFoundMessage={text.length >= 2 ? messages.NO_OPTIONS : 'Type two letters or more'}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
    />
  );
}
