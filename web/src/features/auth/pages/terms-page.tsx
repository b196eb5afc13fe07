import { Alert, Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { resetClientState } from '../../../api/session-reset';
import { AUTHORIZATION_PATH, landingPath } from '../../../lib/landing';
import { useSessionStore } from '../../../lib/session-store';
import { TERMS_VERSION, TermsDocument } from '../../../ui/terms-document';
import { useAcceptTermsMutation } from '../api/accept-terms';
import { logout } from '../api/logout';
import { AuthLayout } from '../components/auth-layout';

/**
 * /authorization/terms, for a profile in PENDING_TERMS_AND_CONDITIONS (platform-core §4): accepting
 * replaces the profile with the server's answer; refusing clears the session and authentication state.
 */
export function TermsPage() {
  const profile = useSessionStore((s) => s.profile);
  const replaceProfile = useSessionStore((s) => s.replaceProfile);
  const takeRedirect = useSessionStore((s) => s.takeRedirect);
  const navigate = useNavigate();
  const accept = useAcceptTermsMutation();
  const [isRefusing, setIsRefusing] = useState(false);
  // Decided on arrival only; after accepting, this page navigates by itself (with the deep link).
  const [arrivedPending] = useState(
    () => useSessionStore.getState().profile?.status === 'PENDING_TERMS_AND_CONDITIONS',
  );

  // While refusing, the cleared session must not redirect on its own: the refusal navigates with
  // its message, and a second navigation without it would win.
  if (!profile) return isRefusing ? null : <Navigate to={AUTHORIZATION_PATH} replace />;
  if (!arrivedPending) return <Navigate to={landingPath(profile)} replace />;

  const onAccept = () =>
    accept.mutate(TERMS_VERSION, {
      onSuccess: (updated) => {
        replaceProfile(updated);
        navigate(landingPath(updated, takeRedirect()), { replace: true });
      },
    });

  const onRefuse = async () => {
    setIsRefusing(true);
    // The token is revoked on the server too; if that fails the browser forgets it all the same.
    await logout().catch(() => undefined);
    resetClientState();
    navigate(AUTHORIZATION_PATH, { replace: true, state: { sessionMessage: messages.TERMS_REFUSED } });
  };

  return (
    <AuthLayout width={680}>
      <Card withBorder padding="xl" shadow="sm">
        <Stack gap="md">
          <div>
            <Title order={1} fz={26} c="navy.9">
              Terms and conditions
            </Title>
            <Text c="dimmed" size="sm">
              {profile.name}, please read and accept the terms (version {TERMS_VERSION}) to continue.
            </Text>
          </div>
          {accept.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(accept.error)}
            </Alert>
          ) : null}
          <ScrollArea
            h={360}
            type="auto"
            offsetScrollbars
            className="terms-scroll"
            aria-label="Terms and conditions text"
          >
            <TermsDocument compact />
          </ScrollArea>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void onRefuse()} loading={isRefusing} disabled={accept.isPending}>
              Refuse
            </Button>
            <Button onClick={onAccept} loading={accept.isPending} disabled={isRefusing}>
              Accept
            </Button>
          </Group>
        </Stack>
      </Card>
    </AuthLayout>
  );
}
