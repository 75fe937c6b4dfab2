import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Request headers beyond `language` (pages: what a browser sends, compression included). */
  headers?: Record<string, string>;
  /** Each request's own path and body (cold runs: a different book, page or text every time). */
  vary?: () => { path: string; body?: unknown };
  /** Concurrent connections; CONNECTIONS unless the target is stated at another load. */
  connections?: number;
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors and time-outs: any of them spoils the numbers. */
  failures: number;
  total: number;
  connections: number;
}

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;
export const WARM_UP_SECONDS = 3;

/** The nearest-rank percentile, in milliseconds rounded to 0.1. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] * 10) / 10;
}

function run(target: Target, duration: number, onLatency?: (ms: number) => void) {
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const vary = target.vary;
  const instance = autocannon({
    url: target.url,
    connections: target.connections ?? CONNECTIONS,
    duration,
    method: target.method ?? 'GET',
    headers: { language: 'en', ...target.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
    requests: vary && [
      {
        setupRequest: (request) => {
          const next = vary();
          return {
            ...request,
            path: next.path,
            body: next.body === undefined ? request.body : JSON.stringify(next.body),
          };
        },
      },
    ],
  });
  if (onLatency) {
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode < 300) onLatency(responseTime);
    });
  }
  return instance;
}

/**
 * Warm-up, then one measured run at fixed connections and duration. Percentiles come from every
 * response time (autocannon's summary has no p95).
 */
export async function measure(target: Target): Promise<Measurement> {
  await run(target, WARM_UP_SECONDS);
  const latencies: number[] = [];
  const result = await run(target, DURATION_SECONDS, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    connections: target.connections ?? CONNECTIONS,
  };
}

/** The run of median throughput (the lower middle one of an even count). */
export function medianRun(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface ThroughputRange {
  runs: number;
  min: number;
  max: number;
}

export function rangeOf(runs: Measurement[]): ThroughputRange {
  const throughputs = runs.map((run) => run.requestsPerSecond);
  return { runs: runs.length, min: Math.min(...throughputs), max: Math.max(...throughputs) };
}

/**
 * Waits until the server answers again: requests a cold run left queued (autocannon gave up on
 * them) are still rendered after it ends and would be counted against the next row.
 */
export async function settle(appUrl: string) {
  await fetch(`${appUrl}/health/ready`, { signal: AbortSignal.timeout(120_000) });
}
