import { Alert, Button, Card, Group, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import type { TSupplierSettings } from '@portcall/contracts/supplier';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/http-client';
import { errorMessage } from '../../../api/http-policy';
import { useAgentTypes } from '../../../api/ref-data/agent-types';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { useVendorTypes } from '../../../api/ref-data/vendor-types';
import { TabHeader } from '../../../ui/tab-header';
import { useSaveSupplierProfile } from '../api/supplier-settings';

/** The ports the supplier serves, with their names (to label the chosen ones). */
function useServedPortOptions() {
  return useQuery({
    queryKey: ['supplier-settings', 'served-ports'],
    queryFn: async (): Promise<TOption[]> => {
      const ports = (await apiRequest('/secured/supplier/settings/ports/load')) as Array<{
        id: number;
        name: string;
        unlocode: string;
      }>;
      return ports.map((p) => ({ value: String(p.id), label: `${p.name} (${p.unlocode})` }));
    },
  });
}

/** Ports served, expertise (agents) or categories (vendors), and the worldwide flag. */
export function PortsExpertiseTab({ settings, canEdit }: { settings: TSupplierSettings; canEdit: boolean }) {
  const served = useServedPortOptions();
  const agentTypes = useAgentTypes();
  const vendorTypes = useVendorTypes();
  const categories = (settings.type === 'AGENT' ? agentTypes.data : vendorTypes.data) ?? [];
  const [portIds, setPortIds] = useState<string[]>(settings.portIds.map(String));
  const [categoryIds, setCategoryIds] = useState<string[]>(settings.categoryIds.map(String));
  const [isWorldwide, setWorldwide] = useState(settings.isWorldwide);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<TOption[]>([]);
  const [known, setKnown] = useState<Map<string, TOption>>(new Map());
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSupplierProfile();
  const label = settings.type === 'AGENT' ? 'Expertise' : 'Categories';

  const portData = useMemo(() => {
    const merged = new Map<string, TOption>();
    for (const o of served.data ?? []) merged.set(o.value, o);
    for (const [k, o] of known) merged.set(k, o);
    for (const o of found) merged.set(o.value, o);
    return [...merged.values()];
  }, [served.data, known, found]);

  async function onSearch(text: string) {
    setSearch(text);
    if (text.trim().length < 2) return setFound([]);
    try {
      setFound(await filterPorts(text.trim()));
    } catch {
      setFound([]);
    }
  }

  async function onSave() {
    setError(null);
    setFields({});
    if (!settings.countryId || !settings.phone) {
      setError('Please complete the company details (country and phone) first.');
      return;
    }
    try {
      await save.mutateAsync({
        name: settings.name,
        businessRegistrationNumber: settings.businessRegistrationNumber ?? undefined,
        vatNumber: settings.vatNumber ?? undefined,
        countryId: settings.countryId,
        address: settings.address ?? undefined,
        postcode: settings.postcode ?? undefined,
        city: settings.city ?? undefined,
        phone: settings.phone,
        siteUrl: settings.siteUrl ?? undefined,
        portIds: portIds.map(Number),
        categoryIds: categoryIds.map(Number),
        isWorldwide,
      });
      toast.success('Ports and expertise saved');
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setFields({ ...e.fields });
      setError(errorMessage(e));
    }
  }

  return (
    <Stack>
      <TabHeader
        title={`Ports and ${label.toLowerCase()}`}
        description="Buyers find you by the ports you serve and what you handle. Choose at least one port and one item."
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Card withBorder padding="lg">
        <Stack>
          <MultiSelect
            label="Ports you serve"
            description="Type the first letters of a port's name to find it."
            placeholder="Search ports"
            searchable
            searchValue={search}
            onSearchChange={(v) => void onSearch(v)}
            filter={({ options }) => options}
            data={portData}
            value={portIds}
            onChange={(next) => {
              setKnown((prev) => {
                const map = new Map(prev);
                for (const o of portData) if (next.includes(o.value)) map.set(o.value, o);
                return map;
              });
              setPortIds(next);
            }}
            hidePickedOptions
            disabled={!canEdit}
            error={fields.portIds}
            withAsterisk
          />
          <MultiSelect
            label={label}
            data={categories}
            value={categoryIds}
            onChange={setCategoryIds}
            searchable
            disabled={!canEdit}
            error={fields.categoryIds}
            withAsterisk
          />
          <Switch
            label="We work worldwide"
            description="Also show your company to buyers looking for service outside the ports listed above."
            checked={isWorldwide}
            onChange={(e) => setWorldwide(e.currentTarget.checked)}
            disabled={!canEdit}
          />
          {canEdit ? (
            <Group justify="flex-end">
              <Button onClick={() => void onSave()} loading={save.isPending}>
                Save ports and {label.toLowerCase()}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Only people who may edit the company can change these.
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
