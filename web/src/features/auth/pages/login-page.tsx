import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TLoginRequest } from '@portcall/contracts/auth';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { landingPath, TERMS_PATH } from '../../../lib/landing';
import { selectIsAuthenticated, useSessionStore } from '../../../lib/session-store';
import { combineRules, fieldRules } from '../../../ui/field-rules';
import { useLoginMutation } from '../api/login';
import { AuthLayout } from '../components/auth-layout';

// The rules of ZLoginRequest, with the form kit's messages; the server checks again.
const loginRules = {
  username: combineRules(fieldRules.requiredField, fieldRules.maxLength(254)),
  password: combineRules(fieldRules.requiredField),
};

function loginErrors(values: TLoginRequest) {
  const message = (result: true | string) => (result === true ? undefined : result);
  return {
    username: message(loginRules.username(values.username)),
    password: message(loginRules.password(values.password)),
  };
}

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
  // Two fields in plain state, not react-hook-form (15 kB gzipped that the login page would load for
  // them alone) nor zod: as the form kit does, errors show from the first submit on and follow typing.
  const [values, setValues] = useState<TLoginRequest>({ username: '', password: '' });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors: Partial<Record<keyof TLoginRequest, string>> = isSubmitted ? loginErrors(values) : {};

  if (arrivedLoggedIn && profile) {
    return (
      <Navigate to={profile.status === 'PENDING_TERMS_AND_CONDITIONS' ? TERMS_PATH : landingPath(profile)} replace />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const found = loginErrors(values);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    login.mutate(
      { ...values, username: values.username.trim() },
      {
        onSuccess: (session) => {
          startSession(session);
          if (session.profile.status === 'PENDING_TERMS_AND_CONDITIONS') navigate(TERMS_PATH, { replace: true });
          else navigate(landingPath(session.profile, takeRedirect()), { replace: true });
        },
      },
    );
  };

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
            <TextInput
              ref={usernameRef}
              name="username"
              label="E-mail"
              autoComplete="username"
              type="email"
              inputMode="email"
              value={values.username}
              onChange={(e) => {
                const username = e.currentTarget.value;
                setValues((v) => ({ ...v, username }));
              }}
              withAsterisk
              error={errors.username}
            />
            <PasswordInput
              ref={passwordRef}
              name="password"
              label="Password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => {
                const password = e.currentTarget.value;
                setValues((v) => ({ ...v, password }));
              }}
              withAsterisk
              error={errors.password}
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
