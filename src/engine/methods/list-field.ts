/**
 * A value set into a text field that dropped the text typed into it (offline/rules/list-field.ts): the
 * field is a list field whose typing only searches the list it draws. The value is chosen from
 * that list as a person would: the field emptied and opened (a click), the one entry saying the
 * value picked (the value typed to filter the list when it does not show), and the field must show
 * the value afterwards, its list closed. No entry: the typed text is cleared, the list closed, and
 * the step fails naming what the list offered; two entries are handed over naming them.
 */
import type { Locator } from 'playwright-core';
import { selectorLocator } from '../snapshot/selectors.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { sleep } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';
import type { HandlerContext } from './context.js';
import { lookAtPage } from './observe.js';
import type { ActOptions } from './schemas.js';
import { listEntryOnPage } from '../offline/tier.js';
import type { ListStep } from '../offline/rules/list-field.js';
import { awaitChoice, readShownChoice } from './effects.js';
import { attempt, notPerformed, type Attempt } from './attempt.js';

/** Reads of the page after the click that opens the list, and after the typing that filters it. */
const LIST_READS = 8;
const LIST_WAIT_MS = 150;
/** Reads while the list left behind by the fill finishes closing (its animation). */
const SETTLE_READS = 6;
/** How far above the field the element that took the typing may be (a list field's own search box beside it). */
const FOCUS_LEVELS = 2;

type Read = { step: ListStep; page: PageSnapshot };

export async function chooseFromList(ctx: HandlerContext, began: PageSnapshot, fieldSelector: string, value: string, options: ActOptions, dropped: string): Promise<Attempt | { handOver: string }> {
  const field = selectorLocator(ctx.page, fieldSelector);
  const listed = (entries: string[]) => entries.slice(0, 6).map((e) => `"${e}"`).join(', ') + (entries.length > 6 ? ' …' : '');
  const read = async (): Promise<Read> => {
    const page = await lookAtPage(ctx, options);
    return { step: listEntryOnPage(value, began, page), page };
  };
  /** Reads until the list shows something other than `until` says to wait for (bounded). */
  const readWhile = async (again: (s: ListStep) => boolean): Promise<Read> => {
    let now = await read();
    for (let i = 1; i < LIST_READS && again(now.step); i++) {
      await sleep(LIST_WAIT_MS, ctx.signal);
      now = await read();
    }
    return now;
  };
  const close = async () => {
    await ctx.page.keyboard.press('Escape').catch(() => undefined);
  };
  try {
    // The field as the step found it: left, its list done closing (an animation), then emptied of what the fill left.
    await ctx.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.()).catch(() => undefined);
    for (let i = 0; i < SETTLE_READS && (await moving(field)); i++) await sleep(LIST_WAIT_MS, ctx.signal);
    await internalCalls(field, () => field.fill('', { timeout: 1_000 })).catch(() => undefined);
    const before = await readShownChoice(field);
    let now = await read();
    if ('wait' in now.step) {
      await internalCalls(field, () => field.click({ timeout: 2_000 }));
      now = await readWhile((s) => 'wait' in s);
    }
    if ('wait' in now.step) return { ok: false, message: `${dropped}; a click on the field opened no list to choose "${value}" from` };
    let typed = false;
    if ('none' in now.step && (await typingGoesToField(field))) {
      // A list that shows a part of its entries (or none until searched): the value typed filters it.
      await ctx.page.keyboard.type(value);
      typed = true;
      now = await readWhile((s) => 'none' in s || 'wait' in s);
    }
    const step = now.step;
    if ('pick' in step) {
      const outcome = await attempt(ctx, now.page, { ref: step.pick.ref!, method: 'click', arguments: [], description: `pick the entry "${step.name}" of the list the field opens`, rule: 'list-field' }, options, 'offline', true);
      if (!outcome.ok) return outcome;
      let effect = await awaitChoice({ field, option: step.name, before, signal: ctx.signal });
      // The list must close with the pick; one that stays open (a multiple choice) is closed as a person would.
      const after = await read();
      if (!('wait' in after.step)) {
        await close();
        effect = await awaitChoice({ field, option: step.name, before, signal: ctx.signal });
        if (!(await field.isVisible().catch(() => false))) return { ok: false, message: `"${step.name}" was picked, but the Escape that closed its list also closed what holds the field (it is no longer shown)` };
      }
      return { ...outcome, effect };
    }
    // Nothing picked: the field and its list are left as the step found them.
    if (typed) {
      await ctx.page.keyboard.press('ControlOrMeta+a').catch(() => undefined);
      await ctx.page.keyboard.press('Backspace').catch(() => undefined);
    }
    await close();
    if ('several' in step) return { handOver: `the field keeps no typed text, and ${step.several.length} entries of the list it opens start with "${value}" (${listed(step.several)}): say the whole entry (rule list-field)` };
    if ('none' in step) return { ok: false, message: `${dropped}; the list the field opens has no entry "${value}"${typed ? ', even with it typed' : ''} (it offers ${listed(step.entries)})`, effect: { expected: `an entry "${value}" in the list the field opens`, found: `it offers ${listed(step.entries)}`, ok: false } };
    if ('reason' in step) return { handOver: `the field keeps no typed text, and after a click on it ${step.reason} (rule list-field)` };
    return { ok: false, message: dropped };
  } catch (error) {
    return notPerformed(ctx, error);
  }
}

/** Whether the focus is in the field, or in a text box beside it (a list field's own search box). */
async function typingGoesToField(field: Locator): Promise<boolean> {
  return internalCalls(field, () =>
    field.evaluate((el, levels) => {
      const active = document.activeElement;
      if (!active || !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return false;
      if (active === el) return true;
      let up: Element | null = el;
      for (let i = 0; i < levels && up; i++) up = up.parentElement;
      return !!up && up.contains(active);
    }, FOCUS_LEVELS, { timeout: 1_000 }),
  ).catch(() => false);
}

/** Whether an animation runs near the field (its list closing). */
async function moving(field: Locator): Promise<boolean> {
  return internalCalls(field, () =>
    field.evaluate((el) => {
      const box = el.parentElement?.parentElement ?? el.parentElement;
      return !!box?.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
    }, undefined, { timeout: 1_000 }),
  ).catch(() => false);
}
