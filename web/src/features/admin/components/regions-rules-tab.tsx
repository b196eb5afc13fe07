import { Badge, Select, Stack, Text } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import type { TRegion, TRule } from '@portcall/contracts/settings';
import { useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { ListTab } from '../../../ui/list-tab';
import { TabHeader } from '../../../ui/tab-header';
import { SearchFilter } from '../../../ui/table-filters';
import { toPageQuery, useTableState } from '../../../ui/table-state';
import { useBuyerRegions, useBuyerRules } from '../api/buyer-regions-rules';
import { useBuyerCompanyOptions } from '../api/integrations';
import { BuyerRegionForm, BuyerRuleForm } from './buyer-region-forms';

const stateBadge = (state: string) => (
  <Badge color={state === 'ACTIVE' ? 'teal' : 'gray'} variant="light">
    {state === 'ACTIVE' ? 'Active' : 'Inactive'}
  </Badge>
);

const regionColumns: DataColumn<TRegion>[] = [
  { key: 'name', header: 'Region', sortProperty: 'name', render: (r) => r.name },
  { key: 'countries', header: 'Countries', render: (r) => r.countries.map((c) => c.name).join(', ') },
  { key: 'state', header: 'Status', sortProperty: 'state', render: (r) => stateBadge(r.state) },
];
const ruleColumns: DataColumn<TRule>[] = [
  { key: 'name', header: 'Rule', sortProperty: 'name', render: (r) => r.name },
  { key: 'type', header: 'Type', sortProperty: 'ruleType', render: (r) => r.ruleType },
  { key: 'regions', header: 'Regions', render: (r) => r.regions.map((g) => g.name).join(', ') },
  { key: 'state', header: 'Status', sortProperty: 'state', render: (r) => stateBadge(r.state) },
];

function RegionsTable({ buyerId }: { buyerId: number }) {
  const table = useTableState({ filters: { name: '' }, sort: { property: 'name', direction: 'ASC' } });
  const regions = useBuyerRegions({ ...toPageQuery(table.state), buyerId }, true);
  return (
    <ListTab
      title="Regions"
      description="Named sets of countries of this buyer; its rules point at them."
      noun="region"
      rowName={(r) => r.name}
      rowKey={(r) => r.id}
      drawerId="admin-buyer-region"
      canEdit
      columns={regionColumns}
      rows={regions.data?.items}
      total={regions.data?.total ?? 0}
      table={table}
      isFetching={regions.isFetching}
      error={regions.isError ? errorMessage(regions.error) : null}
      toolbar={<SearchFilter table={table} name="name" label="Region name" />}
      empty={{ title: 'No regions', description: 'This buyer has not drawn any region yet.' }}
      form={(editor) => (
        <BuyerRegionForm key={editor.formKey} buyerId={buyerId} region={editor.row} onDone={editor.close} />
      )}
    />
  );
}

function RulesTable({ buyerId }: { buyerId: number }) {
  const table = useTableState({ filters: { name: '' }, sort: { property: 'name', direction: 'ASC' } });
  const rules = useBuyerRules({ ...toPageQuery(table.state), buyerId }, true);
  return (
    <ListTab
      title="Rules"
      description="Region rules limit the buyer's people who hold them to their regions' countries."
      noun="rule"
      rowName={(r) => r.name}
      rowKey={(r) => r.id}
      drawerId="admin-buyer-rule"
      canEdit
      columns={ruleColumns}
      rows={rules.data?.items}
      total={rules.data?.total ?? 0}
      table={table}
      isFetching={rules.isFetching}
      error={rules.isError ? errorMessage(rules.error) : null}
      toolbar={<SearchFilter table={table} name="name" label="Rule name" />}
      empty={{ title: 'No rules', description: 'Nobody of this buyer is restricted to regions.' }}
      form={(editor) => (
        <BuyerRuleForm key={editor.formKey} buyerId={buyerId} rule={editor.row} onDone={editor.close} />
      )}
    />
  );
}

/**
 * Admin regions and rules lists (operations §2: page 0, size 10, a sort): a buyer's regions and the
 * region rules that restrict its people, so support can explain why someone does not see a port call,
 * and add or correct them through the buyer's own region and rule calls.
 */
export function RegionsRulesTab() {
  const buyers = useBuyerCompanyOptions();
  const [buyerId, setBuyerId] = useState<number | null>(null);
  return (
    <Stack>
      <TabHeader title="Regions and rules" description="A buyer's regions and the rules limiting its users to them." />
      <Select
        label="Buyer"
        placeholder="Choose a buyer"
        data={buyers.data ?? []}
        value={buyerId === null ? null : String(buyerId)}
        onChange={(v) => setBuyerId(v ? Number(v) : null)}
        searchable
        nothingFoundMessage={messages.NO_OPTIONS}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        w={360}
      />
      {buyerId === null ? (
        <Text c="dimmed">Choose a buyer to see its regions and rules.</Text>
      ) : (
        <>
          <RegionsTable key={`regions-${buyerId}`} buyerId={buyerId} />
          <RulesTable key={`rules-${buyerId}`} buyerId={buyerId} />
        </>
      )}
    </Stack>
  );
}
