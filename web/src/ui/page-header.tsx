import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="md">
      <Stack gap={4}>
        {eyebrow ? (
          <Text size="xs" tt="uppercase" fw={700} c="teal.9" lts={0.6}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} fz={26} fw={700} c="navy.9">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" maw={720}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
