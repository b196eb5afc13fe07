import { Group, Switch } from '@mantine/core';
import { daQueueStageLabels, daQueueStages } from '@portcall/contracts/da-queue';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
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
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchFilter table={table} name="text" label="Vessel, port, agent or voyage" placeholder="Search" />
      <SelectFilter table={table} name="stage" label="Stage" placeholder="Any stage" data={stageOptions} width={170} />
      <SelectFilter table={table} name="type" label="DA type" placeholder="Any type" data={typeOptions} width={160} />
      <Switch
        label="Assigned to me"
        checked={filters.assignedToMe === true}
        onChange={(e) => table.setFilter('assignedToMe', e.currentTarget.checked ? true : null)}
        mb={8}
      />
    </Group>
  );
}
