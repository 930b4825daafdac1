import type { TestCase } from '@playwright/test/reporter';
import { REPLAY_ATTACHMENT_NAME, type OperationRecord } from '../../replay/record.js';
import { readAttachmentJson, validatedAttachment, type AttachmentLike } from '../session.js';
import type { Tier, UiAiOperation } from '../ui/model.js';
import { checkOf, chosenElements, instructionOf, maskVariables } from './ai-data.js';
import { withDecision } from '../healed.js';

/** An attempt's session, read from its replay attachment. */
export interface ReadSession {
  sessionId: string;
  env: string;
  cloudSessionURL?: string;
  records: OperationRecord[];
  /** Model name by record seq, where a record names one. */
  models: Map<number, string>;
}

/** The attempt's sessions; a bad attachment is skipped here (the reporter already reported it). */
export function readSessions(attachments: readonly AttachmentLike[]): ReadSession[] {
  const byId = new Map<string, ReadSession>();
  for (const a of attachments) {
    if (a.name !== REPLAY_ATTACHMENT_NAME) continue;
    try {
      // Read and validated once: the reporter has read the same attachment for its replay file.
      const json = readAttachmentJson(a).json as { records?: { seq?: unknown; model?: unknown }[] };
      const parsed = validatedAttachment(a);
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
export function callModel(record: OperationRecord): string | undefined {
  const p = record.parameters as { model?: unknown; modelName?: unknown } | undefined;
  return modelNameOf(p?.model) ?? modelNameOf(p?.modelName);
}

/** The model of the test's project (`use: { actwright: { model } }`, or its `llmClient`'s name). */
export function projectModel(test: TestCase): string | undefined {
  try {
    const options = (test.parent.project()?.use as { actwright?: { model?: unknown; llmClient?: unknown } } | undefined)?.actwright;
    return modelNameOf(options?.model) ?? modelNameOf(options?.llmClient);
  } catch {
    return undefined;
  }
}

/**
 * One AI operation as the report shows it: variables' values masked in its parameters and result,
 * the elements it chose, its tokens, and the screenshot taken after it (`screenshotOf` finds it).
 */
export function aiOperation(
  sessionId: string,
  record: OperationRecord,
  model: string | undefined,
  start: number,
  attachments: readonly AttachmentLike[],
  screenshotOf: (attachment: AttachmentLike) => string | undefined,
): UiAiOperation {
  const variables = (record.parameters as { variables?: unknown } | undefined)?.variables;
  const parameters = maskVariables(record.parameters, variables);
  const result = maskVariables(record.result, variables);
  const u = record.tokenUsage;
  const shot = record.screenshot ? [...attachments].reverse().find((a) => a.name === record.screenshot) : undefined;
  const screenshotAfter = shot ? screenshotOf(shot) : undefined;
  const instruction = instructionOf(parameters);
  const check = record.method === 'check' ? checkOf(result) : undefined;
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
    ...(check && { check }),
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
