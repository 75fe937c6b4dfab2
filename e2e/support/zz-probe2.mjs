import { chromium } from 'playwright-core';
const base = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await p.goto(base + '/books?view=list&pageSize=50', { waitUntil: 'load' });
await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const first = () => p.locator('main article').first().locator('a:not([aria-hidden])').first().innerText();
console.log('p1', await first(), await p.locator('main article').count());
const next = p.getByRole('link', { name: 'Next page' });
console.log('next href', await next.getAttribute('href'));
await next.click();
for (let i = 0; i < 6; i++) { await p.waitForTimeout(1500); console.log(p.url(), await first(), await p.locator('main article').count()); }
await b.close();
