import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inferenceLogDir } from '../session/logger.js';
import { maskSecrets, type Replacement } from '../session/secrets.js';
import type { LLMMessage } from '../session/llm-types.js';

/** One model call as `logInferenceToFile` writes it: the request, each attempt, the outcome. */
export interface InferenceLogRecord {
  startedAt: string;
  method: string;
  model: string;
  schemaName: string;
  request: { messages: LLMMessage[]; jsonSchema: Record<string, unknown> };
  attempts: { startedAt: string; durationMs: number; reply?: unknown; error?: string }[];
  outcome: { data?: unknown; usage?: unknown; tokenUsage?: unknown; error?: string };
}

// Screenshots would make each file megabytes of base64 nobody reads.
const shortenImages = (messages: LLMMessage[]): LLMMessage[] =>
  messages.map((m) =>
    typeof m.content === 'string'
      ? m
      : { ...m, content: m.content.map((p) => (p.type === 'image' ? { ...p, data: `<${p.data.length} base64 chars>` } : p)) },
  );

/** Writes one file per call into inferenceLogDir(), secrets redacted. Returns the file's path. */
export async function writeInferenceLog(record: InferenceLogRecord, secrets: Iterable<Replacement>): Promise<string> {
  const dir = inferenceLogDir();
  await mkdir(dir, { recursive: true });
  const stamp = record.startedAt.replace(/[:.]/g, '-');
  const safe = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, '_');
  const file = join(dir, `${stamp}-${safe(record.method)}-${safe(record.schemaName)}-${randomUUID().slice(0, 8)}.json`);
  const clean = maskSecrets({ ...record, request: { ...record.request, messages: shortenImages(record.request.messages) } }, secrets);
  await writeFile(file, `${JSON.stringify(clean, null, 2)}\n`, 'utf8');
  return file;
}
