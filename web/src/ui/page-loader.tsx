import { Center, Loader, Stack, Text } from '@mantine/core';

/** Loader inside a page (a lazy section, a query); the app start uses the full-page loader. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color="teal" size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
