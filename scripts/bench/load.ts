/*
 * `npm run bench:load`: the 200-connection rows of the bench (load-targets.ts) against a server
 * already running, e.g. `npm start` on one or several cores, from outside as a crowd would ask.
 *   BENCH_URL=http://127.0.0.1:3000 READER_EMAIL=… READER_PASSWORD=… npm run bench:load
 * The server must run with RATE_LIMIT_ENABLED=false. Prints the rows; writes nothing.
 */
import { loadTargetsOf, signIn } from './load-targets';
import { measure } from './measure';

async function main() {
  const appUrl = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const email = process.env.READER_EMAIL;
  const password = process.env.READER_PASSWORD;
  if (!email || !password) throw new Error('Set READER_EMAIL and READER_PASSWORD: a reader of that server.');
  const token = await signIn(appUrl, email, password);
  console.log('| Call | Requests/s | p50 ms | p95 ms | p99 ms | Failures |\n|---|---:|---:|---:|---:|---:|');
  for (const target of loadTargetsOf(appUrl, token)) {
    const result = await measure(target);
    console.log(
      `| ${result.name} | ${result.requestsPerSecond} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.failures} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
