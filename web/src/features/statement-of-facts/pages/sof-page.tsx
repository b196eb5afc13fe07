import { Button, Container, Group } from '@mantine/core';
import { canUse, hasAuthority } from '@portcall/contracts/access';
import { Link, useParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { SofView } from '../components/sof-view';
import { type SofViewer, SofViewerContext } from '../components/sof-viewer';

/** /secured/{buyer|agent|vendor}/sof/:portCallId: the SOF of a port call for a signed-in party. */
export function SofPage({ kind }: { kind: 'buyer' | 'agent' | 'vendor' }) {
  const portCallId = Number(useParams().portCallId);
  const profile = useSessionStore((s) => s.profile);
  const can = (a: 'SOF_EDIT' | 'SOF_INVITE') => !!profile && hasAuthority(profile, a);
  // The timeline's actor id of a signed-in person (server parties.ts actorOf): its own remarks are its to correct.
  const actorId = profile ? `profile:${profile.id}` : undefined;
  const viewer: SofViewer =
    kind === 'buyer'
      ? { side: 'BUYER', involvement: 'OWNER', canEdit: can('SOF_EDIT'), canInvite: can('SOF_INVITE'), actorId }
      : {
          side: 'AGENT',
          involvement: 'AGENT',
          canEdit: can('SOF_EDIT'),
          canInvite: can('SOF_EDIT') || can('SOF_INVITE'),
          actorId,
        };
  return (
    <Container size="xl" py="md">
      {kind === 'buyer' && profile && canUse(profile, 'CLAIMS', 'CLAIMS_VIEW') ? (
        // Laytime and demurrage are computed from this SOF (issue 22).
        <Group justify="flex-end" mb="xs">
          <Button component={Link} to={`/secured/buyer/claims/laytime/${portCallId}`} variant="light" size="xs">
            Laytime calculation
          </Button>
        </Group>
      ) : null}
      <SofViewerContext.Provider value={viewer}>
        <SofView portCallId={portCallId} />
      </SofViewerContext.Provider>
    </Container>
  );
}
