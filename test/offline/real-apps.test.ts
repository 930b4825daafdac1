/**
 * The offline resolver on real open-source apps (test/offline/apps/: TodoMVC implementations from
 * the npm package `todomvc`, MIT), through a Client with no model: every step is either resolved
 * offline (act()/observe() succeed and the page is in the state the step asks for), handed over
 * (MissingLLMConfigurationError, and the page untouched), or wrong. Prints the table.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client, MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/selectors.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { THREE, TODOMVC_STEPS, type AppStep, type Setup } from './real-apps/todomvc-steps.js';

const APPS_DIR = fileURLToPath(new URL('./apps/', import.meta.url));
const TODOMVC_APPS = (process.env.APPS ?? 'vanillajs,backbone,knockoutjs,vue').split(',');

type Outcome = 'resolved' | 'handed over' | 'wrong' | 'failed';
const table = new Map<string, Record<Outcome, number>>();
const details: string[] = [];

let server: TestServer;
let client: Client;
let loads = 0;

beforeAll(async () => {
  server = await startTestServer(APPS_DIR);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 1_000 });
  await client.init();
  await client.page.context().addInitScript(() => {
    if (location.search.includes('fresh=')) localStorage.clear();
  });
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  printTable();
});

function printTable() {
  const rows = [...table.entries()];
  const total = rows.reduce((t, [, r]) => ({ resolved: t.resolved + r.resolved, 'handed over': t['handed over'] + r['handed over'], wrong: t.wrong + r.wrong, failed: t.failed + r.failed }), { resolved: 0, 'handed over': 0, wrong: 0, failed: 0 });
  const line = (name: string, r: Record<Outcome, number>) => {
    const steps = r.resolved + r['handed over'] + r.wrong + r.failed;
    return `${name.padEnd(20)} ${String(steps).padStart(5)} ${String(r.resolved).padStart(8)} ${String(r['handed over']).padStart(11)} ${String(r.wrong).padStart(5)} ${String(r.failed).padStart(6)} ${((100 * r.resolved) / Math.max(1, steps)).toFixed(1).padStart(7)}%`;
  };
  console.log(
    [
      'offline resolver on real apps (no model):',
      `${'app'.padEnd(20)} ${'steps'.padStart(5)} ${'resolved'.padStart(8)} ${'handed over'.padStart(11)} ${'wrong'.padStart(5)} ${'failed'.padStart(6)} ${'resolved'.padStart(8)}`,
      ...rows.map(([name, r]) => line(name, r)),
      line('total', total),
      `steps handed over, failed or wrong:\n  ${details.join('\n  ')}`,
    ].join('\n'),
  );
}

/** Everything a step could change: the todos, their states, the inputs, the URL. */
async function pageState(page: Page): Promise<string> {
  const dom = await page.evaluate(() =>
    Array.from(document.querySelectorAll('input, li, a, button')).map((e) => `${e.tagName}.${(e as HTMLElement).className}:${(e as HTMLInputElement).value ?? ''}:${(e as HTMLInputElement).checked ?? ''}:${e.textContent?.trim()}`).join('|'),
  );
  return `${page.url()}\n${dom}`;
}

async function prepare(page: Page, app: string, setup: Setup) {
  // A fresh load starts with no todos: storage is cleared before the app's scripts run (an app may
  // write its state back on unload, so clearing it from the loaded page is not enough).
  await page.goto(`${server.origin}/todomvc/${app}/index.html?fresh=${++loads}#/`);
  const input = page.locator('#new-todo');
  await input.waitFor();
  if (setup === 'empty') return;
  for (const title of THREE) {
    await input.fill(title);
    await input.press('Enter');
  }
  await page.locator('#todo-list li').nth(2).waitFor();
  const cat = page.locator('#todo-list li').filter({ hasText: 'feed the cat' });
  if (setup === 'oneDone') {
    await cat.locator('.toggle').check();
    await page.locator('#clear-completed').waitFor();
  }
  if (setup === 'editing') {
    await cat.locator('label').dblclick();
    await page.locator('#todo-list li.editing .edit').waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('edit'), undefined, { timeout: 3_000 }).catch(() => undefined);
  }
  if (setup === 'typed') {
    await input.fill('pay the bills');
    await input.focus();
  }
  await page.mouse.move(0, 0);
}

async function runStep(app: string, step: AppStep): Promise<{ outcome: Outcome; note?: string }> {
  const page = client.page;
  await prepare(page, app, step.setup);
  const before = await pageState(page);
  try {
    if (step.kind === 'observe') {
      const [found] = await client.observe(step.instruction);
      if (!found) return { outcome: 'failed', note: 'observe found nothing' };
      const expected = await page.locator(step.check as string).elementHandle({ timeout: 2_000 });
      const got = await selectorLocator(page, found.selector).elementHandle({ timeout: 2_000 }).catch(() => null);
      const equal = !!expected && !!got && (await page.evaluate(([a, b]) => a === b, [expected, got] as const));
      return equal ? { outcome: 'resolved' } : { outcome: 'wrong', note: `observed ${found.selector}` };
    }
    const result = await client.act(step.instruction);
    const check = step.check as (page: Page) => Promise<void>;
    const meets = await check(page).then(() => undefined, (e: Error) => e.message.split('\n')[0]);
    if (result.success) return meets ? { outcome: 'wrong', note: `${result.actionDescription}: ${meets}` } : { outcome: 'resolved' };
    return { outcome: (await pageState(page)) === before ? 'failed' : 'wrong', note: result.message };
  } catch (error) {
    if (!(error instanceof MissingLLMConfigurationError)) throw error;
    const after = await pageState(page);
    return after === before ? { outcome: 'handed over' } : { outcome: 'wrong', note: 'handed over after changing the page' };
  }
}

for (const app of TODOMVC_APPS) {
  const name = `todomvc/${app}`;
  describe(name, () => {
    for (const step of TODOMVC_STEPS) {
      it(`${step.kind} [${step.setup}] ${step.instruction}`, async () => {
        const { outcome, note } = await runStep(app, step);
        const row = table.get(name) ?? { resolved: 0, 'handed over': 0, wrong: 0, failed: 0 };
        row[outcome]++;
        table.set(name, row);
        if (outcome !== 'resolved') details.push(`${outcome.padEnd(11)} ${name}: ${step.instruction}${note ? ` (${note})` : ''}`);
        expect(outcome === 'wrong' ? note : undefined).toBeUndefined();
      });
    }
  });
}

describe('the real-app corpus', () => {
  it('has at least 300 steps and never acts wrongly', () => {
    const counts = [...table.values()];
    const steps = counts.reduce((n, r) => n + r.resolved + r['handed over'] + r.wrong + r.failed, 0);
    expect(steps).toBeGreaterThanOrEqual(300);
    expect(counts.reduce((n, r) => n + r.wrong, 0)).toBe(0);
  });
});
