import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CheckIcon } from '../../../ui/icons';

export function RegistrationSuccess({ companyName, email }: { companyName: string; email: string }) {
  return (
    <Card withBorder padding="xl" role="status">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <CheckIcon size={28} />
        </ThemeIcon>
        <Title order={1} fz={24} c="navy.9">
          Registration received
        </Title>
        <Text>
          We have registered <strong>{companyName}</strong> with <strong>{email}</strong> as its first user.
        </Text>
        <Text size="sm" c="dimmed">
          You can log in with this e-mail and your password. If your company needs to be verified first, we will write
          to you at this address as soon as it is done.
        </Text>
        <Button component={Link} to="/authorization" mt="sm">
          Go to log in
        </Button>
      </Stack>
    </Card>
  );
}
