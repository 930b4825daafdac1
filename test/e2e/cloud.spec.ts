// env: 'CLOUD' in the fixtures: each test gets its own cloud session, released after it, with the
// session id and dashboard link on the test.
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { SessionExportSchema } from '../../src/replay/record.js';
import { startFakeCloud } from '../support/fake-cloud.js';
import { innerTests, runInnerSuite } from '../support/inner-playwright.js';

const CONFIG = fileURLToPath(new URL('./suites/cloud.config.ts', import.meta.url));

test('each test runs in its own cloud session, released after it, named on the test', async () => {
  test.setTimeout(240_000);
  const cloud = await startFakeCloud();
  try {
    const run = await runInnerSuite(CONFIG, { env: { FAKE_CLOUD_URL: cloud.baseURL, BROWSERBASE_API_KEY: cloud.apiKey } });
    const tests = innerTests(run.report);
    expect(tests.map((t) => [t.spec.title, t.result.status]).sort()).toEqual([
      ['first test gets its own cloud session', 'passed'],
      ['second test gets its own cloud session', 'passed'],
    ]);
    const ids = tests.map((t) => t.result.annotations.find((a) => a.type === 'actwright-cloud-session')?.description);
    expect(new Set(ids).size).toBe(2);
    for (const [i, t] of tests.entries()) {
      expect(cloud.sessions.has(ids[i]!)).toBe(true);
      expect(t.result.annotations.find((a) => a.type === 'actwright-cloud-session-url')?.description).toContain(ids[i]!);
      const attachment = t.result.attachments.find((a) => a.name === 'actwright-replay')!;
      const exported = SessionExportSchema.parse(JSON.parse(Buffer.from(attachment.body!, 'base64').toString('utf8')));
      expect(exported).toMatchObject({ env: 'CLOUD', cloudSessionId: ids[i] });
      expect(exported.records.map((r) => r.method)).toContain('extract');
    }
    // Released after each test (keepAlive false): no session still running, no browser left.
    expect([...cloud.sessions.values()].map((s) => s.status)).not.toContain('RUNNING');
    expect(cloud.livePids()).toEqual([]);
    expect(JSON.stringify(run.report)).not.toContain(cloud.apiKey);
  } finally {
    await cloud.stop();
  }
});
