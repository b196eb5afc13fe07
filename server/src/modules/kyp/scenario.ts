import { kypDocumentKinds, type TKypVerification } from '@portcall/contracts/kyp';
import type { TestApp } from '../../test/harness';
import { bearer, type TestProfile } from '../../test/scenario';
import { multipart } from '../proformas/scenario';

/** Scenario builders for KYP tests and matrices (test code only), through the real calls. */
const S = '/da-app/secured';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function patchKyp(
  t: TestApp,
  actor: TestProfile,
  /** A started case's id (a case read before it is opened has none). */
  id: number | null,
  form: unknown,
  files: Array<{ name: string; content: string | Buffer }> = [],
) {
  const body = await multipart(form, files);
  return t.app.inject({
    method: 'PATCH',
    url: `${S}/kyp-verifications/${id}`,
    payload: body.payload,
    headers: { ...bearer(actor), ...body.headers },
  });
}

export async function kypOf(t: TestApp, actor: TestProfile, supplierId: number): Promise<TKypVerification> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${S}/companies/${supplierId}/kyp-verification`,
    headers: bearer(actor),
  });
  if (response.statusCode !== 200) throw new Error(`kyp of ${supplierId}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The supplier opens its own case (a read does not). */
export async function openKyp(t: TestApp, supplier: TestProfile): Promise<TKypVerification> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${S}/companies/${supplier.companyId}/kyp-verification`,
    headers: bearer(supplier),
  });
  if (response.statusCode !== 200) throw new Error(`open kyp: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The supplier uploads the four documents (and submits them unless `submit` is false). */
export async function submitKypDocuments(t: TestApp, supplier: TestProfile, options: { submit?: boolean } = {}) {
  const current = await openKyp(t, supplier);
  const response = await patchKyp(
    t,
    supplier,
    current.id,
    {
      version: current.version,
      documents: kypDocumentKinds.map((kind, part) => ({ part, kind })),
      ...(options.submit === false ? {} : { action: 'SUBMIT' }),
    },
    kypDocumentKinds.map((kind) => ({ name: `${kind.toLowerCase()}.pdf`, content: PDF })),
  );
  if (response.statusCode !== 200) throw new Error(`kyp submit: ${response.statusCode} ${response.body}`);
  return response.json() as TKypVerification;
}

export const ALL_CHECKS = { registration: true, address: true, ownership: true, bankAccount: true, sanctions: true };

/** Submitted, checked by `primary`, confirmed by `secondary`: VERIFIED. */
export async function verifySupplier(t: TestApp, supplier: TestProfile, primary: TestProfile, secondary: TestProfile) {
  const submitted = await submitKypDocuments(t, supplier);
  const first = await patchKyp(t, primary, submitted.id, {
    version: submitted.version,
    action: 'PRIMARY_VERIFY',
    checks: ALL_CHECKS,
  });
  if (first.statusCode !== 200) throw new Error(`primary: ${first.statusCode} ${first.body}`);
  const second = await patchKyp(t, secondary, submitted.id, {
    version: first.json().version,
    action: 'SECONDARY_VERIFY',
  });
  if (second.statusCode !== 200) throw new Error(`secondary: ${second.statusCode} ${second.body}`);
  return second.json() as TKypVerification;
}
