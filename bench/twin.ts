/**
 * Figure 8, the twin: the TodoMVC suite of bench/twin/todomvc.ts three ways on one Chromium, in
 * one run: in English through `client.act()` resolved offline with an empty action cache, the
 * same with a warm action cache (`cacheDir` filled by an untimed run), and in plain Playwright
 * locators. Each round runs the three ways one after the other, in an order that turns each round
 * (so no way always runs first, or just after another); medians and spread per step and per suite.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { Client } from '../dist/index.js';
import { median, quantile } from './stats.js';
import { runSuite, type SuiteEnv } from './suite.js';
import { startTestServer } from '../test/support/http-server.js';
import { FRESH_STORAGE_SCRIPT, TWIN_REPEAT, TWIN_SCENARIOS, twinUrl } from './twin/todomvc.js';

export const TWIN_WAYS = ['offline', 'cached', 'plain'] as const;
export type TwinWay = (typeof TWIN_WAYS)[number];

const APPS_DIR = fileURLToPath(new URL('../test/offline/apps/', import.meta.url));

export interface Spread {
  median: number;
  /** Lowest and highest of the rounds. */
  min: number;
  max: number;
  /** Interquartile range (p75 - p25). */
  iqr: number;
}

export interface TwinFigure {
  app: string;
  rounds: number;
  /** Wall time (ms) of the whole suite (loads, steps, checks) per way. */
  suiteMs: Record<TwinWay, Spread>;
  /** Sum of the steps alone per way. */
  stepsMs: Record<TwinWay, Spread>;
  /** Per step (scenario › English), the median per way. */
  perStep: { scenario: string; step: string; ms: Record<TwinWay, number> }[];
  /** Suite and steps of each round, as ratios to the plain run of the same round. */
  ratios: { offline: Spread; cached: Spread; stepsOffline: Spread; stepsCached: Spread };
}

export const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
  iqr: quantile(values, 0.75) - quantile(values, 0.25),
});

interface Way {
  name: TwinWay;
  page: Page;
  /** Runs one step; English ways throw when the act failed. */
  step: (page: Page, index: number, scenario: number) => Promise<void>;
  before?: () => Promise<void>;
}

/** The three ways on one browser: each in a context of its own (the English ones driven by a client each). */
export async function benchTwin(executablePath: string, rounds: number, app = 'vanillajs'): Promise<TwinFigure> {
  const server = await startTestServer(APPS_DIR);
  const browser = await chromium.launch({ executablePath, headless: true });
  const scratch = await mkdtemp(join(tmpdir(), 'actwright-twin-'));
  const clients: Client[] = [];
  let load = 0;
  try {
    const context = async () => {
      const c: BrowserContext = await browser.newContext();
      await c.addInitScript({ content: FRESH_STORAGE_SCRIPT });
      await c.newPage();
      return c;
    };
    const english = async (name: TwinWay, cacheDir: string): Promise<Way> => {
      const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: await context(), cacheDir });
      await client.init();
      clients.push(client);
      return {
        name,
        page: client.page,
        step: async (_page, index, scenario) => {
          const instruction = TWIN_SCENARIOS[scenario]!.steps[index]!.english;
          const result = await client.act(instruction);
          if (!result.success) throw new Error(`${name}: act("${instruction}") failed: ${result.message}`);
        },
      };
    };
    const coldDir = join(scratch, 'cold');
    const warmDir = join(scratch, 'warm');
    const offline = await english('offline', coldDir);
    offline.before = () => rm(coldDir, { recursive: true, force: true });
    const cached = await english('cached', warmDir);
    const plainContext = await context();
    const plain: Way = { name: 'plain', page: plainContext.pages()[0]!, step: (page, index, scenario) => TWIN_SCENARIOS[scenario]!.steps[index]!.plain(page) };

    const runSuite = async (way: Way) => {
      await way.before?.();
      const steps: number[][] = [];
      const started = performance.now();
      for (const [s, scenario] of TWIN_SCENARIOS.entries()) {
        await way.page.goto(twinUrl(server.origin, app, ++load));
        await way.page.getByPlaceholder('What needs to be done?').waitFor();
        const times: number[] = [];
        for (let i = 0; i < scenario.steps.length; i++) {
          const t = performance.now();
          await way.step(way.page, i, s);
          times.push(performance.now() - t);
        }
        await scenario.check(way.page);
        steps.push(times);
      }
      return { suite: performance.now() - started, steps };
    };

    // Untimed: fills the warm cache, and warms each way up (first loads, JIT).
    for (const way of [offline, cached, plain]) await runSuite(way);
    const runs: Record<TwinWay, { suite: number; steps: number[][] }[]> = { offline: [], cached: [], plain: [] };
    const ways = [offline, cached, plain];
    for (let r = 0; r < rounds; r++) {
      for (let k = 0; k < ways.length; k++) {
        const way = ways[(r + k) % ways.length]!;
        runs[way.name].push(await runSuite(way));
      }
    }

    const sum = (steps: number[][]) => steps.flat().reduce((a, b) => a + b, 0);
    const per = <T>(fn: (way: TwinWay) => T) => Object.fromEntries(TWIN_WAYS.map((w) => [w, fn(w)])) as Record<TwinWay, T>;
    const perStep = TWIN_SCENARIOS.flatMap((scenario, s) =>
      scenario.steps.map((step, i) => ({ scenario: scenario.title, step: step.english, ms: per((w) => median(runs[w].map((run) => run.steps[s]![i]!))) })),
    );
    const ratio = (w: TwinWay, of: (run: { suite: number; steps: number[][] }) => number) => spread(runs[w].map((run, r) => of(run) / of(runs.plain[r]!)));
    return {
      app,
      rounds,
      suiteMs: per((w) => spread(runs[w].map((run) => run.suite))),
      stepsMs: per((w) => spread(runs[w].map((run) => sum(run.steps)))),
      perStep,
      ratios: {
        offline: ratio('offline', (run) => run.suite),
        cached: ratio('cached', (run) => run.suite),
        stepsOffline: ratio('offline', (run) => sum(run.steps)),
        stepsCached: ratio('cached', (run) => sum(run.steps)),
      },
    };
  } finally {
    for (const client of clients) await client.close().catch(() => undefined);
    await browser.close().catch(() => undefined);
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

export interface TwinSuitesFigure {
  tests: number;
  rounds: number;
  /** Wall time (ms) of the Playwright Test run (process start included) per way, and with the reporter on the English (offline) suite. */
  suiteMs: Record<TwinWay | 'offlineReported', Spread>;
  /** Peak resident memory of the worker process (MiB) per way. */
  workerPeakMiB: Record<TwinWay | 'offlineReported', number>;
  /** The reporter's cost on the English suite: (with - without) / without per round, in percent. */
  reporterPercent: Spread;
}

/**
 * Figure 8 under Playwright Test: the twin's suites (bench/suites/twin-*.spec.ts) as a user runs
 * them, one worker, in turn: English offline with an empty cache, English with a warm cache,
 * plain, and English offline with the actwright reporter. Wall time, the worker's peak memory.
 */
export async function benchTwinSuites(env: SuiteEnv, rounds: number, app = 'vanillajs'): Promise<TwinSuitesFigure> {
  const server = await startTestServer(APPS_DIR);
  const scratch = await mkdtemp(join(tmpdir(), 'actwright-twin-suites-'));
  const warm = join(scratch, 'warm');
  const cold = join(scratch, 'cold');
  const suiteEnv = { ...env, origin: server.origin };
  const memoryFile = join(scratch, 'memory');
  const kinds = ['offline', 'cached', 'plain', 'offlineReported'] as const;
  type Kind = (typeof kinds)[number];
  const run = async (kind: Kind) => {
    if (kind === 'offline' || kind === 'offlineReported') await rm(cold, { recursive: true, force: true });
    const cacheDir = kind === 'cached' ? warm : kind === 'plain' ? '' : cold;
    const spec = kind === 'plain' ? 'twin-plain.spec.ts' : 'twin-english.spec.ts';
    await rm(memoryFile, { force: true });
    const ms = await runSuite(spec, suiteEnv, { reporter: kind === 'offlineReported', env: { BENCH_CACHE_DIR: cacheDir, BENCH_MEMORY_FILE: memoryFile, BENCH_TWIN_APP: app } });
    const kib = Number(await readFile(memoryFile, 'utf8').catch(() => 'NaN'));
    return { ms, mib: kib / 1024 };
  };
  try {
    await run('cached'); // untimed: fills the warm cache
    const runs = Object.fromEntries(kinds.map((k) => [k, [] as { ms: number; mib: number }[]])) as Record<Kind, { ms: number; mib: number }[]>;
    for (let r = 0; r < rounds; r++) {
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[(r + k) % kinds.length]!;
        runs[kind].push(await run(kind));
      }
    }
    const per = <T>(fn: (k: Kind) => T) => Object.fromEntries(kinds.map((k) => [k, fn(k)])) as Record<Kind, T>;
    return {
      tests: TWIN_SCENARIOS.length * TWIN_REPEAT,
      rounds,
      suiteMs: per((k) => spread(runs[k].map((x) => x.ms))),
      workerPeakMiB: per((k) => Math.max(...runs[k].map((x) => x.mib))),
      reporterPercent: spread(runs.offlineReported.map((x, r) => ((x.ms - runs.offline[r]!.ms) / runs.offline[r]!.ms) * 100)),
    };
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The per-step medians of figure 8 as a Markdown table (ms, and each English way as a multiple of plain). */
export function renderTwinSteps(f: TwinFigure): string {
  const header = ['step (median ms)', 'English offline', 'English cached', 'plain', 'offline / plain', 'cached / plain'];
  const lines = f.perStep.map((s) => [s.step, s.ms.offline.toFixed(0), s.ms.cached.toFixed(0), s.ms.plain.toFixed(0), `${(s.ms.offline / s.ms.plain).toFixed(2)}x`, `${(s.ms.cached / s.ms.plain).toFixed(2)}x`]);
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(line)].join('\n');
}
