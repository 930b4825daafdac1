import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = fileURLToPath(new URL('./suites/playwright.config.ts', import.meta.url));
const PLAYWRIGHT_CLI = join(ROOT, 'node_modules/@playwright/test/cli.js');
/** The built actwright reporter with its callbacks timed (figure 5). */
const TIMED_REPORTER = fileURLToPath(new URL('./suites/timed-reporter.ts', import.meta.url));
/** GNU time: the CPU time of the whole run (runner, workers, browsers: every process it waited for). */
const GNU_TIME = '/usr/bin/time';

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

/** A 200-test suite takes 75 s on a quiet machine, over 300 s at a load of 20 on two cores. */
const SUITE_BOUND_MS = 900_000;

/** A process's usage as saved by bench/suites/usage.ts. */
export interface SavedUsage {
  role: 'runner' | 'worker' | 'reporter';
  cpuMs: number;
  childrenCpuMs?: number;
  writeBytes?: number;
  writeCalls?: number;
  callbacks?: Record<string, { calls: number; wallMs: number; cpuMs: number }>;
}

/** One run of a suite, measured: wall time and what load moves little. */
export interface SuiteRun {
  wallMs: number;
  /** CPU time (user + system) of every process of the run (GNU time), ms; missing without /usr/bin/time. */
  treeCpuMs?: number;
  /** The test runner's own CPU time (Playwright's main process, where reporters run), ms. */
  runnerCpuMs?: number;
  /** The workers' own CPU time (not their browsers'), ms. */
  workerCpuMs?: number;
  /** Bytes written (write(2) and friends) and write calls, by the runner and by the workers. */
  runnerWrites?: { bytes: number; calls: number };
  workerWrites?: { bytes: number; calls: number };
  /** Files left in the run's folders (test-results and the report folder) and their bytes. */
  files: number;
  fileBytes: number;
  /** The actwright reporter's callbacks, timed inside the run (bench/suites/timed-reporter.ts). */
  reporterCallbacks?: Record<string, { calls: number; wallMs: number; cpuMs: number }>;
}

async function walk(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      const inner = await walk(path);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files++;
      bytes += (await stat(path).catch(() => ({ size: 0 }))).size;
    }
  }
  return { files, bytes };
}

async function readUsage(dir: string): Promise<SavedUsage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as SavedUsage));
}

/**
 * Runs one spec file of bench/suites with Playwright Test in a child process and returns its wall
 * time (ms), process start included: that is what a user waits for. Throws with the output's tail
 * when the suite fails, so a broken side never passes for a fast one.
 */
export async function runSuite(spec: string, env: SuiteEnv, options: { reporter?: boolean; env?: Record<string, string> } = {}): Promise<number> {
  return (await runSuiteMeasured(spec, env, options)).wallMs;
}

/** runSuite, with the run's CPU time and writes beside its wall time (see SuiteRun). */
export async function runSuiteMeasured(spec: string, env: SuiteEnv, options: { reporter?: boolean; env?: Record<string, string> } = {}): Promise<SuiteRun> {
  const scratch = await mkdtemp(join(tmpdir(), 'actwright-bench-'));
  const usageDir = join(scratch, 'usage');
  await mkdir(usageDir);
  const timeFile = join(scratch, 'time.txt');
  const gnuTime = existsSync(GNU_TIME);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_ORIGIN: env.origin,
    BENCH_CHROMIUM: env.chromium,
    BENCH_MODEL_BASE_URL: env.modelBaseURL,
    BENCH_OUTPUT_DIR: join(scratch, 'test-results'),
    BENCH_REPORT_DIR: join(scratch, 'actwright-report'),
    BENCH_ACTWRIGHT_REPORTER: options.reporter ? TIMED_REPORTER : '',
    BENCH_USAGE_DIR: usageDir,
    CI: '',
    FORCE_COLOR: '0',
    ...options.env,
  };
  const started = performance.now();
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const command = [process.execPath, PLAYWRIGHT_CLI, 'test', '-c', CONFIG, spec];
      // GNU time adds one small process and reports the user and system time of the whole tree.
      const [file, ...args] = gnuTime ? [GNU_TIME, '-f', '%U %S', '-o', timeFile, ...command] : command;
      // In a process group of its own: a run past its bound is killed whole (GNU time, runner, workers, browsers).
      const child = spawn(file!, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      const killGroup = () => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      };
      // The bench itself ending (an error, Ctrl-C) takes the run's group with it.
      process.once('exit', killGroup);
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c));
      child.stderr.on('data', (c: Buffer) => (output += c));
      const timer = setTimeout(() => {
        killGroup();
        reject(new Error(`${spec} did not finish within ${SUITE_BOUND_MS / 1000} s`));
      }, SUITE_BOUND_MS);
      child.on('error', reject);
      child.on('close', (exit) => {
        clearTimeout(timer);
        process.off('exit', killGroup);
        resolve({ code: exit, output });
      });
    });
    const wall = performance.now() - started;
    if (code !== 0) throw new Error(`${spec} failed (exit ${code}):\n${output.slice(-3000)}`);
    if (options.reporter && !existsSync(join(scratch, 'actwright-report', 'index.json'))) {
      throw new Error(`${spec} ran with the reporter but no actwright-report/index.json was written:\n${output.slice(-2000)}`);
    }
    const usage = await readUsage(usageDir);
    const runner = usage.find((u) => u.role === 'runner');
    const workers = usage.filter((u) => u.role === 'worker');
    const reporter = usage.find((u) => u.role === 'reporter');
    const sum = (values: (number | undefined)[]) => (values.length && values.every((v) => v !== undefined) ? values.reduce((a, b) => a! + b!, 0) : undefined);
    const times = gnuTime ? (await readFile(timeFile, 'utf8').catch(() => '')).trim().split('\n').pop()!.split(' ').map(Number) : [];
    const treeCpuMs = times.length === 2 && times.every(Number.isFinite) ? (times[0]! + times[1]!) * 1000 : undefined;
    const written = await walk(join(scratch, 'test-results'));
    const reported = await walk(join(scratch, 'actwright-report'));
    const writes = (u: SavedUsage[]) => {
      const bytes = sum(u.map((x) => x.writeBytes));
      const calls = sum(u.map((x) => x.writeCalls));
      return bytes === undefined || calls === undefined ? undefined : { bytes, calls };
    };
    return {
      wallMs: wall,
      treeCpuMs,
      runnerCpuMs: runner?.cpuMs,
      workerCpuMs: workers.length ? sum(workers.map((w) => w.cpuMs)) : undefined,
      runnerWrites: runner ? writes([runner]) : undefined,
      workerWrites: workers.length ? writes(workers) : undefined,
      files: written.files + reported.files,
      fileBytes: written.bytes + reported.bytes,
      reporterCallbacks: reporter?.callbacks,
    };
  } finally {
    // Retried: a browser or worker of the run may still be writing its last files as it exits.
    await rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
