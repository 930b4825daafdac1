/**
 * Uploads (the `setInputFiles` method): which files a step may send, and whether the page took
 * them. Page text is untrusted: a path is sent only when the step's own words give it (or it is
 * a `%variable%` the caller passed), it resolves against the test's working directory to an
 * existing regular file, and nothing of a file but its name is ever read or logged here.
 */
import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { ActionEffectError, FileUploadError } from '../session/errors.js';
import { refLocator } from '../snapshot/aria-source.js';
import { internalCalls } from '../session/internal-calls.js';
import type { EffectCheck } from '../decision/decision.js';

const WHOLE_VARIABLE = /^%([A-Za-z_][A-Za-z0-9_-]*)%$/;
/** Characters that may stand right before or after a path written in a step. */
const BEFORE_PATH = /[\s"'“‘(\[,:]/;
const AFTER_PATH = /[\s"'”’)\],;:.!?]/;

/** Whether `path` is written in the step as a whole word (not a part of a longer path). */
export function pathInStep(path: string, step: string): boolean {
  if (!path.trim()) return false;
  for (let at = step.indexOf(path); at >= 0; at = step.indexOf(path, at + 1)) {
    const before = at === 0 ? ' ' : step[at - 1]!;
    const after = at + path.length >= step.length ? ' ' : step[at + path.length]!;
    if (BEFORE_PATH.test(before) && AFTER_PATH.test(after)) return true;
  }
  return false;
}

/**
 * The files an upload sends, as absolute paths (resolved against `cwd`, the test's working
 * directory). `raw`: the arguments as the action carries them (`%name%` kept); `values`: with the
 * variables substituted. With an instruction (a step resolved by a rule or a model, a cached step
 * replayed), each path must be written in it, or be a variable the caller passed; an action the
 * caller passes itself (no instruction) is the caller's own. Throws FileUploadError, naming the
 * path as written (a variable's value is never shown).
 */
export function uploadFiles(input: { raw: readonly string[]; values: readonly string[]; instruction?: string | undefined; variables?: Readonly<Record<string, unknown>> | undefined; cwd?: string }): string[] {
  const cwd = input.cwd ?? process.cwd();
  if (!input.raw.length || input.raw.some((p) => !p.trim())) {
    throw new FileUploadError('An upload needs one or more file paths as its arguments: write them in the step ("upload docs/receipt.pdf to Receipts").', '');
  }
  return input.raw.map((raw, i) => {
    const variable = WHOLE_VARIABLE.exec(raw)?.[1];
    const passed = variable !== undefined && input.variables !== undefined && Object.prototype.hasOwnProperty.call(input.variables, variable);
    if (input.instruction !== undefined && !passed && !pathInStep(raw, input.instruction)) {
      throw new FileUploadError(
        `Refused to upload "${raw}": the instruction does not give that path, and only a file the step names is sent (page text never chooses one). Write the file's path in the step ("upload path/to/file.pdf to …"), or pass it as a variable.`,
        raw,
      );
    }
    const value = input.values[i] ?? raw;
    const shown = passed ? raw : value;
    const path = resolve(cwd, value);
    let stat: ReturnType<typeof statSync> | undefined;
    try {
      stat = statSync(path);
    } catch {
      stat = undefined;
    }
    if (!stat) throw new FileUploadError(`No file "${shown}" to upload${passed ? '' : ` (looked for ${path})`}: give its path from the test's working directory (${cwd}), or an absolute path.`, raw);
    if (!stat.isFile()) throw new FileUploadError(`"${shown}" is not a regular file (a directory or a device): name the file to upload.`, raw);
    return path;
  });
}

/** How the names of the files show, before an upload: in the input itself and in the part around it. */
export interface UploadReading {
  /** The file names the input holds (null: not a file input, or not readable). */
  held: string[] | null;
  /** How often each name shows in the part's text (or the page's). */
  shown: number[];
}

/** How long a page may take to show the files it took (a drop zone lists them after an animation). */
const UPLOAD_WAIT_MS = 3_000;
const READ_MS = 1_000;

/** The names a check looks for: a variable stays its placeholder's name (never its value). */
export function uploadNames(raw: readonly string[], values: readonly string[]): { look: string[]; say: string[] } {
  return { look: values.map((v) => basename(v)), say: raw.map((r, i) => (WHOLE_VARIABLE.test(r) ? r : basename(values[i] ?? r))) };
}

async function readUpload(page: Page, input: Locator | undefined, part: string | undefined, names: readonly string[]): Promise<UploadReading> {
  const held = input
    ? await internalCalls(input, () =>
        input.evaluate((el) => (el instanceof HTMLInputElement && el.type === 'file' && el.files ? Array.from(el.files, (f) => f.name) : null), undefined, { timeout: READ_MS }),
      ).catch(() => null)
    : null;
  const count = (text: string) => names.map((name) => (name ? text.split(name).length - 1 : 0));
  const where = part ? refLocator(page, part) : page.locator('body');
  const text = await internalCalls(page, () => where.evaluate((el) => (el as HTMLElement).innerText ?? el.textContent ?? '', undefined, { timeout: READ_MS })).catch(() => '');
  return { held, shown: count(text) };
}

/** Reads the input and the part before the upload. */
export function beforeUpload(page: Page, input: Locator | undefined, part: string | undefined, names: readonly string[]): Promise<UploadReading> {
  return readUpload(page, input, part, names);
}

/**
 * After the upload: each file is taken when the input now holds it (and held otherwise before), or
 * its name shows more often in the part than before (a list that grew). Waits a bounded time for
 * the page to show them; throws ActionEffectError saying what was seen when a file is not taken.
 */
export async function awaitUploaded(page: Page, input: Locator | undefined, part: string | undefined, names: { look: string[]; say: string[] }, before: UploadReading, signal: AbortSignal): Promise<EffectCheck> {
  const expected = `${names.say.map((n) => `"${n}"`).join(', ')} taken by the file input${part ? ' and listed in its part' : ''}`;
  const taken = (now: UploadReading) =>
    names.look.map((name, i) => {
      const inInput = !!now.held?.includes(name) && JSON.stringify(now.held) !== JSON.stringify(before.held);
      return inInput || (now.shown[i] ?? 0) > (before.shown[i] ?? 0);
    });
  const until = Date.now() + UPLOAD_WAIT_MS;
  let now = await readUpload(page, input, part, names.look);
  while (taken(now).some((t) => !t) && Date.now() < until && !signal.aborted) {
    await sleep(100, undefined, { signal }).catch(() => undefined);
    now = await readUpload(page, input, part, names.look);
  }
  const missing = taken(now).flatMap((t, i) => (t ? [] : [names.say[i]!]));
  if (missing.length) {
    const found = `the input holds ${now.held === null ? 'no files that could be read' : now.held.length ? `${now.held.length} file(s)` : 'no file'}, and ${missing.map((n) => `"${n}"`).join(', ')} ${missing.length > 1 ? 'show' : 'shows'} no more often than before${part ? ' in its part' : ' on the page'}`;
    throw new ActionEffectError(`Expected ${expected}, but ${found}.`, expected, found);
  }
  return { expected, found: `${names.say.map((n) => `"${n}"`).join(', ')} taken`, ok: true };
}
