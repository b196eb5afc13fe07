import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import type { ReactNode } from 'react';
import { Link, useNavigate, useRouteError } from 'react-router';
import { landingPath } from '../../lib/landing';
import { useSessionStore } from '../../lib/session-store';
import { Brand } from '../../ui/brand';

function ErrorLayout({
  code,
  title,
  children,
  actions,
}: {
  code: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header
        style={{ padding: '18px 28px', borderBottom: '1px solid var(--mantine-color-gray-2)', background: '#fff' }}
      >
        <Anchor component={Link} to="/home" underline="never" aria-label="Portcall home">
          <Brand />
        </Anchor>
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Stack align="center" ta="center" gap="md" maw={520}>
          <Text fz={64} fw={800} c="navy.5" lh={1}>
            {code}
          </Text>
          <Title order={1} fz={28} c="navy.9">
            {title}
          </Title>
          <Text c="dimmed">{children}</Text>
          <Group mt="sm">{actions}</Group>
        </Stack>
      </main>
    </div>
  );
}

function HomeButton() {
  const profile = useSessionStore((s) => s.profile);
  return (
    <Button component={Link} to={profile ? landingPath(profile) : '/home'}>
      {profile ? 'Go to my start page' : 'Go to the home page'}
    </Button>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="default" onClick={() => navigate(-1)}>
      Go back
    </Button>
  );
}

/** Shown on a 403 (platform-core §2, §8). */
export function ErrorNoAccessPage() {
  return (
    <ErrorLayout
      code="403"
      title="You do not have access to this page"
      actions={[<BackButton key="b" />, <HomeButton key="h" />]}
    >
      Your profile does not hold the module or the authority this page needs. If you think it should, ask your company
      administrator.
    </ErrorLayout>
  );
}

/** Shown on a 404 and for unknown paths. */
export function ErrorNotFoundPage() {
  return (
    <ErrorLayout code="404" title="Page not found" actions={[<BackButton key="b" />, <HomeButton key="h" />]}>
      The page or item you asked for does not exist, or it is no longer available to you.
    </ErrorLayout>
  );
}

/** Opened in a popup when a download fails (platform-core §8). */
export function FileNotFoundPage() {
  return (
    <ErrorLayout
      code="404"
      title="File not found"
      actions={
        <Button variant="default" onClick={() => window.close()}>
          Close this window
        </Button>
      }
    >
      The file could not be downloaded. It may have been removed, or you may no longer have access to it.
    </ErrorLayout>
  );
}

/** A screen that crashed while rendering: the generic text, never a stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <ErrorLayout
      code="!"
      title="Something went wrong"
      actions={
        <Button onClick={() => window.location.reload()} variant="default">
          Reload the page
        </Button>
      }
    >
      {messages.INTERNAL_ERROR}
    </ErrorLayout>
  );
}
