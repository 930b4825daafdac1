import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = fileURLToPath(new URL('./suites/playwright.config.ts', import.meta.url));
const PLAYWRIGHT_CLI = join(ROOT, 'node_modules/@playwright/test/cli.js');

/** Built library entry points the suites import; a suite that needs a missing one is "not available". */
export const BUILT = {
  fixtures: join(ROOT, 'dist/fixtures/index.js'),
  reporter: join(ROOT, 'dist/reporter/index.js'),
};
export const isBuilt = (part: keyof typeof BUILT) => existsSync(BUILT[part]);

export interface SuiteEnv {
  origin: string;
  chromium: string;
  modelBaseURL: string;
}

const SUITE_BOUND_MS = 300_000;

/**
 * Runs one spec file of bench/suites with Playwright Test in a child process and returns its wall
 * time (ms), process start included: that is what a user waits for. Throws with the output's tail
 * when the suite fails, so a broken side never passes for a fast one.
 */
export async function runSuite(spec: string, env: SuiteEnv, options: { reporter?: boolean; env?: Record<string, string> } = {}): Promise<number> {
  const scratch = await mkdtemp(join(tmpdir(), 'actwright-bench-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_ORIGIN: env.origin,
    BENCH_CHROMIUM: env.chromium,
    BENCH_MODEL_BASE_URL: env.modelBaseURL,
    BENCH_OUTPUT_DIR: join(scratch, 'test-results'),
    BENCH_REPORT_DIR: join(scratch, 'actwright-report'),
    BENCH_ACTWRIGHT_REPORTER: options.reporter ? BUILT.reporter : '',
    CI: '',
    FORCE_COLOR: '0',
    ...options.env,
  };
  const started = performance.now();
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [PLAYWRIGHT_CLI, 'test', '-c', CONFIG, spec], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c));
      child.stderr.on('data', (c: Buffer) => (output += c));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${spec} did not finish within ${SUITE_BOUND_MS / 1000} s`));
      }, SUITE_BOUND_MS);
      child.on('error', reject);
      child.on('close', (exit) => {
        clearTimeout(timer);
        resolve({ code: exit, output });
      });
    });
    const wall = performance.now() - started;
    if (code !== 0) throw new Error(`${spec} failed (exit ${code}):\n${output.slice(-3000)}`);
    if (options.reporter && !existsSync(join(scratch, 'actwright-report', 'index.json'))) {
      throw new Error(`${spec} ran with the reporter but no actwright-report/index.json was written:\n${output.slice(-2000)}`);
    }
    return wall;
  } finally {
    // Retried: a browser or worker of the run may still be writing its last files as it exits.
    await rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
