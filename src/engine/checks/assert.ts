/**
 * Runs a resolved assertion the way Playwright's web-first assertions do: the condition is read
 * again and again until it holds or the timeout ends. With Playwright Test's `expect` at hand (the
 * fixture passes it) Playwright runs it itself; in a plain script the same matcher is read through
 * playwright-core locators, on a bounded poll.
 */
import type { Locator, Page } from 'playwright-core';
import { selectorLocator } from '../snapshot/selectors.js';
import type { AssertionSpec } from './rules.js';

export interface AssertionOutcome {
  passed: boolean;
  /** What the page showed at the last look, in words: `hidden`, `value "a@b.c"`, `3 elements`. */
  found: string;
  /** Playwright's own failure message, when Playwright Test ran it. */
  playwrightMessage?: string;
}

/**
 * Playwright Test's `expect`, as far as a check uses it: `expect(subject).not?.<matcher>(expected, { timeout })`.
 * Typed loosely so the engine needs no @playwright/test.
 */
export type ExpectLike = (subject: unknown, message?: string) => Record<string, unknown>;

const POLL_MS = [0, 50, 100, 250, 500];

/** A `/source/flags` string as a RegExp; anything else stays a string. */
export function expectedValue(expected: string | number | undefined): string | number | RegExp | undefined {
  if (typeof expected !== 'string') return expected;
  const m = /^\/(.+)\/([dgimsuy]*)$/s.exec(expected);
  return m ? new RegExp(m[1]!, m[2]) : expected;
}

export async function runAssertion(page: Page, assertion: AssertionSpec, options: { timeout: number; signal?: AbortSignal; expect?: ExpectLike; message?: string }): Promise<AssertionOutcome> {
  if (options.expect) return runWithPlaywright(page, assertion, options as { timeout: number; expect: ExpectLike; message?: string });
  const deadline = Date.now() + options.timeout;
  let last: { holds: boolean; found: string } = { holds: false, found: 'not read' };
  for (let round = 0; ; round++) {
    if (options.signal?.aborted) throw options.signal.reason;
    last = await readOnce(page, assertion);
    if (last.holds !== assertion.not) return { passed: true, found: last.found };
    const left = deadline - Date.now();
    if (left <= 0) return { passed: false, found: last.found };
    await new Promise((r) => setTimeout(r, Math.min(left, POLL_MS[Math.min(round, POLL_MS.length - 1)]!)));
  }
}

async function runWithPlaywright(page: Page, assertion: AssertionSpec, options: { timeout: number; expect: ExpectLike; message?: string }): Promise<AssertionOutcome> {
  const subject = assertion.selector === undefined ? page : selectorLocator(page, assertion.selector);
  const chain = options.expect(subject, options.message);
  const target = (assertion.not ? chain.not : chain) as Record<string, (...args: unknown[]) => Promise<void>>;
  const expected = expectedValue(assertion.expected);
  const args = expected === undefined ? [{ timeout: options.timeout }] : [expected, { timeout: options.timeout }];
  try {
    await target[assertion.matcher]!(...args);
    return { passed: true, found: assertion.not ? 'not as expected' : 'as expected' };
  } catch (error) {
    // Playwright colours its message for a terminal: the result, the report and the replay get plain text.
    const message = plain((error as Error)?.message ?? String(error));
    const received = /Received(?: string| value)?:\s*(.+)/.exec(message)?.[1]?.trim();
    return { passed: false, found: received ?? (await readOnce(page, assertion)).found, playwrightMessage: message };
  }
}

const READ_BOUND_MS = 2_000;

/** One look at the page: whether the matcher holds (before `not`) and what was found. */
async function readOnce(page: Page, a: AssertionSpec): Promise<{ holds: boolean; found: string }> {
  const expected = expectedValue(a.expected);
  const matches = (actual: string) => (expected instanceof RegExp ? expected.test(actual) : actual === String(expected ?? ''));
  // The element was just counted, so a read is one round trip. Its bound does not shrink with the
  // retry window: a busy machine at the end of a short check still reads what was found instead
  // of reporting it unreadable. The bound is only ever spent when the element goes away between
  // the count and the read.
  const bound = READ_BOUND_MS;
  try {
    if (a.matcher === 'toHaveURL') {
      const url = page.url();
      return { holds: matches(url), found: `url ${JSON.stringify(url)}` };
    }
    if (a.matcher === 'toHaveTitle') {
      const title = (await page.title()).replace(/\s+/g, ' ').trim();
      return { holds: matches(title), found: `title ${JSON.stringify(title)}` };
    }
    const locator = selectorLocator(page, a.selector ?? 'html');
    const count = await locator.count();
    if (a.matcher === 'toHaveCount') return { holds: count === Number(a.expected), found: `${count} element${count === 1 ? '' : 's'}` };
    if (a.matcher === 'toBeHidden') {
      if (count === 0) return { holds: true, found: 'no element' };
      if (count > 1) return { holds: false, found: `${count} elements (the locator must name one)` };
      const hidden = await locator.isHidden();
      return { holds: hidden, found: hidden ? 'hidden' : 'visible' };
    }
    if (count === 0) return { holds: false, found: 'no element' };
    if (count > 1) return { holds: false, found: `${count} elements (the locator must name one)` };
    return await readElement(locator, a.matcher, expected, matches, bound);
  } catch (error) {
    return { holds: false, found: `unreadable: ${((error as Error)?.message ?? String(error)).split('\n')[0]}` };
  }
}

async function readElement(locator: Locator, matcher: AssertionSpec['matcher'], expected: string | number | RegExp | undefined, matches: (s: string) => boolean, timeout: number): Promise<{ holds: boolean; found: string }> {
  switch (matcher) {
    case 'toBeVisible': {
      const visible = await locator.isVisible();
      return { holds: visible, found: visible ? 'visible' : 'hidden' };
    }
    case 'toBeEnabled':
    case 'toBeDisabled': {
      const enabled = await locator.isEnabled({ timeout });
      return { holds: enabled === (matcher === 'toBeEnabled'), found: enabled ? 'enabled' : 'disabled' };
    }
    case 'toBeChecked': {
      const checked = await locator.isChecked({ timeout });
      return { holds: checked, found: checked ? 'checked' : 'unchecked' };
    }
    case 'toBeFocused': {
      const focused = await locator.evaluate((el) => el === el.ownerDocument.activeElement || el.matches(':focus-within:focus'), undefined, { timeout });
      return { holds: focused, found: focused ? 'focused' : 'not focused' };
    }
    case 'toHaveValue': {
      const value = await locator.inputValue({ timeout });
      return { holds: matches(value), found: `value ${JSON.stringify(value)}` };
    }
    case 'toHaveText':
    case 'toContainText': {
      const text = squash((await locator.textContent({ timeout })) ?? '');
      const holds = expected instanceof RegExp ? expected.test(text) : matcher === 'toHaveText' ? text === squash(String(expected ?? '')) : text.includes(squash(String(expected ?? '')));
      return { holds, found: `text ${JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text)}` };
    }
    default:
      return { holds: false, found: `no reading for ${matcher}` };
  }
}

/** Text without terminal colour codes (ESC [ … m). */
const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

/** Whitespace as Playwright's text matchers treat it: runs of it are one space, ends trimmed. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
