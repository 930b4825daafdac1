import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** Writes every step's title and category (the JSON reporter keeps test.step ones only) to $STEPS_FILE. */
export default class StepsReporter implements Reporter {
  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    const file = process.env.STEPS_FILE;
    if (file) appendFileSync(file, `${JSON.stringify({ test: test.title, title: step.title, category: step.category, error: step.error?.message?.split('\n')[0] })}\n`);
  }
}
