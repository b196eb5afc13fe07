import {
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { useRealtimeConnection, useRealtimeStore, useRealtimeTopic } from '../../api/use-realtime';
import { useClaimsSync } from '../../features/auth/api/claims';
import { useLogoutMutation } from '../../features/auth/api/logout';
import {
  areaOfProfileType,
  areaTitles,
  canOpenSection,
  resolveSecuredPath,
  sectionHref,
  visibleSections,
} from '../../lib/sections';
import { useSessionStore } from '../../lib/session-store';
import { Brand } from '../../ui/brand';
import { useDrawer } from '../../ui/drawer-store';
import { LogoutIcon } from '../../ui/icons';
import { PageLoader } from '../../ui/page-loader';
import { SectionIcon } from '../../ui/section-icon';
import { ACCOUNT_DRAWER, AccountDrawer } from './account-drawer';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

function RealtimeIndicator() {
  const status = useRealtimeStore((s) => s.status);
  const label =
    status === 'connected'
      ? 'Live updates connected'
      : status === 'connecting'
        ? 'Connecting live updates'
        : 'Live updates offline';
  const color = status === 'connected' ? '#34d399' : status === 'connecting' ? '#fbbf24' : '#94a3b8';
  return (
    <Tooltip label={label} withArrow>
      <Box
        role="img"
        aria-label={label}
        style={{ width: 10, height: 10, borderRadius: 10, background: color, boxShadow: `0 0 0 3px ${color}33` }}
      />
    </Tooltip>
  );
}

/** A notification pushed by the server ({eventType, eventMessage}) shows as a toast. */
function showNotification(payload: unknown) {
  const message = (payload as { eventMessage?: unknown } | null)?.eventMessage;
  if (typeof message === 'string' && message) toast.info(message);
}

/**
 * The secured area's frame: header, navigation of the modules the profile may open, and the
 * access check of the current section (a section the profile does not hold opens /error-no-access).
 */
export function SecuredLayout() {
  const profile = useSessionStore((s) => s.profile);
  const company = useSessionStore((s) => s.company);
  const location = useLocation();
  const [isNavOpen, nav] = useDisclosure(false);
  const accountDrawer = useDrawer(ACCOUNT_DRAWER);
  const logout = useLogoutMutation();
  useClaimsSync();
  useRealtimeConnection();
  useRealtimeTopic('NOTIFICATIONS', 'notification', showNotification);

  // A phone user who picks a module expects the navigation to get out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => nav.close(), [location.pathname]);

  if (!profile) return null;
  const ownArea = areaOfProfileType[profile.type];
  const target = resolveSecuredPath(location.pathname);
  if (target.area && target.area !== ownArea) return <Navigate to="/error-no-access" replace />;
  if (target.section && !canOpenSection(profile, target.section)) return <Navigate to="/error-no-access" replace />;

  const items = visibleSections(profile, ownArea);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 252, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppShell.Header className="secured-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label="Toggle navigation"
            />
            <UnstyledButton
              component={Link}
              to={`/secured/${ownArea === 'admin' ? 'admin' : `${ownArea}`}`}
              aria-label="Portcall start page"
            >
              <Brand inverted size={28} />
            </UnstyledButton>
            <Badge variant="outline" color="teal.3" radius="sm" visibleFrom="xs" tt="none">
              {areaTitles[ownArea]}
            </Badge>
          </Group>
          <Group gap="lg" wrap="nowrap">
            <RealtimeIndicator />
            <UnstyledButton onClick={accountDrawer.open} aria-haspopup="dialog">
              <Group gap="sm" wrap="nowrap">
                <Avatar color="teal.9" variant="filled" radius="xl" size={34} aria-hidden="true">
                  {initials(profile.fullName)}
                </Avatar>
                <Box visibleFrom="sm">
                  <Text size="sm" fw={600} c="white" lh={1.2}>
                    {profile.fullName}
                  </Text>
                  <Text size="xs" c="gray.4" lh={1.2}>
                    {company?.name ?? profile.email}
                  </Text>
                </Box>
                <VisuallyHidden>Your account</VisuallyHidden>
              </Group>
            </UnstyledButton>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar className="secured-navbar" p="sm" aria-label="Modules">
        <AppShell.Section grow component={ScrollArea}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.6} px="sm" pt="xs" pb={6}>
            {ownArea === 'admin' ? 'Administration' : 'Modules'}
          </Text>
          {ownArea === 'admin' ? (
            <NavLink
              component={Link}
              to="/secured/admin"
              label="Overview"
              active={location.pathname.replace(/\/$/, '') === '/secured/admin'}
              leftSection={<SectionIcon path="dashboard/port-calls" />}
              className="nav-link"
            />
          ) : null}
          {items.map((section) => (
            <NavLink
              key={section.path}
              component={Link}
              to={sectionHref(section)}
              label={section.title}
              active={target.section?.path === section.path}
              leftSection={<SectionIcon path={section.path} />}
              className="nav-link"
            />
          ))}
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm">
              Your profile holds no modules yet.
            </Text>
          ) : null}
        </AppShell.Section>
        <AppShell.Section>
          <NavLink
            component="button"
            label="Log out"
            leftSection={<LogoutIcon />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="nav-link"
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className="secured-main">
        <Box maw={1280} mx="auto">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
      <AccountDrawer />
    </AppShell>
  );
}
