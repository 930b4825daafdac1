import { defineConfig, type ReporterDescription } from '@playwright/test';

/**
 * The bench's Playwright Test suites (figures 2 and 5), started by bench/suite.ts with the
 * environment below. One worker: the suites are timed, and the machine has two cores.
 */
const env = (name: string) => process.env[name] || undefined;
const reporterPath = env('BENCH_ACTWRIGHT_REPORTER');
const reporters: ReporterDescription[] = [['dot']];
// The actwright reporter (bench/suites/timed-reporter.ts: the built one, its callbacks timed).
if (reporterPath) reporters.push([reporterPath, { outputFolder: env('BENCH_REPORT_DIR') }]);
// Last, with or without the actwright reporter: the runner's CPU time and writes (bench/suites/usage.ts).
if (env('BENCH_USAGE_DIR')) reporters.push(['./usage-reporter.ts']);

export default defineConfig({
  testDir: '.',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  outputDir: env('BENCH_OUTPUT_DIR'),
  reporter: reporters,
  // The built package as a user's install has it: Playwright Test transforms test code, never what
  // is under node_modules. The suites import ../../dist by path, which it would otherwise run through
  // Babel, with a source map of Babel's own for the 1.5 MB engine chunk (figure 8's worker peak
  // memory +50 MiB, measured; docs/benchmarks.md, pace10).
  // BENCH_TRANSFORM_DIST=1: the former measure.
  ...(process.env.BENCH_TRANSFORM_DIST ? {} : { build: { external: ['**/dist/**'] } }),
  use: {
    launchOptions: { executablePath: env('BENCH_CHROMIUM') },
    // Read by the actwright client fixture; the model is the loopback fake (extract() with no arguments does not call it).
    ...({ actwright: { verbose: 0, disablePino: true, model: { modelName: 'openai/gpt-4.1-mini', apiKey: 'sk-bench-not-a-real-key', baseURL: env('BENCH_MODEL_BASE_URL') } } } as object),
  },
});
