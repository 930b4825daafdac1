import { open, readdir, realpath, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { buildReplay, ReplayResponseSchema, SESSION_ID_PATTERN, type ReplayResponse } from '../replay/index.js';
import { REPORT_INDEX_FILE, ReportIndexSchema, TestStatusSchema } from '../replay/report-index.js';
import { HttpError, ReplayServerConfigError } from './errors.js';
import { LiveLogReader } from './live-log.js';
import { isInside } from './paths.js';

/** A replay ready to send: validated, serialized once, tagged for conditional requests. */
export interface LoadedReplay {
  streamed?: undefined;
  body: Buffer;
  etag: string;
}

/**
 * A final replay too large to parse on the server's thread: sent from disk as the reporter wrote
 * it (the reporter validated it), in chunks, never held whole in memory.
 */
export interface StreamedReplay {
  streamed: true;
  /** Real path of the file. */
  real: string;
  size: number;
  etag: string;
  /** The file's version when looked at: a send that finds another version is cut, never spliced. */
  version: string;
}

export type FinalReplay = LoadedReplay | StreamedReplay;

/** A session still being written: its replay so far and whether the fixture has ended it. */
export interface LiveSnapshot extends LoadedReplay {
  ended: boolean;
}

export const SessionSummarySchema = z.object({
  sessionId: z.string(),
  /** `finished`: the reporter wrote the final replay; `running`: only live progress exists yet. */
  status: z.enum(['finished', 'running']),
  /** Epoch ms of the last write to the session's file. */
  updatedAt: z.number(),
  /** From the reporter's index.json, once the session's test has ended: its title path and outcome. */
  title: z.string().optional(),
  project: z.string().optional(),
  testStatus: TestStatusSchema.optional(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

interface CacheEntry<T> {
  key: string;
  value: T;
  /** What the entry holds in memory (its serialized body), counted against the byte bound. */
  bytes: number;
}

/** Limits of what the server reads into memory. */
export interface FileLimits {
  /** Entries kept in the cache at most. */
  cacheEntries: number;
  /** Bytes of cached bodies kept at most (least recently used dropped first). */
  cacheBytes: number;
  /** Final replay files up to this size are parsed, validated and cached; larger ones are streamed. */
  parseBytes: number;
  /** Files over this size are refused (413), parsed or streamed. */
  fileBytes: number;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const FINAL_FILE = /^([0-9a-f-]{36})\.json$/i;
const LIVE_FILE = /^([0-9a-f-]{36})\.jsonl$/i;

function statKey(st: Stats): string {
  return `${st.mtimeMs}:${st.size}:${st.ino}`;
}

/** A write changes ctime too, even when a writer puts the old mtime back. */
export function versionKey(st: Stats): string {
  return `${statKey(st)}:${st.ctimeMs}`;
}

/**
 * How long a file that does not parse is watched for a writer finishing it before it is called
 * broken. Only a broken file waits it out; a writer starved of CPU on a loaded machine was seen to
 * take longer than 250 ms between truncate and write.
 */
const SETTLING_WRITE_MS = 1_000;
const SETTLING_POLL_MS = 25;

/** Whether the file moves to another version within SETTLING_WRITE_MS (a writer was mid-rewrite). */
async function changesSoon(real: string, seen: Stats): Promise<boolean> {
  for (let waited = 0; waited <= SETTLING_WRITE_MS; waited += SETTLING_POLL_MS) {
    const now = await stat(real).catch(() => undefined);
    if (!now) return false;
    if (versionKey(now) !== versionKey(seen)) return true;
    await sleep(SETTLING_POLL_MS);
  }
  return false;
}

/** Reads tried before a file that keeps changing is answered 503 (retry) rather than served spliced. */
const STABLE_READ_ATTEMPTS = 5;


function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * The report folder as the server sees it. Parsed files are cached by mtime, size and inode, so
 * a hot session costs one `stat` per request; a file that changes is read again.
 */
export class SessionFiles {
  private readonly cache = new Map<string, CacheEntry<unknown>>();
  private bytes = 0;

  private constructor(
    /** Real path of the folder: every file read must resolve inside it. */
    readonly root: string,
    private readonly limits: FileLimits,
  ) {}

  static async open(dir: string, limits: FileLimits): Promise<SessionFiles> {
    let root: string;
    try {
      root = await realpath(dir);
      if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
    } catch (cause) {
      throw new ReplayServerConfigError(
        `The report folder "${dir}" does not exist or is not a folder. Run your tests with the actwright reporter first (it writes actwright-report/), or pass the folder it wrote.`,
        { cause },
      );
    }
    return new SessionFiles(root, limits);
  }

  finalPath(id: string): string {
    return join(this.root, 'sessions', `${id}.json`);
  }

  livePath(id: string): string {
    return join(this.root, 'live', `${id}.jsonl`);
  }

  get cachedFiles(): number {
    return this.cache.size;
  }

  /** Bytes the cache holds (bodies), never more than the `cacheBytes` limit. */
  get cachedBytes(): number {
    return this.bytes;
  }

  /**
   * The finished session's replay, or undefined when it has no final file (yet). Up to `parseBytes`
   * it is validated and cached; a larger file is returned to be streamed from disk.
   */
  async loadFinal(id: string): Promise<FinalReplay | undefined> {
    const file = this.finalPath(id);
    const hit = this.cacheHit<LoadedReplay>(file);
    if (hit) return hit;
    const found = await this.locate(file);
    if (!found) return undefined;
    this.refuseOversized(file, found.st.size);
    if (found.st.size > this.limits.parseBytes) {
      const key = statKey(found.st);
      return { streamed: true, real: found.real, size: found.st.size, etag: etagOf(key), version: versionKey(found.st) };
    }
    return this.loadCached(file, (text, etag) => parseFinal(id, text, etag));
  }

  /**
   * The replay as an object, for the event stream. Only files small enough to parse: a larger one
   * gets 413 saying to GET it as JSON, which streams it.
   */
  replayOf(loaded: FinalReplay, id: string): ReplayResponse {
    if (loaded.streamed) {
      throw new HttpError(
        413,
        `sessions/${id}.json is ${megabytes(loaded.size)}, over the ${megabytes(this.limits.parseBytes)} this server parses (parseBytes): GET the replay without x-stream-response, which sends the file as it is.`,
      );
    }
    return JSON.parse(loaded.body.toString('utf8')) as ReplayResponse;
  }

  /** The replay of a session in progress, built from its live file, or undefined without one. */
  loadLive(id: string): Promise<LiveSnapshot | undefined> {
    return this.loadCached(this.livePath(id), (text, etag) => {
      const reader = new LiveLogReader();
      reader.push(`${text}\n`);
      const replay = buildReplay(reader.currentRecords());
      return { body: Buffer.from(JSON.stringify(replay)), etag, ended: reader.ended };
    }, this.limits.parseBytes);
  }

  private refuseOversized(file: string, size: number, limit = this.limits.fileBytes): void {
    if (size > limit) throw tooLarge(file, size, limit, this.limitName(limit));
  }

  private limitName(limit: number): string {
    return limit === this.limits.fileBytes ? 'fileBytes' : 'parseBytes';
  }


  /** Sessions with a final replay or a live file, newest first. */
  async list(): Promise<SessionSummary[]> {
    const [finals, lives] = await Promise.all([
      this.namesIn('sessions', FINAL_FILE),
      this.namesIn('live', LIVE_FILE),
    ]);
    const ids = new Set([...finals, ...lives]);
    const tests = await this.loadIndexTests();
    const summaries = await Promise.all(
      [...ids].map(async (sessionId): Promise<SessionSummary | undefined> => {
        const finished = finals.has(sessionId);
        try {
          const st = await stat(finished ? this.finalPath(sessionId) : this.livePath(sessionId));
          return {
            sessionId,
            status: finished ? 'finished' : 'running',
            updatedAt: Math.round(st.mtimeMs),
            ...tests.get(sessionId),
          };
        } catch {
          return undefined; // deleted between readdir and stat
        }
      }),
    );
    return summaries
      .filter((s): s is SessionSummary => s !== undefined)
      .sort((a, b) => b.updatedAt - a.updatedAt || a.sessionId.localeCompare(b.sessionId));
  }

  /**
   * Test details per session from index.json. The index is optional (a report still being
   * written, or an older one): without a valid one the listing simply has no titles.
   */
  private async loadIndexTests(): Promise<Map<string, Pick<SessionSummary, 'title' | 'project' | 'testStatus'>>> {
    const byId = new Map<string, Pick<SessionSummary, 'title' | 'project' | 'testStatus'>>();
    try {
      const index = await this.loadCached(join(this.root, REPORT_INDEX_FILE), (text) => ReportIndexSchema.safeParse(JSON.parse(text)));
      if (!index?.success) return byId;
      for (const test of index.data.tests) {
        for (const session of test.sessions) {
          byId.set(session.sessionId, { title: test.titlePath.join(' › '), project: test.project, testStatus: test.status });
        }
      }
    } catch {
      // Unreadable or not JSON: same as absent.
    }
    return byId;
  }

  private async namesIn(folder: string, pattern: RegExp): Promise<Set<string>> {
    try {
      const names = await readdir(join(this.root, folder));
      const ids = new Set<string>();
      for (const name of names) {
        const id = pattern.exec(name)?.[1];
        if (id && SESSION_ID_PATTERN.test(id)) ids.add(id);
      }
      return ids;
    } catch (error) {
      if (isMissing(error)) return new Set();
      throw error;
    }
  }

  /** Stat of a regular file and its real path, or undefined if absent; 403 if it resolves outside the folder (a symlink out). */
  async locate(file: string): Promise<{ st: Stats; real: string } | undefined> {
    let st: Stats;
    try {
      st = await stat(file);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    if (!st.isFile()) return undefined;
    const real = await realpath(file);
    if (!isInside(this.root, real)) {
      throw new HttpError(403, 'The file resolves outside the served folder (a symlink out) and is not served.');
    }
    return { st, real };
  }

  /** A cached value whose file has not changed since (one synchronous stat), moved to most recent. */
  private cacheHit<T>(file: string): T | undefined {
    // The one syscall of a cache hit, made synchronously: a local stat takes microseconds, far
    // less than a round trip through libuv's thread pool, and this is the hot path under load.
    const hit = this.cache.get(file);
    if (!hit) return undefined;
    let st: Stats | undefined;
    try {
      st = statSync(file, { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
    if (!st?.isFile() || hit.key !== statKey(st)) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.cache.delete(file);
    this.cache.set(file, hit);
    return hit.value as T;
  }

  private remember(file: string, entry: CacheEntry<unknown>): void {
    const old = this.cache.get(file);
    if (old) {
      this.cache.delete(file);
      this.bytes -= old.bytes;
    }
    // An entry larger than the whole bound is served, not kept.
    if (entry.bytes > this.limits.cacheBytes) return;
    this.cache.set(file, entry);
    this.bytes += entry.bytes;
    for (const [oldest, value] of this.cache) {
      if (this.bytes <= this.limits.cacheBytes && this.cache.size <= this.limits.cacheEntries) break;
      this.cache.delete(oldest);
      this.bytes -= value.bytes;
    }
  }

  private async loadCached<T>(
    file: string,
    parse: (text: string, etag: string) => T,
    limit = this.limits.fileBytes,
  ): Promise<T | undefined> {
    const hit = this.cacheHit<T>(file);
    if (hit) return hit;
    // A miss checks the real path: a symlink swapped to point outside changes the inode too.
    const found = await this.locate(file);
    if (!found) return undefined;
    this.refuseOversized(file, found.st.size, limit);
    let { text, st: stable } = await readStable(found.real, file, limit, this.limitName(limit));
    let key = statKey(stable);
    let value: T;
    for (let attempt = 1; ; attempt++) {
      try {
        value = parse(text, etagOf(key));
        break;
      } catch (error) {
        // Rewritten in place, a file can be caught between truncate and write, whole-looking: if a
        // second read finds another version, that one is parsed; the same version is truly broken.
        if (!(await changesSoon(found.real, stable))) throw error;
        const again = await readStable(found.real, file, limit, this.limitName(limit));
        if (attempt >= STABLE_READ_ATTEMPTS) throw beingWritten(file, error);
        ({ text, st: stable } = again);
        key = statKey(stable);
      }
    }
    // Only a read that size, mtime, ctime and inode show whole is cached. What is kept is the
    // body (or, for the index, about the text's size): the text itself is dropped here.
    const body = (value as { body?: unknown }).body;
    this.remember(file, { key, value, bytes: Buffer.isBuffer(body) ? body.length : Buffer.byteLength(text) });
    return value;
  }
}

const etagOf = (key: string) => `"${key.replaceAll(':', '-').replaceAll('.', '_')}"`;

/** 413: the file is larger than this server reads; the answer says which limit and what to do. */
function tooLarge(file: string, size: number, limit: number, option: string): HttpError {
  return new HttpError(
    413,
    `${file.split(/[\\/]/).slice(-2).join('/')} is ${megabytes(size)}, over this server's limit of ${megabytes(limit)} (${option}); it is not read. Open the file from the report folder, or start the server with a higher ${option}.`,
  );
}

function beingWritten(file: string, cause?: unknown): HttpError {
  return new HttpError(503, `${file.split(/[\\/]/).slice(-2).join('/')} is being written right now; retry in a moment.`, {
    cause,
    headers: { 'retry-after': '1' },
  });
}

/**
 * Reads a file whole, with its stat taken on the same open file before and after the read: when
 * they differ (another writer rewrote it in place meanwhile) it is read again, and after a few
 * tries the request gets 503, never a text spliced from two versions.
 */
async function readStable(real: string, file: string, limit: number, limitName: string): Promise<{ text: string; st: Stats }> {
  for (let attempt = 0; attempt < STABLE_READ_ATTEMPTS; attempt++) {
    const handle = await open(real, 'r');
    try {
      const before = await handle.stat();
      // Grown past the limit since it was looked at: refused like any file that size.
      if (before.size > limit) throw tooLarge(file, before.size, limit, limitName);
      const bytes = await handle.readFile();
      const after = await handle.stat();
      if (versionKey(before) === versionKey(after) && bytes.length === after.size) return { text: bytes.toString('utf8'), st: after };
    } finally {
      await handle.close();
    }
  }
  throw beingWritten(file);
}

function parseFinal(id: string, text: string, etag: string): LoadedReplay {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new HttpError(500, `sessions/${id}.json is not valid JSON. Run the suite again to regenerate the report.`, { cause });
  }
  const parsed = ReplayResponseSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      500,
      `sessions/${id}.json is not a valid ReplayResponse (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'schema mismatch'}). Run the suite again to regenerate the report.`,
      { cause: parsed.error },
    );
  }
  const body = Buffer.from(JSON.stringify(parsed.data));
  return { body, etag };
}
