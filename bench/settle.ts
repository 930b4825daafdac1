import { Client } from '../src/index.js';
import type { BenchSide } from './side.js';
import type { RouteHandler } from '../test/support/http-server.js';
import { median, within } from './stats.js';

/**
 * Figure 6: waiting for the page. Each side opens one browser; per run it navigates (waitUntil
 * load) and times the first extract() after it:
 * - a quiet page (the form): what an AI call costs right after a navigation;
 * - a page that fetches after load and renders what comes back 400 ms later: it must be awaited
 *   (the marker is in the text), so this one is slow on purpose;
 * and, actwright alone, an always-busy page (the DOM changes every 20 ms) under a 1,500 ms
 * domSettleTimeout, timed from after the interval's first change: the call must return within the
 * bound + 10 %.
 */

export const LATE_MARKER = 'Rendered from the late answer';
const LATE_DELAY_MS = 400;
export const BUSY_SETTLE_MS = 1_500;
const BOUND_MS = 60_000;

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** Routes the figure serves: the late page's endpoint answers after LATE_DELAY_MS. */
export function settleRoutes(): Map<string, string | RouteHandler> {
  return new Map<string, string | RouteHandler>([
    [
      '/settle-late.html',
      doc(
        'Late',
        '<h1>Orders</h1><p id="out">Loading</p><script>addEventListener("load", () => fetch("/settle-late.json").then((r) => r.json()).then((d) => { document.getElementById("out").textContent = d.text; }));</script>',
      ),
    ],
    [
      '/settle-late.json',
      async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, LATE_DELAY_MS));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: LATE_MARKER }));
      },
    ],
    ['/settle-busy.html', doc('Busy', '<h1>Busy</h1><p id="n">0</p><script>let n = 0; setInterval(() => { document.getElementById("n").textContent = String(++n); }, 20);</script>')],
  ]);
}

export interface SettleFigure {
  /** Median ms of the first extract() after goto on the quiet form page. */
  quietFirstCallMs: Partial<Record<BenchSide['name'], number>>;
  /** Median ms of the first extract() on the late page, and whether every run saw the late content. */
  lateFirstCallMs: Partial<Record<BenchSide['name'], number>>;
  lateAwaited: Partial<Record<BenchSide['name'], boolean>>;
  /** actwright: median ms of extract() on the always-busy page, domSettleTimeout BUSY_SETTLE_MS. */
  busyMs?: number;
  errors: Partial<Record<BenchSide['name'], string>>;
}

export async function benchSettle(sides: BenchSide[], origin: string, quietPath: string, repeat: number, executablePath: string): Promise<SettleFigure> {
  const figure: SettleFigure = { quietFirstCallMs: {}, lateFirstCallMs: {}, lateAwaited: {}, errors: {} };
  for (const side of sides) {
    const missing = side.missing('extract');
    if (missing) {
      figure.errors[side.name] = missing;
      continue;
    }
    const open = await side.open();
    try {
      const quiet: number[] = [];
      const late: number[] = [];
      let awaited = true;
      // One warm-up navigation and call, not counted.
      await open.goto(origin + quietPath);
      await within(BOUND_MS, `${side.name} warm-up`, open.pageText());
      for (let r = 0; r < repeat; r++) {
        await open.goto(origin + quietPath);
        let started = performance.now();
        await within(BOUND_MS, `${side.name} extract() on ${quietPath}`, open.pageText());
        quiet.push(performance.now() - started);
        await open.goto(`${origin}/settle-late.html`);
        started = performance.now();
        const text = await within(BOUND_MS, `${side.name} extract() on the late page`, open.pageText());
        late.push(performance.now() - started);
        if (!text.includes(LATE_MARKER)) awaited = false;
      }
      figure.quietFirstCallMs[side.name] = median(quiet);
      figure.lateFirstCallMs[side.name] = median(late);
      figure.lateAwaited[side.name] = awaited;
    } catch (error) {
      figure.errors[side.name] = (error as Error).message.split('\n')[0]!;
    } finally {
      await open.close();
    }
  }
  figure.busyMs = await busyPage(origin, Math.min(repeat, 3), executablePath).catch((error: unknown) => {
    figure.errors.actwright = (error as Error).message.split('\n')[0]!;
    return undefined;
  });
  return figure;
}

async function busyPage(origin: string, repeat: number, executablePath: string): Promise<number> {
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: BUSY_SETTLE_MS, localBrowserLaunchOptions: { executablePath, headless: true } });
  await client.init();
  try {
    const runs: number[] = [];
    for (let r = 0; r < repeat; r++) {
      await client.page.goto(`${origin}/settle-busy.html`, { waitUntil: 'load' });
      // Past the interval's first change (untimed): until then the page has changed nothing since
      // load, and settling rightly counts it as idle (test/engine/settle.test.ts waits the same way).
      await client.page.waitForFunction(() => document.getElementById('n')?.textContent !== '0', undefined, { timeout: BOUND_MS });
      const started = performance.now();
      await within(BOUND_MS, 'actwright extract() on the busy page', client.extract());
      runs.push(performance.now() - started);
    }
    return median(runs);
  } finally {
    await client.close();
  }
}
