import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import type { Location, TestCase, TestError, TestResult, TestStep } from '@playwright/test/reporter';
import { REPLAY_ATTACHMENT_NAME, SessionExportSchema, type OperationRecord } from '../replay/record.js';
import type { ReportIndex } from '../replay/report-index.js';
import { REPORT_SCREENSHOTS_DIR, sessionFilePath } from '../replay/report-index.js';
import { writeFileAtomic } from './atomic-write.js';
import { attachmentBytes, type AttachmentLike } from './session.js';
import { chosenElements, instructionOf, MASK, maskVariables } from './ui/ai-data.js';
import { healedSteps, withDecision } from './healed.js';
import { writeCodeSteps } from './code-steps.js';
import { dropOwnFrames } from '../replay/own-frames.js';
import {
  ATTACHMENTS_DIR,
  DATA_DIR,
  DETAIL_CALLBACK,
  type Outcome,
  type Tier,
  type UiAiCounts,
  type UiAiOperation,
  type UiAttachment,
  type UiAttempt,
  type UiCodeFrame,
  type UiError,
  type UiLocation,
  type UiReport,
  type UiStep,
  type UiTestDetail,
  type UiTestSummary,
  type UiTokens,
} from './ui/model.js';
import { addAiCounts, addCosts, addTokens, countOperations, emptyAiCounts, emptyTokens, operationTokens } from './ui/stats.js';

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const strip = (s: string | undefined) => (s ?? '').replace(ANSI, '');
/** Text attachments up to this size are shown inline; larger ones are files. */
const MAX_INLINE_TEXT = 64 * 1024;
/** Lines of a test's stdout/stderr kept per attempt. */
const MAX_OUTPUT_LINES = 200;
const FRAME_CONTEXT = 3;
const AI_STEP_TITLE = /^(act|observe|extract|agent)\b/;
const AI_METHODS = new Set(['act', 'observe', 'extract', 'agent']);

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'video/webm': '.webm',
  'application/zip': '.zip',
  'application/json': '.json',
  'text/plain': '.txt',
  'text/html': '.html',
};

/** JSON that is safe inside a <script> element or a .js file: no `</script>`, no `<!--`. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A file name for a test id (Playwright's ids are hex and dashes; anything else is replaced). */
export const chunkName = (testId: string) => `${DATA_DIR}/${testId.replace(/[^A-Za-z0-9_-]/g, '_')}.js`;

interface Collected {
  test: Pick<TestCase, 'id' | 'title' | 'tags' | 'location' | 'repeatEachIndex'> & { titlePath: string[]; project: string; outcome: () => Outcome };
  attempts: UiAttempt[];
}

/**
 * Collects, per test, what the report page shows when a test is opened: the step tree with AI
 * operations nested, errors with code frames, attachments (copied into the report folder) and
 * attempts. Written at the end as one small script per test, loaded by the page on demand.
 */
export class ReportDetails {
  private readonly tests = new Map<string, Collected>();
  private readonly sources = new Map<string, string[] | undefined>();

  constructor(
    private readonly outputFolder: string,
    private readonly rootDir: string,
  ) {}

  add(test: TestCase, result: TestResult, titlePath: string[], project: string): void {
    let entry = this.tests.get(test.id);
    if (!entry) {
      entry = { test: { id: test.id, title: test.title, tags: [...test.tags], location: test.location, repeatEachIndex: test.repeatEachIndex ?? 0, titlePath, project, outcome: () => test.outcome() }, attempts: [] };
      this.tests.set(test.id, entry);
    }
    entry.attempts = entry.attempts.filter((a) => a.retry !== result.retry);
    entry.attempts.push(this.attempt(test, result));
    entry.attempts.sort((a, b) => a.retry - b.retry);
  }

  /** Writes the detail chunks; returns what index.html embeds. */
  finish(index: ReportIndex): UiReport {
    const tests: UiTestSummary[] = [];
    const totalTokens = emptyTokens();
    const totalAi = emptyAiCounts();
    const totalByModel: Record<string, number> = {};
    const seen = new Set<string>();
    for (const { test, attempts } of this.tests.values()) {
      const tokens = emptyTokens();
      const ai = emptyAiCounts();
      const costByModel: Record<string, number> = {};
      for (const attempt of attempts) {
        for (const op of allOperations(attempt.steps)) {
          addTokens(tokens, operationTokens(op));
          addAiCounts(ai, countOperations([op]));
          addCosts(costByModel, op);
          // A client shared by attempts (or attached twice) counts once in the run's totals.
          const key = `${op.sessionId}/${op.seq}`;
          if (seen.has(key)) continue;
          seen.add(key);
          addTokens(totalTokens, operationTokens(op));
          addAiCounts(totalAi, countOperations([op]));
          addCosts(totalByModel, op);
        }
      }
      const last = attempts.at(-1)!;
      const chunk = chunkName(test.id);
      const detail: UiTestDetail = { id: test.id, attempts };
      writeFileAtomic(join(this.outputFolder, chunk), `${DETAIL_CALLBACK}(${scriptJson(detail)});\n`);
      const firstError = last.errors[0]?.message.split('\n').find((l) => l.trim());
      tests.push({
        id: test.id,
        chunk,
        title: test.title,
        titlePath: test.titlePath,
        file: this.relativeFile(test.location.file),
        line: test.location.line,
        column: test.location.column,
        project: test.project,
        tags: test.tags,
        outcome: test.outcome(),
        status: last.status,
        repeatEachIndex: test.repeatEachIndex,
        attempts: attempts.map((a) => ({ retry: a.retry, status: a.status, duration: a.duration })),
        duration: attempts.reduce((s, a) => s + a.duration, 0),
        tokens,
        costByModel,
        ai,
        ...(firstError && { error: firstError.trim().slice(0, 300) }),
      });
    }
    tests.sort((a, b) => cmp(a.project, b.project) || cmp(a.file, b.file) || a.line - b.line || a.column - b.column || cmp(a.titlePath.join('\0'), b.titlePath.join('\0')) || a.repeatEachIndex - b.repeatEachIndex);
    writeCodeSteps(this.outputFolder, this.rootDir, tests.map((t) => ({ ...t, attempts: this.tests.get(t.id)?.attempts ?? [] })));
    const { totals, run } = index;
    return {
      version: 1,
      run: { status: run.status, startedAt: run.startedAt, duration: run.duration, generatedAt: run.generatedAt, reporterErrors: [...run.reporterErrors] },
      totals: {
        tests: totals.tests,
        passed: totals.passed,
        failed: totals.failed,
        flaky: totals.flaky,
        skipped: totals.skipped,
        attempts: totals.results,
        tokens: totalTokens,
        costByModel: totalByModel,
        ai: totalAi,
      },
      tests,
      healed: healedSteps(tests.map((t) => ({ ...t, attempts: this.tests.get(t.id)?.attempts ?? [] }))),
    };
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
        ops.push(this.operation(session.sessionId, record, session.models.get(record.seq) ?? callModel(record) ?? (record.tier === 'model' ? projectModel(test) : undefined), start, result.attachments));
      }
    }
    ops.sort((a, b) => a.offset - b.offset || a.seq - b.seq);
    const steps = (result.steps ?? []).map((s) => this.step(s, start));
    placeOperations(steps, ops);
    maskFilledValues(steps);
    const attachments: UiAttachment[] = [];
    for (const a of result.attachments) {
      if (a.name === REPLAY_ATTACHMENT_NAME || stepShots.has(a.name)) continue;
      const copied = this.attachment(a);
      // Playwright may attach the same file twice (error-context): listed once.
      if (copied && !attachments.some((x) => x.name === copied.name && x.path !== undefined && x.path === copied.path)) attachments.push(copied);
    }
    const errors = (result.errors ?? []).map((e) => this.error(e, test));
    if (result.status === 'timedOut' && errors.length === 0) errors.push({ message: `Test timeout of ${test.timeout} ms exceeded.` });
    // A timeout names no line: the frame points at the test itself.
    for (const e of errors) if (!e.frame) e.frame = this.frame(test.location);
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

  private operation(sessionId: string, record: OperationRecord, model: string | undefined, start: number, attachments: readonly AttachmentLike[]): UiAiOperation {
    const variables = (record.parameters as { variables?: unknown } | undefined)?.variables;
    const parameters = maskVariables(record.parameters, variables);
    const result = maskVariables(record.result, variables);
    const u = record.tokenUsage;
    const shot = record.screenshot ? [...attachments].reverse().find((a) => a.name === record.screenshot) : undefined;
    const screenshotAfter = shot ? this.stepScreenshot(shot) : undefined;
    const instruction = instructionOf(parameters);
    return {
      sessionId,
      seq: record.seq,
      method: record.method,
      ...(instruction !== undefined && { instruction }),
      ...(record.tier && { tier: record.tier as Tier }),
      ...(model && { model }),
      pageUrl: record.pageUrl,
      offset: record.startedAt - start,
      ...(record.endedAt !== undefined && { duration: record.endedAt - record.startedAt }),
      parameters,
      result,
      chosen: chosenElements(result),
      ...withDecision(result, record),
      ...(u && {
        tokens: {
          input: u.inputTokens ?? 0,
          output: u.outputTokens ?? 0,
          ...(u.timeMs !== undefined && { timeMs: u.timeMs }),
          ...(u.cost !== undefined && { cost: u.cost }),
        },
      }),
      ...(record.error && { error: record.error }),
      ...(screenshotAfter && { screenshotAfter }),
    };
  }

  private step(step: TestStep, start: number): UiStep {
    const ai = step.category === 'test.step' && AI_STEP_TITLE.test(step.title);
    // Not in the typed API, but sent by Playwright (its HTML report shows it): the URL of a Navigate.
    const subtitle = (step as { subtitle?: unknown }).subtitle;
    return {
      title: step.title,
      ...(typeof subtitle === 'string' && subtitle && { subtitle }),
      category: ai ? 'ai' : step.category,
      offset: new Date(step.startTime).getTime() - start,
      duration: step.duration,
      ...(step.location && { location: this.location(step.location) }),
      ...(step.error && { error: strip(step.error.message ?? step.error.value).split('\n')[0] }),
      steps: (step.steps ?? []).map((s) => this.step(s, start)),
    };
  }

  private error(error: TestError, test: TestCase): UiError {
    const message = strip(error.message ?? error.value ?? 'error');
    const stack = dropOwnFrames(strip(error.stack));
    const location = error.location ?? stackLocation(stack, test.location.file);
    const frame = location ? this.frame(location) : undefined;
    return {
      message,
      ...(stack && stack !== message && { stack: stack.startsWith(message) ? stack.slice(message.length).replace(/^\n/, '') : stack }),
      ...(location && { location: this.location(location) }),
      ...(frame && { frame }),
    };
  }

  private frame(location: Location): UiCodeFrame | undefined {
    const lines = this.source(location.file);
    if (!lines || location.line < 1 || location.line > lines.length) return undefined;
    const from = Math.max(1, location.line - FRAME_CONTEXT);
    const to = Math.min(lines.length, location.line + FRAME_CONTEXT);
    const frame = [];
    for (let n = from; n <= to; n++) frame.push({ n, text: lines[n - 1]! });
    return { ...this.location(location), lines: frame };
  }

  private source(file: string): string[] | undefined {
    if (!this.sources.has(file)) {
      let lines: string[] | undefined;
      try {
        lines = readFileSync(file, 'utf8').split(/\r?\n/);
      } catch {
        lines = undefined; // the source is not on this machine (a merged report): no frame
      }
      this.sources.set(file, lines);
    }
    return this.sources.get(file);
  }

  private location(location: Location): UiLocation {
    return { file: this.relativeFile(location.file), line: location.line, column: location.column };
  }

  private relativeFile(file: string): string {
    return (isAbsolute(file) ? relative(this.rootDir, file) : file).split(sep).join('/');
  }

  /** A step screenshot: the file the replay part of the reporter wrote (`screenshots/<sha1>.<ext>`), else a copy. */
  private stepScreenshot(a: AttachmentLike): string | undefined {
    try {
      const bytes = attachmentBytes(a);
      const ext = EXTENSIONS[a.contentType]?.slice(1) ?? 'img';
      const path = `${REPORT_SCREENSHOTS_DIR}/${createHash('sha1').update(bytes).digest('hex')}.${ext}`;
      if (existsSync(join(this.outputFolder, path))) return path;
    } catch {
      return undefined;
    }
    return this.attachment(a)?.path;
  }

  /** Copies an attachment into `data/attachments/<sha1><ext>` (or keeps small text inline). */
  private attachment(a: AttachmentLike): UiAttachment | undefined {
    const base: UiAttachment = { name: a.name, contentType: a.contentType };
    try {
      if (a.body && (a.contentType.startsWith('text/') || a.contentType === 'application/json') && a.body.length <= MAX_INLINE_TEXT) {
        return { ...base, text: a.body.toString('utf8'), size: a.body.length };
      }
      if (a.path && !existsSync(a.path)) return { ...base }; // listed, with no file to open
      const hash = createHash('sha1');
      let size: number;
      if (a.body) {
        hash.update(a.body);
        size = a.body.length;
      } else {
        const bytes = attachmentBytes(a);
        hash.update(bytes);
        size = bytes.length;
      }
      const ext = (a.path && extname(a.path)) || EXTENSIONS[a.contentType.split(';')[0]!] || '.bin';
      const path = `${ATTACHMENTS_DIR}/${hash.digest('hex')}${ext.toLowerCase()}`;
      const target = join(this.outputFolder, path);
      if (!existsSync(target) || statSync(target).size !== size) {
        mkdirSync(join(this.outputFolder, ATTACHMENTS_DIR), { recursive: true });
        if (a.body) writeFileAtomic(target, a.body);
        else copyFileSync(a.path!, target);
      }
      return { ...base, path, size };
    } catch {
      return { ...base };
    }
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface ReadSession {
  sessionId: string;
  env: string;
  cloudSessionURL?: string;
  records: OperationRecord[];
  /** Model name by record seq, where a record names one. */
  models: Map<number, string>;
}

/** The attempt's sessions; a bad attachment is skipped here (the reporter already reported it). */
function readSessions(attachments: readonly AttachmentLike[]): ReadSession[] {
  const byId = new Map<string, ReadSession>();
  for (const a of attachments) {
    if (a.name !== REPLAY_ATTACHMENT_NAME) continue;
    try {
      const json = JSON.parse(attachmentBytes(a).toString('utf8')) as { records?: { seq?: unknown; model?: unknown }[] };
      const parsed = SessionExportSchema.safeParse(json);
      if (!parsed.success) continue;
      const models = new Map<number, string>();
      for (const r of json.records ?? []) if (typeof r.model === 'string' && typeof r.seq === 'number') models.set(r.seq, r.model);
      const s = parsed.data;
      byId.set(s.sessionId, { sessionId: s.sessionId, env: s.env, ...(s.cloudSessionURL && { cloudSessionURL: s.cloudSessionURL }), records: s.records, models });
    } catch {
      // reported by the reporter
    }
  }
  return [...byId.values()];
}

const modelNameOf = (model: unknown): string | undefined => {
  if (typeof model === 'string' && model) return model;
  if (model && typeof model === 'object') {
    const name = (model as { modelName?: unknown }).modelName;
    if (typeof name === 'string' && name) return name;
  }
  return undefined;
};

/** The model a call named for itself (`act(…, { model })`, `extract({ modelName })`). */
function callModel(record: OperationRecord): string | undefined {
  const p = record.parameters as { model?: unknown; modelName?: unknown } | undefined;
  return modelNameOf(p?.model) ?? modelNameOf(p?.modelName);
}

/** The model of the test's project (`use: { actwright: { model } }`, or its `llmClient`'s name). */
function projectModel(test: TestCase): string | undefined {
  try {
    const options = (test.parent.project()?.use as { actwright?: { model?: unknown; llmClient?: unknown } } | undefined)?.actwright;
    return modelNameOf(options?.model) ?? modelNameOf(options?.llmClient);
  } catch {
    return undefined;
  }
}

/** Every AI operation placed in a step tree. */
export function allOperations(steps: readonly UiStep[]): UiAiOperation[] {
  const out: UiAiOperation[] = [];
  const walk = (list: readonly UiStep[]) => {
    for (const s of list) {
      if (s.ai) out.push(...s.ai);
      walk(s.steps);
    }
  };
  walk(steps);
  return out;
}

/**
 * Puts each AI operation under the innermost AI step whose time span holds its start; the rest
 * (a Client used outside the fixture makes no steps) become steps of their own, in time order.
 */
export function placeOperations(steps: UiStep[], ops: readonly UiAiOperation[]): void {
  const aiSteps: { step: UiStep; depth: number }[] = [];
  const walk = (list: UiStep[], depth: number) => {
    for (const s of list) {
      if (s.category === 'ai') aiSteps.push({ step: s, depth });
      walk(s.steps, depth + 1);
    }
  };
  walk(steps, 0);
  // Clocks of the worker and the records agree to the millisecond; a little slack for rounding.
  const SLACK = 2;
  for (const op of ops) {
    let best: { step: UiStep; depth: number } | undefined;
    for (const candidate of aiSteps) {
      const { step } = candidate;
      if (op.offset < step.offset - SLACK || op.offset > step.offset + step.duration + SLACK) continue;
      if (!step.title.startsWith(op.method)) continue;
      if (!best || candidate.depth > best.depth || (candidate.depth === best.depth && step.offset > best.step.offset)) best = candidate;
    }
    if (best) (best.step.ai ??= []).push(op);
    else {
      const own: UiStep = { title: `${op.method}${op.instruction ? ` ${JSON.stringify(op.instruction)}` : ''}`, category: 'ai', offset: op.offset, duration: op.duration ?? 0, steps: [], ai: [op] };
      if (op.error) own.error = op.error;
      const at = steps.findIndex((s) => s.offset > op.offset);
      steps.splice(at === -1 ? steps.length : at, 0, own);
    }
  }
}

/** Playwright's titles of the calls that type a value (`Fill "…"`, `Type "…"`, `Press sequentially "…"`). */
const VALUE_STEP = /^(Fill|Type|Press sequentially|Select option) "[\s\S]*"$/;

/**
 * Inside an AI step that used `variables`, Playwright's own step for the typing call names the
 * value (`Fill "<secret>"`): the value in such titles is masked. Once any AI step of the attempt
 * used variables, the engine's own Playwright calls inside every later AI step lose their
 * subtitle and error text too (a locator there may quote what the page or the test holds of the
 * secret); the AI step itself names what it did, masked.
 */
export function maskFilledValues(steps: readonly UiStep[]): void {
  let attemptSecret = false;
  const walk = (list: readonly UiStep[], inAiStep: boolean, inSecretStep: boolean) => {
    for (const step of list) {
      const ownSecret = (step.ai ?? []).some((op) => usesVariables(op.parameters));
      if (ownSecret) attemptSecret = true;
      const secret = inSecretStep || ownSecret;
      const ai = inAiStep || (step.ai ?? []).length > 0;
      if (step.category === 'pw:api') {
        if (secret && VALUE_STEP.test(step.title)) {
          step.title = step.title.replace(/ "[\s\S]*"$/, ` "${MASK}"`);
          delete step.subtitle;
        } else if (ai && attemptSecret) {
          delete step.subtitle;
          if (step.error) step.error = 'failed: the AI step around it says how (its text is masked; this call\'s own message may quote a secret)';
        }
      }
      walk(step.steps, ai, secret);
    }
  };
  walk(steps, false, false);
}

function usesVariables(parameters: unknown): boolean {
  const v = (parameters as { variables?: unknown } | undefined)?.variables;
  return Array.isArray(v) ? v.length > 0 : !!v && typeof v === 'object' && Object.keys(v).length > 0;
}

/** The first stack frame in the test's file, where the error has no location of its own. */
function stackLocation(stack: string, testFile: string): Location | undefined {
  for (const line of stack.split('\n')) {
    const m = /\(?((?:file:\/\/)?[^\s()]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!m) continue;
    const file = m[1]!.replace(/^file:\/\//, '');
    if (file === testFile) return { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}

function outputLines(chunks: readonly (string | Buffer)[]): string[] {
  const text = chunks.map((c) => strip(typeof c === 'string' ? c : c.toString('utf8'))).join('');
  if (!text) return [];
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.length > MAX_OUTPUT_LINES ? [...lines.slice(0, MAX_OUTPUT_LINES), `… ${lines.length - MAX_OUTPUT_LINES} more line(s)`] : lines;
}

export type { UiAiCounts, UiTokens };
