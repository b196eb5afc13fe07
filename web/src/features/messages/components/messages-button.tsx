import { useDrawer } from '../../../ui/drawer-store';
import { HeaderIconButton } from '../../../ui/header-icon-button';
import { MessageIcon } from '../../../ui/icons';
import { LazyDrawer, lazyDrawerContent } from '../../../ui/lazy-drawer';
import { useUnreadMessages } from '../api/unread-messages';
import { useLiveMessages } from './use-live-messages';

export const MESSAGES_DRAWER = 'messages';

const MessagesDrawer = lazyDrawerContent(() => import('./messages-drawer').then((m) => m.MessagesDrawer));

/** The header's messages icon: unread badge kept live, and the drawer it opens. */
export function MessagesButton() {
  const drawer = useDrawer(MESSAGES_DRAWER);
  const unread = useUnreadMessages();
  useLiveMessages();
  return (
    <>
      <HeaderIconButton
        label="Messages"
        icon={<MessageIcon size={20} />}
        count={unread.data ?? 0}
        onClick={drawer.open}
      />
      <LazyDrawer id={MESSAGES_DRAWER} content={MessagesDrawer} />
    </>
  );
}
