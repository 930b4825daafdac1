import { describe, expect, it } from 'vitest';
import { buildReplay } from '../../src/replay/build.js';
import type { OperationRecord } from '../../src/replay/record.js';
import { ReplayResponseSchema } from '../../src/replay/schema.js';

function record(seq: number, method: OperationRecord['method'], pageUrl: string, startedAt: number, endedAt: number, extra: Partial<OperationRecord> = {}): OperationRecord {
  return { seq, method, parameters: { n: seq }, result: { ok: true }, timestamp: new Date(startedAt).toISOString(), startedAt, endedAt, pageUrl, ...extra };
}

describe('buildReplay', () => {
  it('groups actions by page in time order with durations to the next page', () => {
    const replay = buildReplay([
      record(0, 'navigate', 'http://a/', 1000, 1000),
      record(1, 'act', 'http://a/', 1100, 1500, { tokenUsage: { inputTokens: 10, outputTokens: 2, timeMs: 300, cost: 0.001 } }),
      record(2, 'navigate', 'http://b/', 1600, 1600),
      record(3, 'extract', 'http://b/', 1700, 2500),
      record(4, 'navigate', 'http://a/', 3000, 3000),
    ]);
    expect(replay.success).toBe(true);
    expect(replay.data.clientLanguage).toBe('typescript');
    expect(replay.data.pages.map((p) => [p.url, p.timestamp, p.duration, p.actions.length])).toEqual([
      ['http://a/', 1000, 600, 2],
      ['http://b/', 1600, 1400, 2],
      ['http://a/', 3000, 0, 1],
    ]);
    expect(replay.data.pages[0]!.actions[1]).toEqual({
      method: 'act',
      parameters: { n: 1 },
      result: { ok: true },
      timestamp: 1100,
      endTime: 1500,
      tokenUsage: { inputTokens: 10, outputTokens: 2, timeMs: 300, cost: 0.001 },
    });
  });

  it('wraps non-object parameters and results so the strict schema holds', () => {
    const replay = buildReplay([record(0, 'extract', 'http://a/', 1, 2, { parameters: 'the price', result: ['x'] })]);
    const action = replay.data.pages[0]!.actions[0]!;
    expect(action.parameters).toEqual({ value: 'the price' });
    expect(action.result).toEqual({ value: ['x'] });
    expect(ReplayResponseSchema.safeParse(replay).success).toBe(true);
  });

  it('the schema refuses extra properties anywhere', () => {
    const replay = buildReplay([record(0, 'act', 'http://a/', 1, 2)]);
    const withExtra = structuredClone(replay) as unknown as { data: { pages: Array<Record<string, unknown>> } };
    withExtra.data.pages[0]!.title = 'x';
    expect(ReplayResponseSchema.safeParse(withExtra).success).toBe(false);
    expect(ReplayResponseSchema.safeParse({ ...replay, extra: 1 }).success).toBe(false);
  });

  it('an empty session has no pages', () => {
    expect(buildReplay([]).data.pages).toEqual([]);
  });
});
