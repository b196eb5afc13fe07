import { Alert, Badge, Button, Card, Checkbox, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { formatDate } from '@portcall/contracts/format';
import { emailGroupPurposes, type TEmailGroup } from '@portcall/contracts/supplier';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { PageLoader } from '../../../ui/page-loader';
import { TabHeader } from '../../../ui/tab-header';
import { useEmailConfiguration, useEmailGroupMutations } from '../api/supplier-settings';

const purposeLabels: Record<(typeof emailGroupPurposes)[number], string> = {
  RFQ: 'RFQs',
  APPOINTMENT: 'Appointments',
  DA: 'DAs',
};

/** The form of a new or changed group: name, what it receives, its ports and its addresses. */
function GroupForm({ group, onDone }: { group: TEmailGroup | null; onDone: () => void }) {
  const { save } = useEmailGroupMutations();
  const [name, setName] = useState(group?.name ?? '');
  const [purposes, setPurposes] = useState<string[]>(group?.purposes ?? ['RFQ']);
  const [portIds, setPortIds] = useState<string[]>(group?.portIds.map(String) ?? []);
  const [emails, setEmails] = useState(group?.addresses.map((a) => a.email).join('\n') ?? '');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<TOption[]>([]);
  const [known, setKnown] = useState<Map<string, TOption>>(new Map());
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const data = useMemo(() => {
    const merged = new Map<string, TOption>();
    for (const id of portIds) merged.set(id, known.get(id) ?? { value: id, label: `Port ${id}` });
    for (const o of found) merged.set(o.value, o);
    return [...merged.values()];
  }, [portIds, known, found]);
  const list = emails
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

  async function submit() {
    setError(null);
    setFields({});
    try {
      await save.mutateAsync({
        id: group?.id,
        body: {
          name,
          purposes: purposes as TEmailGroup['purposes'],
          portIds: portIds.map(Number),
          emails: list,
          ...(group ? { version: group.version } : {}),
        },
      });
      toast.success(group ? 'E-mail group saved' : 'E-mail group created: confirmation links sent');
      onDone();
    } catch (e) {
      if (e instanceof ApiError) setFields({ ...e.fields });
      setError(errorMessage(e));
    }
  }
  const emailError = Object.entries(fields).find(([k]) => k.startsWith('emails'))?.[1];

  return (
    <Stack>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <TextInput
        label="Group name"
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={fields.name}
      />
      <Checkbox.Group label="Receives" value={purposes} onChange={setPurposes} error={fields.purposes} withAsterisk>
        <Group mt={4}>
          {emailGroupPurposes.map((p) => (
            <Checkbox key={p} value={p} label={purposeLabels[p]} />
          ))}
        </Group>
      </Checkbox.Group>
      <MultiSelect
        label="Ports"
        placeholder="Search ports"
        searchable
        searchValue={search}
        onSearchChange={async (text) => {
          setSearch(text);
          setFound(text.trim().length >= 2 ? await filterPorts(text.trim()).catch(() => []) : []);
        }}
        filter={({ options }) => options}
        data={data}
        value={portIds}
        onChange={(next) => {
          setKnown((prev) => {
            const map = new Map(prev);
            for (const o of data) if (next.includes(o.value)) map.set(o.value, o);
            return map;
          });
          setPortIds(next);
        }}
        hidePickedOptions
        withAsterisk
        error={fields.portIds}
      />
      <TextInput
        label="E-mail addresses"
        description="Separate several addresses with commas. Each receives a link to confirm it."
        required
        value={emails}
        onChange={(e) => setEmails(e.currentTarget.value)}
        error={emailError}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {group ? 'Save group' : 'Create group'}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * E-mail groups (operations §2; platform-core §5 "Email configuration"): RFQs, appointments and DAs
 * go to group addresses; every address is confirmed through its link before the configuration can be
 * submitted.
 */
export function EmailGroupsTab({ canEdit }: { canEdit: boolean }) {
  const configuration = useEmailConfiguration();
  const { remove, resend, submit } = useEmailGroupMutations();
  const [editing, setEditing] = useState<TEmailGroup | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setError(null);
    try {
      await action();
      toast.success(done);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  if (configuration.isPending) return <PageLoader label="Loading your e-mail groups..." />;
  const data = configuration.data;
  return (
    <Stack>
      <TabHeader
        title="E-mail groups"
        description="Route RFQs, appointments and DAs to the right desks. Every address must be confirmed through the link sent to it before you submit the configuration."
        action={
          canEdit ? (
            <Group gap="xs">
              <Button variant="default" onClick={() => setEditing('new')}>
                Create e-mail group
              </Button>
              <Button
                onClick={() => void run(() => submit.mutateAsync(), 'E-mail configuration submitted')}
                loading={submit.isPending}
              >
                Submit configuration
              </Button>
            </Group>
          ) : null
        }
      />
      {error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {data?.submittedAt ? (
        <Alert color="teal" variant="light">
          Configuration submitted on {formatDate(data.submittedAt)}.
        </Alert>
      ) : null}
      {data && data.groups.length === 0 ? (
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            No e-mail group yet. Create one for your RFQ desk and one for operations.
          </Text>
        </Card>
      ) : null}
      {data?.groups.map((group) => (
        <Card key={group.id} withBorder padding="md" aria-label={`E-mail group ${group.name}`} component="section">
          <Group justify="space-between" mb="xs">
            <Stack gap={0}>
              <Text fw={650}>{group.name}</Text>
              <Text size="xs" c="dimmed">
                {group.purposes.map((p) => purposeLabels[p]).join(', ')} · {group.portIds.length} port(s)
              </Text>
            </Stack>
            {canEdit ? (
              <Group gap={6}>
                <Button size="compact-sm" variant="default" onClick={() => setEditing(group)}>
                  Edit
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => void run(() => remove.mutateAsync(group.id), 'E-mail group deleted')}
                >
                  Delete
                </Button>
              </Group>
            ) : null}
          </Group>
          <Stack gap={4}>
            {group.addresses.map((a) => (
              <Group key={a.id} justify="space-between">
                <Text size="sm">{a.email}</Text>
                <Group gap={6}>
                  {a.isConfirmed ? (
                    <Badge color="teal" variant="light">
                      Confirmed
                    </Badge>
                  ) : (
                    <>
                      <Badge color="yellow" variant="light">
                        Waiting for confirmation
                      </Badge>
                      {canEdit ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() =>
                            void run(
                              () => resend.mutateAsync({ groupId: group.id, addressId: a.id }),
                              `Confirmation link sent again to ${a.email}`,
                            )
                          }
                        >
                          Send the link again
                        </Button>
                      ) : null}
                    </>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New e-mail group' : `Edit ${editing?.name ?? ''}`}
        size="lg"
      >
        {editing !== null ? (
          <GroupForm group={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
