import { messages } from '@portcall/contracts/messages';
import { describe, expect, it } from 'vitest';
import { portCallFailureText, portCallResolver } from './port-call-form';

const run = (values: Record<string, unknown>) =>
  portCallResolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

describe('port call form rules (platform-core §5)', () => {
  it('shows every cross-field rule even while a plain field is missing', async () => {
    const { errors } = await run({
      vesselId: 1,
      voyageId: 2,
      eta: '2026-06-20T00:00:00',
      ets: '2026-06-18T00:00:00',
      laycanStart: '2026-06-10T00:00:00',
      laycanEnd: '2026-06-09T00:00:00',
      activities: [],
      agentIds: [],
      emails: [],
    });
    const text = (name: string) => (errors as Record<string, { message?: string }>)[name]?.message;
    expect(text('portId')).toBeTruthy();
    expect(text('ets')).toBe(messages.ETS_BEFORE_ETA);
    expect(text('laycanEnd')).toBe(messages.LAYCAN_END_BEFORE_START);
    expect(text('agentIds')).toBe(messages.AGENT_REQUIRED);
    expect(text('activities')).toBe(messages.ACTIVITY_REQUIRED);
  });

  it('falls back to the spec text when the server says nothing usable', () => {
    expect(portCallFailureText(new Error('boom'), () => 'x')).toBe('Error while fetching/updating port call details');
  });
});
