import {
  Badge,
  Button,
  Divider,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Timeline,
} from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { isCodedList, metadataParents, type TMetadataList, type TMetadataRow } from '@portcall/contracts/metadata';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PortFilter } from '../../../ui/port-filter';
import {
  useDeleteMetadataMutation,
  useMetadataHistory,
  useMetadataParentOptions,
  useSaveMetadataMutation,
} from '../api/metadata';

const parentLabels = { port: 'Port', terminal: 'Terminal', section: 'Section', category: 'Category' } as const;

/**
 * Where a new item goes, chosen in the form itself when the table is not filtered to one parent: a
 * port for a terminal; a port then a terminal for a berth; a section or a category.
 */
function ParentField(props: {
  list: TMetadataList;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const kind = metadataParents[props.list];
  const [portId, setPortId] = useState<string | null>(null);
  const optionsKind = kind === 'port' || !kind ? null : kind;
  const options = useMetadataParentOptions(optionsKind, portId ? Number(portId) : null);
  if (!kind) return null;
  return (
    <>
      {kind === 'port' || kind === 'terminal' ? (
        <PortFilter
          label="Port"
          value={portId}
          onChange={(id) => {
            setPortId(id);
            props.onChange(kind === 'port' ? id : null);
          }}
          width="100%"
        />
      ) : null}
      {optionsKind ? (
        <Select
          label={parentLabels[optionsKind]}
          required
          placeholder={optionsKind === 'terminal' && !portId ? 'Choose a port first' : undefined}
          data={(options.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          value={props.value}
          onChange={props.onChange}
          searchable
          disabled={optionsKind === 'terminal' && !portId}
          error={props.error}
          nothingFoundMessage={messages.NO_OPTIONS}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        />
      ) : null}
    </>
  );
}

/** What an audit row's before/after changed, as "name: Old → New" lines. */
function changesOf(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => k !== 'id' && JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${b[k] === undefined ? '—' : String(b[k])} → ${a[k] === undefined ? '—' : String(a[k])}`);
}

function MetadataHistory({ list, id }: { list: TMetadataList; id: number }) {
  const history = useMetadataHistory(list, id);
  if (history.isError) return <Text c="red">{errorMessage(history.error)}</Text>;
  const rows = history.data ?? [];
  return (
    <section aria-label="History">
      <Text fw={600} mb="xs">
        History
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change made in the console yet (the row comes from the reference files).
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {rows.map((h) => (
            <Timeline.Item key={h.id} title={`${h.action} · ${h.profileName ?? 'system'}`}>
              <Text size="xs" c="dimmed">
                {formatDateTimeInZone(h.at)}
              </Text>
              {changesOf(h.before, h.after).map((line) => (
                <Text size="xs" key={line}>
                  {line}
                </Text>
              ))}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}

/**
 * Create or edit a row of a reference list. A row in use cannot be deleted: the form says so and
 * offers deactivating it; the row's history sits below the form.
 */
export function MetadataForm(props: {
  list: TMetadataList;
  row: TMetadataRow | null;
  parentId: number | null;
  needsParent: boolean;
  onDone: () => void;
}) {
  const { list, row } = props;
  const save = useSaveMetadataMutation(list);
  const remove = useDeleteMetadataMutation(list);
  const [name, setName] = useState(row?.name ?? '');
  const [code, setCode] = useState(row?.code ?? '');
  const [unit, setUnit] = useState(row?.unit ?? '');
  const [notes, setNotes] = useState(row?.notes ?? '');
  const [isEstimationActive, setEstimationActive] = useState(row?.isEstimationActive ?? false);
  const [isActive, setActive] = useState(row?.isActive ?? true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [chosenParent, setChosenParent] = useState<string | null>(null);
  const parentId = props.parentId ?? (chosenParent ? Number(chosenParent) : null);
  const isChoosingParent = !row && props.needsParent && props.parentId === null;
  const isItem = list === 'expense-items';
  const onError = (error: Error) => {
    if (error instanceof ApiError) setFields(error.fields);
    toast.error(errorMessage(error));
  };
  const submit = () =>
    save.mutate(
      {
        ...(row ? { id: row.id } : {}),
        name,
        ...(!row && isCodedList(list) ? { code: code.trim().toUpperCase() } : {}),
        ...(!row && parentId !== null ? { parentId } : {}),
        ...(isItem ? { unit: unit.trim() || undefined, notes: notes.trim() || null } : {}),
        ...(list === 'activity-types' ? { isEstimationActive } : {}),
        isActive,
      },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} saved`);
          props.onDone();
        },
        onError,
      },
    );
  return (
    <Stack>
      {isChoosingParent ? (
        <ParentField list={list} value={chosenParent} onChange={setChosenParent} error={fields.parentId} />
      ) : null}
      {row?.parentName ? (
        <Text size="sm" c="dimmed">
          Under {row.parentName}
        </Text>
      ) : null}
      {isCodedList(list) ? (
        <TextInput
          label="Code"
          required={!row}
          disabled={row !== null}
          description={row ? 'The code is set once, when the item is created.' : 'Capital letters, digits and _'}
          value={code}
          error={fields.code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
      ) : null}
      <TextInput
        label="Name"
        required
        value={name}
        error={fields.name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      {isItem ? (
        <>
          <TextInput
            label="Usual unit"
            required={!row}
            value={unit}
            error={fields.unit}
            onChange={(e) => setUnit(e.currentTarget.value)}
          />
          <Textarea
            label="Notes"
            value={notes}
            error={fields.notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        </>
      ) : null}
      {list === 'activity-types' ? (
        <Switch
          label="Offered by the cost estimators"
          checked={isEstimationActive}
          onChange={(e) => setEstimationActive(e.currentTarget.checked)}
        />
      ) : null}
      <Switch
        label="Active (an inactive item is kept where it is used but offered to nobody)"
        checked={isActive}
        onChange={(e) => setActive(e.currentTarget.checked)}
      />
      <Group justify="space-between">
        {row ? (
          row.isInUse ? (
            <Badge color="blue" variant="light">
              In use: deactivate it instead of deleting
            </Badge>
          ) : (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(row.id, {
                  onSuccess: () => {
                    toast.success(`${row.name} deleted`);
                    props.onDone();
                  },
                  onError,
                })
              }
            >
              Delete
            </Button>
          )
        ) : (
          <span />
        )}
        <Button loading={save.isPending} onClick={submit} disabled={isChoosingParent && parentId === null}>
          Save
        </Button>
      </Group>
      {row ? (
        <>
          <Divider />
          <MetadataHistory list={list} id={row.id} />
        </>
      ) : null}
    </Stack>
  );
}
