/**
 * Where figure 2's per-test overhead goes, in process (no Playwright Test runner): per round a new
 * context and page (what Playwright's `page` fixture does), then the client's parts one by one:
 * construct, init, goto, extract() split into settle and capture, scrubSecretFields, close and the
 * session export the fixture attaches. Not part of `npm run bench` (no Stagehand side):
 * `npx tsx bench/profile-per-test.ts` prints medians (PROFILE_ROUNDS, default 15).
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { Client, findBrowser } from '../src/index.js';
import { waitForSettled } from '../src/engine/settle.js';
import { captureSnapshot } from '../src/engine/snapshot/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { median } from './stats.js';

const rounds = Math.max(3, Number(process.env.PROFILE_ROUNDS ?? 15) || 15);
const browserPath = findBrowser()?.executablePath;
if (!browserPath) throw new Error('No Chromium found');
const server = await startTestServer();
const { routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
const url = `${server.origin}/form.html`;
const browser = await chromium.launch({ executablePath: browserPath, headless: true });

const times = new Map<string, number[]>();
const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const list = times.get(name) ?? [];
    list.push(performance.now() - started);
    times.set(name, list);
  }
};
const fresh = async (): Promise<BrowserContext> => {
  const context = await browser.newContext();
  await context.newPage();
  return context;
};

try {
  for (let r = 0; r < rounds; r++) {
    // Plain Playwright: context, page, goto, close.
    await timed('baseline: context + page + goto + close', async () => {
      const context = await fresh();
      await context.pages()[0]!.goto(url);
      await context.close();
    });

    // The client's whole path, as the fixture runs it.
    const total = performance.now();
    const context = await fresh();
    const page = context.pages()[0]!;
    const client = await timed('client: construct', () => new Client({ env: 'LOCAL', browserContext: context, verbose: 0, disablePino: true }));
    await timed('client: init', () => client.init());
    await timed('goto', () => page.goto(url));
    await timed('extract(): whole', () => client.extract());
    await timed('teardown: scrubSecretFields', () => client.scrubSecretFields());
    await timed('teardown: close', () => client.close());
    await timed('teardown: export + JSON', () => JSON.stringify(client.exportSession()));
    await context.close();
    const list = times.get('client path: context..close') ?? [];
    list.push(performance.now() - total);
    times.set('client path: context..close', list);

    // extract()'s parts on a second fresh page with the clock: settle, then the capture.
    const context2 = await fresh();
    const client2 = new Client({ env: 'LOCAL', browserContext: context2, verbose: 0, disablePino: true });
    await client2.init();
    const page2 = context2.pages()[0]!;
    await page2.goto(url);
    await timed('extract() parts: settle', () => waitForSettled(page2, { timeoutMs: 30_000 }));
    await timed('extract() parts: first capture', () => captureSnapshot(page2, {}));
    await timed('extract() parts: second capture', () => captureSnapshot(page2, {}));
    await client2.close();
    await context2.close();
  }
  // The first round warms up (module caches, the browser's first context): left out.
  for (const [name, list] of times) console.log(`${name.padEnd(42)} ${median(list.slice(1)).toFixed(1).padStart(7)} ms`);
} finally {
  await browser.close();
  await server.close();
}
