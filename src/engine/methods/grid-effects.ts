/**
 * The effects of a data grid's controls (APG grid and table patterns), checked after acting: a
 * column header clicked until its `aria-sort` shows the order asked for (ExpectedEffect.sorted),
 * and a pager's control judged by the pager and its grid reading otherwise (ExpectedEffect.turned).
 * Every wait is bounded (EFFECT_WAIT_MS a read, one click per sort state).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator } from 'playwright-core';
import type { EffectCheck } from '../decision/decision.js';
import type { ExpectedEffect } from '../decision/resolved.js';
import { ActionEffectError } from '../session/errors.js';
import { internalCalls } from '../session/internal-calls.js';
import { EFFECT_WAIT_MS } from './effects.js';

const POLL_MS = 100;

/** The states aria-sort can take (none, ascending, descending, other): no header needs more clicks to show one. */
export const MAX_SORT_CLICKS = 4;

type SortWanted = NonNullable<ExpectedEffect['sorted']>;

/** Whether a header's aria-sort shows the order asked for. */
export function sortFits(state: string | null | undefined, wanted: SortWanted): boolean {
  return wanted === 'sorted' ? state === 'ascending' || state === 'descending' : state === wanted;
}

const shown = (state: string | null | undefined) => (state ? state : 'no sort');

/**
 * After the first click on a sortable header: reads its sort state until it changes (bounded),
 * and clicks again while it shows another order, until it shows the one asked for. Fails when a
 * click changes nothing, when the header comes back to a state it showed (its cycle does not hold
 * the order: it then stands where it started, or one step on), or after MAX_SORT_CLICKS clicks.
 */
export async function clickUntilSorted(input: {
  read: () => Promise<string | null | undefined>;
  click: () => Promise<void>;
  wanted: SortWanted;
  /** The state before the first click; undefined when it was not read. */
  before: string | null | undefined;
  signal: AbortSignal;
}): Promise<{ check: EffectCheck; clicks: number }> {
  const { read, click, wanted, before, signal } = input;
  const expected = wanted === 'sorted' ? 'the column sorted' : `the column sorted ${wanted}`;
  const seen: (string | null | undefined)[] = [before];
  let last = before;
  for (let clicks = 1; ; clicks++) {
    const now = await changeFrom(read, last, signal);
    if (sortFits(now, wanted)) return { check: { expected, found: `its header says aria-sort=${now} after ${clicks} click${clicks === 1 ? '' : 's'}`, ok: true }, clicks };
    const path = [...seen, now].filter((s) => s !== undefined).map(shown).join(' → ');
    if (now === last && last !== undefined) throw new ActionEffectError(`Expected ${expected} after clicking its header, but its sort stayed ${shown(now)}.`, expected, `its sort stayed ${shown(now)}`);
    if (seen.includes(now) || clicks >= MAX_SORT_CLICKS) throw new ActionEffectError(`Expected ${expected} after clicking its header, but it went ${path} and never showed ${wanted}.`, expected, `it went ${path}`);
    seen.push(now);
    last = now;
    await click();
  }
}

/** The header's sort state once it differs from `last`, or as it is when EFFECT_WAIT_MS passed. */
async function changeFrom(read: () => Promise<string | null | undefined>, last: string | null | undefined, signal: AbortSignal): Promise<string | null | undefined> {
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = await read();
    if ((now !== undefined && now !== last) || Date.now() > until || signal.aborted) return now;
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/**
 * What a pager shows, in one read: its text, its controls' current, pressed, selected and
 * disabled states, and the text of the grid or table nearest it (the rows shown), else of the
 * part around it (a count or list beside it). Bounded;
 * undefined when the part is gone or cannot be read at once.
 */
export async function pagerReading(part: Locator): Promise<string | undefined> {
  const read = await internalCalls(part, () =>
    part.evaluate((el) => {
      const STATES = ['aria-current', 'aria-pressed', 'aria-selected', 'aria-disabled', 'disabled'];
      const states = Array.from(el.querySelectorAll('*'))
        .slice(0, 300)
        .map((n) => STATES.map((a) => (n.hasAttribute(a) ? n.getAttribute(a) : '-')).join(','))
        .join(';');
      // The rows it pages: the nearest grid or table around it; else what stands beside it (a count, a list).
      let grid: Element | null = null;
      for (let up: Element | null = el; up && !grid; up = up.parentElement) grid = up.querySelector('[role=grid], [role=treegrid], [role=table], table');
      const beside = grid ?? el.parentElement;
      const text = (n: Element) => ((n as HTMLElement).innerText ?? n.textContent ?? '').slice(0, 4_000);
      return `${text(el).slice(0, 1_000)}\n${states}\n${beside ? text(beside) : ''}`;
    }, undefined, { timeout: 1_000 }),
  ).catch(() => undefined);
  return typeof read === 'string' ? read : undefined;
}

/**
 * After a pager's control was clicked: the pager (or its grid) must read otherwise within
 * EFFECT_WAIT_MS. A pager drawn anew (the part gone) turned; one not read before is not judged.
 */
export async function awaitTurned(part: Locator, before: string | undefined, signal: AbortSignal): Promise<EffectCheck> {
  const expected = 'the pager on another page';
  if (before === undefined) return { expected, found: 'the pager could not be read before (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = await pagerReading(part);
    if (now === undefined) return { expected, found: 'the pager was drawn anew', ok: true };
    if (now !== before) return { expected, found: 'the pager and its rows show another page', ok: true };
    if (Date.now() > until || signal.aborted) throw new ActionEffectError(`Expected ${expected} after the action, but the pager and its rows read as before.`, expected, 'the pager and its rows read as before');
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
