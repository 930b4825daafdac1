// Options from the config, a project and test.use() reach the client; bad ones fail clearly.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { innerTests, runInnerSuite, type InnerTest } from '../support/inner-playwright.js';
import { browserPids } from '../support/processes.js';

const CONFIG = fileURLToPath(new URL('./suites/options.config.ts', import.meta.url));
const marker = `options-${randomUUID()}`;
let tests: InnerTest[];

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // ACTWRIGHT_MODEL as a user sets it on the command line: the model of tests whose options name none.
  tests = innerTests((await runInnerSuite(CONFIG, { env: { ACTWRIGHT_E2E_MARKER: marker, ACTWRIGHT_MODEL: 'openai/gpt-4.1-mini' } })).report);
});

function seen(project: string, title: string): Record<string, unknown> {
  const t = tests.find((x) => x.projectName === project && x.title.endsWith(title));
  expect(t?.result.status, `${project} › ${title}: ${t?.result.errors.map((e) => e.message).join('\n')}`).toBe('passed');
  return JSON.parse(t!.result.annotations.find((a) => a.type === 'client-options')!.description!) as Record<string, unknown>;
}

test('config-level options reach the client, with the test context borrowed', () => {
  expect(seen('config-level', 'config and project options')).toEqual({
    env: 'LOCAL',
    systemPrompt: 'from config',
    domSettleTimeout: 1111,
    selfHeal: true,
    experimental: false,
    verbose: 0,
    logger: 'function',
    model: 'openai/gpt-4.1-mini',
    disablePino: true,
    borrowsContext: true,
  });
});

test('a project replaces the config-level object', () => {
  expect(seen('project-level', 'config and project options')).toMatchObject({ systemPrompt: 'from project', domSettleTimeout: 2222, selfHeal: false, logger: 'undefined' });
});

test('test.use replaces it for its group', () => {
  // A model in the options wins over ACTWRIGHT_MODEL; verbose: 1 turns pino back on.
  expect(seen('config-level', 'test.use options')).toMatchObject({
    systemPrompt: 'from test.use', experimental: true, verbose: 1, domSettleTimeout: 30_000, model: 'anthropic/claude-sonnet-4-6', disablePino: false,
  });
  expect(seen('project-level', 'test.use options')).toMatchObject({ systemPrompt: 'from test.use', experimental: true });
});

test('localBrowserLaunchOptions: the client launches its own browser and closes it', () => {
  expect(seen('config-level', 'localBrowserLaunchOptions give the client a browser of its own')).toMatchObject({ borrowsContext: false });
  expect(browserPids(marker)).toEqual([]);
});
