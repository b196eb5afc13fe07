import { Alert, Badge, Group, Skeleton, Text } from '@mantine/core';
import { useSessionStore } from '../../../lib/session-store';
import { CompassIcon } from '../../../ui/icons';
import { useOwnRuleRegions } from '../api/list-own-rule-regions';

/**
 * What the caller's own region rules allow (platform-core §6 REGION_RULE): the regions whose
 * countries their port calls, appointments and DAs are limited to. The claims say whether a
 * region rule applies at all; a profile without one is not restricted.
 */
export function OwnRegionsCard() {
  const profile = useSessionStore((s) => s.profile);
  const regions = useOwnRuleRegions();
  const regionRules = (profile?.rules ?? []).filter((r) => r.ruleType === 'REGION_RULE');

  if (regionRules.length === 0)
    return (
      <Alert variant="light" color="teal" bg="teal.0" icon={<CompassIcon />} title="You work in every region" mb="lg">
        No region rule applies to your profile, so you see port calls, appointments and DAs in every country.
      </Alert>
    );

  return (
    <Alert variant="light" color="navy" icon={<CompassIcon />} title="Your regions" mb="lg" aria-label="Your regions">
      <Text size="sm" mb="xs">
        {regionRules.length === 1 ? 'Your region rule' : 'Your region rules'}{' '}
        <strong>{regionRules.map((r) => r.name).join(', ')}</strong> {regionRules.length === 1 ? 'limits' : 'limit'} the
        port calls, appointments and DAs you see to the countries of:
      </Text>
      {regions.isPending ? (
        <Skeleton h={22} w={200} />
      ) : (regions.data ?? []).length === 0 ? (
        <Text size="sm" fw={600}>
          No active region: you see no port calls until a manager changes your rules.
        </Text>
      ) : (
        <Group gap={6}>
          {regions.data?.map((r) => (
            <Badge key={r.value} variant="filled" color="navy" radius="sm" tt="none" size="lg">
              {r.label}
            </Badge>
          ))}
        </Group>
      )}
    </Alert>
  );
}
