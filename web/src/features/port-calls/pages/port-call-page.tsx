import { Alert, Card, Skeleton } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageHeader } from '../../../ui/page-header';
import { useKnownAgentOptions } from '../api/list-known-agents';
import { usePeopleOptions } from '../api/list-people';
import { usePortCall } from '../api/load-port-call';
import { PortCallActions } from '../components/port-call-actions';
import { PortCallForm } from '../components/port-call-form';

const DASHBOARD = '/secured/buyer/dashboard/port-calls';

/** Edits a port call (POST port-call/save-details with its id and version). */
export function PortCallPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const portCall = usePortCall(Number.isInteger(id) && id > 0 ? id : null);
  const agents = useKnownAgentOptions();
  const people = usePeopleOptions();
  const p = portCall.data;
  return (
    <>
      <PageHeader
        eyebrow="Port call"
        title={p ? `${p.vessel.name} at ${p.port.name}` : `Port call #${id}`}
        description={p ? `Voyage ${p.voyage?.voyageNumber ?? '-'} · port call #${p.id}` : undefined}
        actions={p ? <PortCallActions portCall={p} /> : undefined}
      />
      <Card withBorder padding="lg">
        {portCall.isError ? (
          <Alert color="red">Error while fetching/updating port call details</Alert>
        ) : !p ? (
          <Skeleton height={320} />
        ) : (
          <PortCallForm
            // A status change or an amended port elsewhere on the page moves the version: start from it.
            key={p.version}
            vesselId={p.vessel.id}
            voyageId={p.voyage?.id ?? 0}
            portCall={p}
            agentOptions={agents.data ?? []}
            peopleOptions={people.data ?? []}
            submitLabel="Save port call"
            onCancel={() => navigate(DASHBOARD)}
            onSaved={(saved) => {
              toast.success(`Port call at ${saved.port.label} saved`);
              navigate(DASHBOARD);
            }}
          />
        )}
      </Card>
    </>
  );
}
