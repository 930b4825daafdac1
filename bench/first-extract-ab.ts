/**
 * The first `extract()` right after `goto` (figure 2's test, figure 6's first row), this checkout
 * against another (`OTHER=/path/to/checkout`, its src/ run through tsx as this one's), paired: per
 * round one fresh context each, in an order that turns each round, and the difference taken within
 * the round. Also the DevTools messages each client sent to the page during the call (counted on
 * its own DevTools session: what load does not move). Not part of `npm run bench`:
 *   OTHER=/work/main ROUNDS=30 npx tsx bench/first-extract-ab.ts
 */
import { chromium, type CDPSession } from 'playwright-core';
import { findBrowser } from '../src/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { median } from './stats.js';

type ClientClass = typeof import('../src/index.js').Client;
const here = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const other = process.env.OTHER?.replace(/\/$/, '');
if (!other) throw new Error('OTHER=/path/to/another/checkout');
const clients: Record<string, ClientClass> = {
  this: (await import(`${here}/src/index.ts`)).Client,
  other: (await import(`${other}/src/index.ts`)).Client,
};
const rounds = Math.max(3, Number(process.env.ROUNDS ?? 30) || 30);
const server = await startTestServer();
const { routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
const url = `${server.origin}/form.html`;
const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath, headless: true });

/** ms of the first extract() after goto, and the messages sent over DevTools sessions meanwhile. */
async function once(Client: ClientClass): Promise<{ ms: number; sent: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const client = new Client({ env: 'LOCAL', browserContext: context, verbose: 0, disablePino: true });
    await client.init();
    await page.goto(url);
    // Count what goes over the client's own sessions (its looks and reads): wrap send on their prototype.
    const proto = Object.getPrototypeOf(await context.newCDPSession(page)) as CDPSession & { send: (...a: unknown[]) => unknown };
    const own = proto.send;
    let sent = 0;
    proto.send = function (this: CDPSession, ...args: unknown[]) {
      sent++;
      return Reflect.apply(own, this, args);
    } as typeof proto.send;
    const started = performance.now();
    try {
      const { pageText } = await client.extract();
      if (!pageText.includes('Place order')) throw new Error('the form was not read');
    } finally {
      proto.send = own;
    }
    const ms = performance.now() - started;
    await client.close();
    return { ms, sent };
  } finally {
    await context.close();
  }
}

try {
  const names = Object.keys(clients);
  const ms: Record<string, number[]> = { this: [], other: [] };
  const sent: Record<string, number[]> = { this: [], other: [] };
  const diffs: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    const got: Record<string, number> = {};
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length]!;
      const result = await once(clients[name]!);
      if (r === 0) continue; // warm-up
      ms[name]!.push(result.ms);
      sent[name]!.push(result.sent);
      got[name] = result.ms;
    }
    if (r > 0) diffs.push(got.this! - got.other!);
  }
  for (const name of names) console.log(`${name}: first extract() ${median(ms[name]!).toFixed(1)} ms (${Math.min(...ms[name]!).toFixed(1)}–${Math.max(...ms[name]!).toFixed(1)}), DevTools messages ${median(sent[name]!)} (${Math.min(...sent[name]!)}–${Math.max(...sent[name]!)}; more than one in ${sent[name]!.filter((n) => n > 1).length} of ${sent[name]!.length} rounds)`);
  const sorted = [...diffs].sort((a, b) => a - b);
  console.log(`this - other, per round: median ${median(diffs).toFixed(1)} ms (p25 ${sorted[Math.floor(sorted.length / 4)]!.toFixed(1)}, p75 ${sorted[Math.floor((3 * sorted.length) / 4)]!.toFixed(1)}), this faster in ${diffs.filter((d) => d < 0).length} of ${diffs.length} rounds`);
} finally {
  await browser.close();
  await server.close();
}
