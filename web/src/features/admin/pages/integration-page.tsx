import { Badge, Card, Divider, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import { useBuyerCompanyOptions, useBuyerIntegrations, useSwitchIntegrationMutation } from '../api/integrations';
import { IntegrationConnectors } from '../components/integration-connectors';
import { IntegrationDeliveries } from '../components/integration-deliveries';

/**
 * /secured/admin/integration (ADMIN_INTEGRATION): the integration config list, switched per buyer;
 * the buyer's connectors, their deliveries (dead ones sent again) and each delivery's attempts.
 */
export function IntegrationPage() {
  const buyers = useBuyerCompanyOptions();
  const [buyerId, setBuyerId] = useState<number | null>(null);
  const integrations = useBuyerIntegrations(buyerId);
  const switchIt = useSwitchIntegrationMutation(buyerId);
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Integration"
        description="Connections to third-party systems. Choose a buyer, then switch each integration on or off for it."
      />
      <Select
        label="Buyer"
        placeholder="Choose a buyer"
        data={buyers.data ?? []}
        value={buyerId === null ? null : String(buyerId)}
        onChange={(v) => setBuyerId(v ? Number(v) : null)}
        searchable
        nothingFoundMessage={messages.NO_OPTIONS}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        w={360}
        mb="lg"
      />
      {integrations.isError ? <Text c="red">{errorMessage(integrations.error)}</Text> : null}
      {buyerId === null ? (
        <Text c="dimmed">Choose a buyer to see its integrations.</Text>
      ) : (
        <Stack gap="sm" maw={1100}>
          {(integrations.data ?? []).map((i) => (
            <Card withBorder key={i.integrationConfigId} padding="md">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{i.name}</Text>
                    {i.isAvailable ? null : (
                      <Badge color="gray" variant="light">
                        Off for the platform
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {i.description ?? i.code}
                  </Text>
                </div>
                <Switch
                  aria-label={`${i.name} for this buyer`}
                  checked={i.isEnabled}
                  disabled={switchIt.isPending}
                  onChange={(e) =>
                    switchIt.mutate(
                      { configId: i.integrationConfigId, isEnabled: e.currentTarget.checked },
                      {
                        onSuccess: () => toast.success(`${i.name} switched ${i.isEnabled ? 'off' : 'on'}`),
                        onError: (error) => toast.error(errorMessage(error)),
                      },
                    )
                  }
                />
              </Group>
            </Card>
          ))}
          <Divider my="sm" />
          <IntegrationConnectors buyerId={buyerId} />
          <Divider my="sm" />
          <IntegrationDeliveries buyerId={buyerId} />
        </Stack>
      )}
    </>
  );
}
