import { join } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { REPLAY_ATTACHMENT_NAME } from '../../replay/record.js';
import type { ReportIndex } from '../../replay/report-index.js';
import { sessionFilePath } from '../../replay/report-index.js';
import { writeFileAtomic } from '../atomic-write.js';
import { DETAIL_CALLBACK, type UiAiOperation, type UiAttachment, type UiAttempt, type UiReport, type UiTestDetail } from '../ui/model.js';
import { aiOperation, callModel, projectModel, readSessions } from './ai-operations.js';
import { AttachmentFiles } from './attachment-files.js';
import { chunkName, scriptJson } from './chunk-files.js';
import { CodeFrames } from './code-frames.js';
import { maskFilledValues } from './mask-steps.js';
import { outputLines } from './output-lines.js';
import { placeOperations, uiStep } from './step-tree.js';
import { summarize, type CollectedTest } from './summaries.js';
import { writeCodeSteps } from '../code-steps.js';
import { healedSteps } from '../healed.js';

const AI_METHODS = new Set(['act', 'observe', 'extract', 'agent', 'check']);

/**
 * Collects, per test, what the report page shows when a test is opened: the step tree with AI
 * operations nested, errors with code frames, attachments (copied into the report folder) and
 * attempts. Written at the end as one small script per test, loaded by the page on demand.
 */
export class ReportDetails {
  private readonly tests = new Map<string, CollectedTest>();
  private readonly frames: CodeFrames;
  private readonly files: AttachmentFiles;
  /** Tests whose detail file could not be written when their attempt ended: written (or failed) again at the end. */
  private readonly unwritten = new Set<string>();

  constructor(
    private readonly outputFolder: string,
    private readonly rootDir: string,
  ) {
    this.frames = new CodeFrames(rootDir);
    this.files = new AttachmentFiles(outputFolder);
  }

  add(test: TestCase, result: TestResult, titlePath: string[], project: string): void {
    let entry = this.tests.get(test.id);
    if (!entry) {
      entry = { test: { id: test.id, title: test.title, tags: [...test.tags], location: test.location, repeatEachIndex: test.repeatEachIndex ?? 0, titlePath, project, outcome: () => test.outcome() }, attempts: [] };
      this.tests.set(test.id, entry);
    }
    entry.attempts = entry.attempts.filter((a) => a.retry !== result.retry);
    entry.attempts.push(this.attempt(test, result));
    entry.attempts.sort((a, b) => a.retry - b.retry);
    // Written now, while the next test runs, rather than all at the end of the run, which everyone
    // waits for; a retry writes its test's file again. A failure is tried again at the end.
    this.unwritten.add(test.id);
    this.writeDetail(entry);
  }

  private writeDetail({ test, attempts }: CollectedTest): void {
    const detail: UiTestDetail = { id: test.id, attempts };
    writeFileAtomic(join(this.outputFolder, chunkName(test.id)), `${DETAIL_CALLBACK}(${scriptJson(detail)});\n`);
    this.unwritten.delete(test.id);
  }

  /** Writes the detail files not written yet; returns what index.html embeds. */
  finish(index: ReportIndex): UiReport {
    for (const id of [...this.unwritten]) this.writeDetail(this.tests.get(id)!);
    const report = summarize(this.tests.values(), index, (file) => this.frames.relativeFile(file));
    const withAttempts = report.tests.map((t) => ({ ...t, attempts: this.tests.get(t.id)?.attempts ?? [] }));
    // The steps by source line for `actwright codegen`, and the cached steps that healed.
    writeCodeSteps(this.outputFolder, this.rootDir, withAttempts);
    return { ...report, healed: healedSteps(withAttempts) };
  }

  private attempt(test: TestCase, result: TestResult): UiAttempt {
    const start = new Date(result.startTime).getTime();
    const sessions = readSessions(result.attachments);
    const stepShots = new Set<string>();
    const ops: UiAiOperation[] = [];
    for (const session of sessions) {
      for (const record of session.records) {
        if (!AI_METHODS.has(record.method)) continue;
        if (record.screenshot) stepShots.add(record.screenshot);
        const model = session.models.get(record.seq) ?? callModel(record) ?? (record.tier === 'model' ? projectModel(test) : undefined);
        ops.push(aiOperation(session.sessionId, record, model, start, result.attachments, (a) => this.files.stepScreenshot(a)));
      }
    }
    ops.sort((a, b) => a.offset - b.offset || a.seq - b.seq);
    const steps = (result.steps ?? []).map((s) => uiStep(s, start, (l) => this.frames.location(l)));
    placeOperations(steps, ops);
    maskFilledValues(steps);
    const attachments: UiAttachment[] = [];
    for (const a of result.attachments) {
      if (a.name === REPLAY_ATTACHMENT_NAME || stepShots.has(a.name)) continue;
      const copied = this.files.attachment(a);
      // Playwright may attach the same file twice (error-context): listed once.
      if (copied && !attachments.some((x) => x.name === copied.name && x.path !== undefined && x.path === copied.path)) attachments.push(copied);
    }
    const errors = (result.errors ?? []).map((e) => this.frames.error(e, test));
    if (result.status === 'timedOut' && errors.length === 0) errors.push({ message: `Test timeout of ${test.timeout} ms exceeded.` });
    // A timeout names no line: the frame points at the test itself.
    for (const e of errors) if (!e.frame) e.frame = this.frames.frame(test.location);
    return {
      retry: result.retry,
      status: result.status,
      startedAt: start,
      duration: result.duration,
      workerIndex: result.workerIndex ?? 0,
      annotations: (result.annotations ?? []).map((a) => ({ type: a.type, ...(a.description !== undefined && { description: a.description }) })),
      errors,
      steps,
      attachments,
      sessions: sessions.map((s) => ({ sessionId: s.sessionId, file: sessionFilePath(s.sessionId), env: s.env, ...(s.cloudSessionURL && { cloudSessionURL: s.cloudSessionURL }) })),
      stdout: outputLines(result.stdout ?? []),
      stderr: outputLines(result.stderr ?? []),
    };
  }
}
