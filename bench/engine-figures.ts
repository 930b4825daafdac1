/**
 * Figures for the page-understanding issue: per corpus page, the median time and size of
 * `extract()` with no argument (the page text), of `observe()` with no instruction (no model), and
 * of one act() with an instant scripted model. Prints a table; decides nothing. Run: npx tsx bench/engine-figures.ts [runs]
 */
import { Client } from '../src/index.js';
import { startCorpusServer } from '../test/support/test-pages.js';
import { pageTextOf, refOf, ScriptedLLM } from '../test/support/scripted-llm.js';

const RUNS = Number(process.argv[2] ?? 7);
const PAGES = ['forms.html', 'table.html', 'frames.html', 'shadow.html', 'dropdown.html', 'late-list.html', 'new-tab.html', 'grid.html'];
/** One act per page: the role and name the instant model picks (a click that keeps the page). */
const ACT_TARGETS: Record<string, [string, string]> = {
  'forms.html': ['button', 'Double click me'],
  'frames.html': ['button', 'Pay now'],
  'shadow.html': ['button', 'Closed action'],
  'dropdown.html': ['button', 'Flavor'],
  'table.html': ['columnheader', 'Region'],
  'grid.html': ['link', 'View Red Desk 1995'],
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const server = await startCorpusServer();
const model = new ScriptedLLM();
const client = new Client({ env: 'LOCAL', llmClient: model, offline: false, verbose: 0, disablePino: true }); // figures of the model tier
try {
  await client.init();
  const rows: string[][] = [];
  for (const name of PAGES) {
    const url = `${server.origin}/${name}`;
    await client.page.goto(url);
    await client.extract(); // warm: the late list has arrived, fonts and layout are done
    const times: number[] = [];
    let chars = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const { pageText } = await client.extract();
      times.push(performance.now() - started);
      chars = pageText.length;
    }
    const observeTimes: number[] = [];
    let actions = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      actions = (await client.observe()).length;
      observeTimes.push(performance.now() - started);
    }
    let act = '';
    const target = ACT_TARGETS[name];
    if (target) {
      model.reset((request) => ({ action: { elementId: refOf(pageTextOf(request), target[0], target[1]), method: 'click', arguments: [], description: 'bench click' }, twoStep: false }));
      const actTimes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await client.page.goto(url);
        await client.extract(); // settle first, so act() time is act's own
        const started = performance.now();
        const result = await client.act(`click ${target[1]}`);
        actTimes.push(performance.now() - started);
        if (!result.success) throw new Error(`bench act failed on ${name}: ${result.message}`);
      }
      act = median(actTimes).toFixed(0);
    }
    rows.push([name, median(times).toFixed(0), String(chars), String(Math.round(chars / 4)), `${median(observeTimes).toFixed(0)} (${actions})`, act]);
  }
  const header = ['page', 'extract() ms (median)', 'page text chars', '~tokens (chars/4)', 'observe() ms (actions)', 'act() ms (median, instant model)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(`runs per figure: ${RUNS}; Chromium ${client.context.playwright.browser()?.version() ?? ''}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
} finally {
  await client.close();
  await server.close();
}
