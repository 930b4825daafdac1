import type { Reporter } from '@playwright/test/reporter';
import { saveUsage } from './usage.js';

/**
 * Bench-only reporter, in every run of the bench's suites: at the very end it saves the test
 * runner's CPU time and writes (the actwright reporter, when present, runs in this process).
 */
export default class UsageReporter implements Reporter {
  printsToStdio(): boolean {
    return false;
  }

  onExit(): void {
    saveUsage('runner');
  }
}
