import type { ClientMetrics, OperationRecord, SessionExport } from '../../../src/replay/record.js';
import { METRIC_PREFIXES, METRIC_SUFFIXES } from '../../../src/replay/record.js';

/** Fixed epoch ms so that hand-made sessions are byte-identical from run to run. */
export const T0 = 1_763_700_000_000;

function metrics(): ClientMetrics {
  return Object.fromEntries(METRIC_PREFIXES.flatMap((p) => METRIC_SUFFIXES.map((s) => [`${p}${s}`, 0]))) as ClientMetrics;
}

type RecordInput = Omit<OperationRecord, 'seq' | 'timestamp'>;

/** A SessionExport as the fixture would attach it, from records without seq/ISO time. */
export function sessionExport(sessionId: string, records: RecordInput[]): SessionExport {
  const full = records.map((r, seq): OperationRecord => ({ ...r, seq, timestamp: new Date(r.startedAt).toISOString() }));
  const m = metrics();
  for (const r of full) {
    if (!r.tokenUsage || r.method === 'navigate' || r.method === 'check') continue;
    m[`${r.method}PromptTokens`] += r.tokenUsage.inputTokens ?? 0;
    m[`${r.method}CompletionTokens`] += r.tokenUsage.outputTokens ?? 0;
    m.totalPromptTokens += r.tokenUsage.inputTokens ?? 0;
    m.totalCompletionTokens += r.tokenUsage.outputTokens ?? 0;
  }
  return {
    version: 1,
    sessionId,
    env: 'LOCAL',
    startedAt: full[0]?.startedAt ?? T0,
    endedAt: Math.max(T0, ...full.map((r) => r.endedAt ?? r.startedAt)),
    records: full,
    metrics: m,
  };
}

export const SHOP = 'http://127.0.0.1:4100/shop';
export const CART = 'http://127.0.0.1:4100/cart';

/** A checkout: navigate, act (with a step screenshot), extract and observe with token usage. */
export function checkoutSession(sessionId: string): SessionExport {
  return sessionExport(sessionId, [
    { method: 'navigate', parameters: { url: SHOP }, result: {}, startedAt: T0, endedAt: T0, pageUrl: SHOP },
    {
      method: 'act',
      parameters: { instruction: 'add the blue mug to the cart' },
      result: { success: true, message: 'clicked "Add blue mug"', action: 'click' },
      startedAt: T0 + 100,
      endedAt: T0 + 1_350,
      pageUrl: SHOP,
      tokenUsage: { inputTokens: 1200, outputTokens: 80, timeMs: 1100, cost: 0.0125 },
      tier: 'model',
      screenshot: 'step-1',
    },
    { method: 'navigate', parameters: { url: CART }, result: {}, startedAt: T0 + 1_400, endedAt: T0 + 1_400, pageUrl: CART },
    {
      method: 'extract',
      parameters: { instruction: 'cart total' },
      result: { total: '$12.00' },
      startedAt: T0 + 1_500,
      endedAt: T0 + 2_300,
      pageUrl: CART,
      tokenUsage: { inputTokens: 900, outputTokens: 40, timeMs: 700, cost: 0.0075 },
      tier: 'model',
    },
    {
      method: 'observe',
      parameters: { instruction: 'find the checkout button' },
      result: { elements: [{ selector: 'role=button[name="Checkout"]', description: 'Checkout button' }] },
      startedAt: T0 + 2_400,
      endedAt: T0 + 2_900,
      pageUrl: CART,
      tokenUsage: { inputTokens: 500, outputTokens: 25, timeMs: 400, cost: 0.0031 },
      tier: 'model',
    },
  ]);
}

/** An act that failed. */
export function failingSession(sessionId: string): SessionExport {
  return sessionExport(sessionId, [
    {
      method: 'act',
      parameters: { instruction: 'click the missing button' },
      result: { success: false, error: 'no element matches "the missing button"' },
      error: 'no element matches "the missing button"',
      startedAt: T0 + 5_000,
      endedAt: T0 + 5_600,
      pageUrl: SHOP,
      tokenUsage: { inputTokens: 700, outputTokens: 30, timeMs: 500, cost: 0.004 },
      tier: 'model',
    },
  ]);
}
