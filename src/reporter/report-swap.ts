import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_HTML_FILE, REPORT_INDEX_FILE, REPORT_SCREENSHOTS_DIR, REPORT_SESSIONS_DIR } from '../replay/report-index.js';
import { DATA_DIR } from './ui/model.js';
import { CODE_STEPS_FILE } from '../replay/code-steps.js';

/** Where a run builds its report, inside the output folder (same file system: renames are atomic). */
export const REPORT_BUILD_DIR = '.actwright-next';
/** Where the previous report's parts wait during the swap, then are removed. */
export const REPORT_PREVIOUS_DIR = '.actwright-previous';

/** The parts of one report, in swap order: data first, the page last (one atomic rename). */
const REPORT_PARTS = [REPORT_SESSIONS_DIR, REPORT_SCREENSHOTS_DIR, DATA_DIR, REPORT_INDEX_FILE, CODE_STEPS_FILE, REPORT_HTML_FILE] as const;

/**
 * Starts a run's report beside the previous one: the folder's report stays whole until this run's
 * is (a run killed with `kill -9` leaves the previous report as it was). What a run that died left
 * half-built, or a swap cut short left aside, is removed. Only called by the lock's holder.
 */
export function startReportBuild(out: string): string {
  const build = join(out, REPORT_BUILD_DIR);
  rmSync(build, { recursive: true, force: true });
  rmSync(join(out, REPORT_PREVIOUS_DIR), { recursive: true, force: true });
  mkdirSync(join(build, REPORT_SESSIONS_DIR), { recursive: true });
  return build;
}

/**
 * Puts the built report in place of the previous one, part by part (each a rename), the page
 * last: it replaces the old page in one step, so `index.html` is never missing or partial.
 */
export function swapInReport(out: string): void {
  const build = join(out, REPORT_BUILD_DIR);
  const previous = join(out, REPORT_PREVIOUS_DIR);
  mkdirSync(previous, { recursive: true });
  for (const part of REPORT_PARTS) {
    const next = join(build, part);
    const current = join(out, part);
    // The page is a file: rename replaces it atomically. A folder is moved aside first.
    if (part !== REPORT_HTML_FILE && existsSync(current)) renameSync(current, join(previous, part));
    if (existsSync(next)) renameSync(next, current);
  }
  rmSync(previous, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
}
