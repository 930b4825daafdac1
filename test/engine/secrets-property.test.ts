import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, InvalidSelectorError, type LogLine } from '../../src/index.js';
import { buildReplay } from '../../src/replay/build.js';
import type { OperationRecord } from '../../src/replay/record.js';
import { startCorpusServer } from '../support/test-pages.js';
import type { TestServer } from '../support/http-server.js';
import { pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

/**
 * The masking property: whatever AI method runs, and whatever it produces (return value, history,
 * replay, live records, log lines, thrown errors, what the model is sent, inference logs), the
 * value of a `variables` entry never appears. Real Chromium, the offline tier and a scripted model.
 */
const PASSWORD = 'Zq7hunter2X';
const NAME = 'Wilhelmina9Secret';
const SECRETS = [PASSWORD, NAME];

let server: TestServer;
let client: Client;
let logDir: string;
const lines: LogLine[] = [];
const live: OperationRecord[] = [];
const errors: unknown[] = [];
const outputs: unknown[] = [];
const llm = new ScriptedLLM();

function expectNoSecret(what: string, value: unknown) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, (_k, v: unknown) => (v instanceof Error ? { message: v.message, stack: v.stack, cause: v.cause } : v));
  for (const secret of SECRETS) expect(text, `${what} leaks a secret`).not.toContain(secret);
}

/** Runs a call; its value (or its error) is kept for the final checks. */
async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    const value = await call();
    outputs.push(value);
    return value;
  } catch (error) {
    errors.push(error);
    return undefined;
  }
}

beforeAll(async () => {
  logDir = mkdtempSync(join(tmpdir(), 'actwright-secrets-'));
  process.env.ACTWRIGHT_INFERENCE_LOG_DIR = logDir;
  server = await startCorpusServer();
  client = new Client({ env: 'LOCAL', llmClient: llm, verbose: 2, logger: (line) => lines.push(line), logInferenceToFile: true, domSettleTimeout: 5_000 });
  await client.init();
  client.onRecord((record) => live.push(structuredClone(record)));
  await client.page.goto(`${server.origin}/forms.html`);
  // Typed through the offline tier (no model), so the values sit in the page from now on.
  const typed = await client.act('type %pw% into the Password field', { variables: { pw: PASSWORD } });
  expect(typed.success).toBe(true);
  await client.act('type %name% into the Full name field', { variables: { name: NAME } });
  await client.act('click the Create account button');
  // The page now shows both values: in the fields and in its "Submitted: ..." line.
  expect(await client.page.locator('#out').textContent()).toContain(NAME);
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  delete process.env.ACTWRIGHT_INFERENCE_LOG_DIR;
  rmSync(logDir, { recursive: true, force: true });
});

describe('a variables value never appears', () => {
  it('in observe() without an instruction (descriptions read from the page)', async () => {
    const actions = await run(() => client.observe());
    expect(actions?.some((a) => a.description.includes('%pw%') || a.description.includes('%name%'))).toBe(true);
  });

  it('in observe(instruction) answered by the model, and in what the model is sent', async () => {
    llm.reset((request) => ({ elements: [{ elementId: refOf(pageTextOf(request), 'textbox', 'Password'), method: 'fill', arguments: [PASSWORD], description: `the field holding ${PASSWORD}` }] }));
    const actions = await run(() => client.observe('the field with the typed password', { offline: false }));
    expect(actions?.[0]?.description).toContain('%pw%');
    expectNoSecret('the model transcript', llm.transcript());
  });

  it('in extract() in its three forms', async () => {
    const text = await run(() => client.extract());
    expect(text?.pageText).toContain('%name%');
    llm.reset((request) => ({ extraction: `the page says ${pageTextOf(request).includes('%name%') ? NAME : 'nothing'}` }));
    await run(() => client.extract({ instruction: 'what was submitted', offline: false }));
    llm.reset(() => ({ submitted: `name=${NAME}` }));
    const data = await run(() => client.extract({ instruction: 'the submitted line', schema: z.object({ submitted: z.string() }), offline: false }));
    expect(data?.submitted).toBe('name=%name%');
    expectNoSecret('the model transcript', llm.transcript());
  });

  it('in act() results and in the error of an act the model got wrong', async () => {
    llm.reset((request) => ({ action: { elementId: refOf(pageTextOf(request), 'textbox', 'Email'), method: 'fill', arguments: [PASSWORD], description: `fill ${NAME}` }, twoStep: false }));
    await run(() => client.act('put the thing in the email field', { offline: false }));
    // A model answer that is unusable and quotes a value: the error quotes it masked.
    llm.reset(() => ({ nonsense: PASSWORD }));
    await run(() => client.observe('the thing', { offline: false }));
    expect((errors.at(-1) as Error)?.name).toBe('InvalidModelAnswerError');
  });

  it('in an error message naming a selector that holds the value', async () => {
    await run(() => client.extract({ instruction: 'x', selector: `xpath=//input[@value="${PASSWORD}"]]]` }));
    expect(errors.at(-1)).toBeInstanceOf(InvalidSelectorError);
    expect((errors.at(-1) as Error).message).toMatch(/xpath=\/\/input\[@value=.*%pw%/);
  });

  it('in agent() results', async () => {
    llm.reset(() => ({ reasoning: `I see ${NAME}`, step: 'done', action: null, url: null, tool: null, waitMs: null, success: true, message: `Logged in as ${NAME} with ${PASSWORD}` }));
    const result = await run(() => client.agent().execute({ instruction: 'report who is logged in', autoScreenshot: false }));
    expect(result?.message).toContain('%name%');
  });

  it('in any output of the session', async () => {
    expect(errors.length).toBeGreaterThanOrEqual(2);
    for (const error of errors) expect(error).toBeInstanceOf(Error);
    expectNoSecret('return values', outputs);
    expectNoSecret('thrown errors', errors);
    expectNoSecret('history', await client.history);
    const session = client.exportSession();
    expectNoSecret('the session export', session);
    expectNoSecret('the replay', buildReplay(session.records));
    expectNoSecret('live records', live);
    expect(lines.length).toBeGreaterThan(0);
    expectNoSecret('log lines', lines);
    const logs = readdirSync(logDir).map((f) => readFileSync(join(logDir, f), 'utf8'));
    expect(logs.length).toBeGreaterThan(0);
    expectNoSecret('inference logs', logs);
  });
});
