/**
 * check() and waitFor(): a check in plain English resolved into one Playwright assertion (by a
 * named offline rule, the cache, or the model's answer validated by a schema), which then runs
 * with web-first retry. Only a check no locator can express is judged by the model, and only a
 * verdict that quotes the page word for word can pass.
 */
import type { Page } from 'playwright-core';
import type { Decision, DecidedBy } from '../decision/decision.js';
import { decidedByLabel } from '../decision/decision.js';
import { assertionCode } from '../decision/code.js';
import { InvalidModelAnswerError, MissingLLMConfigurationError } from '../session/errors.js';
import { checkMessages } from '../llm/prompts.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { selectorLocator, selectorsFor } from '../snapshot/selectors.js';
import { normalize } from '../offline/text.js';
import { parseCheck, type ParsedCheck } from '../checks/parse.js';
import { resolveCheck, type AssertionSpec, type CheckResolution } from '../checks/rules.js';
import { runAssertion } from '../checks/assert.js';
import { CheckAnswerSchema, CHECK_TIMEOUT_MS, PAGE_MATCHERS, WAIT_TIMEOUT_MS, type CheckOptions, type CheckResult } from '../checks/schema.js';
import { addTally, emptyTally, type HandlerContext, type Tier, type UsageTally } from './context.js';
import { checkAborted } from '../session/abort.js';
import { lookAtPage } from './observe.js';

/** Where a check's decision may be kept and found again (the action cache, kind `check`). */
export interface CheckCache {
  read(check: string, url: string): Promise<AssertionSpec | undefined>;
  write(check: string, url: string, assertion: AssertionSpec, code: string): Promise<void>;
  remove(check: string, url: string): Promise<void>;
}

export interface CheckOutcome {
  result: CheckResult;
  tier: Tier;
  usage: UsageTally;
  decision: Decision;
}

export async function checkOnPage(ctx: HandlerContext, check: string, options: CheckOptions & { wait?: boolean }, cache?: CheckCache): Promise<CheckOutcome> {
  const usage = emptyTally();
  const parsed = parseCheck(check);
  const wait = options.wait || !!parsed?.wait;
  const timeout = options.timeout ?? (wait ? WAIT_TIMEOUT_MS : CHECK_TIMEOUT_MS);
  const url = ctx.page.url();

  // A decision kept from an earlier run: its element must still be there (unless the check is about its absence).
  const cached = await cache?.read(check, url);
  if (cached && (await stillApplies(ctx.page, cached))) {
    const decision = decisionOf(check, { kind: 'cache' }, cached, { candidates: [] });
    return { ...(await run(ctx, check, decision, options, timeout, [])), tier: 'cache', usage };
  }

  const snapshot = await lookAtPage(ctx, options);
  let resolution: CheckResolution | undefined;
  if (parsed && ctx.resolver) {
    resolution = await resolveCheck(parsed, snapshot, ctx.page);
    if (!resolution.resolved) ctx.logger.debug('check', `offline rules handed over: ${resolution.reason}`);
  }
  if (resolution?.resolved) {
    const decision = decisionOf(check, { kind: 'rule', rule: resolution.rule }, resolution.assertion, resolution.evidence);
    const outcome = await run(ctx, check, decision, options, timeout, lookedAt(resolution.evidence.candidates));
    if (outcome.result.passed && !options.not) await cache?.write(check, url, resolution.assertion, outcome.result.code);
    return { ...outcome, tier: 'offline', usage };
  }
  const why = resolution && !resolution.resolved ? resolution.reason : parsed ? undefined : 'its wording is not one the offline rules read';
  if (!ctx.inference.hasModel(options.model)) {
    throw new MissingLLMConfigurationError(
      `check(${JSON.stringify(check)}) ${ctx.resolver ? `has no sure reading for the offline rules${why ? ` (${why})` : ''}, so it` : ''} needs a model. Set the model option with its API key, or write the check so it names one element and its state ("the Save button is disabled", "\\"Saved\\" is visible").`,
    );
  }
  return askModel(ctx, check, parsed, snapshot, options, timeout, usage, cache, url);
}

async function askModel(ctx: HandlerContext, check: string, parsed: ParsedCheck | undefined, snapshot: PageSnapshot, options: CheckOptions, timeout: number, usage: UsageTally, cache: CheckCache | undefined, url: string): Promise<CheckOutcome> {
  const title = await ctx.page.title().catch(() => '');
  let answer;
  try {
    answer = await ctx.inference.generate({
      // Counted with observe(): finding the element a check is about is what observe() does.
      method: 'observe',
      messages: checkMessages({ check, pageText: snapshot.text, url: ctx.secrets.mask(ctx.page.url()), title: ctx.secrets.mask(title) }),
      schema: CheckAnswerSchema,
      schemaName: 'check_assertion',
      signal: ctx.signal,
      ...(options.model ? { model: options.model } : {}),
      purpose: `check(${JSON.stringify(check)})`,
    });
  } catch (error) {
    if (error instanceof InvalidModelAnswerError) {
      if (error.tokenUsage) addTally(usage, error.tokenUsage);
      return { ...unresolved(check, `the model gave no usable answer (${error.problem.split('\n')[0]})`), tier: 'model', usage };
    }
    throw error;
  }
  addTally(usage, answer.tokenUsage);
  const a = answer.data;
  const by: DecidedBy = { kind: 'model' };
  if (a.kind === 'assertion' && a.assertion) {
    const spec = await modelAssertion(ctx.page, snapshot, a.assertion);
    if ('problem' in spec) return { ...unresolved(check, spec.problem, 'model'), tier: 'model', usage };
    const decision = decisionOf(check, by, spec, { candidates: [] });
    const outcome = await run(ctx, check, decision, options, timeout, spec.selector ? [describeRef(snapshot, a.assertion.elementId)] : []);
    // Kept only once it held: a decision that found nothing true to check is asked again next time.
    if (outcome.result.passed && !options.not) await cache?.write(check, url, spec, outcome.result.code);
    return { ...outcome, tier: 'model', usage };
  }
  if (a.kind === 'judgement' && a.judgement) {
    return { ...(await judged(ctx, check, a.judgement, options)), tier: 'model', usage };
  }
  void parsed;
  return { ...unresolved(check, a.reason ? `the model found the check unclear: ${a.reason}` : 'the model found the check unclear', 'model'), tier: 'model', usage };
}

/** The model's assertion with its element turned into a durable selector; refs never leave the call. */
async function modelAssertion(page: Page, snapshot: PageSnapshot, a: { elementId?: string | undefined; matcher: AssertionSpec['matcher']; expected?: string | number | undefined; not: boolean }): Promise<AssertionSpec | { problem: string }> {
  const spec: AssertionSpec = { matcher: a.matcher, not: a.not, ...(a.expected !== undefined ? { expected: a.expected } : {}) };
  if (PAGE_MATCHERS.has(a.matcher)) return spec;
  if (a.matcher === 'toHaveCount' && typeof a.expected !== 'number') return { problem: 'the model counted without a number' };
  if (!a.elementId || !snapshot.byRef.has(a.elementId)) return { problem: `the model named element ${a.elementId ?? '(none)'}, which is not on the page` };
  const selector = await selectorsFor(page, snapshot)(a.elementId);
  // A count is of the elements like the one named: its role and name, without the position.
  return { ...spec, selector: a.matcher === 'toHaveCount' ? selector.replace(/\s*>>\s*nth=-?\d+$/, '') : selector };
}

/**
 * A judgement of the page: it passes only when the model said it holds and its evidence is words
 * the page shows now. A verdict that quotes nothing there is not evidence, whatever it says.
 */
async function judged(ctx: HandlerContext, check: string, judgement: { holds: boolean; evidence: string }, options: CheckOptions): Promise<Omit<CheckOutcome, 'tier' | 'usage'>> {
  const pageText = await ctx.page.locator('body').innerText({ timeout: 5_000 }).catch(() => '');
  const quote = judgement.evidence.trim();
  const quoted = normalize(quote).length >= 3 && normalize(pageText).includes(normalize(quote));
  const passed = judgement.holds !== !!options.not && quoted;
  const found = !quoted ? `the model's evidence ${JSON.stringify(quote)} is not on the page` : judgement.holds ? `the page says ${JSON.stringify(quote)}` : `the model judged it false, quoting ${JSON.stringify(quote)}`;
  const code = `// judged by the model from the page text; evidence: ${JSON.stringify(quote)}`;
  const decision: Decision = { step: check, by: { kind: 'model' }, evidence: { candidates: [], facts: [`quoted: ${quote}`, quoted ? 'the quote is on the page' : 'the quote is NOT on the page'] } };
  const result: CheckResult = {
    passed,
    check,
    rule: 'model judgement',
    code,
    expected: 'holds, with evidence quoted from the page',
    found,
    lookedAt: [],
    evidence: quote,
    message: passed ? `Check passed: ${check} (the page says ${JSON.stringify(quote)})` : `Check failed: ${check} (${found})`,
    ...(options.soft ? { soft: true } : {}),
  };
  return { result, decision };
}

function unresolved(check: string, why: string, by = 'model'): Omit<CheckOutcome, 'tier' | 'usage'> {
  const result: CheckResult = { passed: false, check, rule: by, code: '// no assertion', expected: 'a check the page can decide', found: why, lookedAt: [], message: `Check failed: ${check} (${why})` };
  return { result, decision: { step: check, by: { kind: 'model' }, evidence: { candidates: [], facts: [why] } } };
}

function decisionOf(check: string, by: DecidedBy, spec: AssertionSpec, evidence: Decision['evidence']): Decision {
  return { step: check, by, evidence, assertion: { ...spec, code: assertionCode(spec) } };
}

async function run(ctx: HandlerContext, check: string, decision: Decision, options: CheckOptions, timeout: number, looked: string[]): Promise<Omit<CheckOutcome, 'tier' | 'usage'>> {
  checkAborted(ctx.signal);
  // `not`: the negation is what must hold, with the same retry (the decision itself stays as resolved).
  const resolved = decision.assertion!;
  const assertion = options.not ? { ...resolved, not: !resolved.not, code: assertionCode({ ...resolved, not: !resolved.not }) } : resolved;
  // Under Playwright Test the assertion's step is titled with the check and the code it became.
  const title = `${check} → ${assertion.code.replace(/^await /, '').replace(/;$/, '')}`;
  const outcome = await runAssertion(ctx.page, assertion, { timeout, signal: ctx.signal, ...(options.expect ? { expect: options.expect, message: title } : {}) });
  const rule = decidedByLabel(decision.by);
  const expected = describeExpected(assertion);
  const result: CheckResult = {
    passed: outcome.passed,
    check,
    rule,
    code: assertion.code,
    assertion,
    expected,
    found: outcome.found,
    lookedAt: looked,
    message: outcome.passed ? `Check passed: ${check}` : `Check failed: ${check}: expected ${expected}, found ${outcome.found}`,
    ...(options.soft ? { soft: true } : {}),
  };
  return { result, decision };
}

/** Whether a cached assertion's element is still on the page (absence checks and page matchers need none). */
async function stillApplies(page: Page, spec: AssertionSpec): Promise<boolean> {
  if (!spec.selector || spec.matcher === 'toBeHidden' || spec.matcher === 'toHaveCount' || (spec.matcher === 'toBeVisible' && spec.not)) return true;
  return (await selectorLocator(page, spec.selector).count().catch(() => 0)) > 0;
}

export function describeExpected(a: AssertionSpec): string {
  const not = a.not ? 'not ' : '';
  switch (a.matcher) {
    case 'toBeVisible': return `${not}visible`;
    case 'toBeHidden': return `${not}hidden`;
    case 'toBeEnabled': return `${not}enabled`;
    case 'toBeDisabled': return `${not}disabled`;
    case 'toBeChecked': return a.not ? 'unchecked' : 'checked';
    case 'toBeFocused': return `${not}focused`;
    case 'toHaveValue': return `${not}value ${JSON.stringify(a.expected)}`;
    case 'toHaveText': return `${not}text ${JSON.stringify(a.expected)}`;
    case 'toContainText': return `${not}text containing ${JSON.stringify(a.expected)}`;
    case 'toHaveCount': return `${not}${a.expected} element${a.expected === 1 ? '' : 's'}`;
    case 'toHaveURL': return `${not}url ${a.expected}`;
    case 'toHaveTitle': return `${not}title ${JSON.stringify(a.expected)}`;
  }
}

const lookedAt = (candidates: Decision['evidence']['candidates']) => candidates.map((c) => `${c.role} "${c.name}"${c.score < 1 ? ` (${c.score})` : ''}`);

function describeRef(snapshot: PageSnapshot, ref: string | undefined): string {
  const node = ref ? snapshot.byRef.get(ref) : undefined;
  return node ? `${node.role} "${node.name ?? node.text ?? ''}"` : String(ref);
}
