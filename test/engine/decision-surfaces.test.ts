/**
 * Every decision explains itself (issue 25 item 2): the rule that decided and its evidence
 * (candidates with scores, page facts), and a hand-over's reason with its rephrasing, carried by
 * the act and observe results, the history, the session export and the replay built from it,
 * and the error of a step no model can take. Secrets stay masked there as everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MissingLLMConfigurationError, type ActResult } from '../../src/index.js';
import { buildReplay } from '../../src/replay/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { actAnswer, refOf, pageTextOf, ScriptedLLM } from '../support/scripted-llm.js';

let server: TestServer;
/** No model: only the offline tier answers. */
let offline: Client;
/** The offline tier first, then a scripted model. */
let withModel: Client;
const model = new ScriptedLLM();

const SECRET = 'hunter2-orchid';
const PAGE = `<!doctype html><title>Orders</title>
<label>Password <input type="password" id="pw"></label>
<button onclick="out.textContent='saved'">Save</button>
<button onclick="out.textContent='saved with'">Save ${SECRET}</button>
<table><tr><td>Alice</td><td><button onclick="out.textContent='deleted Alice'">Delete</button></td></tr>
<tr><td>Bob</td><td><button onclick="out.textContent='deleted Bob'">Delete</button></td></tr></table>
<p id="out"></p>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/orders', PAGE);
  offline = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  withModel = new Client({ env: 'LOCAL', llmClient: model, verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  await Promise.all([offline.init(), withModel.init()]);
});
afterAll(async () => {
  await Promise.all([offline?.close(), withModel?.close()]);
  await server?.close();
});

const replayActions = (client: Client) => buildReplay(client.exportSession().records).data.pages.flatMap((p) => p.actions);

describe('a decision carries its rule and evidence', () => {
  it('act: the result, the history entry and the replay name the rule and the candidates it weighed, with scores; a variable never appears', async () => {
    await offline.page.goto(`${server.origin}/orders`);
    const result = await offline.act('click the Save button', { variables: { pw: SECRET } });
    expect(result.success, result.message).toBe(true);
    const decision = result.decision!;
    expect(decision.by.kind).toBe('rule');
    expect(decision.label).toMatch(/^rule \S/);
    const candidates = decision.evidence!.candidates;
    expect(candidates[0]).toMatchObject({ role: 'button', name: 'Save', score: expect.any(Number) });
    // Scores are rounded for a report line, best first, and never more than a few.
    expect(candidates.length).toBeLessThanOrEqual(5);
    expect(candidates.every((c, i) => i === 0 || c.score <= candidates[i - 1]!.score)).toBe(true);
    expect(candidates.every((c) => Math.round(c.score * 100) / 100 === c.score)).toBe(true);
    // The rival whose name holds the secret is weighed, and shown masked.
    expect(JSON.stringify(candidates)).toContain('%pw%');
    const entry = (await offline.history).at(-1)!;
    expect((entry.result as ActResult).decision).toEqual(decision);
    const replayed = replayActions(offline).at(-1)!;
    expect(replayed.result.decision).toEqual(decision);
    expect(JSON.stringify(offline.exportSession())).not.toContain(SECRET);
    expect(JSON.stringify(await offline.history)).not.toContain(SECRET);
  });

  it('observe: each element found says which rule found it, with its evidence', async () => {
    await offline.page.goto(`${server.origin}/orders`);
    const found = await offline.observe('find the Save button');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.decision).toMatchObject({ by: { kind: 'rule' }, evidence: { candidates: expect.arrayContaining([expect.objectContaining({ name: 'Save', score: 1 })]) } });
    const replayed = replayActions(offline).at(-1)!;
    expect(JSON.stringify(replayed.result)).toContain('"decision"');
    // act() takes an observed element as it is, decision and all, and acts on it directly.
    const acted = await offline.act(found[0]!);
    expect(acted).toMatchObject({ success: true, decision: { by: { kind: 'direct' } } });
    expect(acted.actions[0]).not.toHaveProperty('decision');
  });
});

describe('a hand-over says why, and how to rephrase it', () => {
  it('with no model: the error, the failed result, the history and the replay give the reason and the rephrasing', async () => {
    await offline.page.goto(`${server.origin}/orders`);
    const error = await offline.act('click the Delete button').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    const message = (error as Error).message;
    expect(message).toContain('act("click the Delete button") was handed over by the offline resolver: 2 buttons match "Delete" about equally');
    expect(message).toContain('say "the first Delete button"');
    expect(message).toMatch(/Rephrase the step as suggested, or configure a model/);
    expect(await offline.page.locator('#out').textContent()).toBe('');
    const record = offline.exportSession().records.at(-1)!;
    expect(record.handover).toContain('say "the first Delete button"');
    expect(record.result).toMatchObject({ success: false, handover: { reason: expect.stringContaining('say "the first Delete button"') } });
    const entry = (await offline.history).at(-1)!;
    expect(entry.handover).toContain('2 buttons match "Delete"');
    expect(replayActions(offline).at(-1)!.result).toMatchObject({ handover: { reason: expect.stringContaining('the first Delete button') } });
  });

  it('observe with no model: the error says why and how to rephrase', async () => {
    await offline.page.goto(`${server.origin}/orders`);
    const error = await offline.observe('find the Delete button').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect((error as Error).message).toMatch(/^observe\("find the Delete button"\) was handed over by the offline resolver: 2 buttons match "Delete" about equally: say "the first Delete button"/);
    expect(offline.exportSession().records.at(-1)!.result).toMatchObject({ handover: { reason: expect.stringContaining('2 buttons match') } });
  });

  it('with a model: the result says the model decided after the offline tier handed it over, and why', async () => {
    model.reset((request) => actAnswer(refOf(pageTextOf(request), 'button', 'Delete'), 'click'));
    await withModel.page.goto(`${server.origin}/orders`);
    const result = await withModel.act('click the Delete button');
    expect(result.success, result.message).toBe(true);
    expect(result.decision).toMatchObject({ by: { kind: 'model' }, handover: { reason: expect.stringContaining('say "the first Delete button"') } });
    expect(replayActions(withModel).at(-1)!.result).toMatchObject({ decision: { handover: { reason: expect.stringContaining('2 buttons match') } } });
  });
});
