import type { BenchSample } from './bench-database';
import type { Measurement, ThroughputRange } from './measure';
import { CONNECTIONS, DURATION_SECONDS, WARM_UP_SECONDS } from './measure';

export interface Verdict {
  target: string;
  actual: string;
  met: boolean;
}

export interface BenchRun {
  date: string;
  machine: string;
  sample: BenchSample;
  /** The median of the hello-world runs measured before each kept call. */
  hello: Measurement;
  helloRange: ThroughputRange;
  results: Measurement[];
}

const ratio = (run: BenchRun, result: Measurement) => result.requestsPerSecond / run.hello.requestsPerSecond;
const thousands = (value: number) => Math.round(value).toLocaleString('en');
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const find = (run: BenchRun, name: string) => run.results.find((result) => result.name === name);

/** The targets of issue 4, each against its measurement. */
export function verdictsOf(run: BenchRun): Verdict[] {
  const verdicts: Verdict[] = [];
  const details = find(run, 'details');
  const list = find(run, 'list');
  const search = find(run, 'search');
  const ssr = find(run, 'ssr');
  if (details)
    verdicts.push({
      target: 'details ≥ 25 % of hello-world',
      actual: percent(ratio(run, details)),
      met: ratio(run, details) >= 0.25,
    });
  if (list)
    verdicts.push({
      target: 'list ≥ 15 % of hello-world',
      actual: percent(ratio(run, list)),
      met: ratio(run, list) >= 0.15,
    });
  for (const result of run.results.filter((result) => result.name === 'details' || result.name === 'list')) {
    verdicts.push({
      target: `${result.name} p99 < 25 ms at ${CONNECTIONS} connections`,
      actual: `${result.p99} ms`,
      met: result.p99 < 25,
    });
  }
  if (search) verdicts.push({ target: 'global search p95 < 30 ms', actual: `${search.p95} ms`, met: search.p95 < 30 });
  if (ssr) verdicts.push({ target: 'SSR book page p95 < 60 ms', actual: `${ssr.p95} ms`, met: ssr.p95 < 60 });
  return verdicts;
}

const LABELS: Record<string, string> = {
  hello: 'Fastify hello-world',
  details: '`GET /api/book/details/{id}`',
  list: '`POST /api/book/items` (12 per page, popular)',
  search: '`POST /api/book/global-search`',
  ssr: 'SSR `GET /book/<urlName>`',
  'details-cold': 'cold: `details/{id}`, another book each time',
  'list-cold': 'cold: `POST items`, pages 1–1000 in turn',
  'search-cold': 'cold: `global-search`, another title word each time',
  'ssr-cold': 'cold: SSR book page, another book each time',
};

export function renderTable(run: BenchRun): string {
  const rows = [run.hello, ...run.results].map(
    (result) =>
      `| ${LABELS[result.name] ?? result.name} | ${thousands(result.requestsPerSecond)} | ${result.p50} | ${result.p95} | ${result.p99} | ${percent(ratio(run, result))} | ${result.failures} |`,
  );
  return [
    '| Call | Requests/s | p50 ms | p95 ms | p99 ms | vs hello-world | Failures |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

export function renderVerdicts(verdicts: Verdict[]): string {
  return [
    '| Target | Measured | Met |',
    '|---|---:|:---:|',
    ...verdicts.map((v) => `| ${v.target} | ${v.actual} | ${v.met ? 'yes' : '**no**'} |`),
  ].join('\n');
}

/** docs/performance.md: how the numbers were taken, the numbers, the verdicts. */
export function renderPerformanceDoc(run: BenchRun): string {
  return `# Performance

Measured by \`npm run bench\` (\`scripts/bench/bench.ts\`) on ${run.date}, ${run.machine}.

- PostgreSQL database \`polytsia_bench\` filled by \`synthesize()\` of \`scripts/synth/synth.ts\` (what \`npm run db:synth -- --books 100000 --authors 40000 --users 10000 --statuses 1000000\` runs), then \`VACUUM ANALYZE\`.
- The production build (\`npm run build\`, \`NODE_ENV=production\`) served by \`buildApp\` in one process, pool of 20 connections, rate limits off; a bare Fastify hello-world in the same process as the ceiling of this machine, measured before each kept call: the row is the median of its ${run.helloRange.runs} runs (${thousands(run.helloRange.min)}–${thousands(run.helloRange.max)} requests/s), and every ratio is to that median.
- autocannon from a separate process: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${DURATION_SECONDS} s measured per call; percentiles over every 2xx response time.
- Sample: book id ${run.sample.bookId} (\`${run.sample.bookUrlName}\`), search text "${run.sample.searchText}", requests in English.
- API calls are sent as plain JSON requests; pages as a browser asks for them (Chrome's user agent,
  \`accept-encoding: gzip, deflate, br, zstd\`), so they are answered compressed.
- Public answers and visitors' pages are kept for 10 s (decision 0008), so the first rows measure
  what a popular book costs; the "cold" rows ask for another of 30 000 books, 1 000 pages or
  ${run.sample.cold.searchTexts.length.toLocaleString('en')} title words each time, which the caches cannot answer.

## Results

${renderTable(run)}

## Targets

${renderVerdicts(verdictsOf(run))}

## Notes
`;
}
