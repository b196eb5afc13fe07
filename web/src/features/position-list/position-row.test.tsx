import { Table } from '@mantine/core';
import type { TPosition } from '@portcall/contracts/claims';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PositionRow } from './position-row';

const base: TPosition = {
  vesselId: 3,
  vesselName: 'Nordic Svalbard',
  imo: '9321483',
  vesselType: 'Bulk carrier',
  fleets: [],
  current: null,
  isInPort: false,
  next: [],
  openDate: null,
  openPort: null,
  where: null,
  cargo: null,
  laycanStart: null,
  laycanEnd: null,
  charterer: null,
};

const row = (p: TPosition) =>
  renderWithProviders(
    <Table>
      <Table.Tbody>
        <PositionRow p={p} />
      </Table.Tbody>
    </Table>,
  );

describe('position row', () => {
  it('says where the vessel is and links to that port call, with cargo, laycan and charterer', () => {
    row({
      ...base,
      where: {
        kind: 'BERTHED',
        portCallId: 41,
        portName: 'Piraeus',
        countryName: 'Greece',
        at: '2026-03-08T12:00:00.000Z',
        fromSof: true,
      },
      cargo: 'Wheat',
      laycanStart: '2026-03-09T00:00:00.000Z',
      laycanEnd: '2026-03-11T00:00:00.000Z',
      charterer: 'Baltic Charterers',
    });
    const link = screen.getByRole('link', { name: 'Berthed at Piraeus, Greece on 08/03/2026' });
    expect(link.getAttribute('href')).toBe('/secured/buyer/dashboard/port-calls/port-call/41');
    expect(screen.getByText('Cargo: Wheat')).toBeTruthy();
    expect(screen.getByText('Laycan: 09/03/2026 – 11/03/2026')).toBeTruthy();
    expect(screen.getByText('Charterer: Baltic Charterers')).toBeTruthy();
  });

  it('reads the schedule when no SOF event is recorded: expected at the next call', () => {
    row({
      ...base,
      where: {
        kind: 'EXPECTED',
        portCallId: 52,
        portName: 'Rotterdam',
        countryName: 'Netherlands',
        at: '2026-04-02T12:00:00.000Z',
        fromSof: false,
      },
    });
    const link = screen.getByRole('link', { name: 'Expected at Rotterdam, Netherlands on 02/04/2026' });
    expect(link.getAttribute('href')).toBe('/secured/buyer/dashboard/port-calls/port-call/52');
    expect(screen.queryByText(/^Cargo:/)).toBeNull();
  });
});
