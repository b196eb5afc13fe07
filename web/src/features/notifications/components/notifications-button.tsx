import { useDrawer } from '../../../ui/drawer-store';
import { HeaderIconButton } from '../../../ui/header-icon-button';
import { BellIcon } from '../../../ui/icons';
import { LazyDrawer, lazyDrawerContent } from '../../../ui/lazy-drawer';
import { useUnreadNotifications } from '../api/unread-notifications';
import { useLiveNotifications } from './use-live-notifications';

export const NOTIFICATIONS_DRAWER = 'notifications';

const NotificationsDrawer = lazyDrawerContent(() =>
  import('./notifications-drawer').then((m) => m.NotificationsDrawer),
);

/** The header's bell: unread badge kept live, and the drawer it opens. */
export function NotificationsButton() {
  const drawer = useDrawer(NOTIFICATIONS_DRAWER);
  const unread = useUnreadNotifications();
  useLiveNotifications();
  return (
    <>
      <HeaderIconButton
        label="Notifications"
        icon={<BellIcon size={20} />}
        count={unread.data ?? 0}
        onClick={drawer.open}
      />
      <LazyDrawer id={NOTIFICATIONS_DRAWER} content={NotificationsDrawer} />
    </>
  );
}
