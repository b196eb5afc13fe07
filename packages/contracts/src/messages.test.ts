import { describe, expect, it } from 'vitest';
import { formatMessage, messageForError, messages } from './messages';

describe('message catalogue', () => {
  it('keeps the spec wording', () => {
    expect(messages.LOGIN_FAILED).toBe('Username or password is wrong. Please try again!');
    expect(messages.UNAUTHORIZED).toBe('Full authentication is required to access this resource');
    expect(messages.INTERNAL_ERROR).toBe(
      'There was an error processing your request. Please try again later or contact support',
    );
    expect(messages.REMINDER_LIMIT_REACHED).toBe(
      'You have reached the limit of the number of reminders you can send for this appointment!',
    );
  });

  it('fills placeholders', () => {
    expect(formatMessage('MAX_LENGTH', { n: 50 })).toBe('Maximum 50 characters are allowed!');
  });

  it('shows the catalogue text for a known code, else the raw text, else the generic text', () => {
    expect(messageForError({ code: 'LOGIN_FAILED', message: 'raw' })).toBe(messages.LOGIN_FAILED);
    expect(messageForError({ code: 'SOMETHING_NEW', message: 'Server said so' })).toBe('Server said so');
    expect(messageForError({})).toBe(messages.INTERNAL_ERROR);
    expect(messageForError({ code: 'MAX_LENGTH', message: 'Maximum 5 characters are allowed!' })).toBe(
      'Maximum 5 characters are allowed!',
    );
  });
});
