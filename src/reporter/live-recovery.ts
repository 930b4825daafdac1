import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LiveEventSchema, sessionFromLiveEvents, type LiveEvent } from '../replay/live.js';
import type { SessionExport, UnfinishedReason } from '../replay/record.js';

function parseLines(text: string): LiveEvent[] {
  const events: LiveEvent[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = LiveEventSchema.safeParse(JSON.parse(line));
      if (parsed.success) events.push(parsed.data);
    } catch {
      // A line cut by the crash: the lines before it stand.
    }
  }
  return events;
}

/**
 * The sessions of a test attempt whose worker died before the fixture could attach them (a crash,
 * a kill): rebuilt from the live files the fixture wrote while the test ran, unfinished records
 * marked with `reason`.
 */
export function recoverSessionsFromLive(liveDir: string | undefined, testId: string, retry: number, reason: UnfinishedReason): SessionExport[] {
  if (!liveDir) return [];
  let files: string[];
  try {
    files = readdirSync(liveDir).filter((f) => f.endsWith('.jsonl'));
  } catch {
    return [];
  }
  const out: SessionExport[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(liveDir, file), 'utf8');
    } catch {
      continue;
    }
    const events = parseLines(text);
    const start = events.find((e) => e.type === 'start');
    if (!start || start.testId !== testId || (start.retry ?? 0) !== retry) continue;
    const session = sessionFromLiveEvents(events, reason);
    if (session) out.push(session);
  }
  return out.sort((a, b) => a.startedAt - b.startedAt);
}
