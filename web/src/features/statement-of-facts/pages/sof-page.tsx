import { Button, Container } from '@mantine/core';
import { canUse } from '@portcall/contracts/access';
import { Link, useParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useDecide } from '../../../lib/use-can';
import { PageHeader } from '../../../ui/page-header';
import { useSof } from '../api/load-sof';
import { DcsaTimestampsPanel } from '../components/dcsa-timestamps-panel';
import { SofView, sofPortCallLine } from '../components/sof-view';
import { type SofViewer, SofViewerContext } from '../components/sof-viewer';

/**
 * Where each party reaches a SOF from: the buyer from its port call (dashboard drawer or page), an
 * agent or a vendor from its DA tool's appointments.
 */
const backOf = (kind: 'buyer' | 'agent' | 'vendor', portCallId: number) =>
  kind === 'buyer'
    ? { to: `/secured/buyer/dashboard/port-calls/port-call/${portCallId}`, label: 'Back to port call' }
    : { to: `/secured/${kind}/da-tool`, label: 'Back to DA tool' };

/** /secured/{buyer|agent|vendor}/sof/:portCallId: the SOF of a port call for a signed-in party. */
export function SofPage({ kind }: { kind: 'buyer' | 'agent' | 'vendor' }) {
  const portCallId = Number(useParams().portCallId);
  const profile = useSessionStore((s) => s.profile);
  // The same query as the view's below: one request, read here for the header's port call.
  const sof = useSof(portCallId);
  // The policy table's answer (the server's parties.ts asks the same rows): a buyer writes with SOF_EXCHANGE.
  const may = useDecide();
  const canEdit = may('SOF_EDIT').allowed;
  const canInvite = may('SOF_INVITE').allowed;
  // The timeline's actor id of a signed-in person (server parties.ts actorOf): its own remarks are its to correct.
  const actorId = profile ? `profile:${profile.id}` : undefined;
  const viewer: SofViewer =
    kind === 'buyer'
      ? { side: 'BUYER', involvement: 'OWNER', canEdit, canInvite, actorId }
      : { side: 'AGENT', involvement: 'AGENT', canEdit, canInvite, actorId };
  const back = backOf(kind, portCallId);
  return (
    <Container size="xl" py="md">
      <PageHeader
        eyebrow={`Port call #${portCallId}`}
        title="Statement of facts"
        description={sof.data ? sofPortCallLine(sof.data) : undefined}
        actions={
          <>
            {kind === 'buyer' && profile && canUse(profile, 'CLAIMS', 'CLAIMS_VIEW') ? (
              // Laytime and demurrage are computed from this SOF (issue 22).
              <Button component={Link} to={`/secured/buyer/claims/laytime/${portCallId}`} variant="light">
                Laytime calculation
              </Button>
            ) : null}
            <Button component={Link} to={back.to} variant="default">
              {back.label}
            </Button>
          </>
        }
      />
      <SofViewerContext.Provider value={viewer}>
        <DcsaTimestampsPanel portCallId={portCallId} />
        <SofView portCallId={portCallId} isHeaded />
      </SofViewerContext.Provider>
    </Container>
  );
}
