/**
 * Sharded runs share the action cache: two shards, each with its own empty cacheDir (as on two CI
 * machines), write blob reports; merge-reports with the actwright reporter writes one cache
 * folder; a third run pointed at it makes zero model calls for every step.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { REPO, runPlaywright, type RunOutcome } from '../support/run-playwright.js';
import { ACTION_CACHE_VERSION } from '../../src/engine/cache/entry.js';

const CONFIG = 'test/offline/shards/playwright.config.ts';
const REPORTER = join(REPO, 'src/reporter/index.ts');
const work = mkdtempSync(join(tmpdir(), 'actwright-shard-cache-'));

let pages: TestServer;
let fake: FakeProvider;
let shards: RunOutcome[];
let merge: RunOutcome;
let third: RunOutcome;
let modelCallsBefore = 0;
let modelCallsAfter = 0;

/** The fake model clicks the one button of the page it is shown. */
function answerWithButton(prompt: string) {
  const ref = /- button "Go \d" \[ref=([^\]]+)\]/.exec(prompt)?.[1];
  if (!ref) return { status: 400, message: 'no button in the page text' } as const;
  return { answer: { action: { elementId: ref, method: 'click', arguments: [], description: 'click the Go button' }, twoStep: false } };
}

beforeAll(async () => {
  pages = await startTestServer();
  for (const n of [1, 2, 3, 4]) {
    pages.route(`/p${n}`, `<title>P${n}</title><button onclick="document.getElementById('out').textContent='done ${n}'">Go ${n}</button><p id="out"></p>`);
  }
  fake = await startFakeProvider('openai');
  fake.fallback((request) => answerWithButton(request.prompt));
  const model = fake.model('gpt-4o-mini');
  const env = (extra: Record<string, string>) => ({
    PAGES_ORIGIN: pages.origin,
    FAKE_MODEL: model.modelName,
    FAKE_API_KEY: model.apiKey,
    FAKE_BASE_URL: model.baseURL,
    ...extra,
  });
  // The two shards at once, as on two CI machines: each has its own blob, cache and output folders
  // (the fake model counts the calls of both, whatever their order).
  shards = await Promise.all(
    [1, 2].map((s) =>
      runPlaywright(['test', '-c', CONFIG, `--shard=${s}/2`], {
        env: env({ BLOB_DIR: join(work, `blob${s}`), CACHE_DIR: join(work, `cache${s}`), TEST_OUTPUT_DIR: join(work, `out${s}`) }),
      }),
    ),
  );
  const blobs = join(work, 'blobs');
  mkdirSync(blobs);
  for (const s of [1, 2]) for (const zip of readdirSync(join(work, `blob${s}`))) copyFileSync(join(work, `blob${s}`, zip), join(blobs, zip));
  merge = await runPlaywright(['merge-reports', '--reporter', REPORTER, blobs], { env: { ACTWRIGHT_REPORT_FOLDER: join(work, 'report'), ACTWRIGHT_REPORT_OPEN: 'never' } });
  modelCallsBefore = fake.requests.length;
  third = await runPlaywright(['test', '-c', CONFIG], { env: env({ CACHE_DIR: join(work, 'report/action-cache'), TEST_OUTPUT_DIR: join(work, 'out3') }) });
  modelCallsAfter = fake.requests.length;
}, 300_000);

afterAll(async () => {
  await fake?.close();
  await pages?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a sharded run with cacheDir', () => {
  it('asks the model once per step in the shards, each shard writing only its own entries', () => {
    for (const shard of shards) expect(shard.code, shard.stdout + shard.stderr).toBe(0);
    expect(modelCallsBefore).toBe(4);
    expect(readdirSync(join(work, 'cache1'))).toHaveLength(2);
    expect(readdirSync(join(work, 'cache2'))).toHaveLength(2);
  });

  it('merges every shard’s entries into one cache folder', () => {
    expect(merge.code, merge.stdout + merge.stderr).toBe(0);
    const merged = readdirSync(join(work, 'report/action-cache')).sort();
    expect(merged).toEqual([...readdirSync(join(work, 'cache1')), ...readdirSync(join(work, 'cache2'))].sort());
    const entry = JSON.parse(readFileSync(join(work, 'report/action-cache', merged[0]!), 'utf8'));
    expect(entry).toMatchObject({ version: ACTION_CACHE_VERSION, key: { kind: 'act' }, actions: [{ method: 'click', code: expect.stringContaining('.click()') }] });
  });

  it('leaves a cache the next run uses with zero model calls for every cached step', () => {
    expect(third.code, third.stdout + third.stderr).toBe(0);
    expect(third.stdout).toMatch(/4 passed/);
    expect(modelCallsAfter - modelCallsBefore).toBe(0);
  });
});
