import type { OperationRecord } from './record.js';
import {
  ReplayResponseSchema,
  type ReplayActionOutput,
  type ReplayPageOutput,
  type ReplayResponse,
} from './schema.js';

/** Non-object values are wrapped so that `parameters` and `result` are always objects. */
function asObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  const plain = JSON.parse(JSON.stringify(value)) as unknown;
  if (plain && typeof plain === 'object' && !Array.isArray(plain)) return plain as Record<string, unknown>;
  return { value: plain };
}

function toAction(record: OperationRecord): ReplayActionOutput {
  const action: ReplayActionOutput = {
    method: record.method,
    parameters: asObject(record.parameters),
    result: asObject(record.result),
    timestamp: record.startedAt,
  };
  if (record.endedAt !== undefined) action.endTime = record.endedAt;
  if (record.tokenUsage) action.tokenUsage = { ...record.tokenUsage };
  return action;
}

/**
 * Groups a session's operations into the pages they ran on, in time order. A page starts with
 * its first action and lasts until the next page starts, or until the last action's end.
 */
export function buildReplay(records: readonly OperationRecord[], success = true): ReplayResponse {
  const sorted = [...records].sort((a, b) => a.startedAt - b.startedAt || a.seq - b.seq);
  const pages: ReplayPageOutput[] = [];
  let lastEnd = 0;
  for (const record of sorted) {
    let page = pages.at(-1);
    if (!page || page.url !== record.pageUrl) {
      page = { url: record.pageUrl, timestamp: record.startedAt, duration: 0, actions: [] };
      pages.push(page);
    }
    page.actions.push(toAction(record));
  }
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i]!;
    const next = pages[i + 1];
    if (next) {
      page.duration = next.timestamp - page.timestamp;
    } else {
      lastEnd = Math.max(...page.actions.map((a) => a.endTime ?? a.timestamp));
      page.duration = lastEnd - page.timestamp;
    }
  }
  return ReplayResponseSchema.parse({ success, data: { pages, clientLanguage: 'typescript' } });
}
