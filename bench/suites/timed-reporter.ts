import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { ActwrightReporter } from '../../dist/reporter/index.js';
import { saveUsage } from './usage.js';

/**
 * Bench-only: the built actwright reporter, each of its callbacks timed (wall and CPU of this
 * process, summed over the run), saved at the end as `reporter-<pid>.json` in BENCH_USAGE_DIR.
 * What it does on its own timers (the index rewrites while tests run) is not in these sums; it is
 * in the runner's CPU time.
 */

type Sums = Record<'onBegin' | 'onTestEnd' | 'onEnd', { calls: number; wallMs: number; cpuMs: number }>;

export default class TimedReporter implements Reporter {
  private readonly inner: InstanceType<typeof ActwrightReporter>;
  private readonly sums: Sums = { onBegin: { calls: 0, wallMs: 0, cpuMs: 0 }, onTestEnd: { calls: 0, wallMs: 0, cpuMs: 0 }, onEnd: { calls: 0, wallMs: 0, cpuMs: 0 } };

  constructor(options: ConstructorParameters<typeof ActwrightReporter>[0]) {
    this.inner = new ActwrightReporter(options);
  }

  private timed<T>(name: keyof Sums, body: () => T): T {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      return body();
    } finally {
      this.add(name, wall, cpu);
    }
  }

  private add(name: keyof Sums, wall: number, cpu: NodeJS.CpuUsage): void {
    const used = process.cpuUsage(cpu);
    const sum = this.sums[name];
    sum.calls++;
    sum.wallMs += performance.now() - wall;
    sum.cpuMs += (used.user + used.system) / 1000;
  }

  printsToStdio(): boolean {
    return this.inner.printsToStdio();
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.timed('onBegin', () => this.inner.onBegin(config, suite));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.timed('onTestEnd', () => this.inner.onTestEnd(test, result));
  }

  async onEnd(result: FullResult): Promise<void> {
    // Async: its wall time counts the whole await; its CPU time anything else this process did meanwhile (little, at the end of a run).
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      await this.inner.onEnd(result);
    } finally {
      this.add('onEnd', wall, cpu);
    }
  }

  onExit(): void {
    saveUsage('reporter', { callbacks: this.sums });
  }
}
