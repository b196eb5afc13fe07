import { messages } from '@portcall/contracts/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyServerErrors } from './server-errors';

const fields = ['email', 'phone', 'portIds', 'companyName'];

describe('server field errors on a form', () => {
  it('puts each field message under its field, nested and array paths included', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: messages.VALIDATION_FAILED,
      fields: {
        email: messages.USER_ALREADY_EXISTS,
        'phone.countryId': messages.PHONE_PREFIX_REQUIRED,
        'portIds.2': messages.UNKNOWN_PORT,
      },
    });
    const headline = applyServerErrors(error, setError, fields);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: messages.USER_ALREADY_EXISTS },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'phone.countryId',
      { type: 'server', message: messages.PHONE_PREFIX_REQUIRED },
      { shouldFocus: false },
    );
    expect(setError).toHaveBeenCalledWith(
      'portIds',
      { type: 'server', message: messages.UNKNOWN_PORT },
      { shouldFocus: false },
    );
    expect(headline).toBe(messages.VALIDATION_FAILED);
  });

  it('does not repeat a field message as the form headline', () => {
    const error = new ApiError({
      status: 400,
      code: 'USER_ALREADY_EXISTS',
      message: messages.USER_ALREADY_EXISTS,
      fields: { email: messages.USER_ALREADY_EXISTS },
    });
    expect(applyServerErrors(error, vi.fn(), fields)).toBe(messages.VALIDATION_FAILED);
  });

  it('keeps messages no field can show in the headline', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: messages.VALIDATION_FAILED,
      fields: { secret: 'This field is not expected here' },
    });
    expect(applyServerErrors(error, vi.fn(), fields)).toBe(
      `${messages.VALIDATION_FAILED} This field is not expected here`,
    );
  });

  it('shows the generic text for anything that is not an answer', () => {
    expect(applyServerErrors(new Error('boom'), vi.fn(), fields)).toBe(messages.INTERNAL_ERROR);
  });
});
