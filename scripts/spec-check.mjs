#!/usr/bin/env node
// Holds a running Polytsia server against the spec's machine-readable lists.
//   node scripts/spec-check.mjs [--base http://127.0.0.1:3000] [--only api|auth|routes|redirects]
//        [--match REGEX] [--verbose]
// --match keeps only the API calls and pages whose path matches REGEX (e.g. --match '^/api/auth|/login').
// Checks: (api) every call of docs/spec/api-endpoints.tsv is documented in GET /api/openapi.json;
// (auth) every non-public call answers 401 to an anonymous request;
// (routes) every page of docs/spec/routes.tsv answers in English and under /uk: public pages 200 HTML,
// protected pages a redirect to the locale's /login?redirectTo=<path>;
// (redirects) every rule of docs/spec/redirects.tsv answers a redirect to the expected path.
// Exit 0 when everything holds, 1 otherwise. Needs Node 20+ (global fetch), nothing else.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const specDir = join(here, '..', 'docs', 'spec');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const base = opt('base', process.env.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
const only = opt('only', null);
const verbose = args.includes('--verbose');
const match = opt('match', null) ? new RegExp(opt('match', null)) : null;
const keep = (rows, key) => (match ? rows.filter((r) => match.test(r[key])) : rows);

function tsv(name) {
  const [head, ...lines] = readFileSync(join(specDir, name), 'utf8').trim().split('\n');
  const cols = head.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])));
}
const norm = (p) => p.replace(/\{[^}]*\}|:[A-Za-z_]+\??/g, '{}').replace(/\/$/, '') || '/';
const fill = (p) => p.replace(/\{[^}]*\}/g, '1');

async function request(method, path, init = {}) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), 10000);
  try {
    return await fetch(base + path, { method, redirect: 'manual', signal: ctrl.signal, ...init });
  } catch (e) {
    return { status: 0, headers: new Headers(), text: async () => String(e) };
  } finally {
    clearTimeout(timer);
  }
}

const results = [];
function report(section, ok, total, failures) {
  results.push({ section, ok, total });
  console.log(`${section}: ${ok}/${total}`);
  const shown = verbose ? failures : failures.slice(0, 25);
  for (const f of shown) console.log(`  - ${f}`);
  if (shown.length < failures.length) console.log(`  ... and ${failures.length - shown.length} more (--verbose)`);
}

const endpoints = keep(tsv('api-endpoints.tsv'), 'path');

async function checkApi() {
  const res = await request('GET', '/api/openapi.json');
  if (res.status !== 200)
    return report('api documented in /api/openapi.json', 0, endpoints.length, [
      `GET /api/openapi.json answered ${res.status}`,
    ]);
  const doc = JSON.parse(await res.text());
  const have = new Set();
  for (const [p, ops] of Object.entries(doc.paths || {}))
    for (const m of Object.keys(ops)) have.add(`${m.toUpperCase()} ${norm(p)}`);
  const missing = endpoints.filter((e) => !have.has(`${e.method} ${norm(e.path)}`)).map((e) => `${e.method} ${e.path}`);
  report(
    'api documented in /api/openapi.json',
    endpoints.length - missing.length,
    endpoints.length,
    missing.map((m) => `missing ${m}`),
  );
}

async function checkAuth() {
  const guarded = endpoints.filter((e) => e.access !== 'public');
  const failures = [];
  for (const e of guarded) {
    const hasBody = !['GET', 'DELETE'].includes(e.method);
    const res = await request(
      e.method,
      fill(e.path),
      hasBody ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {},
    );
    if (res.status !== 401)
      failures.push(`${e.method} ${e.path} (${e.access}) answered ${res.status} to an anonymous call, want 401`);
  }
  report('anonymous calls to protected API answer 401', guarded.length - failures.length, guarded.length, failures);
}

// A real url name for each detail page, taken from the public API.
async function sample(entity) {
  const json = { 'content-type': 'application/json' };
  const tries = {
    book: ['POST', '/api/book/items'],
    author: ['POST', '/api/author/items'],
    genre: ['POST', '/api/genre/items'],
    compilation: ['POST', '/api/compilation/items'],
    translator: ['POST', '/api/translator/items'],
    illustrator: ['POST', '/api/illustrator/items'],
    publisher: ['POST', '/api/publisher/items'],
    series: ['POST', '/api/series/items'],
    tag: ['GET', '/api/tag/tags'],
    user: ['POST', '/api/user/global-search'],
  }[entity];
  const body = JSON.stringify({ page: 1, pageSize: 1, searchText: '', search: '' });
  const res = await request(tries[0], tries[1], tries[0] === 'POST' ? { headers: json, body } : {});
  if (res.status !== 200) return null;
  try {
    const data = JSON.parse(await res.text());
    const list = Array.isArray(data) ? data : data.items || data.data?.items || [];
    return list[0]?.urlName || list[0]?.userName || null;
  } catch {
    return null;
  }
}

async function checkRoutes() {
  const routes = keep(tsv('routes.tsv'), 'path');
  const samples = {};
  const redirected = new Set(tsv('redirects.tsv').map((r) => r.from));
  const failures = [];
  let total = 0;
  for (const r of routes) {
    let path = r.path;
    const slugged = path.match(
      /^\/(book|author|compilation|genre|illustrator|publisher|series|tag|translator|user)\/:(url|username)\??/,
    );
    if (slugged) {
      const entity = slugged[1];
      if (!(entity in samples)) samples[entity] = await sample(entity);
      if (!samples[entity]) {
        total += 2;
        failures.push(
          `${r.path}: found no ${entity} through the public API to open it with (en and uk)`,
          `${r.path} (uk): likewise`,
        );
        continue;
      }
      path = path.replace(/:(url|username)\??/, encodeURIComponent(samples[entity]));
    }
    // An optional segment is left out, unless a redirect rule claims the shorter path (/admin/author).
    const short = path.replace(/\/:[A-Za-z]+\?/g, '');
    path = (redirected.has(short) ? path.replace(/:[A-Za-z]+\?/g, '1') : short).replace(/:[A-Za-z]+/g, '1');
    for (const prefix of ['', '/uk']) {
      total++;
      const full = path === '/' ? prefix || '/' : prefix + path;
      const res = await request('GET', full, { headers: { accept: 'text/html' } });
      const loc = res.headers.get('location') || '';
      if (r.access === 'public') {
        const type = res.headers.get('content-type') || '';
        if (res.status !== 200 || !type.includes('text/html'))
          failures.push(`${full} answered ${res.status} ${type}, want 200 text/html`);
      } else {
        const want = `${prefix}/login?redirectTo=`;
        const ok =
          [302, 303, 307].includes(res.status) &&
          decodeURIComponent(loc.replace(/^https?:\/\/[^/]+/, '')).startsWith(want);
        if (!ok)
          failures.push(
            `${full} (${r.access}) answered ${res.status} location '${loc}', want a redirect to ${want}...`,
          );
      }
    }
  }
  report(
    'pages answer in en and uk (protected ones redirect a visitor to login)',
    total - failures.length,
    total,
    failures,
  );
}

async function checkRedirects() {
  const rules = keep(tsv('redirects.tsv'), 'from');
  const failures = [];
  for (const r of rules) {
    const res = await request('GET', r.from, { headers: { accept: 'text/html' } });
    const loc = (res.headers.get('location') || '').replace(/^https?:\/\/[^/]+/, '');
    if (![301, 302, 307, 308].includes(res.status) || loc.split('?')[0] !== r.to)
      failures.push(`${r.from} answered ${res.status} location '${loc}', want ${r.to}`);
  }
  report('redirect rules', rules.length - failures.length, rules.length, failures);
}

const checks = { api: checkApi, auth: checkAuth, routes: checkRoutes, redirects: checkRedirects };
for (const [name, fn] of Object.entries(checks)) if (!only || only === name) await fn();
const ok = results.reduce((s, r) => s + r.ok, 0);
const total = results.reduce((s, r) => s + r.total, 0);
console.log(`spec-check: ${ok} of ${total} hold`);
process.exit(ok === total ? 0 : 1);
