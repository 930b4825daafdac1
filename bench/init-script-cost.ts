/**
 * What the fixture's init script costs by its size (figure 2, pace7): per round a fresh context and
 * page (as Playwright's `page` fixture makes them), then `context.addInitScript` of one variant,
 * `goto` of the bench form, one small main-world evaluate (a read's trip) and the context's close.
 * The variants turn each round (paired: a busy machine weighs on all alike). Medians per variant
 * and step, and the sum. Not part of `npm run bench`:
 *   ROUNDS=15 npx tsx bench/init-script-cost.ts
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { findBrowser } from '../src/index.js';
import { CLOCK_SCRIPT } from '../src/engine/page/page-clock.js';
import { CLOSED_SHADOW_SOURCE } from '../src/engine/injected/generated/closed-shadow.js';
import { READER_SOURCE } from '../src/engine/injected/generated/reader.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { median } from './stats.js';

const wrap = (scripts: string[]) => scripts.map((script) => `try { ${script}\n} catch {}`).join('\n');
const VARIANTS: Record<string, string | undefined> = {
  none: undefined,
  tiny: wrap(['void 0']),
  'clock + shadow': wrap([CLOCK_SCRIPT, CLOSED_SHADOW_SOURCE]),
  'clock + shadow + reader': wrap([CLOCK_SCRIPT, CLOSED_SHADOW_SOURCE, READER_SOURCE]),
};

const rounds = Math.max(3, Number(process.env.ROUNDS ?? 15) || 15);
const browserPath = findBrowser()?.executablePath;
if (!browserPath) throw new Error('No Chromium found');
const server = await startTestServer();
const { routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
const url = `${server.origin}/form.html`;
const browser = await chromium.launch({ executablePath: browserPath, headless: true });

const times = new Map<string, number[]>();
const record = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    record(name, performance.now() - started);
  }
};

async function one(name: string, script: string | undefined): Promise<void> {
  const started = performance.now();
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (script !== undefined) await timed(`${name}: addInitScript`, () => context!.addInitScript({ content: script }));
    await timed(`${name}: goto`, () => page.goto(url));
    await timed(`${name}: evaluate`, () => page.evaluate('document.title'));
    // The renderer's own time for this page (load does not move it much): script and task durations.
    const { metrics } = await cdp.send('Performance.getMetrics');
    for (const m of metrics) if (m.name === 'ScriptDuration' || m.name === 'TaskDuration') record(`${name}: renderer ${m.name}`, m.value * 1000);
  } finally {
    await context?.close();
  }
  record(`${name}: whole`, performance.now() - started);
}

try {
  const names = Object.keys(VARIANTS);
  for (let r = 0; r < rounds + 1; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length]!;
      await one(r === 0 ? `warm-up ${name}` : name, VARIANTS[name]);
    }
  }
  for (const name of Object.keys(VARIANTS)) console.log(`${name}: ${VARIANTS[name]?.length ?? 0} chars`);
  for (const name of [...times.keys()].filter((n) => !n.startsWith('warm-up')).sort()) {
    const values = times.get(name)!;
    console.log(`${name.padEnd(40)} ${median(values).toFixed(1).padStart(7)} ms  (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`);
  }
} finally {
  await browser.close();
  await server.close();
}
