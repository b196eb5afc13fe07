import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import { Link } from 'react-router';
import { BrandMark } from '../../ui/brand';

/**
 * Every path shows this while the maintenance flag is on, or when the feature-flag call at start
 * fails (platform-core §2). The flags are polled, so the page lifts itself when maintenance ends.
 */
export function MaintenancePage({
  onRetry,
  isRetrying = false,
  showAdministratorSignIn = false,
}: {
  onRetry?: () => void;
  isRetrying?: boolean;
  showAdministratorSignIn?: boolean;
}) {
  return (
    <main className="full-page">
      <Stack align="center" gap="lg" maw={560} ta="center">
        <BrandMark size={64} />
        <Title order={1} c="white" fz={40}>
          {messages.MAINTENANCE_TITLE}
        </Title>
        <Text c="gray.2" fz="lg">
          {messages.MAINTENANCE_TEXT}
        </Text>
        {onRetry ? (
          <Button variant="white" color="navy" onClick={onRetry} loading={isRetrying}>
            Try again
          </Button>
        ) : null}
        {showAdministratorSignIn ? (
          <Anchor component={Link} to="/authorization?administrator" c="gray.4" fz="sm">
            Administrator sign-in
          </Anchor>
        ) : null}
      </Stack>
    </main>
  );
}
