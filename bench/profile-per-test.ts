/**
 * Where figure 2's per-test overhead goes, in process (no Playwright Test runner): per round a new
 * context and page (what Playwright's `page` fixture does), then the client's path as the fixture
 * runs it: construct, init, goto, extract() (and, on a second page, its settle and capture apart),
 * scrubSecretFields, close and the session export the fixture attaches. Not part of `npm run bench`
 * (no Stagehand side): `npx tsx bench/profile-per-test.ts` prints medians (PROFILE_ROUNDS, default 15).
 * PROFILE_OTHER=/path/to/another/checkout times that checkout's client too, round by round in turn
 * with this one (an A/B in one run: a busy machine slows both alike).
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { findBrowser } from '../src/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { median } from './stats.js';

interface Engine {
  Client: typeof import('../src/index.js').Client;
  waitForSettled: typeof import('../src/engine/page/settle.js').waitForSettled;
  captureSnapshot: typeof import('../src/engine/snapshot/index.js').captureSnapshot;
}
const load = async (root: string): Promise<Engine> => ({
  Client: (await import(`${root}/src/index.ts`)).Client,
  waitForSettled: (await import(`${root}/src/engine/page/settle.ts`)).waitForSettled,
  captureSnapshot: (await import(`${root}/src/engine/snapshot/index.ts`)).captureSnapshot,
});
const here = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const engines: Record<string, Engine> = { this: await load(here) };
if (process.env.PROFILE_OTHER) engines.other = await load(process.env.PROFILE_OTHER.replace(/\/$/, ''));

const rounds = Math.max(3, Number(process.env.PROFILE_ROUNDS ?? 15) || 15);
const browserPath = findBrowser()?.executablePath;
if (!browserPath) throw new Error('No Chromium found');
const server = await startTestServer();
const { routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
const url = `${server.origin}/form.html`;
const browser = await chromium.launch({ executablePath: browserPath, headless: true });

const times = new Map<string, number[]>();
const record = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    record(name, performance.now() - started);
  }
};
const fresh = async (): Promise<BrowserContext> => {
  const context = await browser.newContext();
  await context.newPage();
  return context;
};

async function clientPath(name: string, { Client, waitForSettled, captureSnapshot }: Engine) {
  const total = performance.now();
  const context = await timed(`${name}: context + page`, fresh);
  const page = context.pages()[0]!;
  const client = await timed(`${name}: construct`, () => new Client({ env: 'LOCAL', browserContext: context, verbose: 0, disablePino: true }));
  await timed(`${name}: init`, () => client.init());
  await timed(`${name}: goto`, () => page.goto(url));
  await timed(`${name}: extract()`, () => client.extract());
  await timed(`${name}: teardown scrubSecretFields`, () => client.scrubSecretFields());
  await timed(`${name}: teardown close`, () => client.close());
  await timed(`${name}: teardown export + JSON`, () => JSON.stringify(client.exportSession()));
  await timed(`${name}: context close`, () => context.close());
  record(`${name}: whole (context .. close)`, performance.now() - total);

  // extract()'s parts on a second fresh page: the settle, then the first and a second capture.
  const context2 = await fresh();
  const client2 = new Client({ env: 'LOCAL', browserContext: context2, verbose: 0, disablePino: true });
  await client2.init();
  const page2 = context2.pages()[0]!;
  await page2.goto(url);
  await timed(`${name}: extract() part: settle`, () => waitForSettled(page2, { timeoutMs: 30_000 }));
  await timed(`${name}: extract() part: first capture`, () => captureSnapshot(page2, {}));
  await timed(`${name}: extract() part: second capture`, () => captureSnapshot(page2, {}));
  await client2.close();
  await context2.close();
}

try {
  for (let r = 0; r < rounds; r++) {
    await timed('Playwright alone: context + page + goto + close', async () => {
      const context = await timed('Playwright alone: context + page', fresh);
      await timed('Playwright alone: goto', () => context.pages()[0]!.goto(url));
      await timed('Playwright alone: context close', () => context.close());
    });
    for (const [name, engine] of Object.entries(engines)) await clientPath(name, engine);
  }
  // The first round warms up (module caches, the browser's first context): left out.
  const names = [...times.keys()].sort();
  for (const name of names) console.log(`${name.padEnd(48)} ${median(times.get(name)!.slice(1)).toFixed(1).padStart(7)} ms`);
} finally {
  await browser.close();
  await server.close();
}
