import { messages } from '@portcall/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  decideErrorAction,
  errorMessage,
  NO_ACCESS_PATH,
  NOT_FOUND_PATH,
  pathForAction,
  toApiError,
} from './http-policy';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('error policy (platform-core §8)', () => {
  it('ends the session on a 401 of an authenticated call', () => {
    expect(decideErrorAction(401, true)).toBe('logout');
  });

  it('lets the login form report a 401 of an anonymous call', () => {
    expect(decideErrorAction(401, false)).toBe('report');
  });

  it('can switch the 401 logout off per call', () => {
    expect(decideErrorAction(401, true, { logoutOn401: false })).toBe('report');
  });

  it('opens the error pages on 403 and 404 unless switched off', () => {
    expect(decideErrorAction(403, true)).toBe('no-access');
    expect(decideErrorAction(404, true)).toBe('not-found');
    expect(pathForAction['no-access']).toBe(NO_ACCESS_PATH);
    expect(pathForAction['not-found']).toBe(NOT_FOUND_PATH);
    expect(decideErrorAction(403, true, { redirectOn403: false })).toBe('report');
    expect(decideErrorAction(404, false, { redirectOn404: false })).toBe('report');
  });

  it('reports every other status', () => {
    for (const status of [400, 409, 413, 423, 429, 500, 502]) expect(decideErrorAction(status, true)).toBe('report');
  });
});

describe('reading an error answer', () => {
  it('shows the catalogue text for a known code', async () => {
    const error = await toApiError(json(401, { status: 401, code: 'LOGIN_FAILED', message: 'bad', requestId: 'r1' }));
    expect(error.message).toBe('Username or password is wrong. Please try again!');
    expect(error.code).toBe('LOGIN_FAILED');
    expect(error.requestId).toBe('r1');
  });

  it('shows the raw text for a code the catalogue does not know', async () => {
    const error = await toApiError(json(409, { status: 409, code: 'SOMETHING_NEW', message: 'Vessel is busy' }));
    expect(error.message).toBe('Vessel is busy');
  });

  it('keeps the per-field messages of a 400', async () => {
    const error = await toApiError(
      json(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'x',
        fields: { email: messages.USER_ALREADY_EXISTS, 'phone.countryId': messages.PHONE_PREFIX_REQUIRED, bad: 3 },
      }),
    );
    expect(error.message).toBe(messages.VALIDATION_FAILED);
    expect(error.fields).toEqual({
      email: messages.USER_ALREADY_EXISTS,
      'phone.countryId': messages.PHONE_PREFIX_REQUIRED,
    });
  });

  it('shows the generic text when the answer is not our error body', async () => {
    const error = await toApiError(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(error.message).toBe('There was an error processing your request. Please try again later or contact support');
    const broken = await toApiError(
      new Response('{not json', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    expect(broken.message).toBe(messages.INTERNAL_ERROR);
  });

  it('says authentication is required on a bare 401', async () => {
    const error = await toApiError(new Response('', { status: 401 }));
    expect(error.message).toBe('Full authentication is required to access this resource');
  });

  it('never shows a thrown value that is not an answer', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(messages.INTERNAL_ERROR);
  });
});
