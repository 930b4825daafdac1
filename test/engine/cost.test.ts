import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client } from '../../src/index.js';
import { costOf } from '../../src/engine/llm/prices.js';
import { buildSessionReport } from '../../src/reporter/session.js';
import { buildReplay } from '../../src/replay/build.js';
import { startCorpusServer } from '../support/test-pages.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import type { TestServer } from '../support/http-server.js';
import { refOf, unfence } from '../support/scripted-llm.js';

/**
 * Cost of successful operations, through the OpenAI SDK against its loopback fake: a model in the
 * price table gives every operation a `cost` (history, replay, metrics); one that is not gives none,
 * and the report counts it as "price unknown".
 */
let server: TestServer;
let fake: FakeProvider;
let browserOwner: Client;

const pageOf = (prompt: string) => unfence(prompt.slice(prompt.lastIndexOf('Page:\n') + 'Page:\n'.length));

beforeAll(async () => {
  server = await startCorpusServer();
  fake = await startFakeProvider('openai');
  fake.fallback((request) => {
    const text = pageOf(request.prompt);
    if (request.prompt.includes('Instruction: tick the terms')) {
      return { answer: { action: { elementId: refOf(text, 'checkbox', 'terms'), method: 'check', arguments: [], description: 'tick the terms' }, twoStep: false } };
    }
    return { answer: { heading: 'Account form' } };
  });
  browserOwner = new Client({ env: 'LOCAL', verbose: 0, disablePino: true });
  await browserOwner.init();
});
afterAll(async () => {
  await browserOwner?.close();
  await fake?.close();
  await server?.close();
});

async function session(modelName: string) {
  const client = new Client({ env: 'LOCAL', model: fake.model(modelName), offline: false, verbose: 0, disablePino: true, browserContext: browserOwner.context.playwright });
  await client.init();
  try {
    await client.page.goto(`${server.origin}/forms.html`);
    expect((await client.act('tick the terms box')).success).toBe(true);
    await client.extract({ instruction: 'the heading', schema: z.object({ heading: z.string() }) });
    return { history: await client.history, metrics: await client.metrics, exported: client.exportSession() };
  } finally {
    await client.close();
  }
}

describe('cost of successful operations', () => {
  it('a priced model: every operation carries cost in history, replay tokenUsage and metrics', async () => {
    const { history, metrics, exported } = await session('gpt-5.4-mini');
    const ai = history.filter((h) => h.method !== 'navigate');
    expect(ai.map((h) => h.method)).toEqual(['act', 'extract']);
    for (const entry of ai) {
      const usage = entry.tokenUsage!;
      const expected = costOf('openai', 'gpt-5.4-mini', { promptTokens: usage.inputTokens!, completionTokens: usage.outputTokens!, reasoningTokens: 0, cachedInputTokens: 0 });
      expect(usage.cost).toBeGreaterThan(0);
      expect(usage.cost).toBeCloseTo(expected!, 8);
    }
    const actions = buildReplay(exported.records).data.pages.flatMap((p) => p.actions).filter((a) => a.method !== 'navigate');
    expect(actions.every((a) => (a.tokenUsage?.cost ?? 0) > 0)).toBe(true);
    expect(metrics.totalCost).toBeCloseTo(ai.reduce((sum, h) => sum + h.tokenUsage!.cost!, 0), 8);
    expect(metrics.actCost).toBeGreaterThan(0);
    expect(metrics.extractCost).toBeGreaterThan(0);
    const report = buildSessionReport(exported, []);
    expect(report.summary.tokens.cost).toBeGreaterThan(0);
    expect(report.summary.tokens.unpricedActions).toBeUndefined();
  });

  it('a model not in the price table: no cost anywhere, and the report says the price is unknown', async () => {
    const { history, metrics, exported } = await session('my-own-finetune');
    const ai = history.filter((h) => h.method !== 'navigate');
    expect(ai.every((h) => h.tokenUsage !== undefined && h.tokenUsage.cost === undefined)).toBe(true);
    expect(metrics.totalCost).toBe(0);
    const report = buildSessionReport(exported, []);
    expect(report.summary.tokens.unpricedActions).toBe(2);
  });
});
