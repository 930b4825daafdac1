// agent().execute inside Playwright Test: one test.step per execute with a nested step per action,
// in the JSON report and the trace, from the model and from the agent cache. An inner suite runs in
// a child process; its report and traces are checked from here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { REPLAY_ATTACHMENT_NAME, SessionExportSchema } from '../../src/replay/record.js';
import { attachmentBody, innerTests, runInnerSuite, type InnerRun, type InnerTest } from '../support/inner-playwright.js';
import { readZip } from '../support/zip.js';

const CONFIG = fileURLToPath(new URL('./suites/agent.config.ts', import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), 'actwright-agent-e2e-cache-'));

let run: InnerRun;
let tests: InnerTest[];
const byTitle = (title: string) => tests.find((t) => t.title.endsWith(title))!;

test.describe.configure({ mode: 'default' });
test.setTimeout(300_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  run = await runInnerSuite(CONFIG, { env: { ACTWRIGHT_AGENT_CACHE_DIR: cacheDir } });
  tests = innerTests(run.report);
});
test.afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const ACTIONS = ['fill the Name field', 'fill the Code field', 'click Sign up'];

test('both inner tests pass', () => {
  expect(tests.map((t) => [t.title.split(' › ').at(-1), t.result.status])).toEqual([
    ['runs an agent with the model', 'passed'],
    ['replays the agent from the cache', 'passed'],
  ]);
});

for (const title of ['runs an agent with the model', 'replays the agent from the cache']) {
  test(`${title}: execute is one step, with a nested step per action`, () => {
    const { result } = byTitle(title);
    const agentStep = (result.steps ?? []).find((s) => s.title === 'agent "sign up as Ada"');
    expect(agentStep, JSON.stringify((result.steps ?? []).map((s) => s.title))).toBeDefined();
    expect(agentStep!.steps?.map((s) => s.title)).toEqual(ACTIONS);
    // The trace has the same nesting: each action's step has the execute's step as parent.
    const trace = result.attachments.find((a) => a.name === 'trace');
    const events = readZip(trace!.path!)
      .get('test.trace')!
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; title?: string; stepId?: string; callId?: string; parentId?: string });
    const parent = events.find((e) => e.title === 'agent "sign up as Ada"');
    expect(parent).toBeDefined();
    const parentId = parent!.stepId ?? parent!.callId;
    const children = events.filter((e) => e.parentId === parentId && e.title).map((e) => e.title);
    expect(children).toEqual(expect.arrayContaining(ACTIONS));
  });
}

test('the replay has one agent action per execute, every step inside it, and the cached run is tier cache', () => {
  for (const [title, tier] of [['runs an agent with the model', 'model'], ['replays the agent from the cache', 'cache']] as const) {
    const body = attachmentBody(byTitle(title).result, REPLAY_ATTACHMENT_NAME)!;
    const session = SessionExportSchema.parse(JSON.parse(body));
    const agents = session.records.filter((r) => r.method === 'agent');
    expect(agents).toHaveLength(1);
    expect(agents[0]!.tier).toBe(tier);
    const actions = (agents[0]!.result as { actions: { action: string; text?: string }[] }).actions;
    expect(actions.map((a) => a.action)).toEqual([...ACTIONS, 'Signed up as Ada']);
    expect(actions[1]!.text).toBe('%code%');
    expect(body).not.toContain('K-9931');
  }
});
