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
      {/* The text gives way to the actions (its lines wrap), so the actions stay on the right at
          1366 px instead of dropping under a long description. */}
      <Stack gap={4} flex="1 1 320px" miw={0}>
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
