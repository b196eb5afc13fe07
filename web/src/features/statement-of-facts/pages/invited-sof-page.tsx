import { Alert, Button, Container, Loader, Modal, Stack, Text } from '@mantine/core';
import { type TInviteeToken, ZCollaboratorType } from '@portcall/contracts/statement-of-facts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { listenToLiveChanges } from '../../../api/live-changes';
import { createRealtimeConnection } from '../../../api/realtime';
import { SofTokenContext, sofRest } from '../api/sof-client';
import { SofView } from '../components/sof-view';
import { SofViewerContext } from '../components/sof-viewer';

const STORAGE_KEY = 'sof-invitee';

/**
 * /statement-of-facts/invited/:portCallId?inviteId&collaboratorType: the link of a collaborator. Opens the SOF without
 * an account: the invitee check names who the link is for; dismissing it stores a synthetic profile
 * of the token's collaborator type with no authorities (platform-core §4), for this tab only.
 */
export function InvitedSofPage() {
  const portCallId = Number(useParams().portCallId);
  const [search] = useSearchParams();
  const inviteId = search.get('inviteId') ?? '';
  const collaboratorType = ZCollaboratorType.safeParse(search.get('collaboratorType')).data ?? 'BUYER';
  const [isChecked, setChecked] = useState(false);
  const token = useQuery({
    queryKey: ['sof-invitee', portCallId, inviteId],
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      sofRest<TInviteeToken>(
        null,
        `/public/invited/statement-of-facts/${portCallId}?inviteId=${encodeURIComponent(inviteId)}&collaboratorType=${collaboratorType}`,
      ),
  });
  useLiveSof(isChecked ? token.data?.token : undefined);
  if (token.isPending) return <Loader m="xl" />;
  if (token.isError)
    return (
      <Container py="xl">
        <Alert color="red" title="Statement of facts">
          {token.error.message}
        </Alert>
      </Container>
    );
  const invitee = token.data;
  const dismiss = () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ type: invitee.collaboratorType, fullName: invitee.fullName, authorities: [], products: [] }),
    );
    setChecked(true);
  };
  return (
    <Container size="xl" py="md">
      <Modal opened={!isChecked} onClose={dismiss} title="Your invitation" withCloseButton={false} centered>
        <Stack>
          <Text>
            This link opens the statement of facts for <b>{invitee.fullName}</b> as {invitee.involvement.toLowerCase()}.
            You need no account; the link works until {invitee.expiresAt.slice(0, 10)}.
          </Text>
          <Button onClick={dismiss}>Continue as {invitee.fullName}</Button>
        </Stack>
      </Modal>
      {isChecked ? (
        <SofTokenContext.Provider value={invitee.token}>
          <SofViewerContext.Provider
            value={{
              side: 'INVITEE',
              involvement: invitee.involvement,
              canEdit: true,
              canInvite: false,
              actorId: `invite:${inviteId}`,
            }}
          >
            <SofView portCallId={portCallId} />
          </SofViewerContext.Provider>
        </SofTokenContext.Provider>
      ) : null}
    </Container>
  );
}

/**
 * The link collaborator's live updates: a socket opened with the invitee token, which the server puts
 * in this SOF's room (no profile, no topic), so what the parties change shows here without a reload.
 */
function useLiveSof(inviteeToken: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!inviteeToken) return;
    const connection = createRealtimeConnection(inviteeToken, 0, (status) => {
      // Back after a drop: what was announced meanwhile was missed, so the SOF is read again.
      if (status === 'connected') void client.invalidateQueries({ queryKey: ['sof'] });
    });
    const stop = listenToLiveChanges(connection.socket, client);
    return () => {
      stop();
      connection.close();
    };
  }, [inviteeToken, client]);
}
