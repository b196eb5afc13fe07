import { Button, Text } from '@mantine/core';
import type { TRule } from '@portcall/contracts/settings';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { ShieldIcon } from '../../../ui/icons';
import { RightDrawer } from '../../../ui/right-drawer';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { useRuleList } from '../api/list-rules';
import { activeStateOptions, humanise } from './labels';
import { RuleForm } from './rule-form';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge, NameList, ToneBadge } from './status-badges';
import { TabHeader } from './tab-header';

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
  const editor = useEditDrawer<TRule>(DRAWER);
  const canEdit = access.canManagePeople;
  const addButton = canEdit ? <Button onClick={() => editor.open(null)}>Add rule</Button> : null;
  return (
    <>
      <TabHeader
        title="Rules"
        description="A region rule limits the people who hold it to the countries of its regions. Give rules to people in the Users tab."
        action={addButton}
      />
      <DataTable
        label="Rules"
        columns={columns}
        rows={rules.data?.items}
        total={rules.data?.total ?? 0}
        rowKey={(r) => r.id}
        table={table}
        isFetching={rules.isFetching}
        error={rules.isError ? errorMessage(rules.error) : null}
        toolbar={
          <>
            <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
            <SelectFilter table={table} name="state" label="Status" data={activeStateOptions} width={160} />
          </>
        }
        emptyState={{
          title: 'No rules yet',
          description: 'Add a region rule to limit people to the regions they work in.',
          action: addButton,
        }}
        rowActions={
          canEdit
            ? (r) => (
                <Button variant="subtle" size="xs" onClick={() => editor.open(r)} aria-label={`Edit ${r.name}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
      <RightDrawer
        id={DRAWER}
        title={editor.row ? `Edit ${editor.row.name}` : 'New rule'}
        icon={<ShieldIcon />}
        width={600}
      >
        <RuleForm key={editor.formKey} rule={editor.row} onDone={editor.close} />
      </RightDrawer>
    </>
  );
}
