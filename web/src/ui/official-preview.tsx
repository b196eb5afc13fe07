import { Alert, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { TOfficialPreview, TPrincipalDetails } from '@portcall/contracts/appointments';
import { formatDate } from '@portcall/contracts/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

const orDash = (text: string | null | undefined) => (text?.trim() ? text : '-');

const principalRows: Array<[keyof TPrincipalDetails, string]> = [
  ['name', 'Name'],
  ['street', 'Street'],
  ['postcode', 'Postcode'],
  ['city', 'City'],
  ['country', 'Country'],
  ['phone', 'Phone'],
  ['fax', 'Fax'],
  ['operationsContactEmail', 'Operations e-mail'],
  ['siteUrl', 'Website'],
];

function Block({ title, rows }: { title: string; rows: Array<[string, string]> }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase" c="teal.9">
        {title}
      </Title>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td c="dimmed" w={160}>
                {label}
              </Table.Td>
              <Table.Td>{orDash(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Letter({
  preview: p,
  title,
  stateBadge,
}: {
  preview: TOfficialPreview;
  title: string;
  stateBadge: ReactNode;
}) {
  return (
    <Card withBorder padding="xl" aria-label="Official preview">
      <Group justify="space-between" mb="md">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Letter of appointment
          </Text>
          <Title order={2} fz={22} c="navy.9">
            {title}
          </Title>
        </Stack>
        {stateBadge}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Block title="Principal" rows={principalRows.map(([key, label]) => [label, p.principal[key]])} />
        <Block
          title="Agent"
          rows={[
            ['Name', p.agent.name],
            ['Street', p.agent.street],
            ['City', p.agent.city],
            ['Country', p.agent.country],
            ['E-mail', p.agent.email],
            ['Phone', p.agent.phone],
          ]}
        />
        <Block
          title="Vessel"
          rows={[
            ['Name', p.vessel.name],
            ['IMO', p.vessel.imo],
            ['Type', p.vessel.vesselType],
            ['Size', p.vessel.size],
            ['DWT', p.vessel.dwt ? `${p.vessel.dwt.toLocaleString('en-US')} t` : '-'],
          ]}
        />
        <Block
          title="Call"
          rows={[
            ['Voyage', p.voyageNumber],
            ['Port', `${p.port.name} (${p.port.unlocode}), ${p.port.country}`],
            ['ETA', formatDate(p.eta)],
            ['ETS', formatDate(p.ets)],
            ['Laycan', p.laycanStart ? `${formatDate(p.laycanStart)} – ${formatDate(p.laycanEnd)}` : '-'],
            [
              'Activities',
              p.activities.map((a) => (a.cargo && a.cargo !== '-' ? `${a.type} (${a.cargo})` : a.type)).join(', '),
            ],
          ]}
        />
      </SimpleGrid>
      <Divider my="lg" />
      <Stack gap={4}>
        <Title order={3} fz="sm" tt="uppercase" c="teal.9">
          Instructions
        </Title>
        {/* A long word or link in the buyer's message wraps inside the card instead of running out of it. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {orDash(p.instructions)}
        </Text>
        <Text size="xs" c="dimmed" mt="md">
          Appointed {orDash(formatDate(p.appointedAt))} by {orDash(p.appointedBy)}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The official appointment preview (operations §2, §3): the principal's details (a dash for what is
 * missing), the agent, vessel and call, with Print / PDF. The buyer and the agent or vendor it is
 * addressed to see the same letter; each feature loads it and downloads the PDF through its own calls.
 */
export function OfficialPreviewView({
  id,
  preview,
  error,
  backTo,
  stateBadge,
  isDownloading,
  onDownload,
}: {
  id: number;
  preview: TOfficialPreview | undefined;
  error: string | null;
  backTo: string;
  stateBadge?: ReactNode;
  isDownloading: boolean;
  onDownload: () => void;
}) {
  const p = preview;
  // The server's title: the letter's voyage field reads '-' when there is none, which is no voyage number.
  const title = p?.title ?? '';
  return (
    <>
      <PageHeader
        eyebrow="Official appointment"
        title={p ? title : `Appointment #${id}`}
        description={p ? `Appointment #${p.id}` : undefined}
        actions={
          <>
            <Button variant="default" component={Link} to={backTo}>
              Back
            </Button>
            <Button onClick={onDownload} loading={isDownloading} disabled={!p}>
              Print / PDF
            </Button>
          </>
        }
      />
      {error ? (
        <Alert color="red">{error}</Alert>
      ) : !p ? (
        <Skeleton height={480} />
      ) : (
        <Letter preview={p} title={title} stateBadge={stateBadge ?? null} />
      )}
    </>
  );
}
