import { CODE_STEPS_FILE, CodeStepsSchema } from '../../../src/replay/code-steps.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isTempFile } from '../../../src/reporter/atomic-write.js';
import { REPORT_BUILD_DIR } from '../../../src/reporter/report-swap.js';
import { ReportIndexSchema, type ReportIndex } from '../../../src/replay/report-index.js';
import { DETAIL_CALLBACK } from '../../../src/reporter/ui/model.js';
import { ReplayResponseSchema, type ReplayResponse } from '../../../src/replay/schema.js';

export interface ReportFolder {
  index?: ReportIndex;
  sessions: Map<string, ReplayResponse>;
  screenshots: string[];
  html?: string;
  tempFiles: string[];
  /** Every file other than temp files, relative. */
  files: string[];
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    // A run's report being built beside the folder's report is not part of it (read it on its own).
    if (name === REPORT_BUILD_DIR) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Reads a report folder and validates every file against its strict schema: a file that is
 * not whole or not exactly the shape throws, naming the file.
 */
export function readReportFolder(folder: string): ReportFolder {
  const out: ReportFolder = { sessions: new Map(), screenshots: [], tempFiles: [], files: [] };
  for (const path of walk(folder)) {
    const rel = relative(folder, path).split('\\').join('/');
    const name = rel.split('/').at(-1)!;
    if (isTempFile(name)) {
      out.tempFiles.push(rel);
      continue;
    }
    out.files.push(rel);
    const body = readFileSync(path);
    try {
      if (rel === 'index.json') out.index = ReportIndexSchema.parse(JSON.parse(body.toString('utf8')));
      else if (rel === 'index.html') {
        out.html = body.toString('utf8');
        if (!out.html.trimEnd().endsWith('</html>')) throw new Error('index.html is cut short');
      } else if (/^sessions\/[0-9a-f-]{36}\.json$/.test(rel)) {
        out.sessions.set(name.slice(0, -5), ReplayResponseSchema.parse(JSON.parse(body.toString('utf8'))));
      } else if (rel === CODE_STEPS_FILE) {
        CodeStepsSchema.parse(JSON.parse(body.toString('utf8')));
      } else if (/^screenshots\/[0-9a-f]{40}\.png$/.test(rel)) {
        if (!body.subarray(0, 8).equals(PNG)) throw new Error('not a PNG');
        out.screenshots.push(rel);
      } else if (/^data\/[A-Za-z0-9_-]+\.js$/.test(rel)) {
        // A test's details for the page: `__actwrightDetail(<json>);`, whole.
        const text = body.toString('utf8');
        if (!text.startsWith(`${DETAIL_CALLBACK}(`) || !text.endsWith(');\n')) throw new Error('not a whole detail chunk');
        const detail = JSON.parse(text.slice(DETAIL_CALLBACK.length + 1, -3)) as { id: string; attempts: unknown[] };
        if (!detail.id || !detail.attempts.length) throw new Error('a detail chunk without attempts');
      } else if (!/^data\/attachments\/[0-9a-f]{40}\.[a-z0-9]+$/.test(rel) && !rel.startsWith('live/') && rel !== '.actwright-lock') {
        // .actwright-lock: the lock of a run that was killed (the next run takes it over).
        throw new Error('unexpected file in the report folder');
      }
    } catch (error) {
      throw new Error(`${rel}: ${(error as Error).message}`, { cause: error });
    }
  }
  out.files.sort();
  return out;
}
