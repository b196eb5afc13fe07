import type { TOfficialPreview } from '@portcall/contracts/appointments';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { OfficialPreviewView } from './official-preview';

const dash = '-';
/** The letter of a port call made by an award: no voyage, so its voyage field reads a dash. */
const preview: TOfficialPreview = {
  id: 22,
  title: 'Nordic Svalbard at Piraeus',
  state: 'APPOINTED',
  principal: {
    name: 'Nordic Bulk Carriers AS',
    street: dash,
    postcode: dash,
    city: 'Oslo',
    country: 'Norway',
    fax: dash,
    operationsContactEmail: dash,
    phone: dash,
    siteUrl: dash,
  },
  agent: { name: 'Aegean Port Agency', street: dash, city: 'Piraeus', country: 'Greece', email: dash, phone: dash },
  vessel: { name: 'Nordic Svalbard', imo: '9830123', vesselType: 'Bulk carrier', size: 'Newcastlemax', dwt: 208_500 },
  voyageNumber: dash,
  port: { name: 'Piraeus', unlocode: 'GRPIR', country: 'Greece' },
  eta: '2026-12-24T00:00:00Z',
  ets: null,
  laycanStart: null,
  laycanEnd: null,
  activities: [{ type: 'Loading', cargo: dash }],
  instructions: dash,
  appointedAt: null,
  appointedBy: dash,
};

describe('OfficialPreviewView', () => {
  it('titles a letter without a voyage by vessel and port, not "V.-"', () => {
    renderWithProviders(
      <OfficialPreviewView
        id={22}
        preview={preview}
        error={null}
        backTo="/"
        isDownloading={false}
        onDownload={() => {}}
      />,
    );
    const titles = screen.getAllByRole('heading', { name: 'Nordic Svalbard at Piraeus' });
    expect(titles).toHaveLength(2);
    expect(screen.queryByText(/V\.-/)).toBeNull();
  });
});
