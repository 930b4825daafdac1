import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { ReportDetails } from '../../src/reporter/details/report-details.js';
import { buildReportIndex } from '../../src/reporter/run-index.js';
import { REPLAY_ATTACHMENT_NAME } from '../../src/replay/record.js';
import { checkoutSession } from './support/sessions.js';
import { maskFilledValues } from '../../src/reporter/details/mask-steps.js';
import { placeOperations } from '../../src/reporter/details/step-tree.js';
import { chosenElements, decisionOf, instructionOf, MASK, maskVariables } from '../../src/reporter/details/ai-data.js';
import { withDecision } from '../../src/reporter/healed.js';
import { emptyState, matches, neighbours, parseHash, statusOf, toHash } from '../../src/reporter/ui/filter.js';
import { costLabel, pageLabel, formatValue, ms, percent, usd } from '../../src/reporter/ui/format.js';
import type { UiAiOperation, UiStep, UiTestSummary } from '../../src/reporter/ui/model.js';
import { addCosts, countOperations, emptyAiCounts, emptyTokens, operationTokens, zeroTokenShare } from '../../src/reporter/ui/stats.js';
import { failedStepPath, initiallyOpen } from '../../src/reporter/ui/tree.js';

const step = (title: string, fields: Partial<UiStep> = {}): UiStep => ({ title, category: 'pw:api', offset: 0, duration: 0, steps: [], ...fields });
const op = (fields: Partial<UiAiOperation>): UiAiOperation => ({ sessionId: 's', seq: 0, method: 'act', pageUrl: 'http://x/', offset: 0, parameters: {}, result: {}, chosen: [], ...fields });
const summary = (fields: Partial<UiTestSummary>): UiTestSummary => ({
  id: 'id', chunk: 'data/id.js', title: 't', titlePath: ['t'], file: 'a.spec.ts', line: 1, column: 1, project: '', tags: [], outcome: 'expected', status: 'passed',
  repeatEachIndex: 0, attempts: [], duration: 0, tokens: emptyTokens(), costByModel: {}, ai: emptyAiCounts(), ...fields,
});

describe('formatting', () => {
  it('formats durations, dollars and shares', () => {
    expect([ms(12.4), ms(1250), ms(12_345), ms(125_000), ms(undefined)]).toEqual(['12 ms', '1.25 s', '12.3 s', '2 min 5 s', '']);
    expect([usd(0), usd(0.0125), usd(0.000125), usd(1.5)]).toEqual(['$0', '$0.0125', '$0.000125', '$1.5']);
    expect([percent(undefined), percent(0.5), percent(1)]).toEqual(['—', '50%', '100%']);
  });

  it('says "price unknown" when tokens carry no cost', () => {
    expect(costLabel({ input: 10, output: 2, cost: 0, unpricedTokens: 12 })).toBe('price unknown');
    expect(costLabel({ input: 10, output: 2, cost: 0.01, unpricedTokens: 0 })).toBe('$0.01');
    expect(costLabel({ input: 20, output: 4, cost: 0.01, unpricedTokens: 12 })).toBe('$0.01 + price unknown');
    // Zero tokens (offline, cache): the cost is known, and it is nothing.
    expect(costLabel({ input: 0, output: 0, cost: 0, unpricedTokens: 0 })).toBe('$0');
  });

  it('shortens a data: page to its start and size; long URLs are cut', () => {
    const data = `data:text/html,<p>${'x'.repeat(5000)}</p>`;
    expect(pageLabel(data)).toBe(`${data.slice(0, 40)}… (5,022 chars)`);
    expect(pageLabel('data:text/html,<p>hi')).toBe('data:text/html,<p>hi');
    expect(pageLabel('http://127.0.0.1:3000/cart')).toBe('http://127.0.0.1:3000/cart');
    expect(pageLabel(`http://x.test/${'a'.repeat(300)}`)).toHaveLength(120);
  });

  it('shows values as key: value lines, strings unquoted', () => {
    expect(formatValue({ success: true, message: 'clicked "Buy"', actions: [{ selector: '#buy' }], n: 2, none: null }).map((l) => [l.depth, l.key, l.text])).toEqual([
      [0, 'success', 'true'],
      [0, 'message', 'clicked "Buy"'],
      [0, 'actions', '1 item'],
      [1, '1', ''],
      [2, 'selector', '#buy'],
      [0, 'n', '2'],
      [0, 'none', 'null'],
    ]);
    expect(formatValue(Array.from({ length: 500 }, (_, i) => i), 10)).toHaveLength(11); // cut, with a note
  });
});

describe('filters in the URL', () => {
  it('round-trips the state through the hash and ignores unknown values', () => {
    const state = { ...emptyState(), q: 'blue mug', status: 'failed' as const, tier: 'offline' as const, project: 'chromium', tag: '@ai', test: 'abc', attempt: 1 };
    expect(parseHash(toHash(state))).toEqual(state);
    expect(toHash(emptyState())).toBe('#');
    expect(parseHash('#?status=bogus&tier=gpt&attempt=-1')).toEqual(emptyState());
  });

  it('matches by status, tier, project, file, tag and words', () => {
    const t = summary({ titlePath: ['shop', 'buys a mug'], tags: ['@ai'], project: 'chromium', ai: { steps: 2, zeroToken: 1, tiers: { offline: 1, model: 1 } } });
    const s = (fields: object) => ({ ...emptyState(), ...fields });
    expect(matches(t, s({ status: 'passed', tier: 'offline', project: 'chromium', tag: '@ai', file: 'a.spec.ts', q: 'shop MUG' }))).toBe(true);
    expect(matches(t, s({ tier: 'cache' }))).toBe(false);
    expect(matches(t, s({ tier: 'none' }))).toBe(false);
    expect(matches(summary({}), s({ tier: 'none' }))).toBe(true);
    expect(matches(t, s({ status: 'failed' }))).toBe(false);
    expect(matches(t, s({ q: 'cart' }))).toBe(false);
    expect([statusOf({ outcome: 'flaky', status: 'passed' }), statusOf({ outcome: 'unexpected', status: 'timedOut' }), statusOf({ outcome: 'skipped', status: 'skipped' })]).toEqual(['flaky', 'failed', 'skipped']);
  });

  it('finds the previous and next test', () => {
    expect(neighbours(['a', 'b', 'c'], 'b')).toEqual({ prev: 'a', next: 'c' });
    expect(neighbours(['a', 'b'], 'a')).toEqual({ next: 'b' });
    expect(neighbours(['a'], 'x')).toEqual({});
  });
});

describe('AI step data', () => {
  it('counts tiers and zero-token steps, and costs by model', () => {
    const ops = [op({ tier: 'offline' }), op({ tier: 'cache', tokens: { input: 0, output: 0 } }), op({ tier: 'model', model: 'gpt-x', tokens: { input: 100, output: 10, cost: 0.002 } }), op({ tier: 'model', tokens: { input: 5, output: 1 } })];
    const counts = countOperations(ops);
    expect(counts).toEqual({ steps: 4, zeroToken: 2, tiers: { offline: 1, cache: 1, model: 2 } });
    expect(zeroTokenShare(counts)).toBe(0.5);
    expect(operationTokens(ops[3]!)).toEqual({ input: 5, output: 1, cost: 0, unpricedTokens: 6 });
    const costs: Record<string, number> = {};
    for (const o of ops) addCosts(costs, o);
    expect(costs).toEqual({ 'gpt-x': 0.002 });
  });

  it('masks variable values wherever they appear', () => {
    const masked = maskVariables({ instruction: 'log in', variables: { password: 'hunter2!' }, args: ['hunter2!', 'x hunter2! y'] }, { password: 'hunter2!' });
    expect(masked).toEqual({ instruction: 'log in', variables: { password: MASK }, args: ['%password%', 'x %password% y'] });
    expect(JSON.stringify(masked)).not.toContain('hunter2!');
    // Names only, as the engine records them: the value is left as it is.
    const named = { instruction: 'type %email% into the email field', variables: ['email'] };
    expect(maskVariables(named, named.variables)).toEqual(named);
  });

  it("reads the chosen elements of act, observe and agent results", () => {
    expect(chosenElements({ actions: [{ selector: '#a', description: 'A', method: 'click', arguments: [] }] })).toEqual([{ selector: '#a', description: 'A', method: 'click', arguments: [] }]);
    expect(chosenElements([{ selector: '#b', description: 'B' }])).toEqual([{ selector: '#b', description: 'B' }]);
    expect(chosenElements({ actions: [{ type: 'act', selector: '#c', method: 'fill', arguments: ['x'] }, { type: 'done', action: 'finished' }] })).toEqual([{ selector: '#c', method: 'fill', arguments: ['x'] }]);
    expect(instructionOf({ instruction: 'click buy' })).toBe('click buy');
  });

  it("reads a decision's rule, evidence, hand-over and effect from act and observe results, and a failed call's hand-over", () => {
    const decision = {
      by: { kind: 'rule', rule: 'name-match' },
      label: 'rule name-match',
      evidence: { candidates: [1, 0.5, 0.4, 0.3, 0.2, 0.1].map((score, i) => ({ role: 'button', name: `B${i}`, score })), facts: ['aria-expanded=false'] },
      effect: { expected: 'the menu open', found: 'no menu shown', ok: false },
    };
    const read = decisionOf({ success: false, decision })!;
    expect(read).toMatchObject({ label: 'rule name-match', effect: { ok: false, found: 'no menu shown' }, evidence: { facts: ['aria-expanded=false'] } });
    // A report line shows the best few candidates, whatever a file carries.
    expect(read.evidence!.candidates.map((c) => c.name)).toEqual(['B0', 'B1', 'B2', 'B3', 'B4']);
    // observe: each element carries it; the first one is shown.
    expect(decisionOf([{ selector: '#a', description: 'A', decision }])?.label).toBe('rule name-match');
    expect(decisionOf({ decision: { label: 7 } })).toBeUndefined();
    const failed = { success: false, error: 'needs a model', handover: { reason: '2 buttons match "Delete" about equally: say "the first Delete button"', rephrase: ['the first Delete button'] } };
    expect(withDecision(failed, {})).toEqual({ handover: failed.handover.reason, rephrase: ['the first Delete button'] });
    // The record's own reason comes first (older files have only that).
    expect(withDecision(failed, { handover: 'the offline tier has no confident answer: x' }).handover).toBe('the offline tier has no confident answer: x');
  });

  it('nests each operation under the innermost AI step holding its start, the rest as steps of their own', () => {
    const inner = step('act "buy"', { category: 'ai', offset: 110, duration: 50 });
    const outer = step('agent "shop"', { category: 'ai', offset: 100, duration: 400, steps: [inner] });
    const steps = [step('Navigate', { offset: 10, duration: 50 }), outer];
    placeOperations(steps, [op({ method: 'act', offset: 120, seq: 1 }), op({ method: 'agent', offset: 101, seq: 0 }), op({ method: 'extract', offset: 700, seq: 2, instruction: 'total' })]);
    expect(inner.ai?.map((o) => o.seq)).toEqual([1]);
    expect(outer.ai?.map((o) => o.seq)).toEqual([0]);
    expect(steps.map((s) => s.title)).toEqual(['Navigate', 'agent "shop"', 'extract "total"']);
  });

  it('masks typed values in the Playwright calls of an AI step that used variables', () => {
    const fill = step('Fill "s3cret"');
    const steps = [step('act "log in"', { category: 'ai', ai: [op({ parameters: { variables: ['password'] } })], steps: [fill] }), step('Fill "visible"')];
    maskFilledValues(steps);
    expect(fill.title).toBe(`Fill "${MASK}"`);
    expect(steps[1]!.title).toBe('Fill "visible"');
  });

  it('masks the value in the older title form that carries the locator after it (Playwright 1.58: `Type "<value>" locator(…)`)', () => {
    const type = step(`Type "s3cret" locator('aria-ref=e7')`);
    const fill = step(`Fill "s3cret" getByLabel('Password, "s3cret"')`);
    maskFilledValues([step('act "log in"', { category: 'ai', ai: [op({ parameters: { variables: ['password'] } })], steps: [type, fill] })]);
    expect(type.title).toBe(`Type "${MASK}"`);
    expect(fill.title).toBe(`Fill "${MASK}"`);
  });

  it('drops the locator subtitles inside later AI steps once variables were used', () => {
    const click = step('Click', { subtitle: "locator('//input[@value=\"s3cret\"]')", error: 'not a valid XPath: //input[@value="s3cret"]' });
    const before = step('Click', { subtitle: "locator('#a')" });
    const steps = [
      step('act "a"', { category: 'ai', ai: [op({})], steps: [before] }),
      step('act "log in"', { category: 'ai', ai: [op({ parameters: { variables: ['password'] } })], steps: [] }),
      step('act "b"', { category: 'ai', ai: [op({})], steps: [click] }),
    ];
    maskFilledValues(steps);
    expect(click.subtitle).toBeUndefined();
    expect(click.error).not.toContain('s3cret');
    expect(before.subtitle).toBe("locator('#a')");
  });
});

describe('the step tree', () => {
  it('opens AI steps and the path to a failure', () => {
    const steps = [
      step('Before Hooks', { category: 'hook', steps: [step('fixture', { category: 'fixture' })] }),
      step('group', { category: 'test.step', steps: [step('expect', { category: 'expect', error: 'boom' })], error: 'boom' }),
      step('act "x"', { category: 'ai' }),
    ];
    expect([...initiallyOpen(steps)].sort()).toEqual(['1', '2']);
    expect(failedStepPath(steps)).toBe('1.0');
  });
});

describe('cost by model', () => {
  it("names the project's model for model-tier steps whose records name none", () => {
    const out = mkdtempSync(join(tmpdir(), 'actwright-details-'));
    try {
      const details = new ReportDetails(out, out);
      const test = {
        id: 't1', title: 'checkout', tags: [], repeatEachIndex: 0, timeout: 30_000, location: { file: join(out, 'a.spec.ts'), line: 1, column: 1 },
        parent: { project: () => ({ name: 'p', use: { actwright: { model: 'openai/gpt-test' } } }) }, outcome: () => 'expected',
      } as unknown as TestCase;
      const session = checkoutSession('44444444-4444-4444-8444-444444444444');
      const result = {
        retry: 0, status: 'passed', startTime: new Date(session.startedAt), duration: 3_000, errors: [], annotations: [], steps: [], stdout: [], stderr: [], workerIndex: 0,
        attachments: [{ name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from(JSON.stringify(session)) }],
      } as unknown as TestResult;
      details.add(test, result, ['checkout'], 'p');
      const report = details.finish(buildReportIndex([], { status: 'passed', startedAt: 0, duration: 1, generatedAt: 0, reporterErrors: [] }));
      expect(report.tests[0]!.costByModel).toEqual({ 'openai/gpt-test': 0.0231 });
      expect(report.totals.costByModel).toEqual({ 'openai/gpt-test': 0.0231 });
      expect(report.tests[0]!.ai).toEqual({ steps: 3, zeroToken: 0, tiers: { model: 3 } });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('healed steps', () => {
  it("the run's line names how many steps healed and in which tests; none, no line", async () => {
    const { healedLine } = await import('../../src/reporter/healed.js');
    const step = (testId: string, title: string) => ({ testId, titlePath: ['shop', title], file: 'shop.spec.ts', line: 3, from: 'a', to: 'b', reason: 'r' });
    expect(healedLine([])).toBeUndefined();
    expect(healedLine([step('1', 'pays'), step('1', 'pays'), step('2', 'logs in')])).toBe(
      'actwright: 3 steps healed in 2 tests: shop › pays (shop.spec.ts:3); shop › logs in (shop.spec.ts:3). The cache was updated; see "Healed steps" in the report.',
    );
  });
});
