import { Alert, Anchor, Badge, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { useAgent } from '../api/load-agent';
import { AgentFigures } from '../components/agent-figures';
import { KypBadge, VerificationBadge } from '../components/verification-badge';
import { AGENT_DIRECTORY_PATH } from './agent-directory-page';

/**
 * /secured/buyer/agent-directory/agent/:agentId: the agent's page (operations §7 `agent?id=`): who it
 * is, its ports and people, and its figures from the platform's own calls.
 */
export function AgentPage() {
  const agentId = Number(useParams().agentId);
  const [portId, setPortId] = useState<string | null>(null);
  const agent = useAgent(agentId, portId === null ? null : Number(portId));

  if (agent.isPending) return <PageLoader />;
  if (agent.isError || !agent.data)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(agent.error)}
      </Alert>
    );
  const a = agent.data;
  const where = [a.address, a.city, a.country?.name].filter(Boolean).join(', ');

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Agent directory"
        title={a.name}
        description={where || undefined}
        actions={
          <Anchor component={Link} to={AGENT_DIRECTORY_PATH}>
            ← All agents
          </Anchor>
        }
      />
      <Group gap="xs">
        <VerificationBadge verification={a.verification} />
        <KypBadge kyp={a.kyp} />
        {a.isWorldwide ? (
          <Badge variant="light" color="navy" style={{ flexShrink: 0, maxWidth: 'none' }}>
            Worldwide
          </Badge>
        ) : null}
        {a.expertise.map((e) => (
          <Badge key={e.id} variant="light" color="gray" style={{ flexShrink: 0, maxWidth: 'none' }}>
            {e.name}
          </Badge>
        ))}
      </Group>
      <Card withBorder component="section" aria-label="Figures">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={2}>
              <Title order={2} fz={18}>
                How its calls went
              </Title>
              <Text size="sm" c="dimmed">
                Computed from the calls on the platform. Figures of all buyers show once five or more buyers worked with
                the agent; no buyer is named.
              </Text>
            </Stack>
            {a.ports.length === 0 ? null : (
              <Select
                label="Calls handled at"
                placeholder="Every port"
                w={240}
                clearable
                searchable={a.ports.length > 8}
                data={a.ports.map((p) => ({ value: String(p.id), label: `${p.name} (${p.unlocode})` }))}
                value={portId}
                onChange={setPortId}
                comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
              />
            )}
          </Group>
          <AgentFigures yours={a.yours} platform={a.platform} />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-label="Contacts">
          <Stack gap="xs">
            <Title order={2} fz={18}>
              Contacts
            </Title>
            {a.rfqEmail ? <Text size="sm">Quotations: {a.rfqEmail}</Text> : null}
            {a.phone ? <Text size="sm">Phone: {a.phone}</Text> : null}
            {a.siteUrl ? <Text size="sm">Web: {a.siteUrl}</Text> : null}
            {a.contacts.length === 0 ? (
              <Text size="sm" c="dimmed">
                No active person yet.
              </Text>
            ) : (
              a.contacts.map((c) => (
                <Stack key={c.email} gap={0}>
                  <Text size="sm" fw={600}>
                    {c.fullName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[c.email, c.phone].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              ))
            )}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-label="Ports">
          <Stack gap="xs">
            <Title order={2} fz={18}>
              Ports ({a.ports.length})
            </Title>
            {a.ports.length === 0 ? (
              <Text size="sm" c="dimmed">
                {a.isWorldwide ? 'Serves every port.' : 'No port stated.'}
              </Text>
            ) : (
              <Group gap={6}>
                {a.ports.map((p) => (
                  <Badge key={p.id} variant="outline" color="gray" style={{ flexShrink: 0, maxWidth: 'none' }}>
                    {p.name} ({p.unlocode})
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
