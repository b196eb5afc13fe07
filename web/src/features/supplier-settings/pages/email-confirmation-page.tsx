import { Alert, Anchor, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { ZEmailConfirmResult } from '@portcall/contracts/supplier';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../../api/http-client';
import { errorMessage } from '../../../api/http-policy';

/** /email-confirmation?token=: the link of an e-mail group's confirmation e-mail (no login needed). */
export function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useQuery({
    queryKey: ['email-confirmation', token],
    queryFn: () =>
      apiRequest('/public/email-confirmation', {
        method: 'POST',
        body: { token },
        schema: ZEmailConfirmResult,
        redirectOn404: false,
      }),
    retry: false,
  });
  return (
    <Center mih="70vh" p="md">
      <Card withBorder padding="xl" maw={520} w="100%">
        <Stack>
          <Title order={1} fz="h3">
            E-mail confirmation
          </Title>
          {confirm.isPending ? <Loader role="status" aria-label="Confirming" /> : null}
          {confirm.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(confirm.error)}
            </Alert>
          ) : null}
          {confirm.data ? (
            <Alert color="teal" variant="light" role="status">
              {confirm.data.email} is confirmed for {confirm.data.companyName}.
            </Alert>
          ) : null}
          <Text size="sm">
            <Anchor component={Link} to="/authorization">
              Go to the login
            </Anchor>
          </Text>
        </Stack>
      </Card>
    </Center>
  );
}
