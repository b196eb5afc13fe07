import { ZErrorBody } from '@portcall/contracts/errors';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const publicRoutes = [
  '/da-app/public/auth/login',
  '/da-app/public/registration/buyer',
  '/da-app/public/registration/agent',
  '/da-app/public/registration/vendor',
];

// Bodies shaped like the real forms but with every field possibly wrong, missing or hostile.
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '\u0000', 'a'.repeat(5000), '-1', '1e309'),
);
const formKeys = [
  'username',
  'password',
  'companyName',
  'countryId',
  'phone',
  'firstName',
  'lastName',
  'email',
  'confirmPassword',
  'termsAccepted',
  'rfqEmail',
  'confirmRfqEmail',
  'ordersEmail',
  'confirmOrdersEmail',
  'portIds',
  'categoryIds',
  'isWorldwide',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...formKeys), anyValue, { maxKeys: formKeys.length }),
  anyValue,
  fc.string().map((s) => ({ raw: s })),
);

describe('public auth routes under malformed input', () => {
  it('never answer 5xx and always answer the error contract', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...publicRoutes), body, fc.boolean(), async (url, payload, asText) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: asText ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(ZErrorBody.safeParse(response.json()).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  }, 240_000);
});
