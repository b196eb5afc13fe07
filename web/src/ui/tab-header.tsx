import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a settings tab: what the list is, and the action to add to it. */
export function TabHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={2} fz="lg" fw={650} c="navy.9">
          {title}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {description}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}
