import { Card, Group, Stack, Switch, Text } from '@mantine/core';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { TabHeader } from '../../../ui/tab-header';
import { useAdminFeatureFlags, useSetFeatureFlagMutation } from '../api/feature-flags';

const titles: Record<string, string> = {
  MAINTENANCE_MODE: 'Maintenance mode',
  COOKIE_CONSENT: 'Cookie consent',
  QA_TASKS: 'QA tasks',
};

/** The platform's switches: maintenance mode (everyone but administrators sees the maintenance page), cookie consent... */
export function FeatureFlagsTab() {
  const flags = useAdminFeatureFlags();
  const setFlag = useSetFeatureFlagMutation();
  return (
    <>
      <TabHeader
        title="Feature flags"
        description="Switches that take effect for every user at once. While maintenance mode is on, everyone but administrators sees the maintenance page."
      />
      {flags.isError ? <Text c="red">{errorMessage(flags.error)}</Text> : null}
      <Stack gap="sm">
        {(flags.data ?? []).map((flag) => (
          <Card withBorder key={flag.featureFlagName} padding="md">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{titles[flag.featureFlagName] ?? flag.featureFlagName}</Text>
                <Text size="sm" c="dimmed">
                  {flag.description}
                </Text>
              </div>
              <Switch
                size="md"
                aria-label={titles[flag.featureFlagName] ?? flag.featureFlagName}
                checked={flag.featureFlagStatus}
                disabled={setFlag.isPending}
                onChange={(e) =>
                  setFlag.mutate(
                    { name: flag.featureFlagName, status: e.currentTarget.checked },
                    {
                      onSuccess: (_r, v) =>
                        toast.success(`${titles[v.name] ?? v.name} ${v.status ? 'switched on' : 'switched off'}`),
                      onError: (error) => toast.error(errorMessage(error)),
                    },
                  )
                }
              />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
