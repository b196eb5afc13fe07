import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { TLoginRequest } from '@portcall/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { landingPath, TERMS_PATH } from '../../../lib/landing';
import { selectIsAuthenticated, useSessionStore } from '../../../lib/session-store';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { useLoginMutation } from '../api/login';
import { AuthLayout } from '../components/auth-layout';

/** /authorization: log in, then land by the rules of platform-core §2. */
export function LoginPage() {
  // Decided on arrival only: once this page logs someone in, it navigates by itself (with the
  // remembered deep link), and must not be overtaken by this redirect when it re-renders.
  const [arrivedLoggedIn] = useState(() => selectIsAuthenticated(useSessionStore.getState()));
  const profile = useSessionStore((s) => s.profile);
  const startSession = useSessionStore((s) => s.startSession);
  const takeRedirect = useSessionStore((s) => s.takeRedirect);
  const navigate = useNavigate();
  const location = useLocation();
  const sessionMessage = (location.state as { sessionMessage?: string } | null)?.sessionMessage;
  const login = useLoginMutation();
  // Validated by the fields' own rules (required, maximum length: ZLoginRequest's, with the same
  // messages), not by zodResolver: the login page carries no zod. The server checks again.
  const { control, handleSubmit } = useForm<TLoginRequest>({
    defaultValues: { username: '', password: '' },
  });

  if (arrivedLoggedIn && profile) {
    return (
      <Navigate to={profile.status === 'PENDING_TERMS_AND_CONDITIONS' ? TERMS_PATH : landingPath(profile)} replace />
    );
  }

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { ...values, username: values.username.trim() },
      {
        onSuccess: (session) => {
          startSession(session);
          if (session.profile.status === 'PENDING_TERMS_AND_CONDITIONS') navigate(TERMS_PATH, { replace: true });
          else navigate(landingPath(session.profile, takeRedirect()), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout>
      <Card withBorder padding="xl" shadow="sm">
        <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <Stack gap="lg">
            <div>
              <Title id="login-title" order={1} fz={26} c="navy.9">
                Log in
              </Title>
              <Text c="dimmed" size="sm">
                Welcome back to Portcall.
              </Text>
            </div>
            {sessionMessage && !login.isError ? (
              <Alert color="yellow" variant="light" role="status" title="You have been logged out">
                {sessionMessage}
              </Alert>
            ) : null}
            {login.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(login.error)}
              </Alert>
            ) : null}
            <TextField
              control={control}
              name="username"
              label="E-mail"
              autoComplete="username"
              type="email"
              inputMode="email"
              maxLength={254}
              required
            />
            <PasswordField
              control={control}
              name="password"
              label="Password"
              autoComplete="current-password"
              checkPattern={false}
              required
            />
            <Button type="submit" size="md" fullWidth loading={login.isPending}>
              Log in
            </Button>
            <Text size="sm" ta="center">
              New to Portcall?{' '}
              <Anchor component={Link} to="/authorization/register" fw={600}>
                Register your company
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Card>
    </AuthLayout>
  );
}
