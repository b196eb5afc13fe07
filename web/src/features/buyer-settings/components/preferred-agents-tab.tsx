import { Button, Text } from '@mantine/core';
import { preferredAgentsCsvColumns, type TPreferredAgentsOfPort } from '@portcall/contracts/preferred-agents';
import { useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import { CsvUpload } from '../../../ui/csv-upload';
import type { DataColumn } from '../../../ui/data-table';
import { CompassIcon } from '../../../ui/icons';
import { ListTab } from '../../../ui/list-tab';
import { SearchFilter } from '../../../ui/table-filters';
import { pageLocally, useTableState } from '../../../ui/table-state';
import { usePreferredAgents, useUploadPreferredAgents } from '../api/preferred-agents';
import { PreferredAgentsForm } from './preferred-agents-form';
import type { SettingsAccess } from './settings-access';
import { NameList } from './status-badges';

const DRAWER = 'buyer-settings-preferred-agents';

const columns: DataColumn<TPreferredAgentsOfPort>[] = [
  {
    key: 'port',
    header: 'Port',
    sortProperty: 'port',
    render: (p) => (
      <Text size="sm" fw={600}>
        {p.portName}{' '}
        <Text span c="dimmed" size="xs">
          {p.unlocode}
        </Text>
      </Text>
    ),
  },
  {
    key: 'agents',
    header: 'Preferred agents',
    render: (p) => <NameList names={p.agents.map((a) => a.name)} max={5} />,
  },
];

const matches = (p: TPreferredAgentsOfPort, filters: { text: string }) => {
  const text = filters.text.trim().toLowerCase();
  return (
    text === '' ||
    p.portName.toLowerCase().includes(text) ||
    p.unlocode.toLowerCase().includes(text) ||
    p.agents.some((a) => a.name.toLowerCase().includes(text))
  );
};

/**
 * The agents the company prefers at each port: listed first when it searches agents to appoint or to
 * ask for quotes there. Set per port, or for many ports at once from a CSV.
 */
export function PreferredAgentsTab({ access, buyerId }: { access: SettingsAccess; buyerId: number }) {
  const table = useTableState({ filters: { text: '' }, sort: { property: 'port', direction: 'ASC' } });
  const list = usePreferredAgents(buyerId);
  const upload = useUploadPreferredAgents(buyerId);
  const [isUploadShown, setUploadShown] = useState(false);
  const page = pageLocally(list.data ?? [], table.state, { matches, sortValues: { port: (p) => p.portName } });
  const canEdit = access.canEditCompany;
  const uploadBox =
    isUploadShown && canEdit ? (
      <CsvUpload
        label="Upload preferred agents"
        columns={preferredAgentsCsvColumns}
        description="One row per port (UN/LOCODE) and agent (its company name). Every port the file names gets exactly the agents it lists; one bad row and nothing is saved."
        upload={async (file) => {
          const ports = await upload.mutateAsync(file);
          return `Preferred agents saved for ${ports.length} port(s)`;
        }}
        isPending={upload.isPending}
        onDone={() => setUploadShown(false)}
      />
    ) : null;
  return (
    <ListTab
      title="Preferred agents"
      description="The agents you prefer at a port come first when you look for an agent to appoint or to ask for a quote there."
      noun="port"
      rowName={(p) => `${p.portName} (${p.unlocode})`}
      rowKey={(p) => p.portId}
      drawerId={DRAWER}
      icon={<CompassIcon />}
      canEdit={canEdit}
      actions={
        canEdit ? (
          <Button variant="default" onClick={() => setUploadShown(true)}>
            Upload CSV
          </Button>
        ) : undefined
      }
      above={uploadBox}
      table={table}
      rows={list.data ? page.items : undefined}
      total={page.total}
      isFetching={list.isFetching}
      error={list.isError ? errorMessage(list.error) : null}
      columns={columns}
      toolbar={<SearchFilter table={table} name="text" label="Search" placeholder="Port or agent" />}
      empty={{
        title: 'No preferred agents yet',
        description: 'Add a port with the agents you prefer there, or upload a CSV for many ports at once.',
      }}
      form={(editor) => (
        <PreferredAgentsForm key={editor.formKey} buyerId={buyerId} row={editor.row} onDone={editor.close} />
      )}
    />
  );
}
