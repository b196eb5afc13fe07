import { Text } from '@mantine/core';
import type { TRule } from '@portcall/contracts/settings';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { ShieldIcon } from '../../../ui/icons';
import { ListTab } from '../../../ui/list-tab';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useRuleList } from '../api/list-rules';
import { activeStateOptions, humanise } from './labels';
import { RuleForm } from './rule-form';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge, NameList, ToneBadge } from './status-badges';

const DRAWER = 'buyer-settings-rule';

const columns: DataColumn<TRule>[] = [
  {
    key: 'name',
    header: 'Rule',
    sortProperty: 'name',
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.name}
      </Text>
    ),
  },
  {
    key: 'type',
    header: 'Type',
    sortProperty: 'ruleType',
    render: (r) => <ToneBadge tone="navy">{humanise(r.ruleType)}</ToneBadge>,
  },
  { key: 'regions', header: 'Regions', render: (r) => <NameList names={r.regions.map((g) => g.name)} max={4} /> },
  {
    key: 'state',
    header: 'Status',
    sortProperty: 'state',
    render: (r) => <ActiveBadge isActive={r.state === 'ACTIVE'} />,
  },
];

/** Rules (operations §7 "Rules"): today REGION_RULEs, given to people in their user drawer. */
export function RulesTab({ access }: { access: SettingsAccess }) {
  const table = useTableState({
    filters: { name: '', state: null as string | null },
    sort: { property: 'name', direction: 'ASC' },
  });
  const rules = useRuleList(table.query);
  return (
    <ListTab
      title="Rules"
      description="A region rule limits the people who hold it to the countries of its regions. Give rules to people in the Users tab."
      noun="rule"
      rowName={(r) => r.name}
      rowKey={(r) => r.id}
      drawerId={DRAWER}
      icon={<ShieldIcon />}
      canEdit={access.canManagePeople}
      table={table}
      rows={rules.data?.items}
      total={rules.data?.total ?? 0}
      isFetching={rules.isFetching}
      error={rules.isError ? errorMessage(rules.error) : null}
      columns={columns}
      toolbar={
        <>
          <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
          <SelectFilter table={table} name="state" label="Status" data={activeStateOptions} width={160} />
        </>
      }
      empty={{ title: 'No rules yet', description: 'Add a region rule to limit people to the regions they work in.' }}
      form={(editor) => <RuleForm key={editor.formKey} rule={editor.row} onDone={editor.close} />}
    />
  );
}
