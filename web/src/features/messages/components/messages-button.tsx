import { useDrawer } from '../../../ui/drawer-store';
import { HeaderIconButton } from '../../../ui/header-icon-button';
import { MessageIcon } from '../../../ui/icons';
import { useUnreadMessages } from '../api/unread-messages';
import { MESSAGES_DRAWER, MessagesDrawer } from './messages-drawer';
import { useLiveMessages } from './use-live-messages';

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
      <MessagesDrawer />
    </>
  );
}
