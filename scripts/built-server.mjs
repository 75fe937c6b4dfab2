// Helpers of the scripts that start the built server (`build/main.js`) and measure it from outside:
// `npm run size`, `npm run lighthouse`, the bench's every-core run.
import { createServer } from 'node:net';

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first OK answer of `url`, asked every `intervalMs` until `timeoutMs`; fails early if `child` exits. */
export async function firstAnswer(url, child, { timeoutMs, intervalMs }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before answering.`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`No answer from ${url} in time.`);
}
