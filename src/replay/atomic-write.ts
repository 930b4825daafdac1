import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, data);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Whether a file name is one of writeFileAtomic's temp files. */
export const isTempFile = (name: string) => TEMP_PATTERN.test(name);

/** Removes temp files a killed run left behind in `dir` (not recursive). */
export function removeTempFiles(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (isTempFile(name)) rmSync(join(dir, name), { force: true });
}
