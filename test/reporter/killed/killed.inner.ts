import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LIVE_DIR_ENV } from '../../../src/replay/live.js';
import { REPLAY_ATTACHMENT_CONTENT_TYPE, REPLAY_ATTACHMENT_NAME } from '../../../src/replay/record.js';
import { T0, sessionExport } from '../support/sessions.js';

test('workers see the live folder', () => {
  // The reporter sets it in onBegin, before workers start.
  expect(process.env[LIVE_DIR_ENV]).toBe(join(process.env.REPORT_DIR!, 'live'));
});

for (let n = 0; n < 4; n++) {
  test(`big session ${n}`, async () => {
    // Large files (about a megabyte each) so writes take long enough to overlap the kill.
    const records = Array.from({ length: 2_000 }, (_, i) => ({
      method: 'act' as const,
      parameters: { instruction: `step ${i} `.padEnd(400, '.') },
      result: { success: true },
      startedAt: T0 + i * 10,
      endedAt: T0 + i * 10 + 5,
      pageUrl: `http://127.0.0.1:4100/page/${Math.floor(i / 100)}`,
      tokenUsage: { inputTokens: 100, outputTokens: 10, timeMs: 5, cost: 0.0001 },
    }));
    const id = `44444444-4444-4444-8444-44444444444${n}`;
    await test.info().attach(REPLAY_ATTACHMENT_NAME, { body: JSON.stringify(sessionExport(id, records)), contentType: REPLAY_ATTACHMENT_CONTENT_TYPE });
  });
}

test('runs until killed', async () => {
  await new Promise((resolve) => setTimeout(resolve, 100_000));
});
