import { copyFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { buildReplay } from './build.js';
import { finishUnfinished, type SessionExport, type UnfinishedReason } from './record.js';
import { REPORT_SESSIONS_DIR } from './report-index.js';
import { SESSION_ID_PATTERN } from './schema.js';

/**
 * Makes `sessions/<alias>.json` lead to `sessions/<sessionId>.json` (a CLOUD session is then found by
 * its cloudSessionID too): a relative symlink, or a copy where links are not allowed.
 */
export function writeReplayAlias(folder: string, alias: string, sessionId: string): string | undefined {
  if (alias === sessionId || !SESSION_ID_PATTERN.test(alias)) return undefined;
  const dir = join(folder, REPORT_SESSIONS_DIR);
  const link = join(dir, `${alias}.json`);
  rmSync(link, { force: true });
  try {
    symlinkSync(`${sessionId}.json`, link);
  } catch {
    copyFileSync(join(dir, `${sessionId}.json`), link);
  }
  return link;
}

/**
 * Writes a session's replay as `<folder>/sessions/<sessionId>.json` (the seed's ReplayResponse, as
 * the reporter writes it and the replay server serves it), atomically. Operations still running are
 * marked unfinished with `reason`. On CLOUD the file is also reachable by the cloud session's id.
 * Returns the file's path.
 */
export function writeReplayFile(folder: string, session: SessionExport, reason: UnfinishedReason = 'session ended'): string {
  if (!SESSION_ID_PATTERN.test(session.sessionId)) throw new Error(`session id "${session.sessionId}" is not UUID-shaped`);
  const finished = finishUnfinished(structuredClone(session), reason);
  const file = join(folder, REPORT_SESSIONS_DIR, `${session.sessionId}.json`);
  writeFileAtomic(file, JSON.stringify(buildReplay(finished.records), null, 2));
  if (session.cloudSessionId) writeReplayAlias(folder, session.cloudSessionId, session.sessionId);
  return file;
}
