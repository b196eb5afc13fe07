import { Container } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { useParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { SofView } from '../components/sof-view';
import { type SofViewer, SofViewerContext } from '../components/sof-viewer';

/** /secured/{buyer|agent|vendor}/sof/:portCallId: the SOF of a port call for a signed-in party. */
export function SofPage({ kind }: { kind: 'buyer' | 'agent' | 'vendor' }) {
  const portCallId = Number(useParams().portCallId);
  const profile = useSessionStore((s) => s.profile);
  const can = (a: 'SOF_EDIT' | 'SOF_INVITE') => !!profile && hasAuthority(profile, a);
  const viewer: SofViewer =
    kind === 'buyer'
      ? { side: 'BUYER', involvement: 'OWNER', canEdit: can('SOF_EDIT'), canInvite: can('SOF_INVITE') }
      : {
          side: 'AGENT',
          involvement: 'AGENT',
          canEdit: can('SOF_EDIT'),
          canInvite: can('SOF_EDIT') || can('SOF_INVITE'),
        };
  return (
    <Container size="xl" py="md">
      <SofViewerContext.Provider value={viewer}>
        <SofView portCallId={portCallId} />
      </SofViewerContext.Provider>
    </Container>
  );
}
