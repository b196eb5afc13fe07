import { Loader, Stack, Text } from '@mantine/core';
import { BrandMark } from '../../ui/brand';

/** Shown while the app starts (feature flags, the first chunk): platform-core §2. */
export function FullPageLoader({ message = 'Loading Portcall...' }: { message?: string }) {
  return (
    <div className="full-page" role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="md">
        <BrandMark size={56} />
        <Loader color="teal.3" type="dots" size="lg" />
        <Text c="gray.3" size="sm">
          {message}
        </Text>
      </Stack>
    </div>
  );
}
