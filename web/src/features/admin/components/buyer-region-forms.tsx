import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import type { TActiveState, TRegion, TRule } from '@portcall/contracts/settings';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { useCountries } from '../../../api/ref-data/countries';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import {
  useBuyerRegionOptions,
  useCreateBuyerRegion,
  useCreateBuyerRule,
  useSaveBuyerRegion,
  useSaveBuyerRule,
} from '../api/buyer-regions-rules';

const stateOptions = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];
const combobox = { zIndex: DROPDOWN_Z_INDEX };
const savedThen = (onDone: () => void) => ({
  onSuccess: (saved: { name: string }) => {
    toast.success(`${saved.name} saved`);
    onDone();
  },
});

/** Name, members and status: what a region and a rule have in common in the admin's drawer. */
function NamedSetForm(props: {
  label: string;
  nameLabel: string;
  membersLabel: string;
  members: { value: string; label: string }[];
  initial: { name: string; state: TActiveState; ids: number[] };
  isNew: boolean;
  isPending: boolean;
  error: string | null;
  onSubmit: (values: { name: string; state: TActiveState; ids: number[] }) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(props.initial.name);
  const [state, setState] = useState<TActiveState>(props.initial.state);
  const [ids, setIds] = useState(props.initial.ids.map(String));
  return (
    <form
      aria-label={props.label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit({ name, state, ids: ids.map(Number) });
      }}
    >
      <Stack gap="md" pt="md">
        {props.error ? (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        ) : null}
        <TextInput
          label={props.nameLabel}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <MultiSelect
          label={props.membersLabel}
          required
          searchable
          data={props.members}
          value={ids}
          onChange={setIds}
          nothingFoundMessage={messages.NO_OPTIONS}
          comboboxProps={combobox}
        />
        <Select
          label="Status"
          required
          data={stateOptions}
          value={state}
          onChange={(v) => setState((v as TActiveState | null) ?? 'ACTIVE')}
          allowDeselect={false}
          comboboxProps={combobox}
          description="An inactive one restricts nobody: deactivate instead of deleting (the buyer's pages do the same)."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={props.isPending}>
            {props.isNew ? 'Add' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A buyer's region edited by support (PUT/POST region: the buyer's own rules, audited as the admin). */
export function BuyerRegionForm({
  buyerId,
  region,
  onDone,
}: {
  buyerId: number;
  region: TRegion | null;
  onDone: () => void;
}) {
  const countries = useCountries();
  const create = useCreateBuyerRegion();
  const save = useSaveBuyerRegion();
  const failed = create.error ?? save.error;
  return (
    <NamedSetForm
      label={region ? 'Region' : 'New region'}
      nameLabel="Region name"
      membersLabel="Countries"
      members={countries.data ?? []}
      initial={{
        name: region?.name ?? '',
        state: region?.state ?? 'ACTIVE',
        ids: region?.countries.map((c) => c.id) ?? [],
      }}
      isNew={region === null}
      isPending={create.isPending || save.isPending}
      error={failed ? errorMessage(failed) : null}
      onCancel={onDone}
      onSubmit={({ name, state, ids }) => {
        const done = savedThen(onDone);
        if (region) save.mutate({ id: region.id, name, state, countryIds: ids }, done);
        else create.mutate({ buyerId, name, state, countryIds: ids }, done);
      }}
    />
  );
}

/** A buyer's region rule edited by support (PUT/POST rule). */
export function BuyerRuleForm({ buyerId, rule, onDone }: { buyerId: number; rule: TRule | null; onDone: () => void }) {
  const regions = useBuyerRegionOptions(buyerId);
  const create = useCreateBuyerRule();
  const save = useSaveBuyerRule();
  const failed = create.error ?? save.error;
  return (
    <NamedSetForm
      label={rule ? 'Rule' : 'New rule'}
      nameLabel="Rule name"
      membersLabel="Regions"
      members={regions.data ?? []}
      initial={{ name: rule?.name ?? '', state: rule?.state ?? 'ACTIVE', ids: rule?.regions.map((r) => r.id) ?? [] }}
      isNew={rule === null}
      isPending={create.isPending || save.isPending}
      error={failed ? errorMessage(failed) : null}
      onCancel={onDone}
      onSubmit={({ name, state, ids }) => {
        const done = savedThen(onDone);
        if (rule) save.mutate({ id: rule.id, name, state, regionIds: ids }, done);
        else
          create.mutate({ buyerId, name, state, regionIds: ids, ruleType: 'REGION_RULE', entityType: 'REGION' }, done);
      }}
    />
  );
}
