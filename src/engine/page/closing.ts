import type { BrowserContext, Page } from 'playwright-core';
import { BrowserClosedError, type ClosedTarget } from '../session/errors.js';
import { sleep } from '../session/abort.js';

/**
 * Close: one signal per page that aborts when the page, its context or the browser goes away, and
 * what to call the cause. Every wait of an AI call (settling, a model call, an action) ends on it.
 */

const closeSignals = new WeakMap<Page, AbortSignal>();
const contextClosed = new WeakSet<BrowserContext>();
/** Per context, the close controllers of its pages: one context and one browser listener, however many pages. */
const contextWaiters = new WeakMap<BrowserContext, Set<() => void>>();

/** Why a context is being closed, when its closer said so (`client.close({ reason })`). */
const closeReasons = new WeakMap<BrowserContext, string>();

/** Records why `context` is about to close (the first reason stands), so errors of calls it cuts short name it. */
export function markClosing(context: BrowserContext, reason: string): void {
  if (!closeReasons.has(context)) closeReasons.set(context, reason);
}

/** Why the page's context was closed, when its closer said so. */
export function closeReason(page: Page): string | undefined {
  return closeReasons.get(page.context());
}

/** What closed under a page that is closed (the browser before the context before the page). */
function closedTarget(page: Page): ClosedTarget {
  const browser = page.context().browser();
  if (browser && !browser.isConnected()) return 'browser';
  if (contextClosed.has(page.context())) return 'context';
  return 'page';
}

function waitersOf(context: BrowserContext): Set<() => void> {
  let waiters = contextWaiters.get(context);
  if (waiters) return waiters;
  const all = (waiters = new Set());
  contextWaiters.set(context, all);
  const browser = context.browser();
  const end = () => {
    browser?.off('disconnected', end);
    for (const abort of all) abort();
    all.clear();
  };
  context.once('close', () => {
    contextClosed.add(context);
    end();
  });
  browser?.once('disconnected', end);
  return all;
}

/**
 * Aborts (reason: BrowserClosedError naming what closed) when the page, its context or its
 * browser closes; already aborted for a closed page. One set of listeners per page, however many waits.
 */
export function closedSignal(page: Page): AbortSignal {
  const known = closeSignals.get(page);
  if (known) return known;
  const controller = new AbortController();
  closeSignals.set(page, controller.signal);
  const browser = page.context().browser();
  if (page.isClosed() || (browser && !browser.isConnected())) {
    controller.abort(new BrowserClosedError(closedTarget(page)));
    return controller.signal;
  }
  const waiters = waitersOf(page.context());
  // Playwright reports a browser's end as page close, context close, then disconnected, one
  // message after the other: the cause is named once they all arrived (next turn of the loop).
  const abort = () => {
    if (!waiters.delete(abort)) return;
    setImmediate(() => controller.abort(new BrowserClosedError(closedTarget(page))));
  };
  waiters.add(abort);
  page.once('close', abort);
  // A crashed page never answers again: as good as closed for whatever waits on it.
  page.once('crash', abort);
  return controller.signal;
}

/**
 * The BrowserClosedError for a page that has closed (or whose browser has), else undefined.
 * Exact at once: it does not wait for the close events to arrive.
 */
export function closedError(page: Page): BrowserClosedError | undefined {
  const signal = closedSignal(page);
  if (signal.aborted) return signal.reason as BrowserClosedError;
  const browser = page.context().browser();
  return page.isClosed() || (browser && !browser.isConnected()) ? new BrowserClosedError(closedTarget(page)) : undefined;
}

/**
 * How long a closed page's context and browser may take to report that they closed too. An
 * orderly `browser.close()` reports each page first, then each context, then the disconnect, a
 * few messages apart, which a loaded machine spaces out (by over 100 ms at a load of 10): naming
 * the cause of an error waits this long at most, and the disconnect ends the wait.
 */
export const CLOSE_GRACE_MS = 1_000;

/**
 * What closed under a page that closed (or crashed): the browser, its context or the page alone,
 * once the rest has had up to `graceMs` to report that it closed too.
 */
export async function whatClosed(page: Page, graceMs = CLOSE_GRACE_MS): Promise<ClosedTarget> {
  const browser = page.context().browser();
  if (!browser?.isConnected()) return closedTarget(page);
  // A context's close comes before its browser's disconnect when the whole browser closes: only
  // the disconnect ends the wait early.
  const grace = new AbortController();
  const onDisconnect = () => grace.abort();
  browser.once('disconnected', onDisconnect);
  await sleep(graceMs, grace.signal).catch(() => undefined);
  browser.off('disconnected', onDisconnect);
  return closedTarget(page);
}

/** Follows the context's close (and its browser's disconnect) from now on, so a closed context is named as such. */
export function watchClosing(context: BrowserContext): void {
  waitersOf(context);
}
