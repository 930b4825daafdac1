import { observeMessages } from '../llm/prompts.js';
import { pathInStep } from './upload.js';
import { boundPageText, PAGE_TEXT_BUDGET_CHARS, rankWords } from './page-budget.js';
import { selectorLocator, selectorsFor } from '../snapshot/selectors.js';
import { captureSnapshot, isActionable, READ_ALONGSIDE, textOf, walk, type PageSnapshot, type Reader, type SnapshotNode } from '../snapshot/index.js';
import { stillKept } from '../snapshot/reuse.js';
import { waitForSettled, type SettleResult } from '../page/settle.js';
import { warmMainWorld } from '../browser/main-world.js';
import { InvalidSelectorError } from '../session/errors.js';
import { checkAborted } from '../session/abort.js';
import { addTally, emptyTally, type HandlerContext, type ResolvedAction, type Tier, type UsageTally } from './context.js';
import { defaultMethod } from '../offline/default-method.js';
import { handOverOf, handOverPurpose } from './handover.js';
import { decisionOf, evidenceOf } from './decision-of.js';
import type { HandOver } from '../decision/decision.js';
import { withCode } from './action-code.js';
import { ObserveAnswerSchema, type ActionMethod, type ObserveOptions, type ObserveResult } from './schemas.js';

export interface ObserveOutcome {
  result: ObserveResult[];
  tier: Tier;
  usage: UsageTally;
}

/** Settles the page, then reads it (optionally only the subtree of `selector`); an unchanged page's last text is reused. */
export async function lookAtPage(ctx: HandlerContext, options: { domSettleTimeoutMs?: number; selector?: string; reader?: Reader }): Promise<PageSnapshot> {
  // actwright's reader rides along with settling's first look: a page already settled costs one round trip.
  const alongside = options.reader === 'read' && !options.selector ? { alongside: READ_ALONGSIDE } : {};
  // What reads the page with Playwright's refs (act, observe, checks, the agent) reads elements in its main world next: set up while the page settles (browser/main-world.ts).
  const warm = options.reader === 'read' ? {} : { onFirstLook: (doc: string) => warmMainWorld(ctx.page, doc) };
  const scope = options.selector ? selectorLocator(ctx.page, options.selector) : undefined;
  const capture = (pageKey?: string, prefetched?: SettleResult['alongside']) =>
    captureSnapshot(ctx.page, {
      ...(scope ? { scope } : {}),
      ...(pageKey ? { pageKey } : {}),
      ...(options.reader ? { reader: options.reader } : {}),
      ...(prefetched ? { prefetched } : {}),
      signal: ctx.signal,
    });
  // A whole page read with Playwright's refs is read while the page's last rendering frames pass,
  // kept under the page's key as the settle's first look read it: the read after settling reuses
  // it only when the page still reads the same (snapshot/reuse.ts), else reads it again.
  let early: Promise<PageSnapshot | undefined> | undefined;
  const meanwhile = options.reader === 'read' || scope ? {} : { whileFramesPass: (pageKey: string) => {
    ctx.logger.debug('settle', 'page lacking only rendering frames: read while they pass');
    early = capture(pageKey).catch(() => undefined);
  } };
  const settled = await waitForSettled(ctx.page, { timeoutMs: options.domSettleTimeoutMs ?? ctx.domSettleTimeout, signal: ctx.signal, ...alongside, ...warm, ...meanwhile }).finally(() => early);
  const waited = Math.round(settled.waitedMs);
  ctx.logger.debug('settle', settled.how ? `page settled (${settled.how}) after ${waited} ms` : `page still changing after ${waited} ms: read as it is`);
  // A selector the browser cannot parse fails here, typed and named, not as a raw Playwright error.
  if (scope && options.selector) await scope.count().catch((cause: unknown) => {
    checkAborted(ctx.signal);
    throw new InvalidSelectorError(options.selector!, { cause });
  });
  // The read begun while frames passed ends first: the refs Playwright resolves are those of its latest read.
  const read = early ? await early : undefined;
  // The page still reads as it did then, and nothing read it since: that read is the page's, as it is.
  const same = read && settled.pageKey ? stillKept(ctx.page, 'act', settled.pageKey, read) : undefined;
  // A navigation under way destroys the document being read: wait for the new one and read once more.
  const snapshot = same ?? await capture(settled.pageKey, settled.alongside).catch(async (error: unknown) => {
    if (ctx.signal.aborted || scope) throw error;
    await ctx.page.waitForLoadState('domcontentloaded', { timeout: options.domSettleTimeoutMs ?? ctx.domSettleTimeout }).catch(() => undefined);
    return capture();
  });
  ctx.logger.debug('snapshot', snapshot.reused ? 'page text reused: the page has not changed since the last read' : `page text read in ${snapshot.captureMs} ms${early ? ' (the page changed while its frames passed: read again)' : ''}`);
  if (snapshot.readerFailure) ctx.logger.debug('snapshot', `page read with Playwright's snapshot: actwright's reader failed (${snapshot.readerFailure})`);
  return ctx.secrets.size ? { ...snapshot, text: ctx.secrets.mask(snapshot.text) } : snapshot;
}

/** The page text one model call carries: within its budget, ranked against the instruction (page-budget.ts). */
export function pageTextFor(ctx: HandlerContext, snapshot: PageSnapshot, instruction: string, budget = PAGE_TEXT_BUDGET_CHARS): string {
  const bounded = boundPageText(snapshot.text, rankWords(instruction), budget);
  if (bounded.omitted) ctx.logger.debug('snapshot', `page text of ${bounded.originalChars} characters bounded to ${budget}: ${bounded.omitted} lines left out`);
  return bounded.text;
}

/**
 * observe(): the actions matching an instruction, or every action the page offers when there is
 * none (read straight from the page text, no model call). Selectors are durable.
 */
export async function observePage(ctx: HandlerContext, instruction: string | undefined, options: ObserveOptions): Promise<ObserveOutcome> {
  const snapshot = await lookAtPage(ctx, options);
  const usage = emptyTally();
  if (!instruction?.trim()) {
    return { result: await toObserveResults(ctx, snapshot, listActions(snapshot)), tier: 'offline', usage };
  }
  let handover: HandOver | undefined;
  const offline = await ctx.resolver?.('observe', instruction, snapshot, (why, detail) => {
    handover = handOverOf(why, detail);
    ctx.handedOver?.(handover);
    ctx.logger.debug('observe', `offline resolver handed over: ${why}`);
  }, ctx.page);
  if (offline?.length) {
    // Each element found says which rule found it and what it weighed (the rule's evidence is the step's).
    const found = offline[0]!;
    const decision = decisionOf({ kind: 'rule', rule: found.rule ?? 'offline' }, undefined, { evidence: evidenceOf(found) });
    return { result: (await toObserveResults(ctx, snapshot, offline)).map((r) => ({ ...r, decision })), tier: 'offline', usage };
  }
  const answer = await ctx.inference.generate({
    method: 'observe',
    messages: observeMessages({ instruction, pageText: pageTextFor(ctx, snapshot, instruction) }),
    schema: ObserveAnswerSchema,
    schemaName: 'observe_elements',
    signal: ctx.signal,
    ...(options.model ? { model: options.model } : {}),
    purpose: handOverPurpose('observe', instruction, !!ctx.resolver, handover),
  });
  addTally(usage, answer.tokenUsage);
  // An upload of a file the instruction does not name is never offered (a path read from the page): dropped.
  // (One with no files yet is the input itself, to be given files by the caller.)
  const offered = answer.data.elements.filter((e) => e.method !== 'setInputFiles' || e.arguments.every((p) => pathInStep(p, instruction)));
  if (offered.length < answer.data.elements.length) ctx.logger.info('observe', `dropped ${answer.data.elements.length - offered.length} upload(s) of a file the instruction does not name`);
  const resolved = offered.map((e) => ({ ref: e.elementId, method: e.method, arguments: e.arguments, description: e.description }));
  const results = await toObserveResults(ctx, snapshot, resolved);
  if (!handover) return { result: results, tier: 'model', usage };
  // The model found them after the offline tier handed the step over: each says why it was.
  const decision = decisionOf(typeof options.model === 'string' ? { kind: 'model', model: options.model } : { kind: 'model' }, undefined, { handover });
  return { result: results.map((r) => ({ ...r, decision })), tier: 'model', usage };
}

/** Every actionable element with the method a user would most likely use on it. */
export function listActions(snapshot: PageSnapshot): ResolvedAction[] {
  const out: ResolvedAction[] = [];
  for (const node of walk(snapshot.nodes)) {
    if (!node.ref || !isActionable(node) || node.role === 'iframe' || node.disabled) continue;
    const method = defaultMethod(node);
    out.push({ ref: node.ref, method, arguments: method === 'fill' ? [''] : [], description: `${node.role} ${JSON.stringify(textOf(node) || node.role)}` });
  }
  return out;
}


const SELECTOR_CONCURRENCY = 16;

/** Refs → durable selectors (drag targets too); actions whose ref is not on the page are dropped. */
export async function toObserveResults(ctx: HandlerContext, snapshot: PageSnapshot, actions: ResolvedAction[]): Promise<ObserveResult[]> {
  const valid = actions.filter((a) => snapshot.byRef.has(a.ref));
  if (valid.length < actions.length) {
    ctx.logger.debug('observe', `dropped ${actions.length - valid.length} action(s) whose element is not on the page`);
  }
  const results: ObserveResult[] = new Array(valid.length);
  const selectorOf = selectorsFor(ctx.page, snapshot);
  let next = 0;
  const worker = async () => {
    while (next < valid.length) {
      const index = next++;
      const action = valid[index]!;
      const selector = await selectorOf(action.ref);
      const args = await Promise.all(
        action.arguments.map((arg) => (action.method === 'dragAndDrop' && snapshot.byRef.has(arg) ? selectorOf(arg) : arg)),
      );
      results[index] = withCode(ctx, { selector, description: action.description, method: action.method, arguments: args });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SELECTOR_CONCURRENCY, valid.length) }, worker));
  return results;
}
