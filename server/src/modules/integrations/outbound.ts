import { createHmac, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const SIGNATURE_HEADER = 'x-portcall-signature';
export const TIMESTAMP_HEADER = 'x-portcall-timestamp';
/** A signed request older or newer than this is refused (replay window), in seconds. */
export const SIGNATURE_TOLERANCE_S = 300;

/** `sha256=<hex>` of HMAC-SHA256(secret, "<timestamp>.<body>"): the receiver recomputes it. */
export function sign(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Checks a signature in constant time and the timestamp against the window. */
export function verifySignature(
  secret: string,
  headers: { signature?: string; timestamp?: string },
  body: string,
  now: Date,
) {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string) {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export type UrlVerdict = 'OK' | 'INTEGRATION_URL_INVALID' | 'INTEGRATION_URL_PRIVATE';

/**
 * Whether the platform may send to `raw`: http(s) only, and unless private addresses are allowed
 * (development and tests, docs/decisions.md) every address the host resolves to must be public, so a
 * connector cannot be aimed at the platform's own network. Checked on save and before every attempt.
 */
export async function checkOutboundUrl(
  raw: string,
  options: { allowPrivate: boolean; resolve?: (host: string) => Promise<string[]> },
): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'INTEGRATION_URL_INVALID';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'INTEGRATION_URL_INVALID';
  if (url.username || url.password) return 'INTEGRATION_URL_INVALID';
  if (options.allowPrivate) return 'OK';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolve =
    options.resolve ?? (async (name: string) => (await lookup(name, { all: true })).map((a) => a.address));
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return 'INTEGRATION_URL_INVALID';
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) return 'INTEGRATION_URL_PRIVATE';
  return 'OK';
}

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The answer's JSON body when it had one (the task-flow service answers the task). */
  body: unknown;
}

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One signed request. Never throws: the outcome is what the log entry records. Redirects are not
 * followed (a redirect could lead to an address the check refused).
 */
export async function sendSigned(input: {
  method: 'GET' | 'POST';
  url: string;
  secret: string;
  body: string;
  now: Date;
  headers?: Record<string, string>;
}): Promise<SendResult> {
  const timestamp = String(Math.floor(input.now.getTime() / 1000));
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(input.url, {
      method: input.method,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Portcall-Integrations/1',
        [SIGNATURE_HEADER]: sign(input.secret, timestamp, input.body),
        [TIMESTAMP_HEADER]: timestamp,
        ...input.headers,
      },
      ...(input.method === 'POST' ? { body: input.body } : {}),
    });
    const text = await readLimited(response);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const isOk = response.status >= 200 && response.status < 300;
    return {
      statusCode: response.status,
      durationMs: elapsed(),
      error: isOk ? null : `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      body,
    };
  } catch (error) {
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : 'failed';
    return { statusCode: null, durationMs: elapsed(), error: reason.slice(0, 300), body: null };
  }
}

async function readLimited(response: Response) {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
