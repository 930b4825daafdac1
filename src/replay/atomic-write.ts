import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** Temp files are hidden and end in `.tmp`, so a reader that lists a folder can skip them. */
const TEMP_PATTERN = /^\..+\.[0-9a-f]{12}\.tmp$/;

/**
 * Writes a file so that readers only ever see the old or the new content, never a part: the data
 * goes to a temp file in the same folder (same file system), which is then renamed over the target.
 * Synchronous on purpose: the reporter writes from Playwright's event callbacks, and a run killed
 * between two callbacks must not leave a file half written.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempPathFor(path);
  try {
    writeFileSync(temp, data);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The same, without blocking: for writers on a hot path that may wait (the action and agent caches). */
export async function writeFileAtomicAsync(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = tempPathFor(path);
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

const tempPathFor = (path: string) => join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);

/** Whether a file name is one of writeFileAtomic's temp files. */
export const isTempFile = (name: string) => TEMP_PATTERN.test(name);

/**
 * Removes temp files a killed run left behind in `dir` (not recursive). In a folder that other
 * processes write at the same time (a shared cacheDir), pass `olderThanMs`: a temp file being
 * written right now is young, and is left alone.
 */
export function removeTempFiles(dir: string, olderThanMs?: number): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    if (!isTempFile(name)) continue;
    const path = join(dir, name);
    try {
      if (olderThanMs !== undefined && now - statSync(path).mtimeMs < olderThanMs) continue;
      rmSync(path, { force: true });
    } catch {
      // Gone already (its writer renamed it, or another cleaner removed it).
    }
  }
}
