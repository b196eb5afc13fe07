import { Alert, Button, Card, Divider, FileButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSof } from '../api/load-sof';
import { sofDownload, useSofToken } from '../api/sof-client';
import { useVerifyMutation } from '../api/sof-mutations';
import type { Sof } from '../api/sof-types';
import { ActivitySection } from './activity-section';
import { AddEventModal } from './add-event-modal';
import { AttachmentsAndComments } from './attachments-and-comments';
import { CollaboratorsSection } from './collaborators-section';
import { EventTimeline } from './event-timeline';
import { ParametersSection } from './parameters-section';
import { RemarksSection } from './remarks-section';
import { SigningPanel } from './signing-panel';
import { canAddEvents, errorText, useSofViewer } from './sof-viewer';

const SIGNED = ['SIGNED', 'LOCKED', 'SUBMITTED'];

/** The vessel, voyage, port and agent the SOF belongs to, in one line. */
export function sofPortCallLine(sof: Sof): string {
  const pc = sof.portCall;
  const voyage = pc.voyageNumber ? ` V. ${pc.voyageNumber}` : '';
  return `${pc.vesselName}${voyage} at ${pc.portName} (${pc.unlocode}) · agent ${pc.agentName ?? '-'}`;
}

/**
 * The SOF page's body for every party (buyer, agent, link collaborator, administrator). `isHeaded`:
 * the page around it already shows the title and the port call (the signed-in parties' page header).
 */
export function SofView({ portCallId, isHeaded = false }: { portCallId: number; isHeaded?: boolean }) {
  const sof = useSof(portCallId);
  if (sof.isPending) return <Loader />;
  if (sof.isError) return <Alert color="red">{errorText(sof.error)}</Alert>;
  if (!sof.data)
    return <Alert color="gray">The statement of facts opens once an agent has accepted the appointment.</Alert>;
  return <SofBody sof={sof.data} isHeaded={isHeaded} />;
}

function SofBody({ sof, isHeaded }: { sof: Sof; isHeaded: boolean }) {
  const viewer = useSofViewer();
  const token = useSofToken();
  const [isAdding, setAdding] = useState(false);
  const pc = sof.portCall;
  const isOpen = !['LOCKED', 'SUBMITTED', 'HIDDEN'].includes(sof.status);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="start">
        <div>
          {isHeaded ? null : (
            <>
              <Title order={2}>Statement of facts</Title>
              <Text>{sofPortCallLine(sof)}</Text>
            </>
          )}
          <Text size="xs" c="dimmed">
            Times are shown in the port's time zone ({pc.timezoneId ?? 'UTC'}).
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() =>
              void sofDownload(token, `/private/statement-of-facts/download/${sof.portCallId}?code=SOF`, 'sof.pdf')
            }
          >
            Download PDF
          </Button>
          {SIGNED.includes(sof.status) ? (
            <Button
              onClick={() =>
                void sofDownload(
                  token,
                  `/private/statement-of-facts/download/${sof.portCallId}?code=SIGNED_SOF`,
                  'signed-sof.pdf',
                )
              }
            >
              Download signed PDF
            </Button>
          ) : null}
          <VerifyButton />
        </Group>
      </Group>
      <Card withBorder>
        <SigningPanel sof={sof} />
      </Card>
      <Group justify="space-between">
        <Title order={3}>Events</Title>
        {canAddEvents(viewer) && isOpen ? <Button onClick={() => setAdding(true)}>Add event</Button> : null}
      </Group>
      <EventTimeline sof={sof} />
      <AddEventModal sof={sof} opened={isAdding} onClose={() => setAdding(false)} />
      <Divider />
      <ParametersSection key={sof.version} sof={sof} />
      <Divider />
      <RemarksSection sof={sof} />
      {viewer.side === 'AGENT' || viewer.side === 'BUYER' ? (
        <>
          <Divider />
          <CollaboratorsSection sof={sof} />
        </>
      ) : null}
      <Divider />
      <AttachmentsAndComments sof={sof} />
      <Divider />
      <ActivitySection portCallId={sof.portCallId} timeZone={sof.portCall.timezoneId ?? null} />
    </Stack>
  );
}

/** Whether a PDF in hand is a signed SOF we issued that still stands. */
function VerifyButton() {
  const verify = useVerifyMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <Group gap="xs">
      <FileButton
        accept="application/pdf"
        onChange={(file) =>
          file &&
          verify.mutate(file, {
            onSuccess: (r) =>
              setAnswer(
                r.isValid
                  ? `Verified: signed by ${r.signatures.map((s) => `${s.actorName} (${s.involvement})`).join(', ')}`
                  : 'Not verified: this file is not a signed statement of facts that still stands',
              ),
            onError: (e) => toast.error(errorText(e)),
          })
        }
      >
        {(props) => (
          <Button {...props} variant="light" loading={verify.isPending}>
            Verify a signed PDF
          </Button>
        )}
      </FileButton>
      {answer ? (
        <Text size="sm" role="status" c={answer.startsWith('Verified') ? 'teal' : 'red'}>
          {answer}
        </Text>
      ) : null}
    </Group>
  );
}
