import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { usePatchKyp } from './supplier-settings';

afterEach(() => vi.unstubAllGlobals());

const kyp = (id: number | null, version: number) => ({
  id,
  supplierId: 12,
  supplierName: 'Aegean Port Agency',
  supplierType: 'AGENT',
  status: 'REQUESTED',
  documents: [],
  checks: null,
  notes: null,
  requestedAt: id === null ? null : '2026-11-29T04:00:00.000Z',
  submittedAt: null,
  primaryVerifier: null,
  primaryVerifiedAt: null,
  secondaryVerifier: null,
  verifiedAt: null,
  rejectedBy: null,
  rejectedAt: null,
  rejectionReason: null,
  expiresAt: null,
  reverificationDate: null,
  version,
});

function Patch({ id }: { id: number | null }) {
  const patch = usePatchKyp(12);
  return (
    <button type="button" onClick={() => patch.mutate({ id, form: { version: 0, removeDocumentIds: [] }, files: [] })}>
      Save
    </button>
  );
}

describe('usePatchKyp', () => {
  it('opens a case that is not started, then patches the opened case on its version', async () => {
    const calls = stubApi({
      'POST /secured/companies/12/kyp-verification': () => kyp(55, 1),
      'PATCH /secured/kyp-verifications/55': () => kyp(55, 2),
    });
    renderWithProviders(<Patch id={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PATCH /secured/kyp-verifications/55'),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /secured/companies/12/kyp-verification',
      'PATCH /secured/kyp-verifications/55',
    ]);
    const body = calls[1]?.body as FormData | undefined;
    const form = JSON.parse(String(body?.get('form')));
    expect(form).toEqual({ version: 1, removeDocumentIds: [] });
  });

  it('patches a started case directly', async () => {
    const calls = stubApi({ 'PATCH /secured/kyp-verifications/55': () => kyp(55, 2) });
    renderWithProviders(<Patch id={55} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.path).toBe('/secured/kyp-verifications/55');
  });
});
