import { Alert, Anchor, Badge, Button, Card, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TPortDirectoryRow } from '@portcall/contracts/port-directory';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useCountries } from '../../../api/ref-data/countries';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useSearchByPrompt } from '../api/search-by-prompt';
import { usePortSearch } from '../api/search-ports';
import {
  cargoLabel,
  cargoOptions,
  facilityLabel,
  facilityOptions,
  harborSizeOptions,
  segmentLabel,
  segmentOptions,
} from '../components/labels';

export type PortDirectoryArea = 'buyer' | 'agent';
export const portDirectoryPath = (area: PortDirectoryArea) => `/secured/${area}/port-directory`;

const FILTERS = {
  name: '' as string,
  countryId: null as string | null,
  segment: null as string | null,
  cargo: null as string | null,
  facility: null as string | null,
  harborSize: null as string | null,
};
type FilterName = keyof typeof FILTERS;

const columnsFor = (area: PortDirectoryArea): DataColumn<TPortDirectoryRow>[] => [
  {
    key: 'name',
    header: 'Port',
    render: (p) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`${portDirectoryPath(area)}/port/${p.id}`} fw={600} size="sm">
          {p.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {p.unlocode}
        </Text>
      </Stack>
    ),
  },
  { key: 'country', header: 'Country', render: (p) => p.country.name },
  { key: 'size', header: 'Harbour size', render: (p) => p.harborSize ?? '—' },
  {
    key: 'segments',
    header: 'Vessel types',
    render: (p) =>
      p.segments.length === 0 ? (
        <Text size="xs" c="dimmed">
          Not described
        </Text>
      ) : (
        <Group gap={4}>
          {p.segments.map((s) => (
            <Badge key={s} variant="light" color="teal" style={{ flexShrink: 0, maxWidth: 'none' }}>
              {segmentLabel(s)}
            </Badge>
          ))}
        </Group>
      ),
  },
  {
    key: 'facilities',
    header: 'Facilities',
    render: (p) =>
      p.facilities.length === 0 ? '—' : <Text size="xs">{p.facilities.map(facilityLabel).join(', ')}</Text>,
  },
  { key: 'suppliers', header: 'Suppliers', align: 'right', render: (p) => p.supplierCount },
];

/**
 * /secured/{buyer|agent}/port-directory: every port of the reference data, found by a plain-language
 * prompt (read into filters the server understood, shown as removable chips) or by the filters
 * themselves; a port's name opens its page.
 */
export function PortDirectoryPage({ area }: { area: PortDirectoryArea }) {
  const table = useTableState({ filters: FILTERS });
  const list = usePortSearch(table.query);
  const countries = useCountries();
  const prompt = useSearchByPrompt();
  const [text, setText] = useState('');
  const [unknownWords, setUnknownWords] = useState<string[]>([]);
  const { filters } = table.state;

  const runPrompt = () => {
    if (!text.trim()) return;
    prompt.mutate(text, {
      onSuccess: (answer) => {
        const f = answer.filters;
        table.setFilters({
          name: f.name ?? '',
          countryId: f.countryId === undefined ? null : String(f.countryId),
          segment: f.segment ?? null,
          cargo: f.cargo ?? null,
          facility: f.facility ?? null,
          harborSize: f.harborSize ?? null,
        });
        setUnknownWords(answer.unknownWords);
      },
    });
  };

  const countryName = (id: string) => countries.data?.find((c) => c.value === id)?.label ?? `Country ${id}`;
  const chips: Array<{ name: FilterName; label: string }> = [];
  if (filters.name) chips.push({ name: 'name', label: `Name: ${filters.name}` });
  if (filters.countryId) chips.push({ name: 'countryId', label: countryName(filters.countryId) });
  if (filters.segment) chips.push({ name: 'segment', label: segmentLabel(filters.segment) });
  if (filters.cargo) chips.push({ name: 'cargo', label: cargoLabel(filters.cargo) });
  if (filters.facility) chips.push({ name: 'facility', label: facilityLabel(filters.facility) });
  if (filters.harborSize) chips.push({ name: 'harborSize', label: `${filters.harborSize} harbour` });

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Port directory"
        title="Find a port"
        description="Describe the ports you need in plain words, or filter by country, vessel type, cargo and facility. Open a port for its terminals, anchorages, suppliers and map."
      />
      <Card withBorder padding="md" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            runPrompt();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Describe the ports"
              placeholder="tanker ports in Greece with a drydock"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={300}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={prompt.isPending}>
              Search
            </Button>
          </Group>
        </form>
        {prompt.isError ? (
          <Alert color="red" variant="light" mt="sm" role="alert">
            {errorMessage(prompt.error)}
          </Alert>
        ) : null}
        <Group gap="xs" mt="sm" aria-label="Understood filters" role="group">
          {chips.length === 0 ? (
            <Text size="xs" c="dimmed">
              No filter yet: every port is listed, larger harbours first.
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                Filters:
              </Text>
              {chips.map((chip) => (
                <Badge
                  key={chip.name}
                  variant="light"
                  color="navy"
                  size="lg"
                  tt="none"
                  fw={500}
                  rightSection={
                    <CloseButton
                      size="xs"
                      variant="transparent"
                      aria-label={`Remove filter ${chip.label}`}
                      onClick={() => table.setFilter(chip.name, chip.name === 'name' ? '' : null)}
                    />
                  }
                >
                  {chip.label}
                </Badge>
              ))}
            </>
          )}
          {unknownWords.length > 0 ? (
            <Text size="xs" c="orange.8">
              Not understood: {unknownWords.join(', ')}
            </Text>
          ) : null}
        </Group>
      </Card>
      <DataTable
        label="Ports"
        columns={columnsFor(area)}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(p) => p.id}
        table={table}
        isFetching={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SearchFilter
              table={table}
              name="name"
              label="Port name or UN/LOCODE"
              placeholder="Search ports"
              width={200}
            />
            <SelectFilter table={table} name="countryId" label="Country" data={countries.data ?? []} width={170} />
            <SelectFilter table={table} name="segment" label="Vessel type" data={segmentOptions} width={170} />
            <SelectFilter table={table} name="cargo" label="Cargo" data={cargoOptions} width={150} />
            <SelectFilter table={table} name="facility" label="Facility" data={facilityOptions} width={150} />
            <SelectFilter table={table} name="harborSize" label="Harbour size" data={harborSizeOptions} width={140} />
          </Group>
        }
        emptyState={{ title: 'No port', description: 'The reference data holds no port.' }}
      />
    </Stack>
  );
}
