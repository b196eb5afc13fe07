import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPrivateAddress, sign, verifySignature } from './outbound';

const production = (resolved: string[]) => ({ allowPrivate: false, resolve: async () => resolved });

describe('outbound addresses', () => {
  it('refuses anything but http(s), and credentials in the address', async () => {
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'gopher://example.com', 'not a url'])
      expect(await checkOutboundUrl(url, { allowPrivate: true })).toBe('INTEGRATION_URL_INVALID');
    expect(await checkOutboundUrl('https://user:pw@example.com/', { allowPrivate: true })).toBe(
      'INTEGRATION_URL_INVALID',
    );
  });

  it('in the production configuration refuses loopback, private and link-local targets', async () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://10.1.2.3/',
      'http://172.20.0.5/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://0.0.0.0/',
    ])
      expect(await checkOutboundUrl(url, production([]))).toBe('INTEGRATION_URL_PRIVATE');
    // A public name that resolves (also) into the private network is refused as well.
    expect(await checkOutboundUrl('https://hooks.example.com/', production(['93.184.216.34', '10.0.0.7']))).toBe(
      'INTEGRATION_URL_PRIVATE',
    );
    expect(await checkOutboundUrl('https://hooks.example.com/', production(['93.184.216.34']))).toBe('OK');
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:93.184.216.34')).toBe(false);
  });

  it('allows loopback where the configuration allows private targets (tests, development)', async () => {
    expect(await checkOutboundUrl('http://127.0.0.1:4000/hooks', { allowPrivate: true })).toBe('OK');
  });
});

describe('signatures', () => {
  const now = new Date('2026-03-02T08:00:00Z');
  const timestamp = String(now.getTime() / 1000);

  it('is checked over timestamp and body, within five minutes', () => {
    const signature = sign('s3cret-s3cret-s3cret', timestamp, '{"a":1}');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature('s3cret-s3cret-s3cret', { signature, timestamp }, '{"a":1}', now)).toBe(true);
    expect(verifySignature('s3cret-s3cret-s3cret', { signature, timestamp }, '{"a":2}', now)).toBe(false);
    expect(verifySignature('another-secret-value', { signature, timestamp }, '{"a":1}', now)).toBe(false);
    const later = new Date(now.getTime() + 301_000);
    expect(verifySignature('s3cret-s3cret-s3cret', { signature, timestamp }, '{"a":1}', later)).toBe(false);
    expect(verifySignature('s3cret-s3cret-s3cret', { timestamp }, '{"a":1}', now)).toBe(false);
  });
});
