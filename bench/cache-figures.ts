/**
 * Figures for the action cache (`cacheDir`): per corpus page, the median time of one act() on the
 * model tier (an instant scripted model, so the figure is page reading and selector work only; a
 * real model adds its own seconds and tokens) against the same act() replayed from the cache, and
 * the model requests each made. Prints a table; decides nothing.
 * Run: npx tsx bench/cache-figures.ts [runs]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '../src/index.js';
import { startCorpusServer } from '../test/support/test-pages.js';
import { actAnswer, pageTextOf, refOf, ScriptedLLM } from '../test/support/scripted-llm.js';

const RUNS = Number(process.argv[2] ?? 7);
/** An action that leaves the page where it is, so every run acts on the same page. */
const TARGETS: Record<string, [string, string, 'click' | 'hover']> = {
  'forms.html': ['button', 'Double click me', 'click'],
  'frames.html': ['button', 'Pay now', 'click'],
  'table.html': ['columnheader', 'Region', 'click'],
  'grid.html': ['link', 'View Red Desk 1995', 'hover'], // 2,000 cards
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const server = await startCorpusServer();
const dir = mkdtempSync(join(tmpdir(), 'actwright-cache-bench-'));
const model = new ScriptedLLM();
const options = { env: 'LOCAL' as const, llmClient: model, offline: false, verbose: 0 as const, disablePino: true };
const plain = new Client(options);
const cached = new Client({ ...options, cacheDir: dir });
try {
  await Promise.all([plain.init(), cached.init()]);
  const rows: string[][] = [];
  for (const [name, [role, label, method]] of Object.entries(TARGETS)) {
    model.reset((request) => actAnswer(refOf(pageTextOf(request), role, label), method));
    const time = async (client: Client) => {
      const times: number[] = [];
      const before = model.requests.length;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const result = await client.act(`${method} ${label}`);
        times.push(performance.now() - started);
        if (!result.success) throw new Error(`${name}: ${result.message}`);
      }
      return { ms: median(times), requests: model.requests.length - before };
    };
    await plain.page.goto(`${server.origin}/${name}`);
    await cached.page.goto(`${server.origin}/${name}`);
    await cached.act(`${method} ${label}`); // fills the cache
    const fresh = await time(plain);
    const replayed = await time(cached);
    rows.push([name, fresh.ms.toFixed(0), String(fresh.requests), replayed.ms.toFixed(0), String(replayed.requests)]);
  }
  console.log(`act() medians over ${RUNS} runs (ms), and model requests in those runs`);
  console.log(['page', 'model tier', 'requests', 'from cache', 'requests'].join('\t'));
  for (const row of rows) console.log(row.join('\t'));
} finally {
  await Promise.all([plain.close(), cached.close()]);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
