import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildReplay, type LiveEvent, type OperationRecord, type ReplayResponse } from '../../src/replay/index.js';

/** A made-up operation, as the engine would record it. */
export function makeRecord(seq: number, overrides: Partial<OperationRecord> = {}): OperationRecord {
  const startedAt = 1_700_000_000_000 + seq * 1_000;
  return {
    seq,
    method: 'act',
    parameters: { instruction: `click button ${seq}` },
    result: { success: true },
    timestamp: new Date(startedAt).toISOString(),
    startedAt,
    endedAt: startedAt + 400,
    pageUrl: seq < 2 ? 'http://127.0.0.1/shop' : 'http://127.0.0.1/cart',
    tokenUsage: { inputTokens: 100 + seq, outputTokens: 10, timeMs: 300, cost: 0.001 },
    ...overrides,
  };
}

export interface ReportFolder {
  dir: string;
  /** Writes `sessions/<id>.json` from records (a ReplayResponse built by buildReplay). */
  writeSession(id: string, records: OperationRecord[]): Promise<ReplayResponse>;
  writeRaw(relativePath: string, content: string): Promise<void>;
  appendLive(id: string, ...events: LiveEvent[]): Promise<void>;
  cleanup(): Promise<void>;
}

/** A report folder as the reporter writes it, in a fresh temporary directory. */
export async function makeReportFolder(): Promise<ReportFolder> {
  const dir = await mkdtemp(join(tmpdir(), 'actwright-report-'));
  await mkdir(join(dir, 'sessions'));
  await mkdir(join(dir, 'live'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>actwright report</title><h1>Report</h1>');
  return {
    dir,
    async writeSession(id, records) {
      const replay = buildReplay(records);
      // Written whole then renamed in, like a careful reporter: readers never see half a file.
      const tmp = join(dir, 'sessions', `.${id}.${randomUUID()}.tmp`);
      await writeFile(tmp, JSON.stringify(replay));
      const { rename } = await import('node:fs/promises');
      await rename(tmp, join(dir, 'sessions', `${id}.json`));
      return replay;
    },
    writeRaw: (relativePath, content) => writeFile(join(dir, relativePath), content),
    async appendLive(id, ...events) {
      await appendFile(join(dir, 'live', `${id}.jsonl`), events.map((e) => `${JSON.stringify(e)}\n`).join(''));
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
