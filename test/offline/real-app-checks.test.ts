/**
 * Checks in plain English on the real apps (test/offline/real-apps/checks.ts on the first apps,
 * checks-2.ts, written blind, on the four newer ones), through a Client
 * with no model: each check is a right pass, a right fail, handed over (MissingLLMConfigurationError)
 * or WRONG (a pass that should fail, a fail that should pass, or a check that changed the page).
 * Prints the table with the rule that resolved each check. Pages are served from 127.0.0.1 only.
 *
 * `APPS=vue,adminlte` picks apps. `REFERENCE=1` runs each check's plain-Playwright reference
 * instead and fails unless its outcome is the verdict the corpus says: it proves the verdicts.
 * Runs with `npm run test:real-app-checks` (ACTWRIGHT_REAL_APPS=1), not in the default `vitest run`;
 * prints each app's blind figure beside the current one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CheckFailedError, MissingLLMConfigurationError } from '../../src/index.js';
import { genericState, LOAD_MS, type RealApp } from './real-apps/corpus.js';
import { TODOMVC_APPS } from './real-apps/todomvc-steps.js';
import { ADMINLTE } from './real-apps/adminlte-steps.js';
import { SWAGGER_UI } from './real-apps/swagger-ui-steps.js';
import { SB_ADMIN } from './real-apps/sb-admin-2-steps.js';
import { JSTREE } from './real-apps/jstree-steps.js';
import { DATEPICKER } from './real-apps/datepicker-steps.js';
import { TABULATOR } from './real-apps/tabulator-steps.js';
import { CHECK_APPS, type CheckStep } from './real-apps/checks.js';
import { CHECK_APPS_2 } from './real-apps/checks-2.js';
import { openRealApps, picked, PICKED, REFERENCE, type RealAppSession } from './real-apps/session.js';

/** A check that must fail waits this long for the page to change (web-first), then fails. */
const CHECK_MS = 1_500;

const first = (name: string) => CHECK_APPS.find((c) => c.app === name)!.steps;
const second = (name: string) => CHECK_APPS_2.find((c) => c.app === name)!.steps;
/** Corpus 1 (checks.ts) on the first apps; corpus 2 (checks-2.ts, blind) on the four newer apps. */
const RUNS: { app: RealApp; steps: CheckStep[]; corpus: 1 | 2; name: string }[] = picked([
  ...TODOMVC_APPS.map((app) => ({ app, steps: first('todomvc'), corpus: 1 as const, name: app.name })),
  { app: ADMINLTE, steps: first('adminlte'), corpus: 1 as const, name: ADMINLTE.name },
  { app: SWAGGER_UI, steps: first('swagger-ui'), corpus: 1 as const, name: SWAGGER_UI.name },
  { app: SB_ADMIN, steps: second('sb-admin-2'), corpus: 2 as const, name: SB_ADMIN.name },
  { app: JSTREE, steps: second('jstree'), corpus: 2 as const, name: JSTREE.name },
  { app: DATEPICKER, steps: second('datepicker'), corpus: 2 as const, name: DATEPICKER.name },
  { app: TABULATOR, steps: second('tabulator'), corpus: 2 as const, name: TABULATOR.name },
]);

type Outcome = 'right pass' | 'right fail' | 'handed over' | 'WRONG';
const OUTCOMES: Outcome[] = ['right pass', 'right fail', 'handed over', 'WRONG'];
const table = new Map<string, Record<Outcome, number>>();
const rules = new Map<string, number>();
const details: string[] = [];

/**
 * Each app's first run (docs/checks.md): corpus 1 blind at b5eb6df, corpus 2 blind at its freeze.
 * Printed beside the current run; never overwritten.
 */
const BLIND: Record<string, { checks: number; offline: number; wrong: number }> = {
  'todomvc/vanillajs': { checks: 78, offline: 35, wrong: 0 },
  'todomvc/backbone': { checks: 78, offline: 35, wrong: 0 },
  'todomvc/knockoutjs': { checks: 78, offline: 35, wrong: 0 },
  'todomvc/vue': { checks: 78, offline: 33, wrong: 0 },
  adminlte: { checks: 128, offline: 96, wrong: 2 },
  'swagger-ui': { checks: 58, offline: 36, wrong: 0 },
  // Corpus 2, blind: commit 2ba1e02 (checks-2.ts frozen), 2026-11-25 17:05.
  'sb-admin-2': { checks: 66, offline: 30, wrong: 0 },
  jstree: { checks: 15, offline: 8, wrong: 0 },
  datepicker: { checks: 28, offline: 21, wrong: 0 },
  tabulator: { checks: 30, offline: 16, wrong: 0 },
};

let session: RealAppSession;

beforeAll(async () => {
  session = await openRealApps();
});

afterAll(async () => {
  await session?.close();
  printTable();
});

function printTable() {
  const zero = (): Record<Outcome, number> => ({ 'right pass': 0, 'right fail': 0, 'handed over': 0, WRONG: 0 });
  const head = `${'app'.padEnd(20)} ${'checks'.padStart(6)} ${OUTCOMES.join(' ')} ${'offline'.padStart(8)}   ${'blind: offline'.padStart(14)} ${'WRONG'.padStart(5)}`;
  const line = (name: string, r: Record<Outcome, number>, blind?: { checks: number; offline: number; wrong: number }) => {
    const n = OUTCOMES.reduce((s, o) => s + r[o], 0);
    const offline = r['right pass'] + r['right fail'] + r.WRONG;
    const was = blind ? `${((100 * blind.offline) / Math.max(1, blind.checks)).toFixed(1).padStart(13)}% ${String(blind.wrong).padStart(5)}` : `${'-'.padStart(14)} ${'-'.padStart(5)}`;
    return `${name.padEnd(20)} ${String(n).padStart(6)} ${OUTCOMES.map((o) => String(r[o]).padStart(o.length)).join(' ')} ${((100 * offline) / Math.max(1, n)).toFixed(1).padStart(7)}%   ${was}`;
  };
  const sum = (names: string[]) => {
    const total = zero();
    for (const name of names) for (const o of OUTCOMES) total[o] += table.get(name)?.[o] ?? 0;
    const blinds = names.map((n) => BLIND[n]);
    const blind = blinds.every(Boolean) ? blinds.reduce<{ checks: number; offline: number; wrong: number }>((t, b) => ({ checks: t.checks + b!.checks, offline: t.offline + b!.offline, wrong: t.wrong + b!.wrong }), { checks: 0, offline: 0, wrong: 0 }) : undefined;
    return { total, blind };
  };
  const lines: string[] = [];
  for (const corpus of [1, 2] as const) {
    const names = RUNS.filter((r) => r.corpus === corpus && table.has(r.name)).map((r) => r.name);
    if (!names.length) continue;
    lines.push(`corpus ${corpus} (${corpus === 1 ? 'checks.ts' : 'checks-2.ts, blind'}):`, head, ...names.map((n) => line(n, table.get(n)!, BLIND[n])));
    const { total, blind } = sum(names);
    lines.push(line(`total ${corpus}`, total, blind));
  }
  console.log(
    [
      `checks on real apps (${REFERENCE ? 'REFERENCE: plain Playwright, checking the verdicts' : 'no model'}):`,
      ...lines,
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
    const result = await session.client.check(step.check, { timeout: CHECK_MS });
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

for (const { app, steps, name } of RUNS) {
  describe(name, () => {
    for (const step of steps) {
      it(`[${step.setup}] ${step.check} (${step.holds ? 'holds' : 'fails'})`, async () => {
        // Checks do not change the page: one page per starting state, unless a check changed it.
        const key = `${name}:${step.setup}`;
        if (prepared !== key) {
          prepared = '';
          const page = await session.prepare(app, step.setup);
          session.client.context.setActivePage(page);
          if (session.leaks.length) throw new Error(`${name} [${step.setup}] requested another host while loading: ${session.leaks.join(', ')}`);
          if (session.broken.length) throw new Error(`${name} [${step.setup}] could not load its own files (missing from test/offline/apps?): ${session.broken.splice(0).join(', ')}`);
          prepared = key;
        }
        const page = session.client.page;
        const state = app.state ?? genericState;
        const before = await state(page as never);
        let result = await verdict(page, step);
        if ((await state(page as never)) !== before) {
          prepared = '';
          result = { outcome: 'WRONG', note: 'the check changed the page', rule: result.rule };
        }
        if (session.leaks.length) {
          result = { outcome: 'WRONG', note: `requested another host: ${session.leaks.splice(0).join(', ')}`, rule: result.rule };
        }
        const row = table.get(name) ?? { 'right pass': 0, 'right fail': 0, 'handed over': 0, WRONG: 0 };
        row[result.outcome]++;
        table.set(name, row);
        if (result.rule) rules.set(result.rule, (rules.get(result.rule) ?? 0) + 1);
        if (result.outcome === 'handed over' || result.outcome === 'WRONG') details.push(`${result.outcome.padEnd(11)} ${name} [${step.setup}] ${step.check}${result.note ? ` (${result.note})` : ''}`);
        expect(result.outcome === 'WRONG' ? result.note : undefined).toBeUndefined();
      }, 4 * LOAD_MS);
    }
  });
}

describe('the check corpora', () => {
  it('never give a wrong verdict (corpus 1: at least 150 checks, corpus 2: at least 80; a third of each false)', () => {
    const wrong = [...table.values()].reduce((n, r) => n + r.WRONG, 0);
    expect(wrong).toBe(0);
    if (!PICKED) {
      for (const [apps, least] of [[CHECK_APPS, 150], [CHECK_APPS_2, 80]] as const) {
        const all = apps.flatMap((a) => a.steps as CheckStep[]);
        expect(all.length).toBeGreaterThanOrEqual(least);
        expect(all.filter((s) => !s.holds).length * 3).toBeGreaterThanOrEqual(all.length);
      }
    }
  });
});
