import type { ModelOverride } from '../llm/inference.js';
import { z } from 'zod';
import { ExtractionError } from '../session/errors.js';
import { extractMessages } from '../llm/prompts.js';
import { absoluteLinkUrl, frameBaseUrl, renderSnapshot, walk, type PageSnapshot } from '../snapshot/index.js';
import { boundPageText, MAX_EXTRACT_CALLS, rankWords } from './page-budget.js';
import { addTally, emptyTally, type HandlerContext, type Tier, type UsageTally } from './context.js';
import { chunkPageText, mapPaths, mergeExtractions, modelSchemaFor } from './extract-schema.js';
import { lookAtPage } from './observe.js';
import { handOverPurpose } from './handover.js';
import { DEFAULT_EXTRACTION_SCHEMA, type ExtractOptions } from './schemas.js';

/**
 * Page text per model call. About 30k tokens: well inside every supported model's context, and
 * small enough that a huge page is split into a handful of calls rather than failing.
 */
export const EXTRACT_CHUNK_CHARS = 120_000;

/** Chunks are cut at item boundaries, so they fill only part of their size: what is budgeted for them. */
const CHUNK_FILL = 0.85;

export interface ExtractOutcome {
  result: unknown;
  tier: Tier;
  usage: UsageTally;
}

/** `extract()`: no options → `{ pageText }` (no model); otherwise schema-typed data from the page. */
export async function extractFromPage(ctx: HandlerContext, options: ExtractOptions | undefined, chunkChars = EXTRACT_CHUNK_CHARS): Promise<ExtractOutcome> {
  const usage = emptyTally();
  // Reading needs no Playwright refs (nothing is acted on): actwright's own reader, the same text, faster.
  const snapshot = await lookAtPage(ctx, { reader: 'read', ...(options?.domSettleTimeoutMs !== undefined ? { domSettleTimeoutMs: options.domSettleTimeoutMs } : {}), ...(options?.selector ? { selector: options.selector } : {}) });
  if (!options || (!options.instruction && !options.schema)) return { result: { pageText: snapshot.text }, tier: 'direct', usage };

  const schema: z.ZodObject = options.schema ?? DEFAULT_EXTRACTION_SCHEMA;
  const instruction = options.instruction ?? 'Extract the data described by the schema.';
  if (ctx.resolver && options.schema) {
    // The offline resolver is loaded at its first use: extract() for page text never needs it.
    const { offlineExtraction } = await import('../offline/tier.js');
    const data = offlineExtraction(schema, snapshot, { ...(options.instruction ? { instruction: options.instruction } : {}), iframes: !!options.iframes, secrets: ctx.secrets.byName });
    if (data) return { result: data, tier: 'offline', usage };
  }
  const fullText = options.iframes ? snapshot.text : ctx.secrets.mask(renderSnapshot(snapshot.nodes, { iframes: false }));
  // At most MAX_EXTRACT_CALLS calls: a page larger than their chunks is ranked down to them first.
  const bounded = boundPageText(fullText, rankWords(instruction, ...Object.keys(schemaFields(schema))), Math.floor(chunkChars * MAX_EXTRACT_CALLS * CHUNK_FILL));
  if (bounded.omitted) ctx.logger.info('extract', `the page text (${bounded.originalChars} characters) is over ${MAX_EXTRACT_CALLS} model calls of ${chunkChars}: ${bounded.omitted} lines least related to the instruction were left out. Pass a selector to read one part of the page.`);
  const chunks = chunkPageText(bounded.text, chunkChars).slice(0, MAX_EXTRACT_CALLS);
  const { schema: answerSchema, urlPaths } = modelSchemaFor(schema, chunks.length > 1);

  let merged: unknown;
  for (const [index, text] of chunks.entries()) {
    const answer = await ctx.inference.generate({
      method: 'extract',
      messages: extractMessages({ instruction, pageText: text, ...(chunks.length > 1 ? { chunk: { index, count: chunks.length } } : {}) }),
      schema: answerSchema,
      schemaName: 'extraction',
      signal: ctx.signal,
      ...extractModel(options),
      purpose: handOverPurpose('extract', instruction, !!ctx.resolver && !!options.schema),
    });
    addTally(usage, answer.tokenUsage);
    merged = mergeExtractions(merged, answer.data);
  }
  if (chunks.length > 1) ctx.logger.debug('extract', `page text split into ${chunks.length} parts of at most ${chunkChars} characters`);

  await mapPaths(merged, urlPaths, linkResolver(ctx, snapshot));
  const parsed = schema.safeParse(merged ?? {});
  if (!parsed.success) {
    throw new ExtractionError(
      `The extracted data does not match the schema: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).slice(0, 3).join('; ')}. ` +
        'Make fields the page may not show optional, or make the instruction more specific.',
      { cause: parsed.error },
    );
  }
  return { result: parsed.data, tier: 'model', usage };
}

/** The field names of a schema and of its nested objects and arrays of objects (what a line is ranked by). */
function schemaFields(schema: z.ZodObject, depth = 0): Record<string, true> {
  const out: Record<string, true> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    out[key] = true;
    let inner: unknown = field;
    for (let i = 0; i < 4 && inner && typeof inner === 'object'; i++) {
      if (inner instanceof z.ZodObject) break;
      const def = (inner as { def?: { innerType?: unknown; element?: unknown } }).def;
      inner = def?.innerType ?? def?.element;
    }
    if (depth < 3 && inner instanceof z.ZodObject) Object.assign(out, schemaFields(inner, depth + 1));
  }
  return out;
}

/** A link ref (or a link target the page really has) → the link's absolute URL; anything else → dropped. */
function linkResolver(ctx: HandlerContext, snapshot: PageSnapshot) {
  const known = new Map<string, { url: string; frame: string[] }>();
  const bases = new Map<string, Promise<string>>();
  for (const node of walk(snapshot.nodes)) if (node.url !== undefined) known.set(node.url, { url: node.url, frame: node.frame });
  return async (raw: unknown): Promise<string | undefined> => {
    if (typeof raw !== 'string') return undefined;
    const node = snapshot.byRef.get(raw.trim());
    const link = node?.url !== undefined ? { url: node.url, frame: node.frame } : known.get(raw.trim());
    if (!link) {
      ctx.logger.debug('extract', `dropped a URL field: "${raw.slice(0, 80)}" is not a link on the page`);
      return undefined;
    }
    const key = link.frame.join('>');
    const frameBase = snapshot.bases?.get(link.frame.at(-1) ?? '');
    if (!bases.has(key)) bases.set(key, frameBase !== undefined ? Promise.resolve(frameBase) : frameBaseUrl(ctx.page, link.frame));
    return absoluteLinkUrl(ctx.page, link.url, link.frame, await bases.get(key));
  };
}

/**
 * The model of one extract call: `modelName`, with `modelClientOptions.apiKey` / `baseURL` when
 * given (seed 2.5); other modelClientOptions keys have no counterpart in the model layer.
 */
export function extractModel(options: Pick<ExtractOptions, 'modelName' | 'modelClientOptions'>): { model?: ModelOverride } {
  if (!options.modelName) return {};
  const apiKey = options.modelClientOptions?.apiKey;
  const baseURL = options.modelClientOptions?.baseURL;
  if (typeof apiKey !== 'string' && typeof baseURL !== 'string') return { model: options.modelName };
  return {
    model: {
      modelName: options.modelName,
      ...(typeof apiKey === 'string' ? { apiKey } : {}),
      ...(typeof baseURL === 'string' ? { baseURL } : {}),
    },
  };
}
