import { appendFileSync } from 'node:fs';
import { test as actwright } from '../../dist/fixtures/index.js';

/**
 * The client fixture's cost per test in the worker's CPU (bench/fixture-cpu.ts): bare tests (goto),
 * fixture tests (the client set up and torn down, goto, no AI call) and client tests (goto + extract())
 * take turns in one worker; a test-scoped auto fixture set up
 * before every other fixture and torn down after them brackets the whole test with the worker's
 * CPU time and writes it to FIXTURE_CPU_FILE.
 */
const test = actwright.extend<{ cpuBracket: void }>({
  cpuBracket: [
    async ({}, use, testInfo) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await use();
      const used = process.cpuUsage(cpu);
      const file = process.env.FIXTURE_CPU_FILE;
      if (file) appendFileSync(file, JSON.stringify({ title: testInfo.title, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started }) + '\n');
    },
    { auto: true },
  ],
});

const url = `${process.env.BENCH_ORIGIN}/form.html`;
const rounds = Number(process.env.FIXTURE_CPU_ROUNDS ?? 20);
for (let i = 0; i < rounds; i++) {
  test(`bare ${i}`, async ({ page }) => {
    await page.goto(url);
  });
  // The client's set-up and teardown alone, no AI call.
  test(`fixture ${i}`, async ({ client, page }) => {
    await page.goto(url);
    void client.page;
  });
  test(`client ${i}`, async ({ client, page }) => {
    await page.goto(url);
    const { pageText } = await client.extract();
    if (!pageText.includes('Place order')) throw new Error('the form was not read');
  });
}
