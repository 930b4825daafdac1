import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Takes the report folder for this run: a lock file naming the owner's pid, created exclusively.
 * A lock whose process is gone (on this host) is stale and taken over; a live one is refused, so
 * two runs never delete each other's sessions. Released at the end of the run and on exit.
 */
export function lockReportFolder(folder: string): LockHeld | LockTaken {
  const file = join(folder, REPORT_LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: Date.now() };
  let tookOverFrom: LockOwner | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own lock is removed: a stale-lock takeover by another run is theirs.
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { held: true, release, ...(tookOverFrom && { tookOverFrom }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    // Another host's lock cannot be checked from here: it is honoured (a shared network folder).
    if (owner && owner.pid !== process.pid && (owner.host !== me.host || alive(owner.pid))) return { held: false, owner };
    if (owner?.pid === process.pid) return { held: false, owner };
    tookOverFrom = owner;
    rmSync(file, { force: true });
  }
  throw new Error(`cannot take the lock ${file}: it keeps being replaced by another run`);
}
