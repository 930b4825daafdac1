import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Lock file of a report folder while a run writes it. */
export const REPORT_LOCK_FILE = '.actwright-lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: number;
}

/** The run that holds the folder, when it is not this process. */
export interface LockHeld {
  held: false;
  owner: LockOwner;
}

export interface LockTaken {
  held: true;
  /** A stale lock (its process is gone) that was taken over, if any. */
  tookOverFrom?: LockOwner;
  release(): void;
}

/**
 * A lock file that does not parse is only taken for stale once it is this old: a run of an older
 * actwright created the file first and wrote it after, so a young unreadable lock may be one
 * being written.
 */
const UNREADABLE_STALE_MS = 10_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, host: String(owner.host ?? ''), startedAt: Number(owner.startedAt ?? 0) } : undefined;
  } catch {
    return undefined;
  }
}

const sameOwner = (a: LockOwner | undefined, b: LockOwner | undefined) =>
  a !== undefined && b !== undefined && a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;

/**
 * Puts `temp` (a whole owner file) in place as the lock, if there is no lock: a hard link is
 * created atomically or not at all, so the lock file never exists half-written (a file created
 * empty, then written, read as "no owner" by a run arriving in between, and was taken over).
 */
function linkInPlace(temp: string, file: string): boolean {
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
}

/**
 * Removes a stale lock, but only the one that was judged stale: it is renamed aside first (one
 * rename of one file succeeds for one run only), then checked. If what was moved is not that lock
 * (another run took over in between), it is put back.
 */
function removeStale(file: string, stale: LockOwner | undefined, staleIno: number | undefined): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return; // someone else removed it
    throw error;
  }
  let moved: { owner: LockOwner | undefined; ino: number } | undefined;
  try {
    moved = { owner: readOwner(aside), ino: statSync(aside).ino };
  } catch {
    moved = undefined;
  }
  const wasStale = moved !== undefined && moved.ino === staleIno && (stale === undefined ? moved.owner === undefined : sameOwner(moved.owner, stale));
  if (!wasStale) {
    // Another run's fresh lock: back in place, unless a third one got in meanwhile.
    try {
      linkSync(aside, file);
    } catch {
      // the lock slot is taken again: that run owns the folder
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Takes the report folder for this run: a lock file naming the owner's pid, put in place whole
 * and exclusively (written to a temp file, then hard-linked as the lock). A lock whose process is
 * gone (on this host) is stale and taken over; a live one is refused, so two runs never write one
 * folder. Released at the end of the run and on exit.
 */
export function lockReportFolder(folder: string): LockHeld | LockTaken {
  const file = join(folder, REPORT_LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: Date.now() };
  const temp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, JSON.stringify(me), { flag: 'wx' });
  let tookOverFrom: LockOwner | undefined;
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (linkInPlace(temp, file)) {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          process.off('exit', release);
          // Only our own lock is removed: a stale-lock takeover by another run is theirs.
          if (sameOwner(readOwner(file), me)) rmSync(file, { force: true });
        };
        process.on('exit', release);
        return { held: true, release, ...(tookOverFrom && { tookOverFrom }) };
      }
      let ino: number | undefined;
      let mtimeMs = Date.now();
      try {
        ({ ino, mtimeMs } = statSync(file));
      } catch (error) {
        if (isCode(error, 'ENOENT')) continue; // released meanwhile: try again
        throw error;
      }
      const owner = readOwner(file);
      if (owner) {
        // Another host's lock cannot be checked from here: it is honoured (a shared network folder).
        if (owner.pid === process.pid || owner.host !== me.host || alive(owner.pid)) return { held: false, owner };
      } else if (Date.now() - mtimeMs < UNREADABLE_STALE_MS) {
        return { held: false, owner: { pid: 0, host: 'unknown (lock file being written)', startedAt: 0 } };
      }
      tookOverFrom = owner;
      removeStale(file, owner, ino);
    }
  } finally {
    rmSync(temp, { force: true });
  }
  throw new Error(`cannot take the lock ${file}: it keeps being replaced by another run`);
}
