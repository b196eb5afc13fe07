import { Group, Select, Switch, TextInput } from '@mantine/core';
import { daQueueStageLabels, daQueueStages } from '@portcall/contracts/da-queue';
import { useEffect, useState } from 'react';
import type { TableController } from '../../../ui/table-state';

export type DaQueueFilters = {
  stage: string | null;
  type: string | null;
  assignedToMe: boolean | null;
  text: string;
};

export const initialDaQueueFilters: DaQueueFilters = { stage: null, type: null, assignedToMe: null, text: '' };

const stageOptions = daQueueStages.map((s) => ({ value: s, label: daQueueStageLabels[s] }));
const typeOptions = [
  { value: 'PDA', label: 'PDA (proforma)' },
  { value: 'FDA', label: 'FDA (final)' },
];

/** Search, stage, DA type and "assigned to me" (the table offers "Clear filters" while one is on). */
export function DaQueueFiltersBar({ table }: { table: TableController<DaQueueFilters> }) {
  const { filters } = table.state;
  const [text, setText] = useState(filters.text);
  const { setFilter } = table;
  // "Clear filters" of the table empties the applied search: the box follows.
  useEffect(() => {
    if (filters.text === '') setText('');
  }, [filters.text]);
  // The search settles after typing stops, so each keystroke does not start a request.
  useEffect(() => {
    const timer = setTimeout(() => setFilter('text', text), 300);
    return () => clearTimeout(timer);
  }, [text, setFilter]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Vessel, port, agent or voyage"
        placeholder="Search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        w={240}
      />
      <Select
        label="Stage"
        placeholder="Any stage"
        clearable
        data={stageOptions}
        value={filters.stage}
        onChange={(v) => table.setFilter('stage', v)}
        w={170}
      />
      <Select
        label="DA type"
        placeholder="Any type"
        clearable
        data={typeOptions}
        value={filters.type}
        onChange={(v) => table.setFilter('type', v)}
        w={160}
      />
      <Switch
        label="Assigned to me"
        checked={filters.assignedToMe === true}
        onChange={(e) => table.setFilter('assignedToMe', e.currentTarget.checked ? true : null)}
        mb={8}
      />
    </Group>
  );
}
