import { expect, test } from '@playwright/test';
import { loadStagehand, stagehandOptions } from '../stagehand-side.js';

// Stagehand has no Playwright fixture: a client per test, made in beforeEach and closed in afterEach.
const url = `${process.env.BENCH_ORIGIN}/form.html`;
const config = { executablePath: process.env.BENCH_CHROMIUM!, modelBaseURL: process.env.BENCH_MODEL_BASE_URL! };
let stagehand: Awaited<ReturnType<typeof makeStagehand>>;

async function makeStagehand() {
  const Stagehand = await loadStagehand();
  const instance = new Stagehand(stagehandOptions(config));
  await instance.init();
  return instance;
}

test.beforeEach(async () => {
  stagehand = await makeStagehand();
});
test.afterEach(async () => {
  await stagehand?.close();
});

for (let i = 1; i <= 20; i++) {
  test(`stagehand ${i}`, async () => {
    const page = stagehand.context.pages()[0]!;
    await page.goto(url);
    const { pageText } = await stagehand.extract();
    expect(pageText).toContain('Place order');
  });
}
