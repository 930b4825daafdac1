/**
 * What a step does after its action, followed on the page as it is then: the option picked in
 * the list the action opened, the entry of a menu a right-click opened, a calendar moved to the
 * date, a drag corrected until the lists show the order asked. Each is bounded in reads, checks
 * its effect, and leaves the page as it found it when it cannot finish (Escape).
 */
import type { ElementHandle, Locator } from 'playwright-core';
import { selectorLocator } from '../snapshot/selectors.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { checkAborted, sleep } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';
import type { HandlerContext } from './context.js';
import { lookAtPage } from './observe.js';
import type { ActOptions, ObserveResult } from './schemas.js';
import type { EffectCheck } from '../decision/decision.js';
import type { CalendarGoal, DragGoal, MenuGoal, PickAfter, TableChange } from '../decision/resolved.js';
import { calendarOnPage, dragOnPage, fieldShowsGoal, menuOnPage, menuShownOnPage, pickOnPage, tableChangedOnPage } from '../offline/tier.js';
import { MAX_MONTH_STEPS } from '../offline/calendar-steps.js';
import { awaitChoice, EFFECT_WAIT_MS, readShownChoice, type ShownChoice } from './effects.js';
import { attempt, notPerformed, type Attempt } from './attempt.js';

/**
 * The option a step's action opened the list for (ResolvedAction.then), found on the page as it
 * is now (offline/tier.ts, pickOnPage) and clicked; the field must then show it. When no option
 * is found the list is closed again (Escape), so a step that cannot finish leaves the page as it was.
 */
export async function pickAfter(ctx: HandlerContext, pick: PickAfter, field: string | undefined, options: ActOptions, typedOver?: string, handle?: ElementHandle | null, began?: PageSnapshot, shownBefore?: ShownChoice): Promise<Attempt> {
  const read = field ? selectorLocator(ctx.page, field) : undefined;
  const shown = handle ?? read;
  // What the field showed before anything was typed into it (`shownBefore`): the option typed whole reads the same after the pick.
  const before = shownBefore ?? (shown ? await readShownChoice(shown) : undefined);
  const snapshot = await lookAtPage(ctx, options);
  const found = await pickOnPage(pick, snapshot, ctx.page, began);
  if ('reason' in found) {
    await putBack(ctx, read, typedOver);
    return { ok: false, message: `${typedOver === undefined ? 'the list opened' : 'the text was typed'}, but ${found.reason}` };
  }
  const outcome = await attempt(ctx, snapshot, found, options, 'offline', true);
  if (!outcome.ok || !read || !shown) return outcome;
  try {
    // The option as the list named it ("Low" for "choose Low priority").
    const option = found.option;
    const effect = await awaitChoice({ field: shown, option, before, signal: ctx.signal });
    // The step opened the list to pick one option; a list that stays open after a pick (a
    // multiple select's) is closed as the step found it (APG combobox: Escape closes the popup
    // and keeps the choice). The choice must still show after.
    if (handle && (await stillExpanded(handle))) {
      await ctx.page.keyboard.press('Escape');
      await awaitChoice({ field: shown, option, before, signal: ctx.signal });
      // The Escape was for the list: a field no longer shown after it went with what held it (a dialog).
      if (!(await shown.isVisible().catch(() => false))) {
        return { ok: false, message: `"${option}" was picked, but the Escape that closed its list also closed what holds the field (it is no longer shown)` };
      }
    }
    return { ...outcome, effect };
  } catch (error) {
    return notPerformed(ctx, error);
  }
}

/** How long a list that a pick closes may take to say so (aria-expanded) before it is closed with Escape. */
const LIST_CLOSE_MS = 250;

/** Reads of the page while a menu draws after the click that opens it, and while the table shows the change after the pick. */
const MENU_READS = 6;
const MENU_WAIT_MS = 100;

/**
 * The entry of the menu the step's right-click opened (ResolvedAction.menu), found on the page as
 * it is now (offline/tier.ts, menuOnPage) and clicked; the table must then show the change, read
 * against the page the step started on, a few reads at most. No menu, or a menu with no one fitting
 * entry (closed again with Escape, so the step leaves no menu open), is handed over saying why; a
 * pick whose change does not show fails.
 */
export async function pickFromMenu(ctx: HandlerContext, goal: MenuGoal & { change: TableChange }, before: PageSnapshot, options: ActOptions, said: string): Promise<Attempt | { handOver: string }> {
  const outcome = await pickMenuEntry(ctx, goal, before, options, `the right-click on ${said}`, goal.why);
  if ('handOver' in outcome || !outcome.ok) return outcome;
  const asked = goal.change;
  const expected = `the table to show the ${asked.kind.replace('-', ' ')}`;
  let change = { ok: false, found: 'not read' };
  for (let read = 0; read < MENU_READS && !change.ok; read++) {
    if (read) await sleep(MENU_WAIT_MS, ctx.signal);
    change = tableChangedOnPage(asked, before, await lookAtPage(ctx, options));
  }
  const effect = { expected, found: change.found, ok: change.ok };
  return change.ok ? { ...outcome, effect } : { ok: false, message: `after "${outcome.action.description}", ${change.found}`, effect };
}

/**
 * The entry of the menu the step's action opened (ResolvedAction.menu with `pick`), found on the
 * page as it is now (offline/tier.ts, menuOnPage) and clicked, its own effect checked as any
 * click's. No menu is handed over; a menu with no one fitting entry is closed again with Escape
 * (the step leaves no menu open) and handed over saying what it shows.
 */
export async function pickMenuEntry(ctx: HandlerContext, goal: MenuGoal, before: PageSnapshot, options: ActOptions, said: string, why?: string): Promise<Attempt | { handOver: string }> {
  let found: ReturnType<typeof menuOnPage> = { wait: 'no menu appeared' };
  let shown = before;
  for (let read = 0; read < MENU_READS && 'wait' in found; read++) {
    if (read) await sleep(MENU_WAIT_MS, ctx.signal);
    shown = await lookAtPage(ctx, options);
    found = menuOnPage(goal, before, shown);
  }
  if ('wait' in found) return { handOver: `${why ? `${why}, and ` : ''}${said} opened no menu (none of role menu, no entries appeared): say which control does it` };
  if (!('ref' in found)) {
    // The menu is closed as the step found the page; which entry is meant is for the tester to say.
    await ctx.page.keyboard.press('Escape').catch(() => undefined);
    return { handOver: `${said} opened a menu, but ${found.reason}` };
  }
  return attempt(ctx, shown, found, options, 'offline', true);
}

/**
 * A step that only opens a menu (ResolvedAction.menu with no change): the page read a few times
 * until a menu shows (role menu, or the layer of short entries that appeared); none is handed
 * over, two layers fail the step (Escape closes whatever opened).
 */
export async function menuShown(ctx: HandlerContext, before: PageSnapshot, options: ActOptions): Promise<{ ok: boolean; none?: true; message: string; effect: EffectCheck }> {
  let found: ReturnType<typeof menuShownOnPage> = { wait: 'no menu appeared' };
  for (let read = 0; read < MENU_READS && 'wait' in found; read++) {
    if (read) await sleep(MENU_WAIT_MS, ctx.signal);
    found = menuShownOnPage(before, await lookAtPage(ctx, options));
  }
  const expected = 'a menu shown';
  if (!('entries' in found)) {
    await ctx.page.keyboard.press('Escape').catch(() => undefined);
    const message = 'wait' in found ? `${found.wait} after the right-click` : found.reason;
    return { ok: false, ...('wait' in found ? { none: true as const } : {}), message, effect: { expected, found: message, ok: false } };
  }
  const shown = `a menu of ${found.entries.length} entries (${found.entries.slice(0, 8).map((e) => `"${e}"`).join(', ')})`;
  return { ok: true, message: shown, effect: { expected, found: shown, ok: true } };
}

/** Most reads of the page a calendar's goal takes: two years of months, and a few while a popup draws. */
const MAX_CALENDAR_ROUNDS = MAX_MONTH_STEPS + 8;
/** Reads that find the calendar not there yet (still drawing) before the step gives up. */
const CALENDAR_WAITS = 5;
const CALENDAR_WAIT_MS = 150;

/**
 * A calendar's goal (ResolvedAction.calendar), followed on the page as it is after each step
 * (offline/calendar-steps.ts): a month moved at a time, then the day clicked (or the time set),
 * and the field must then show the date; or a calendar shown or gone. Bounded in reads. A pick
 * that cannot finish closes the picker it opened (Escape), as a person would.
 */
export async function followCalendar(ctx: HandlerContext, goal: CalendarGoal, field: ElementHandle | null, options: ActOptions, rule: string | undefined): Promise<{ ok: boolean; actions: ObserveResult[]; message: string; effect?: EffectCheck }> {
  const actions: ObserveResult[] = [];
  const expected = goal.pick ? `the field to show ${goal.pick}` : goal.time ? `the field to show ${goal.time}` : goal.month ? `the calendar to show ${goal.month}` : goal.shown ? 'a calendar shown' : 'no calendar shown';
  const fail = async (message: string, found?: string) => {
    // A picker this step opened is closed again, as the step found the page (one it only moved stays as it is).
    if (goal.close) await ctx.page.keyboard.press('Escape').catch(() => undefined);
    return { ok: false, actions, message, effect: { expected, found: found ?? message, ok: false } };
  };
  let waits = 0;
  let at: string | undefined;
  let still = 0;
  let farthest: number | undefined = goal.away;
  for (let round = 0; round < MAX_CALENDAR_ROUNDS; round++) {
    checkAborted(ctx.signal);
    const snapshot = await lookAtPage(ctx, options);
    const step = calendarOnPage(goal, snapshot);
    if ('wait' in step) {
      if (++waits > CALENDAR_WAITS) return fail(step.wait);
      await sleep(CALENDAR_WAIT_MS, ctx.signal);
      continue;
    }
    if ('reason' in step) return fail(step.reason);
    if ('done' in step) return { ok: true, actions, message: step.done, effect: { expected, found: step.done, ok: true } };
    // A move that left the calendar where it was, twice: the control does not move it.
    if (step.at !== undefined) {
      still = step.at === at ? still + 1 : 0;
      if (still >= 2) return fail(`the calendar stayed on ${step.at}`);
      at = step.at;
    }
    // A move that took the calendar further from the goal: its control does not go that way.
    if (step.away !== undefined) {
      if (farthest !== undefined && step.away > farthest) return fail(`the calendar moved away from ${goal.pick ?? goal.month}: it shows ${step.at ?? 'another month'}`);
      farthest = step.away;
    }
    for (const [i, action] of step.actions.entries()) {
      const outcome = await attempt(ctx, snapshot, { ...action, ...(rule ? { rule } : {}) }, options, 'offline', i === 0);
      if (!outcome.ok) return fail(outcome.message);
      actions.push(outcome.action);
    }
    if (step.final) {
      const shown = await fieldShows(ctx, field, goal);
      return shown.ok ? { ok: true, actions, message: shown.found, effect: { expected, found: shown.found, ok: true } } : fail(`Expected ${expected}, but ${shown.found}`, shown.found);
    }
  }
  return fail(`the calendar did not reach ${goal.pick ?? goal.month ?? goal.time} in ${MAX_CALENDAR_ROUNDS} steps`);
}

/** Drags after the first that a drag and drop's goal may take: a drop the page read otherwise, corrected. */
const MAX_DRAG_CORRECTIONS = 2;
/** Reads of the lists after a drag before they count as settled (an animation may still be moving them). */
const DRAG_READS = 4;
const DRAG_READ_MS = 150;

/**
 * A drag and drop's goal (ResolvedAction.drag), checked on the page as it is after the drag
 * (offline/rules/drag-drop.ts): done when the lists show the item where the step asked. A drop the
 * page read otherwise (a library that inserts on the other side of the target) is corrected from
 * where the item is then, at most MAX_DRAG_CORRECTIONS times; a drag that changed nothing, or
 * lists that do not come to the goal, fail saying what they show.
 */
export async function followDrag(ctx: HandlerContext, goal: DragGoal, options: ActOptions, rule: string | undefined): Promise<{ ok: boolean; actions: ObserveResult[]; message: string; effect?: EffectCheck; firstIdle?: boolean }> {
  const actions: ObserveResult[] = [];
  const expected = `${goal.to.name ? `"${goal.to.name}"` : 'the list'} to read ${goal.order.join(' | ')}`;
  const fail = (found: string) => ({ ok: false, actions, message: `the lists do not show it: ${found}`, effect: { expected, found, ok: false } });
  let last: string | undefined;
  let firstIdle = false;
  for (let round = 0; round <= MAX_DRAG_CORRECTIONS; round++) {
    let step: ReturnType<typeof dragOnPage> | undefined;
    let snapshot: PageSnapshot | undefined;
    // Read until the lists show the goal or read the same twice (an animation may still run).
    let seen: string | undefined;
    for (let read = 0; read < DRAG_READS; read++) {
      checkAborted(ctx.signal);
      snapshot = await lookAtPage(ctx, options);
      step = dragOnPage(goal, snapshot);
      if ('done' in step) return { ok: true, actions, message: step.done, effect: { expected, found: step.done, ok: true }, ...(firstIdle && actions.length === 1 ? { firstIdle } : {}) };
      const now = 'at' in step ? step.at : step.reason;
      if (now === seen) break;
      seen = now;
      await sleep(DRAG_READ_MS, ctx.signal);
    }
    if (!step || !snapshot) return fail('the lists could not be read');
    if ('reason' in step) return fail(step.reason);
    if (!('action' in step)) return { ok: true, actions, message: step.done, effect: { expected, found: step.done, ok: true } };
    // A drag that left the lists as they were: the page does not take this drag.
    const at = step.at;
    if (round === MAX_DRAG_CORRECTIONS || (at === last && last !== goal.before)) return fail(at);
    // The lists read as before the drag: the page did not take it in one move; moves on the way.
    const still = at === (last ?? goal.before);
    if (still && round === 0) firstIdle = true;
    last = at;
    const action = still ? { ...step.action, arguments: [...step.action.arguments.slice(0, 2), 'moves'] } : step.action;
    const outcome = await attempt(ctx, snapshot, { ...action, ...(rule ? { rule } : {}) }, options, 'offline', true);
    if (!outcome.ok) return fail(outcome.message);
    actions.push(outcome.action);
  }
  return fail('the lists did not come to the order asked');
}

/** Whether the field shows the goal's date or time, read until it does or a short bound passes. */
async function fieldShows(ctx: HandlerContext, field: ElementHandle | null, goal: CalendarGoal): Promise<{ ok: boolean; found: string }> {
  if (!field) return { ok: false, found: 'the field could not be found again' };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const text = await internalCalls(field, () => field.evaluate((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')).trim())).catch(() => undefined);
    if (text !== undefined && fieldShowsGoal(goal, text)) return { ok: true, found: `the field shows "${text}"` };
    if (Date.now() > until || ctx.signal.aborted) return { ok: false, found: text === undefined ? 'the field is gone' : `the field shows "${text}"` };
    await sleep(100, ctx.signal);
  }
}

/** Whether a combobox says its popup is open (aria-expanded="true"). */
async function stillExpanded(handle: ElementHandle): Promise<boolean> {
  return internalCalls(handle, () => handle.evaluate((el, bound) => new Promise<boolean>((done) => {
    // Read each rendering frame for up to `bound` ms: a web component that closed its list on the
    // pick may say so only later (Fluent UI batches its attributes), and an Escape sent to a list
    // already closed goes to the dialog around it. A timer ends the wait if frames do not come.
    const open = () => (el as Element).getAttribute('aria-expanded') === 'true';
    const start = performance.now();
    const timer = setTimeout(() => done(open()), bound + 50);
    const look = () => {
      if (open() && performance.now() - start < bound) return void requestAnimationFrame(look);
      clearTimeout(timer);
      done(open());
    };
    look();
  }), LIST_CLOSE_MS)).catch(() => false);
}

/**
 * A pick that found nothing to pick: the list it opened is closed (Escape), a field typed into
 * gets its text back, and the focus leaves the field, as before the step. Bounded; best effort.
 */
async function putBack(ctx: HandlerContext, field: Locator | undefined, typedOver: string | undefined): Promise<void> {
  await ctx.page.keyboard.press('Escape').catch(() => undefined);
  if (field && typedOver !== undefined) {
    await field.fill(typedOver, { timeout: 1_000 }).catch(() => undefined);
    await ctx.page.keyboard.press('Escape').catch(() => undefined);
  }
  await ctx.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.()).catch(() => undefined);
}
