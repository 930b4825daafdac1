/**
 * `npm run bench`: actwright side by side with Stagehand v3 on the same Chromium, loopback only.
 * Prints one Markdown table (medians, ratio actwright / Stagehand) and writes bench/results.json.
 * A part whose actwright side is not in this build prints "n/a (not available)", never a guess.
 *
 * BENCH_REPEAT (default 5) sets the timed runs per measurement; BENCH_ONLY=1,3 runs some figures.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { findBrowser } from '../src/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { actwrightSide } from './actwright-side.js';
import { benchAct } from './act.js';
import { clickAnswerer, startFakeOpenAI } from './fake-openai.js';
import { benchPageText } from './page-text.js';
import { benchPages } from './pages.js';
import type { BenchSide, SideConfig } from './side.js';
import { loadStagehand, stagehandSide } from './stagehand-side.js';
import { machine, NOT_AVAILABLE, renderTable, type Row } from './table.js';

const RESULTS = fileURLToPath(new URL('./results.json', import.meta.url));
const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 5));
const only = process.env.BENCH_ONLY?.split(',').map(Number);
const wanted = (figure: number) => !only || only.includes(figure);

const browser = findBrowser();
if (!browser) throw new Error('No Chromium found: set ACTWRIGHT_CHROMIUM_PATH or run `npm run browser` first.');

const started = performance.now();
const server = await startTestServer();
const { pages, routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
let actTarget = '';
const model = await startFakeOpenAI(clickAnswerer(() => actTarget));
const config: SideConfig = { executablePath: browser.executablePath, modelBaseURL: model.baseURL };
const sides: BenchSide[] = [actwrightSide(config), stagehandSide(config, await loadStagehand())];
const actwright = sides[0]!;

const rows: Row[] = [];
const results: Record<string, unknown> = {};
const log = (message: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)}s] ${message}`);

try {
  if (wanted(1)) {
    log('1. page text: extract() with no arguments');
    const figures = await benchPageText(sides, pages, server.origin, repeat);
    results.pageText = figures;
    for (const f of figures) {
      const missing = Object.entries(f.missing)
        .filter(([, list]) => list && list.length)
        .map(([side, list]) => `${side} misses ${list!.join(', ')}`)
        .join('; ');
      rows.push({ figure: '1 page text', item: `${f.page}: time`, unit: 'ms', actwright: f.ms.actwright, stagehand: f.ms.stagehand, goal: '≤ 0.35x', note: missing });
      rows.push({ figure: '1 page text', item: `${f.page}: size`, unit: 'chars', actwright: f.chars.actwright, stagehand: f.chars.stagehand, goal: '≤ 0.5x' });
    }
    if (actwright.missing('extract')) results.pageTextActwright = NOT_AVAILABLE;
  }

  if (wanted(3)) {
    log('3. act engine time (instant scripted model, minus model time)');
    const figures = await benchAct(sides, server.origin, repeat, (name) => (actTarget = name));
    results.act = figures;
    for (const f of figures) {
      rows.push({ figure: '3 act', item: `${f.instruction} (${f.path})`, unit: 'ms', actwright: f.engineMs.actwright, stagehand: f.engineMs.stagehand, goal: '≤ 0.5x' });
    }
  }
} finally {
  await model.close();
  await server.close();
}

const table = renderTable(rows);
const totalSeconds = (performance.now() - started) / 1000;
await writeFile(
  RESULTS,
  `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), browser, repeat, totalSeconds, table, results }, null, 2)}\n`,
);
console.log(table);
console.log(`\nmachine: ${JSON.stringify(machine())}; browser ${browser.executablePath}; median of ${repeat} runs; ${totalSeconds.toFixed(0)} s in all`);
