/**
 * `npx tsx bench/computer-use.ts`: one multi-step task (sign up: click a field, type, click the
 * next, type, submit) run by each provider's computer-use agent against its loopback fake, on real
 * Chromium. Prints model calls, page actions and time per run (median of BENCH_REPEAT, default 5):
 * wall time, the fake model's time, and what is left — screenshots, settling and actions.
 */
import { chromium, type Page } from 'playwright-core';
import { runComputerUseOnPage, type ComputerUsePlan } from '../src/engine/agent/computer-use/index.js';
import { findBrowser } from '../src/engine/browser/find.js';
import { Logger } from '../src/engine/session/logger.js';
import { FAKE_API_KEY, startFakeComputerUse, type ComputerUseStep } from '../test/support/fake-providers/index.js';
import { startTestServer } from '../test/support/http-server.js';

const SIGNUP = `<title>Signup</title>
<style>body { margin: 0; font: 16px sans-serif } input, button { position: absolute; left: 40px; width: 200px; height: 30px }</style>
<form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'Welcome ' + this.name.value">
  <input name="name" aria-label="Name" style="top: 40px">
  <input name="email" aria-label="Email" style="top: 100px">
  <button style="top: 160px">Sign up</button>
</form>
<p id="out" style="position: absolute; top: 220px; left: 40px"></p>`;

const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 5) || 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startTestServer();
server.route('/signup', SIGNUP);
const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
const rows: string[] = [];
try {
  for (const provider of ['openai', 'anthropic'] as const) {
    const fake = await startFakeComputerUse(provider);
    const walls: number[] = [];
    const models: number[] = [];
    let calls = 0;
    let actions = 0;
    try {
      for (let run = 0; run <= repeat; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
        const page = await context.newPage();
        await page.goto(`${server.origin}/signup`);
        const at = async (selector: string) => {
          const box = (await (page as Page).locator(selector).boundingBox())!;
          return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] as const;
        };
        const [nx, ny] = await at('input[name=name]');
        const [ex, ey] = await at('input[name=email]');
        const [bx, by] = await at('button');
        const steps: ComputerUseStep[] =
          provider === 'openai'
            ? [
                { actions: [{ type: 'click', button: 'left', x: nx, y: ny }, { type: 'type', text: 'Ada' }] },
                { actions: [{ type: 'click', button: 'left', x: ex, y: ey }, { type: 'type', text: 'ada@example.com' }] },
                { actions: [{ type: 'click', button: 'left', x: bx, y: by }] },
                { message: 'DONE: signed up' },
              ]
            : [
                { actions: [{ action: 'left_click', coordinate: [nx, ny] }, { action: 'type', text: 'Ada' }] },
                { actions: [{ action: 'left_click', coordinate: [ex, ey] }, { action: 'type', text: 'ada@example.com' }] },
                { actions: [{ action: 'left_click', coordinate: [bx, by] }] },
                { message: 'DONE: signed up' },
              ];
        fake.script(...steps);
        const plan: ComputerUsePlan = { instruction: 'sign up as Ada', maxSteps: 20, autoScreenshot: true, waitBetweenActions: 0 };
        const started = performance.now();
        const result = await runComputerUseOnPage(page, { provider, options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, plan, {
          signal: new AbortController().signal,
          logger: new Logger(0),
          domSettleTimeout: Number(process.env.BENCH_SETTLE_MS ?? 30_000),
        });
        const wall = performance.now() - started;
        if ((await page.locator('#out').textContent()) !== 'Welcome Ada' || !result.result.success) throw new Error(`${provider}: the task did not finish`);
        await context.close();
        if (run === 0) continue; // warm-up
        walls.push(wall);
        models.push(result.result.usage!.inference_time_ms);
        calls = result.usage.calls;
        actions = Number(result.result.metadata?.steps ?? 0);
      }
    } finally {
      await fake.close();
    }
    const wall = median(walls);
    const model = median(models);
    rows.push(
      `| ${provider} | ${calls} | ${actions} | ${wall.toFixed(0)} ms | ${model.toFixed(0)} ms | ${(wall - model).toFixed(0)} ms | ${((wall - model) / calls).toFixed(0)} ms |`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Computer-use agent, "sign up" (5 page actions), viewport 1280×720, median of ${repeat} runs after a warm-up`);
console.log('| provider | model calls | page actions | wall time | fake model time | engine time | engine time per model turn |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
