/**
 * Checks in plain English on the real apps (test/offline/real-apps/checks.ts), through a Client
 * with no model: each check is a right pass, a right fail, handed over (MissingLLMConfigurationError)
 * or WRONG (a pass that should fail, a fail that should pass, or a check that changed the page).
 * Prints the table with the rule that resolved each check. Pages are served from 127.0.0.1 only.
 *
 * `APPS=vue,adminlte` picks apps. `REFERENCE=1` runs each check's plain-Playwright reference
 * instead and fails unless its outcome is the verdict the corpus says: it proves the verdicts.
 * Runs with `npm run test:real-apps` (ACTWRIGHT_REAL_APPS=1), not in the default `vitest run`.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client, CheckFailedError, MissingLLMConfigurationError } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { genericState, LOAD_MS, type RealApp } from './real-apps/corpus.js';
import { TODOMVC_APPS } from './real-apps/todomvc-steps.js';
import { ADMINLTE } from './real-apps/adminlte-steps.js';
import { SWAGGER_UI } from './real-apps/swagger-ui-steps.js';
import { CHECK_APPS, type CheckStep } from './real-apps/checks.js';

const APPS_DIR = fileURLToPath(new URL('./apps/', import.meta.url));
const PICKED = process.env.APPS?.split(',').map((a) => a.trim()).filter(Boolean);
const REFERENCE = process.env.REFERENCE === '1';
/** A check that must fail waits this long for the page to change (web-first), then fails. */
const CHECK_MS = 1_500;

const RUNS: { app: RealApp; steps: CheckStep[] }[] = [
  ...TODOMVC_APPS.map((app) => ({ app, steps: CHECK_APPS.find((c) => c.app === 'todomvc')!.steps })),
  { app: ADMINLTE, steps: CHECK_APPS.find((c) => c.app === 'adminlte')!.steps },
  { app: SWAGGER_UI, steps: CHECK_APPS.find((c) => c.app === 'swagger-ui')!.steps },
].filter(({ app }) => !PICKED || PICKED.some((p) => p === app.name || p === app.name.split('/').at(-1)));

type Outcome = 'right pass' | 'right fail' | 'handed over' | 'WRONG';
const OUTCOMES: Outcome[] = ['right pass', 'right fail', 'handed over', 'WRONG'];
const table = new Map<string, Record<Outcome, number>>();
const rules = new Map<string, number>();
const details: string[] = [];

let server: TestServer;
let client: Client;
const isLoopback = (url: URL) => !/^(https?|wss?):$/.test(url.protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

beforeAll(async () => {
  server = await startTestServer(APPS_DIR);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 1_000, localBrowserLaunchOptions: { viewport: { width: 1280, height: 720 } } });
  await client.init();
  const context = client.page.context();
  await context.addInitScript(() => {
    if (location.search.includes('fresh=')) localStorage.clear();
  });
  await context.route((url) => !isLoopback(url), (route) => route.abort('blockedbyclient'));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  printTable();
});

function printTable() {
  const zero = (): Record<Outcome, number> => ({ 'right pass': 0, 'right fail': 0, 'handed over': 0, WRONG: 0 });
  const total = zero();
  for (const row of table.values()) for (const o of OUTCOMES) total[o] += row[o];
  const line = (name: string, r: Record<Outcome, number>) => {
    const n = OUTCOMES.reduce((s, o) => s + r[o], 0);
    const offline = r['right pass'] + r['right fail'] + r.WRONG;
    return `${name.padEnd(20)} ${String(n).padStart(6)} ${OUTCOMES.map((o) => String(r[o]).padStart(o.length)).join(' ')} ${((100 * offline) / Math.max(1, n)).toFixed(1).padStart(7)}%`;
  };
  console.log(
    [
      `checks on real apps (${REFERENCE ? 'REFERENCE: plain Playwright, checking the verdicts' : 'no model'}):`,
      `${'app'.padEnd(20)} ${'checks'.padStart(6)} ${OUTCOMES.join(' ')} ${'offline'.padStart(8)}`,
      ...[...table.entries()].map(([name, r]) => line(name, r)),
      line('total', total),
      `rules: ${[...rules.entries()].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', ')}`,
      `checks handed over or WRONG:\n  ${details.join('\n  ')}`,
    ].join('\n'),
  );
}

async function verdict(page: Page, step: CheckStep): Promise<{ outcome: Outcome; note?: string; rule?: string }> {
  if (REFERENCE) {
    const held = await step.reference(page as never).then(() => true, () => false);
    return held === step.holds ? { outcome: step.holds ? 'right pass' : 'right fail' } : { outcome: 'WRONG', note: `the reference ${held ? 'passes' : 'fails'}` };
  }
  try {
    const result = await client.check(step.check, { timeout: CHECK_MS });
    return step.holds ? { outcome: 'right pass', rule: result.rule } : { outcome: 'WRONG', note: `passed as ${result.code}`, rule: result.rule };
  } catch (error) {
    if (error instanceof MissingLLMConfigurationError) return { outcome: 'handed over', note: error.message.split('\n')[0] };
    if (error instanceof CheckFailedError) {
      return step.holds ? { outcome: 'WRONG', note: `failed: ${error.message.split('\n').slice(0, 3).join(' ')}`, rule: error.rule } : { outcome: 'right fail', rule: error.rule };
    }
    throw error;
  }
}

let prepared = '';

for (const { app, steps } of RUNS) {
  describe(app.name, () => {
    for (const step of steps) {
      it(`[${step.setup}] ${step.check} (${step.holds ? 'holds' : 'fails'})`, async () => {
        // Checks do not change the page: one page per starting state, unless a check changed it.
        const key = `${app.name}:${step.setup}`;
        if (prepared !== key) {
          prepared = '';
          await app.prepare(client.page as never, server.origin, step.setup);
          prepared = key;
        }
        const page = client.page;
        const state = app.state ?? genericState;
        const before = await state(page as never);
        let result = await verdict(page, step);
        if ((await state(page as never)) !== before) {
          prepared = '';
          result = { outcome: 'WRONG', note: 'the check changed the page', rule: result.rule };
        }
        const row = table.get(app.name) ?? { 'right pass': 0, 'right fail': 0, 'handed over': 0, WRONG: 0 };
        row[result.outcome]++;
        table.set(app.name, row);
        if (result.rule) rules.set(result.rule, (rules.get(result.rule) ?? 0) + 1);
        if (result.outcome === 'handed over' || result.outcome === 'WRONG') details.push(`${result.outcome.padEnd(11)} ${app.name} [${step.setup}] ${step.check}${result.note ? ` (${result.note})` : ''}`);
        expect(result.outcome === 'WRONG' ? result.note : undefined).toBeUndefined();
      }, 4 * LOAD_MS);
    }
  });
}

describe('the check corpus', () => {
  it('never gives a wrong verdict (and has at least 150 checks, a third of them false)', () => {
    const counts = [...table.values()];
    const wrong = counts.reduce((n, r) => n + r.WRONG, 0);
    expect(wrong).toBe(0);
    if (!PICKED) {
      const unique = CHECK_APPS.reduce((n, a) => n + a.steps.length, 0);
      const unique_false = CHECK_APPS.reduce((n, a) => n + a.steps.filter((s) => !s.holds).length, 0);
      expect(unique).toBeGreaterThanOrEqual(150);
      expect(unique_false * 3).toBeGreaterThanOrEqual(unique);
    }
  });
});
