import { test as fixtures } from '../../dist/fixtures/index.js';
import { saveUsage } from './usage.js';

// Figure 5: 200 short tests with the client fixture, each leaving a replay (a navigate entry) for the reporter.
// The worker saves its own CPU time and writes when it ends (BENCH_USAGE_DIR), with or without the reporter.
const test = fixtures.extend<object, { workerUsage: void }>({
  workerUsage: [
    async ({}, use) => {
      await use();
      saveUsage('worker');
    },
    { scope: 'worker', auto: true },
  ],
});

const url = `${process.env.BENCH_ORIGIN}/form.html`;
// BENCH_REPORTER_TESTS: fewer, for a quick look (the figure is 200).
const count = Number(process.env.BENCH_REPORTER_TESTS) || 200;
for (let i = 1; i <= count; i++) {
  test(`replayed ${i}`, async ({ client, page }) => {
    await page.goto(url);
    await client.page.title();
  });
}
