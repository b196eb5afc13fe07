import http from 'node:http';

export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Runs `once` from `concurrency` loops for `seconds` (after a short warm-up) and times each call
 * with hrtime. Our own loop rather than autocannon: autocannon counts whole milliseconds.
 */
export async function sampleLoop(
  concurrency: number,
  seconds: number,
  once: () => Promise<void>,
  options: { warmupSeconds?: number; maxSamples?: number; before?: () => Promise<void> } = {},
): Promise<Latency> {
  const run = async (duration: number, record: boolean) => {
    const samples: number[] = [];
    const deadline = performance.now() + duration * 1000;
    const max = options.maxSamples ?? Number.POSITIVE_INFINITY;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline && samples.length < max) {
          await options.before?.();
          const started = process.hrtime.bigint();
          await once();
          if (record) samples.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      }),
    );
    return samples;
  };
  await run(options.warmupSeconds ?? 0.5, false);
  return summarise(await run(seconds, true));
}

export function summarise(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

export function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 100) / 100;
}

/** A keep-alive HTTP client for one target; answers the status of each call. */
export function httpClient(concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  function request(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  return { request, close: () => agent.destroy() };
}
