import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildReplay } from '../replay/build.js';
import { finishUnfinished, SessionExportSchema, UNFINISHED_REASONS, type SessionExport, type UnfinishedReason } from '../replay/record.js';
import { REPORT_SCREENSHOTS_DIR, sessionFilePath, type ReportScreenshot, type ReportSession, type TokenTotals } from '../replay/report-index.js';
import { SESSION_ID_PATTERN, type ReplayActionOutput, type ReplayResponse } from '../replay/schema.js';
import { ReportError } from './errors.js';

/** What Playwright gives for an attachment: a body, or a file path. */
export interface AttachmentLike {
  name: string;
  contentType: string;
  body?: Buffer;
  path?: string;
}

/** What a ReplayResponse cannot carry about an action, kept for the HTML report. */
export interface ActionDetail {
  tier?: string;
  error?: string;
}

export interface ScreenshotFile {
  /** Path inside the report folder. */
  file: string;
  contentType: string;
  bytes: Buffer;
}

/** One client session, ready to be written and indexed. */
export interface SessionReport {
  replay: ReplayResponse;
  summary: ReportSession;
  /** One per action, in the order of the replay's actions flattened over its pages. */
  details: ActionDetail[];
  screenshots: ScreenshotFile[];
}

export function attachmentBytes(attachment: AttachmentLike): Buffer {
  if (attachment.body) return attachment.body;
  if (!attachment.path) throw new ReportError(`attachment "${attachment.name}" has neither a body nor a path`);
  try {
    return readFileSync(attachment.path);
  } catch (cause) {
    throw new ReportError(`cannot read attachment "${attachment.name}" at ${attachment.path} (${(cause as Error).message}); was the test's output folder removed?`, { cause });
  }
}

/** An attachment's JSON, read once, and what validating it as it came gave (both kept, never changed). */
interface ReadAttachment {
  json: unknown;
  validated?: ReturnType<typeof SessionExportSchema.safeParse>;
}

/**
 * A test's replay attachment is read by the reporter (its replay file) and by the report's details
 * (its steps): parsed and validated once per attachment object, not once per reader. The JSON
 * kept here is never changed: a reader that must change it works on a copy.
 */
const reads = new WeakMap<AttachmentLike, ReadAttachment>();

/** The attachment's JSON, parsed once; throws what JSON.parse throws. */
export function readAttachmentJson(attachment: AttachmentLike): ReadAttachment {
  let read = reads.get(attachment);
  if (!read) {
    read = { json: JSON.parse(attachmentBytes(attachment).toString('utf8')) as unknown };
    reads.set(attachment, read);
  }
  return read;
}

/** The attachment as sent, validated as a SessionExport (once per attachment). */
export function validatedAttachment(attachment: AttachmentLike): ReturnType<typeof SessionExportSchema.safeParse> {
  const read = readAttachmentJson(attachment);
  read.validated ??= SessionExportSchema.safeParse(read.json);
  return read.validated;
}

/** Whether finishUnfinished would change a session: a record with no end or no result. */
function hasUnfinished(json: unknown): boolean {
  const records = (json as { records?: unknown }).records;
  if (!Array.isArray(records)) return false;
  return records.some((r) => r && typeof r === 'object' && ((r as { endedAt?: unknown }).endedAt === undefined || (r as { result?: unknown }).result === undefined));
}

/**
 * Parses an `actwright-replay` attachment into a SessionExport. Records that never finished (an
 * attachment written while an operation ran) get a result saying so (`unfinished`), not a rejection.
 */
export function parseSessionAttachment(attachment: AttachmentLike, unfinished: UnfinishedReason = 'test ended'): SessionExport {
  let read: ReadAttachment;
  try {
    read = readAttachmentJson(attachment);
  } catch (cause) {
    if (cause instanceof ReportError) throw cause;
    // The parser's message quotes the body; it is left out so no attachment content reaches the logs.
    throw new ReportError(`attachment "${attachment.name}" is not JSON; attach JSON.stringify(client.exportSession()).`, { cause });
  }
  let parsed: ReturnType<typeof SessionExportSchema.safeParse>;
  if (read.json && typeof read.json === 'object' && hasUnfinished(read.json)) {
    // The fixture finishes its records before attaching; a hand-made attachment may not have. Marked on a copy.
    const copy = structuredClone(read.json) as { records: unknown[]; endedAt?: number };
    finishUnfinished(copy, unfinished);
    parsed = SessionExportSchema.safeParse(copy);
  } else {
    parsed = validatedAttachment(attachment);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReportError(
      `attachment "${attachment.name}" is not a SessionExport (${issue?.path.join('.') || '(root)'}: ${issue?.message}); attach client.exportSession().`,
      { cause: parsed.error },
    );
  }
  if (!SESSION_ID_PATTERN.test(parsed.data.sessionId)) {
    // The id names a file: anything but a UUID could escape the sessions folder.
    throw new ReportError(`attachment "${attachment.name}" has session id "${parsed.data.sessionId}", which is not UUID-shaped; it was skipped.`);
  }
  return parsed.data;
}

const round = (n: number) => Math.round(n * 1e9) / 1e9;

export function emptyTotals(): TokenTotals {
  return { inputTokens: 0, outputTokens: 0, inferenceTimeMs: 0, cost: 0 };
}

export function addTotals(into: TokenTotals, add: TokenTotals): TokenTotals {
  into.inputTokens += add.inputTokens;
  into.outputTokens += add.outputTokens;
  into.inferenceTimeMs += add.inferenceTimeMs;
  into.cost = round(into.cost + add.cost);
  if (add.unpricedActions) into.unpricedActions = (into.unpricedActions ?? 0) + add.unpricedActions;
  return into;
}

function actionTotals(actions: readonly ReplayActionOutput[]): TokenTotals {
  const totals = emptyTotals();
  for (const { tokenUsage: u } of actions) {
    if (!u) continue;
    // Tokens spent with no cost: a model the price table does not know.
    const unpriced = u.cost === undefined && ((u.inputTokens ?? 0) > 0 || (u.outputTokens ?? 0) > 0);
    addTotals(totals, { inputTokens: u.inputTokens ?? 0, outputTokens: u.outputTokens ?? 0, inferenceTimeMs: u.timeMs ?? 0, cost: u.cost ?? 0, ...(unpriced && { unpricedActions: 1 }) });
  }
  return totals;
}

/** Why the session's last operations did not finish (the test timed out, was interrupted, crashed), if so. */
function unfinishedOf(records: readonly SessionExport['records'][number][]): UnfinishedReason | undefined {
  for (const r of records) {
    const result = r.result as { success?: unknown; error?: unknown } | undefined;
    if (result?.success === false && (UNFINISHED_REASONS as readonly unknown[]).includes(result.error) && r.error === result.error) return r.error as UnfinishedReason;
  }
  return undefined;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * Builds a session's ReplayResponse (strict, via buildReplay) and its index entry. Step
 * screenshots are the test's image attachments that the records name; their files are
 * content-addressed, so a sharded run and an unsharded one name them alike.
 */
export function buildSessionReport(session: SessionExport, attachments: readonly AttachmentLike[]): SessionReport {
  const replay = buildReplay(session.records);
  // buildReplay's order: by start time, then sequence number.
  const records = [...session.records].sort((a, b) => a.startedAt - b.startedAt || a.seq - b.seq);
  const actions = replay.data.pages.flatMap((p) => p.actions);
  const details: ActionDetail[] = records.map((r) => ({ ...(r.tier && { tier: r.tier }), ...(r.error && { error: r.error }) }));
  const screenshots: ScreenshotFile[] = [];
  const shots: ReportScreenshot[] = [];
  records.forEach((record, actionIndex) => {
    if (!record.screenshot) return;
    const attachment = [...attachments].reverse().find((a) => a.name === record.screenshot && a.contentType.startsWith('image/'));
    if (!attachment) return;
    const bytes = attachmentBytes(attachment);
    const ext = EXTENSIONS[attachment.contentType] ?? 'img';
    const file = `${REPORT_SCREENSHOTS_DIR}/${createHash('sha1').update(bytes).digest('hex')}.${ext}`;
    if (!screenshots.some((s) => s.file === file)) screenshots.push({ file, contentType: attachment.contentType, bytes });
    shots.push({ actionIndex, name: attachment.name, file, contentType: attachment.contentType });
  });
  const summary: ReportSession = {
    sessionId: session.sessionId,
    file: sessionFilePath(session.sessionId),
    env: session.env,
    ...(session.cloudSessionId && { cloudSessionId: session.cloudSessionId }),
    ...(session.cloudSessionURL && { cloudSessionURL: session.cloudSessionURL }),
    startedAt: session.startedAt,
    ...(session.endedAt !== undefined && { endedAt: session.endedAt }),
    pages: replay.data.pages.length,
    actions: actions.length,
    failedActions: records.filter((r) => r.error !== undefined).length,
    ...(unfinishedOf(records) && { unfinished: unfinishedOf(records) }),
    tokens: actionTotals(actions),
    screenshots: shots,
  };
  return { replay, summary, details, screenshots };
}
