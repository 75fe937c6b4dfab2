/*
 * The calls at 200 connections (issue 17, "under load nothing collapses"): every public page and
 * call must answer with no time-out and no error, p99 < 1 s. A crowd on the landing numbers, the
 * catalogue page kept and asked with a cache-busting parameter it does not read, and a signed-in
 * reader's /home, which no visitor cache answers.
 */
import type { Target } from './measure';

export const LOAD_CONNECTIONS = 200;
const at200 = (label: string) => `${LOAD_CONNECTIONS} connections: ${label}`;
/** The row of a signed-in reader's `/home`, which no visitor cache answers. */
export const SIGNED_IN_HOME = at200("SSR `/home`, a signed-in reader's");

const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};

/** A session of `email` (rate limits must be off, or the bench signs in too often). */
export async function signIn(appUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export function loadTargetsOf(appUrl: string, readerToken: string): Target[] {
  let busted = 0;
  return [
    {
      name: at200('`GET /api/book/landing-info`'),
      url: `${appUrl}/api/book/landing-info`,
      connections: LOAD_CONNECTIONS,
    },
    { name: at200('SSR `/books`'), url: `${appUrl}/books`, headers: BROWSER_HEADERS, connections: LOAD_CONNECTIONS },
    {
      name: at200('SSR `/books?cb=<new each time>`'),
      url: appUrl,
      headers: BROWSER_HEADERS,
      connections: LOAD_CONNECTIONS,
      vary: () => ({ path: `/books?cb=${(busted += 1)}` }),
    },
    {
      name: SIGNED_IN_HOME,
      url: `${appUrl}/home`,
      headers: { ...BROWSER_HEADERS, authorization: `Bearer ${readerToken}` },
      connections: LOAD_CONNECTIONS,
    },
  ];
}
