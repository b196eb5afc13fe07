import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const HOUR = 60 * 60 * 1000;

// Days far from any day the suite runs on, before and after: the token check must follow the clock
// the service was built with, not the machine's.
describe.each(['2001-03-04T05:06:07Z', '2093-10-11T12:13:14Z'])('a token service on a clock fixed at %s', (day) => {
  it('accepts its own token within the lifetime and refuses it once that clock passes it', async () => {
    let now = new Date(day);
    const tokens = createTokenService(randomBytes(32), () => now);
    const token = await tokens.sign({ profileId: 42, sessionId: 'session-1' }, new Date(now.getTime() + 12 * HOUR));
    expect(await tokens.verify(token)).toEqual({ profileId: 42, sessionId: 'session-1' });
    now = new Date(now.getTime() + 11 * HOUR);
    expect(await tokens.verify(token)).toEqual({ profileId: 42, sessionId: 'session-1' });
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const now = new Date(day);
    const issuer = createTokenService(randomBytes(32), () => now);
    const other = createTokenService(randomBytes(32), () => now);
    const token = await issuer.sign({ profileId: 1, sessionId: 's' }, new Date(now.getTime() + HOUR));
    expect(await other.verify(token)).toBeNull();
  });
});
