// Ctrl-C during a test: the client is closed, its session attached, and no browser is left.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { LiveEventSchema, type LiveEvent } from '../../src/replay/live.js';
import { REPLAY_ATTACHMENT_NAME, SessionExportSchema } from '../../src/replay/record.js';
import { attachmentBody, innerTests, runInnerSuite } from '../support/inner-playwright.js';
import { browserPids, waitFor } from '../support/processes.js';

const CONFIG = fileURLToPath(new URL('./suites/interrupt.config.ts', import.meta.url));

function liveEvents(dir: string): LiveEvent[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n').filter(Boolean))
    .map((line) => LiveEventSchema.parse(JSON.parse(line)));
}

test('an interrupted run closes the client and leaves no browser', async () => {
  test.setTimeout(300_000);
  const marker = `interrupt-${randomUUID()}`;
  const liveDir = mkdtempSync(join(tmpdir(), 'actwright-live-'));
  let interrupted: Promise<void> | undefined;
  const run = await runInnerSuite(CONFIG, {
    env: { ACTWRIGHT_E2E_MARKER: marker, ACTWRIGHT_LIVE_DIR: liveDir },
    onSpawn: (child) => {
      // Interrupt once the client is ready (its live file has begun), as Ctrl-C in a terminal would.
      interrupted = waitFor(() => liveEvents(liveDir).some((e) => e.type === 'start'), { timeoutMs: 60_000 }).then(() => {
        process.kill(-child.pid!, 'SIGINT');
      });
    },
  });
  await interrupted;
  const [inner] = innerTests(run.report);
  expect(inner?.result.status).toBe('interrupted');
  const session = SessionExportSchema.parse(JSON.parse(attachmentBody(inner!.result, REPLAY_ATTACHMENT_NAME)!));
  expect(session.endedAt).toBeDefined();
  expect(liveEvents(liveDir).at(-1)).toMatchObject({ type: 'end' });
  expect(browserPids(marker)).toEqual([]);
});
