import {
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '@portcall/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { useLiveChanges } from '../../api/live-changes';
import { useRealtimeConnection, useRealtimeStore } from '../../api/use-realtime';
import { ModeSwitchBanner } from '../../features/admin/components/mode-switch-banner';
import { useClaimsSync } from '../../features/auth/api/claims';
import { useLogoutMutation } from '../../features/auth/api/logout';
import { MessagesButton } from '../../features/messages/components/messages-button';
import { NotificationsButton } from '../../features/notifications/components/notifications-button';
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
import { LazyDrawer, lazyDrawerContent } from '../../ui/lazy-drawer';
import { PageLoader } from '../../ui/page-loader';
import { SectionIcon } from '../../ui/section-icon';

export const ACCOUNT_DRAWER = 'account';

const AccountDrawer = lazyDrawerContent(() => import('./account-drawer').then((m) => m.AccountDrawer));

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/**
 * The connection's state as a small dot; while socket.io is trying again (platform-core §9) a quiet
 * "Reconnecting" joins it, and once back the unread counts are read again, since pushes sent
 * while offline were missed.
 */
function RealtimeIndicator() {
  const status = useRealtimeStore((s) => s.status);
  const client = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'reconnecting') {
      // Announcements sent while offline were missed: every screen reads again what it shows.
      void client.invalidateQueries();
      toast.info(messages.REALTIME_CAUGHT_UP, { toastId: 'realtime-caught-up' });
    }
    previous.current = status;
  }, [status, client]);
  const label =
    status === 'connected'
      ? 'Live updates connected'
      : status === 'connecting'
        ? 'Connecting live updates'
        : status === 'reconnecting'
          ? messages.REALTIME_RECONNECTING
          : 'Live updates offline';
  const color = status === 'connected' ? '#34d399' : status === 'disconnected' ? '#94a3b8' : '#fbbf24';
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      {status === 'reconnecting' ? (
        <Group gap={6} wrap="nowrap" visibleFrom="sm">
          <Loader size={12} color="yellow.3" />
          <Text size="xs" c="gray.4">
            {messages.REALTIME_RECONNECTING}
          </Text>
        </Group>
      ) : null}
      <Tooltip label={label} withArrow>
        <Box
          role="img"
          aria-label={label}
          style={{ width: 10, height: 10, borderRadius: 10, background: color, boxShadow: `0 0 0 3px ${color}33` }}
        />
      </Tooltip>
    </Group>
  );
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
  useLiveChanges();

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
            <Group gap={4} wrap="nowrap">
              {/* Conversations are between buyers and their suppliers; an administrator has none. */}
              {ownArea === 'admin' ? null : <MessagesButton />}
              <NotificationsButton />
            </Group>
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
          <ModeSwitchBanner />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
      <LazyDrawer id={ACCOUNT_DRAWER} content={AccountDrawer} />
    </AppShell>
  );
}
