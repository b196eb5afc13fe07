import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AppointmentPanelsProvider, AppointmentSofLink } from '../../../ui/appointment-panels';
import { SofTokenContext } from '../api/sof-client';
import type { Sof } from '../api/sof-types';
import { SofLinkButton } from './sof-link';
import { SofView } from './sof-view';
import { SofViewerContext } from './sof-viewer';

afterEach(() => vi.unstubAllGlobals());

const sof: Sof = {
  id: 1,
  portCallId: 5,
  status: 'READY_TO_SIGN',
  version: 3,
  noRemarksNeeded: false,
  numberOfResendsToMaster: 0,
  signatureTimestamp: null,
  requiredSigners: ['AGENT', 'MASTER'],
  portCall: {
    portName: 'Piraeus',
    unlocode: 'GRPIR',
    timezoneId: 'Europe/Athens',
    vesselName: 'Nordic Svalbard',
    imo: '9321483',
    voyageNumber: 'V1',
    agentName: 'Aegean',
  },
  events: [
    {
      id: 9,
      templateCode: 'LAST_LINE_LET_GO',
      group: 'DEPARTURE',
      description: 'Last line let go',
      timestamp: '2026-03-12T12:30:00.000Z',
      involvement: 'AGENT',
      creator: 'Nikos',
      editable: false,
      remarks: [],
      comments: [],
      attachments: [],
    },
  ],
  parameters: {
    cargoQuantityActual: null,
    cargoQuantityNominal: null,
    inboundTugsOrdered: null,
    inboundTugsUsed: null,
    inboundTugsDetails: null,
    outboundTugsOrdered: null,
    outboundTugsUsed: null,
    outboundTugsDetails: null,
    pilotsIn: null,
    pilotsOut: null,
  },
  remarks: [],
  comments: [],
  attachments: [],
  collaborators: [],
  signatures: [],
};

/** The GraphQL endpoint stubbed: answers by the first field the query asks. */
function stubGraphql(answers: Record<string, unknown>, calls: RecordedCall[] = []) {
  stubApi({
    'POST /sof/graphql': (call) => {
      calls.push(call);
      const query = (call.body as { query: string }).query;
      const field = Object.keys(answers).find((k) => query.includes(`${k}(`) || query.includes(`{ ${k} `));
      return { data: field ? { [field]: answers[field] } : {} };
    },
  });
}

describe('SOF view', () => {
  it('shows the timeline in port time grouped as Depart, and the master its Sign step', async () => {
    const calls: RecordedCall[] = [];
    stubGraphql(
      {
        sofsByPortCallIds: [sof],
        signingStatus: {
          signingStage: 'READY_TO_SIGN',
          involvement: 'MASTER',
          shouldSign: true,
          signedBy: [],
          requiredSigners: ['AGENT', 'MASTER'],
          contentHash: 'ab'.repeat(32),
        },
        activityTimeline: [
          {
            id: 1,
            createdAt: '2026-03-12T12:31:00.000Z',
            action: 'ADD',
            summary: 'Last line let go',
            actorName: 'Nikos',
            involvement: 'AGENT',
          },
        ],
      },
      calls,
    );
    renderWithProviders(
      <SofTokenContext.Provider value="invitee-token">
        <SofViewerContext.Provider value={{ side: 'INVITEE', involvement: 'MASTER', canEdit: true, canInvite: false }}>
          <SofView portCallId={5} />
        </SofViewerContext.Provider>
      </SofTokenContext.Provider>,
    );
    const depart = await screen.findByRole('region', { name: 'Depart events' });
    expect(depart.textContent).toContain('12/03/2026 14:30:00 (Europe/Athens, UTC+02:00)');
    // The activity log is timed like the events it changes: port time, never GMT.
    const activity = await screen.findByRole('region', { name: 'Activity' });
    await waitFor(() => expect(activity.textContent).toContain('12/03/2026 14:31:00 (Europe/Athens, UTC+02:00) · ADD'));
    await screen.findByRole('button', { name: 'Sign' });
    expect(screen.queryByRole('region', { name: 'Collaborators' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByRole('dialog', { name: 'Sign the statement of facts' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sign under protest' }));
    expect(screen.getByRole('textbox', { name: 'Protest remark' })).toBeTruthy();
    // The hash the signature covers is read when the dialog opens (the page's read leaves it out).
    await screen.findByText(/SHA-256 abababababababab…/);
    const init = vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit | undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer invitee-token');
  });
});

describe('appointment SOF slot', () => {
  it('links an accepted appointment to its port call SOF, and nothing before acceptance', async () => {
    renderWithProviders(
      <AppointmentPanelsProvider panels={{ Sof: SofLinkButton }}>
        <AppointmentSofLink portCallId={5} kind="agent" state="ACCEPTED" />
        <AppointmentSofLink portCallId={6} kind="agent" state="APPOINTED" />
      </AppointmentPanelsProvider>,
    );
    const link = screen.getByRole('link', { name: 'SOF: statement of facts of port call 5' });
    expect(link.getAttribute('href')).toBe('/secured/agent/sof/5');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'SOF: statement of facts of port call 6' })).toBeNull(),
    );
  });
});
