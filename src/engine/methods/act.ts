import type { ElementHandle, Locator } from 'playwright-core';
import { ActionEffectError, InvalidModelAnswerError, MissingLLMConfigurationError, VariableTargetError } from '../session/errors.js';
import { actMessages } from '../llm/prompts.js';
import { durableSelector, placeSelector, selectorLocator, selectorsFor } from '../snapshot/selectors.js';
import { saysPlace } from '../offline/vocabulary.js';
import { refLocator } from '../snapshot/aria-source.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { checkAborted, sleep } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';
import { addTally, emptyTally, type HandlerContext, type ResolvedAction, type Tier, type UsageTally } from './context.js';
import { lookAtPage, pageTextFor } from './observe.js';
import { HEAL_BUDGET_CHARS, PAGE_TEXT_BUDGET_CHARS } from './page-budget.js';
import { closedError } from '../page/closing.js';
import { answerDialogs } from './native-dialogs.js';
import { asActionMethod, expectRevealed, locatorFor, PAGE_METHODS, performAction, readsBefore, readsPointer, type PerformedHow } from './perform.js';
import { readElement, takeProbedState, type ElementState } from '../snapshot/element-state.js';
import { ActAnswerSchema, type ActDecision, type ActOptions, type ActResult, type ObserveResult } from './schemas.js';
import { withCode } from './action-code.js';
import type { DecidedBy, EffectCheck, Evidence, HandOver } from '../decision/decision.js';
import type { CalendarGoal, DragGoal, ExpectedEffect, MenuGoal, PickAfter, TableChange } from '../decision/resolved.js';
import { calendarOnPage, dragOnPage, fieldShowsGoal, menuOnPage, menuShownOnPage, pickOnPage, tableChangedOnPage } from '../offline/tier.js';
import { MAX_MONTH_STEPS } from '../offline/calendar-steps.js';
import { awaitSlid, awaitViewer, awaitZoomed, boxArea, readViewers, shownReading } from './viewer-effects.js';
import { asksSort, awaitAdded, awaitChoice, awaitEditorLeft, awaitPopups, shownPopupCount, awaitEffect, awaitRegion, awaitSearched, awaitPageChanged, focusedEditor, EFFECT_WAIT_MS, readPageOutside, readPageState, expectedEffect, intentOf, readAroundField, readShownChoice, regionHeight, watchNavigation } from './effects.js';
import { decisionOf, evidenceOf } from './decision-of.js';
import { awaitTurned, clickUntilSorted, pagerReading } from './grid-effects.js';
import { awaitFormatted, readEditables } from './format-effects.js';
import { handOverOf, handOverPurpose } from './handover.js';
import { substituteVariables } from '../session/variables.js';
import { checkVariableTarget, namedByInstruction, normalizeOrigins, rivalFieldNames, variablesIn, withoutForeignFrames, type VariablePolicy } from './variable-origins.js';

export interface ActOutcome {
  result: ActResult;
  tier: Tier;
  usage: UsageTally;
}

export { decisionOf } from './decision-of.js';

const modelBy = (options: ActOptions): DecidedBy => (typeof options.model === 'string' ? { kind: 'model', model: options.model } : { kind: 'model' });

/** Steps one instruction may take: the action, and one more after it opened a dropdown or menu. */
const MAX_STEPS = 2;

/**
 * act(): performs an instruction (resolved offline or by the model) or an observed action (no
 * model call). A failing element is looked for again once when selfHeal is on. Failures of the
 * page come back as `{ success: false }`; configuration errors and the timeout throw.
 */
export async function actOnPage(ctx: HandlerContext, input: string | ObserveResult, options: ActOptions, known?: ElementState): Promise<ActOutcome> {
  return typeof input === 'string' ? actOnInstruction(ctx, input, options) : actOnObserved(ctx, input, options, known);
}

async function actOnInstruction(ctx: HandlerContext, instruction: string, options: ActOptions): Promise<ActOutcome> {
  rememberSecrets(ctx, options);
  const usage = emptyTally();
  const done: ObserveResult[] = [];
  let tier: Tier = 'model';
  let by: DecidedBy = modelBy(options);
  let evidence: Evidence | undefined;
  let handover: HandOver | undefined;
  let effect: EffectCheck | undefined;
  const decided = () => decisionOf(by, undefined, { evidence, handover, effect });
  const variableNames = Object.keys(options.variables ?? {});
  for (let step = 0; step < MAX_STEPS; step++) {
    let snapshot = await lookAtPage(ctx, options);
    // A step that types a variable is resolved only among elements the variable may go into.
    if (step === 0 && ctx.resolver && variablesIn([instruction], options.variables).length) snapshot = await withoutForeignFrames(ctx.page, snapshot, variablePolicy(ctx, options));
    const offlineSteps = step === 0 ? await ctx.resolver?.('act', instruction, snapshot, (why, detail) => {
      handover = handOverOf(why, detail);
      ctx.handedOver?.(handover);
      ctx.logger.debug('act', ctx.secrets.mask(`offline resolver handed over: ${why}`));
    }, ctx.page) : undefined;
    let offline = offlineSteps?.[0];
    if (offline && offlineSteps && (offlineSteps.length > 1 || offline.then || offline.edit !== undefined || offline.calendar || offline.drag || offline.menu)) {
      const performed = await performSteps(ctx, snapshot, offlineSteps, options, usage);
      if (!('handOver' in performed)) return performed;
      // A right-click that opened no menu: the rule's reading does not fit the page, which the model may read otherwise.
      handover = handOverOf(ctx.secrets.mask(performed.handOver));
      ctx.handedOver?.(handover);
      ctx.logger.debug('act', ctx.secrets.mask(`offline resolver handed over: ${performed.handOver}`));
      offline = undefined;
      snapshot = await lookAtPage(ctx, options);
    }
    let choice = offline ? { action: offline, twoStep: false } : await askModel(ctx, usage, instruction, snapshot, variableNames, done, options, undefined, undefined, handover);
    if (offline) {
      tier = 'offline';
      by = { kind: 'rule', rule: offline.rule ?? 'offline' };
      evidence = evidenceOf(offline);
    }
    if (!choice.action) {
      return failed(usage, tier, done, step === 0 ? `No element on the page matches "${instruction}".` : `"${instruction}" could not be finished after: ${done.map((d) => d.description).join('; ')}.`, decided());
    }
    let outcome = await attempt(ctx, snapshot, choice.action, options, tier, step === 0, undefined, instruction);
    if (!outcome.ok && ctx.selfHeal && ctx.inference.hasModel(options.model)) {
      ctx.logger.info('act', ctx.secrets.mask(`self-heal: ${choice.action.description} failed (${outcome.message}); looking again`));
      const before = snapshot.text;
      snapshot = await lookAtPage(ctx, options);
      // The page the model was just shown is not sent again: on an unchanged page, only its best-ranked lines.
      const budget = snapshot.text === before ? HEAL_BUDGET_CHARS : PAGE_TEXT_BUDGET_CHARS;
      choice = await askModel(ctx, usage, instruction, snapshot, variableNames, done, options, `${choice.action.description} failed: ${outcome.message}`, budget);
      tier = 'model';
      by = modelBy(options);
      evidence = undefined;
      if (choice.action) outcome = await attempt(ctx, snapshot, choice.action, options, tier, false, undefined, instruction);
    }
    effect = outcome.effect;
    if (!outcome.ok) return failed(usage, tier, done, ctx.secrets.mask(`Could not ${choice.action?.description ?? instruction}: ${outcome.message}`), decided());
    done.push(outcome.action);
    if (!choice.twoStep) break;
  }
  const description = done.map((d) => d.description).join(', then ');
  return { result: { success: true, message: `Action performed: ${description}`, actionDescription: description, actions: done, decision: decided() }, tier, usage };
}

async function askModel(
  ctx: HandlerContext,
  usage: UsageTally,
  instruction: string,
  snapshot: PageSnapshot,
  variableNames: string[],
  done: ObserveResult[],
  options: ActOptions,
  failure?: string,
  budget = PAGE_TEXT_BUDGET_CHARS,
  handover?: HandOver,
): Promise<{ action: ResolvedAction | undefined; twoStep: boolean }> {
  const previous = done.map((d) => `${d.description} (done)`);
  if (failure) previous.push(`${failure}; choose another element or method`);
  let answer;
  try {
    answer = await ctx.inference.generate({
      method: 'act',
      messages: actMessages({ instruction, pageText: pageTextFor(ctx, snapshot, instruction, budget), variableNames, previous }),
      schema: ActAnswerSchema,
      schemaName: 'act_action',
      signal: ctx.signal,
      ...(options.model ? { model: options.model } : {}),
      purpose: handOverPurpose('act', instruction, !!ctx.resolver, handover),
    });
  } catch (error) {
    // An answer of the wrong shape (even after asking again) is a failed act, not a crash of the test.
    if (error instanceof InvalidModelAnswerError) {
      if (error.tokenUsage) addTally(usage, error.tokenUsage);
      ctx.logger.info('act', `the model gave no usable answer: ${error.problem.split('\n')[0]}`);
      return { action: undefined, twoStep: false };
    }
    throw error;
  }
  addTally(usage, answer.tokenUsage);
  const a = answer.data.action;
  if (!a || (!a.elementId && !PAGE_METHODS.has(a.method))) return { action: undefined, twoStep: false };
  return { action: { ref: a.elementId, method: a.method, arguments: a.arguments, description: a.description }, twoStep: answer.data.twoStep };
}

/**
 * An instruction the offline tier read as several steps ("fill Email with a@b.c and press Enter"):
 * each step in order, each checked; the first that fails ends the act with what was done.
 * Durable selectors are taken for all steps before the first acts, while every ref is current.
 */
async function performSteps(ctx: HandlerContext, snapshot: PageSnapshot, steps: ResolvedAction[], options: ActOptions, usage: UsageTally): Promise<ActOutcome | { handOver: string }> {
  const selectorOf = selectorsFor(ctx.page, snapshot);
  await Promise.all(steps.map((s) => (s.ref && snapshot.byRef.has(s.ref) ? selectorOf(s.ref).catch(() => undefined) : undefined)));
  const done: ObserveResult[] = [];
  const by: DecidedBy = { kind: 'rule', rule: steps[0]?.rule ?? 'offline' };
  let effect: EffectCheck | undefined;
  const decided = () => decisionOf(by, undefined, { evidence: evidenceOf(steps[0]), effect });
  const last = steps.at(-1);
  // For every step that opens a list to pick from (its `then`; "add A and B to Extras" has two),
  // taken while every ref is current: a field typed into before its suggestion is picked gets its
  // text back when none shows; the field is held by a handle too, since a selector made of its
  // text (a custom select whose box lists its options) no longer finds it once a pick changed that text.
  const picks = await Promise.all(steps.map(async (step) => {
    if (!step.then || !step.ref || !snapshot.byRef.has(step.ref)) return undefined;
    const field = await selectorOf(step.ref).catch(() => undefined);
    const typedOver = field && (step.method === 'type' || step.method === 'fill') ? await internalCalls(ctx.page, () => selectorLocator(ctx.page, field).inputValue({ timeout: 1_000 })).catch(() => undefined) : undefined;
    // The element that shows the choice: the one acted on, or the combobox around its search box.
    const shows = step.then.field && snapshot.byRef.has(step.then.field) ? step.then.field : step.ref;
    const handle = await refLocator(ctx.page, shows).elementHandle({ timeout: 1_000 }).catch(() => null);
    return { field, typedOver, handle };
  }));
  // An element edited in place is held by a handle: its text (and so its name) changes with the edit.
  const edited = last?.edit !== undefined && last.ref && snapshot.byRef.has(last.ref) ? await refLocator(ctx.page, last.ref).elementHandle({ timeout: 1_000 }).catch(() => null) : null;
  const editedAt = edited ? await selectorOf(last!.ref).catch(() => undefined) : undefined;
  // A table that edits a row at a time may draw the row anew when the edit starts and ends: the cell is found again by its place.
  const editedPlace = edited ? await cellPlace(edited) : undefined;
  // The field a calendar sets, held by a handle: it must show the date picked.
  const calendarRef = last?.calendar ? last.calendar.field ?? last.ref : '';
  const calendarField = calendarRef && snapshot.byRef.has(calendarRef) ? await refLocator(ctx.page, calendarRef).elementHandle({ timeout: 1_000 }).catch(() => null) : null;
  // A search typed into a field: the field held by a handle, what it held, and how the page reads
  // outside it before the first action; the search must show on the page once the step is done.
  const searchRef = last?.effect?.searched?.ref;
  const searchField = searchRef && snapshot.byRef.has(searchRef) ? await refLocator(ctx.page, searchRef).elementHandle({ timeout: 1_000 }).catch(() => null) : null;
  const searchHeld = searchField ? await internalCalls(searchField, () => searchField.evaluate((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : undefined))).catch(() => undefined) : undefined;
  const searchBefore = searchField ? await readPageOutside(ctx.page, searchField) : undefined;
  for (const [i, action] of steps.entries()) {
    const outcome = await attempt(ctx, snapshot, action, options, 'offline', i === 0, selectorOf);
    // The decision shows a missing effect, else the last one checked.
    if (outcome.effect && (!outcome.effect.ok || effect?.ok !== false)) effect = outcome.effect;
    if (!outcome.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not ${action.description}: ${outcome.message}${done.length ? ` (done before: ${done.map((d) => d.description).join('; ')})` : ''}`), decided());
    done.push(outcome.action);
    if (action.then && action !== last) {
      const pick = picks[i];
      const picked = await pickAfter(ctx, action.then, pick?.field, options, pick?.typedOver, pick?.handle);
      if (picked.effect) effect = picked.effect;
      if (!picked.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not pick "${action.then.option}": ${picked.message} (done before: ${done.map((d) => d.description).join('; ')})`), decided());
      done.push(picked.action);
    }
  }
  if (last?.edit !== undefined) {
    const typed = await editInPlace(ctx, edited, editedAt, last.edit, editedPlace);
    if (typed.effect) effect = typed.effect;
    if (!typed.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not edit it to "${last.edit}": ${typed.message} (done before: ${done.map((d) => d.description).join('; ')})`), decided());
    done.push(typed.action);
  }
  if (last?.calendar) {
    const followed = await followCalendar(ctx, last.calendar, calendarField, options, last.rule);
    done.push(...followed.actions);
    if (followed.effect) effect = followed.effect;
    if (!followed.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not finish "${last.description}": ${followed.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
  }
  if (last?.drag) {
    const followed = await followDrag(ctx, last.drag, options, last.rule);
    // A first drag the page did not take is no part of what the step did (nor of its code).
    if (followed.firstIdle && followed.ok) done.pop();
    done.push(...followed.actions);
    if (followed.effect) effect = followed.effect;
    if (!followed.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not ${last.description}: ${followed.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
  }
  if (searchField) {
    try {
      effect = await awaitSearched(ctx.page, searchField, searchBefore, ctx.signal);
    } catch (error) {
      // A search that showed nothing is not reported done: the field gets back what it held.
      if (searchHeld !== undefined) await internalCalls(searchField, () => searchField.fill(searchHeld, { timeout: 1_000 })).catch(() => undefined);
      const missed = notPerformed(ctx, error);
      if (missed.effect) effect = missed.effect;
      return failed(usage, 'offline', done, ctx.secrets.mask(`Could not search: ${missed.message} (done, then undone: ${done.map((d) => d.description).join('; ')}): say where the results show, or name the search's button ("click Search")`), decided());
    }
  }
  if (last?.menu && !last.menu.change) {
    const shown = await menuShown(ctx, snapshot, options);
    effect = shown.effect;
    if (shown.none) return { handOver: `${last.description.replace(/, then .*$/, '')} opened no menu (none of role menu, no entries appeared): say which control opens it` };
    if (!shown.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not finish "${last.description}": ${shown.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
  } else if (last?.menu?.change) {
    const picked = await pickFromMenu(ctx, { ...last.menu, change: last.menu.change }, snapshot, options, last.description.replace(/^right-click\s+/, '').replace(/, then .*$/, ''));
    if ('handOver' in picked) return picked;
    if (picked.effect) effect = picked.effect;
    if (!picked.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not finish "${last.description}": ${picked.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
    done.push(picked.action);
  }
  if (last?.then) {
    const pick = picks.at(-1);
    const picked = await pickAfter(ctx, last.then, pick?.field, options, pick?.typedOver, pick?.handle);
    if (picked.effect) effect = picked.effect;
    if (!picked.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not pick "${last.then.option}": ${picked.message} (done before: ${done.map((d) => d.description).join('; ')})`), decided());
    done.push(picked.action);
  }
  const description = done.map((d) => d.description).join(', then ');
  return { result: { success: true, message: `Action performed: ${description}`, actionDescription: description, actions: done, decision: decided() }, tier: 'offline', usage };
}

/**
 * The option a step's action opened the list for (ResolvedAction.then), found on the page as it
 * is now (offline/tier.ts, pickOnPage) and clicked; the field must then show it. When no option
 * is found the list is closed again (Escape), so a step that cannot finish leaves the page as it was.
 */
async function pickAfter(ctx: HandlerContext, pick: PickAfter, field: string | undefined, options: ActOptions, typedOver?: string, handle?: ElementHandle | null): Promise<Attempt> {
  const read = field ? selectorLocator(ctx.page, field) : undefined;
  const shown = handle ?? read;
  const before = shown ? await readShownChoice(shown) : undefined;
  const snapshot = await lookAtPage(ctx, options);
  const found = await pickOnPage(pick, snapshot, ctx.page);
  if ('reason' in found) {
    await putBack(ctx, read, typedOver);
    return { ok: false, message: `${typedOver === undefined ? 'the list opened' : 'the text was typed'}, but ${found.reason}` };
  }
  const outcome = await attempt(ctx, snapshot, found, options, 'offline', true);
  if (!outcome.ok || !read || !shown) return outcome;
  try {
    const effect = await awaitChoice({ field: shown, option: pick.option, before, signal: ctx.signal });
    // The step opened the list to pick one option; a list that stays open after a pick (a
    // multiple select's) is closed as the step found it (APG combobox: Escape closes the popup
    // and keeps the choice). The choice must still show after.
    if (handle && (await stillExpanded(handle))) {
      await ctx.page.keyboard.press('Escape');
      await awaitChoice({ field: shown, option: pick.option, before, signal: ctx.signal });
    }
    return { ...outcome, effect };
  } catch (error) {
    return notPerformed(ctx, error);
  }
}

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
async function pickFromMenu(ctx: HandlerContext, goal: MenuGoal & { change: TableChange }, before: PageSnapshot, options: ActOptions, said: string): Promise<Attempt | { handOver: string }> {
  let found: ReturnType<typeof menuOnPage> = { wait: 'no menu appeared' };
  let shown = before;
  for (let read = 0; read < MENU_READS && 'wait' in found; read++) {
    if (read) await sleep(MENU_WAIT_MS, ctx.signal);
    shown = await lookAtPage(ctx, options);
    found = menuOnPage(goal, before, shown);
  }
  const opened = `the right-click on ${said}`;
  if ('wait' in found) return { handOver: `${goal.why ? `${goal.why}, and ` : ''}${opened} opened no menu (none of role menu, no entries appeared): say which control does it` };
  if (!('ref' in found)) {
    // The menu is closed as the step found the page; which entry is meant is for the tester to say.
    await ctx.page.keyboard.press('Escape').catch(() => undefined);
    return { handOver: `${opened} opened a menu, but ${found.reason}` };
  }
  const outcome = await attempt(ctx, shown, found, options, 'offline', true);
  if (!outcome.ok) return outcome;
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
 * A step that only opens a menu (ResolvedAction.menu with no change): the page read a few times
 * until a menu shows (role menu, or the layer of short entries that appeared); none is handed
 * over, two layers fail the step (Escape closes whatever opened).
 */
async function menuShown(ctx: HandlerContext, before: PageSnapshot, options: ActOptions): Promise<{ ok: boolean; none?: true; message: string; effect: EffectCheck }> {
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
async function followCalendar(ctx: HandlerContext, goal: CalendarGoal, field: ElementHandle | null, options: ActOptions, rule: string | undefined): Promise<{ ok: boolean; actions: ObserveResult[]; message: string; effect?: EffectCheck }> {
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
async function followDrag(ctx: HandlerContext, goal: DragGoal, options: ActOptions, rule: string | undefined): Promise<{ ok: boolean; actions: ObserveResult[]; message: string; effect?: EffectCheck; firstIdle?: boolean }> {
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
  return internalCalls(handle, () => handle.evaluate((el) => (el as Element).getAttribute('aria-expanded') === 'true')).catch(() => false);
}

/** An action performed (with its effect check, when one was made) or not (with what was missing, when its effect was). */
type Attempt = { ok: true; action: ObserveResult; effect?: EffectCheck } | { ok: false; message: string; effect?: EffectCheck };

/**
 * Performs a resolved action; the durable selector is taken first, while the ref is current. It
 * also finds the element again when it re-rendered under the action (for the effect check), and
 * stands in for the ref when a step before this one replaced the element.
 */
/** `first`: no action ran since the snapshot (an element state read while resolving still holds). */
async function attempt(
  ctx: HandlerContext,
  snapshot: PageSnapshot,
  action: ResolvedAction,
  options: ActOptions,
  tier: Tier,
  first: boolean,
  selectorOf = selectorsFor(ctx.page, snapshot),
  instruction?: string,
): Promise<Attempt> {
  const hasElement = action.ref !== '' && snapshot.byRef.has(action.ref);
  if (!hasElement && !PAGE_METHODS.has(action.method)) return { ok: false, message: `element ${action.ref || '(none)'} is not on the page` };
  try {
    // The durable selector comes first: after the action it re-finds an element the page re-rendered
    // under Playwright's own check (a checkbox row), so the effect is read from the new element.
    // A step that names its target by place keeps the place in the selector (`nth=`), not the item it found there.
    const said = instruction ?? ctx.instruction;
    const byPlace = hasElement && said && saysPlace(said) ? placeSelector(snapshot, action.ref) : undefined;
    let row = hasElement ? byPlace ?? (await selectorOf(action.ref).catch(() => undefined)) : undefined;
    // A control hidden in the element until hover (`within`): the element's selector, then the control's.
    const inner = (s: string) => (action.within ? `${s} >> css=${action.within}` : s);
    let durable = row === undefined ? undefined : inner(row);
    let selector = hasElement ? durable ?? inner(`aria-ref=${action.ref}`) : 'html';
    const dragTarget = action.method === 'dragAndDrop' && action.arguments[0] && snapshot.byRef.has(action.arguments[0])
      ? await selectorOf(action.arguments[0]).catch(() => action.arguments[0]!)
      : undefined;
    let target = hasElement ? refLocator(ctx.page, action.ref) : undefined;
    if (target && action.within) target = target.locator(`css=${action.within}`);
    let refind = durable ? () => selectorLocator(ctx.page, durable!) : undefined;
    // Whether the ref's element is still there, and beside it (same round trip) what the action
    // needs to know of the element, read by its durable selector (a ref's own read takes two).
    // (The offline tier's probe may have read it already, on this snapshot, before anything acted.)
    // Only for a method that takes something from it (readsBefore): a key press, a fill or a hover does not.
    const probed = first && !action.within ? takeProbedState(snapshot, action.ref) : undefined;
    const pointer = readsPointer(action.method);
    const [refCount, byDurable] = probed?.count === 1
      ? [1, probed]
      : await Promise.all([target && refind ? internalCalls(target, () => target!.count()).catch(() => 0) : 1, refind && !action.within && readsBefore(action.method) ? readElement(refind(), { pointer, effects: true }) : undefined]);
    if (target && refind && refCount === 0) target = refind();
    let known = byDurable?.count === 1 ? byDurable : undefined;
    if (byDurable && byDurable.count !== 1 && refCount === 1 && !action.within) {
      // The selector written from the tree names no single element (text it does not show, a
      // hidden twin): Playwright's own, for what is recorded and re-found after the action.
      row = await durableSelector(ctx.page, action.ref).catch(() => undefined);
      durable = row;
      refind = row ? () => selectorLocator(ctx.page, row!) : undefined;
      selector = row ?? `aria-ref=${action.ref}`;
    }
    if (target && action.within) {
      await expectRevealed(target, ctx.signal);
      // Shown now: read once, as an element the step found directly is (a read before the row was hovered would not do).
      const shown = refind && readsBefore(action.method) ? await readElement(refind(), { pointer, effects: true }) : undefined;
      known = shown?.count === 1 ? shown : undefined;
    }
    if (tier === 'model' && instruction !== undefined) checkNamed(snapshot, action, options, instruction);
    const node = hasElement ? snapshot.byRef.get(action.ref) : undefined;
    if (durable && node && !action.within) await ctx.beforeAction?.(durable, { role: node.role, name: node.name ?? '' });
    else if (durable && node && ctx.beforeAction) {
      // A control found inside its row (`within`) has no node of its own: read where it is, now
      // shown. That read is an aria snapshot, which leaves the snapshot's refs stale: the control
      // is then acted on by its durable selector.
      await ctx.beforeAction(durable);
      if (refind) target = refind();
    }
    ctx.performing?.({ selector, description: action.description, method: action.method, arguments: action.arguments }, tier);
    const { effect, how } = await run(ctx, target, action.method, action.arguments, options, refind, known, { stated: action.effect, instruction });
    const args = dragTarget ? [dragTarget, ...action.arguments.slice(1)] : action.arguments;
    return { ok: true, action: withCode(ctx, { selector, description: action.description, method: action.method, arguments: args }, how), ...(effect ? { effect } : {}) };
  } catch (error) {
    return notPerformed(ctx, error);
  }
}

/**
 * A model picked the element a variable goes into: it must be one the instruction names, never
 * one the page talked the model into (page text is data; see prompts.ts). Throws VariableTargetError.
 */
function checkNamed(snapshot: PageSnapshot, action: ResolvedAction, options: ActOptions, instruction: string): void {
  const names = variablesIn(action.arguments, options.variables);
  if (!names.length || !action.ref) return;
  const node = snapshot.byRef.get(action.ref);
  const name = node?.name || node?.placeholder || '';
  if (!namedByInstruction(instruction, names, name, rivalFieldNames(snapshot, action.ref))) {
    throw new VariableTargetError(
      `Refused to type ${names.map((n) => `%${n}%`).join(', ')} into ${node?.role ?? 'an element'} ${JSON.stringify(name)}: the instruction "${instruction}" does not name it. ` +
        'Name the field in the instruction (its label), or pass the observed action with its selector.',
    );
  }
}

/** Where this act may type variables: the listed origins, and the top page's own. */
function variablePolicy(ctx: HandlerContext, options: ActOptions): VariablePolicy {
  const base = ctx.variablePolicy ?? { origins: [], includeTopPage: true };
  return { origins: [...new Set([...base.origins, ...normalizeOrigins(options.variablesOrigins)])], includeTopPage: base.includeTopPage };
}

/** From now on, page text shown to the model or returned is masked with these values. */
function rememberSecrets(ctx: HandlerContext, options: ActOptions) {
  ctx.secrets.addVariables(options.variables);
}

/** A field an in-place editor shows: a text input, a text area, or an editable element. */
const EDITOR = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, [contenteditable="true"]';
/** A list an in-place editor shows to choose from (a select cell editor): a native select, a combobox or list box that is no text field. */
const CHOOSER = 'select, [role=combobox]:not(input):not(textarea), [role=listbox]';

/** The fields shown in the element: text editors, and lists to choose from. */
async function shownEditors(element: ElementHandle): Promise<{ fields: ElementHandle[]; lists: ElementHandle[] }> {
  const fields: ElementHandle[] = [];
  const lists: ElementHandle[] = [];
  await internalCalls(element, async () => {
    for (const field of await element.$$(EDITOR).catch(() => [])) if (await field.isVisible().catch(() => false)) fields.push(field);
    for (const list of await element.$$(CHOOSER).catch(() => [])) if (await list.isVisible().catch(() => false)) lists.push(list);
  });
  return { fields, lists };
}

const shownText = async (element: ElementHandle) => ((await internalCalls(element, () => element.textContent()).catch(() => null)) ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The editor the click opened in the element (a grid cell edited in place): the one text field
 * shown in it, filled with the text, then Enter; or, where the editor is a list to choose from (a
 * select cell editor), the option saying the text chosen in it. The element must then show the
 * text. No editor (or several): Escape, and a failure that says so.
 */
/** A table cell's place: its table, and its row's and its own index there (HTML tables only). */
interface CellPlace {
  table: ElementHandle;
  row: number;
  cell: number;
}

async function cellPlace(cell: ElementHandle): Promise<CellPlace | undefined> {
  const at = await internalCalls(cell, () =>
    cell.evaluate((node) => {
      const el = node as Element;
      const table = el.closest('table');
      const row = el.closest('tr');
      return table && row && el instanceof HTMLTableCellElement ? { row: Array.from(table.rows).indexOf(row), cell: el.cellIndex } : null;
    }),
  ).catch(() => null);
  if (!at || at.row < 0) return undefined;
  const table = await internalCalls(cell, () => cell.evaluateHandle((el) => (el as Element).closest('table')!)).catch(() => undefined);
  const element = table?.asElement();
  return element ? { table: element, row: at.row, cell: at.cell } : undefined;
}

/** The element, or, once it is gone (its row drawn anew), the cell now at its place. */
async function current(element: ElementHandle, place: CellPlace | undefined): Promise<ElementHandle> {
  if (!place || (await internalCalls(element, () => element.evaluate((el) => el.isConnected)).catch(() => true))) return element;
  const again = await internalCalls(place.table, () => place.table.evaluateHandle((table, p) => (table as HTMLTableElement).rows[p.row]?.cells[p.cell] ?? null, { row: place.row, cell: place.cell })).catch(() => undefined);
  return again?.asElement() ?? element;
}

/** Words a row's own buttons for keeping or leaving its edit start with (a table that edits a row at a time: Update / Cancel). */
const ROW_BUTTONS = { edit: ['edit', 'modify'], commit: ['save', 'update', 'ok', 'apply', 'done', 'confirm', 'accept'], cancel: ['cancel', 'discard'] } as const;

/** The row's one button for the purpose, by its name's first word (aria-label, title, value or text); null when none or several. */
async function rowButton(element: ElementHandle, purpose: keyof typeof ROW_BUTTONS): Promise<ElementHandle | null> {
  const found = await internalCalls(element, () =>
    element.evaluateHandle((el, words: string[]) => {
      const row = (el as Element).closest('tr, [role=row]');
      if (!row) return null;
      const named = (b: Element) => (b.getAttribute('aria-label') || b.getAttribute('title') || (b as HTMLInputElement).value || b.textContent || '').trim().toLowerCase().split(/[^\p{L}]+/u)[0] ?? '';
      const buttons = Array.from(row.querySelectorAll('button, input[type=button], input[type=submit], [role=button]')).filter((b: Element) => (b as HTMLElement).offsetParent !== null && words.includes(named(b)));
      return buttons.length === 1 ? buttons[0]! : null;
    }, [...ROW_BUTTONS[purpose]]),
  ).catch(() => undefined);
  return found?.asElement() ?? null;
}

async function editInPlace(ctx: HandlerContext, found: ElementHandle | null, at: string | undefined, text: string, place?: CellPlace): Promise<Attempt> {
  if (!found) return { ok: false, message: 'the element to edit could not be found again' };
  let element = await current(found, place);
  let until = Date.now() + EFFECT_WAIT_MS;
  // A grid cell the click only focused (APG grid: F2 or Enter starts editing a focused cell): F2
  // once, when no editor showed in the first half of the wait (F2 activates nothing else).
  let keyed = false;
  let rowEdit = false;
  let editor: ElementHandle | undefined;
  let list: ElementHandle | undefined;
  // Cleared: a cell that opened no editor on the click is cleared the spreadsheet way, Delete on
  // the selected cell; it must then still be there and show nothing.
  if (!text && !(await shownEditors(element)).fields.length) {
    await internalCalls(element, () => element.press('Delete', { timeout: 1_000 })).catch(() => undefined);
    for (const end = Date.now() + EFFECT_WAIT_MS / 2; Date.now() < end && !ctx.signal.aborted; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const there = await internalCalls(element, () => element.evaluate((el) => el.isConnected)).catch(() => false);
      if (there && !(await shownText(element)) && !(await shownEditors(element)).fields.length) {
        return { ok: true, action: withCode(ctx, { selector: at ?? '', description: 'press Delete on it', method: 'press', arguments: ['Delete'] }), effect: { expected: 'it to show nothing', found: 'it shows nothing', ok: true } };
      }
    }
  }
  for (;;) {
    element = await current(element, place);
    const shown = await shownEditors(element);
    if (shown.fields.length === 1) {
      editor = shown.fields[0];
      break;
    }
    if (!shown.fields.length && shown.lists.length === 1) {
      list = shown.lists[0];
      break;
    }
    const count = shown.fields.length + shown.lists.length;
    if (!count && !keyed && Date.now() > until - EFFECT_WAIT_MS / 2) {
      keyed = true;
      await internalCalls(element, () => element.press('F2', { timeout: 1_000 })).catch(() => undefined);
      continue;
    }
    // Neither the click nor F2 opened one: a table that edits a row at a time opens it with the row's own Edit button, once.
    if (!count && !rowEdit && Date.now() > until) {
      rowEdit = true;
      const edit = await rowButton(element, 'edit');
      if (edit && (await edit.click({ timeout: 1_000 }).then(() => true, () => false))) {
        until = Date.now() + EFFECT_WAIT_MS;
        continue;
      }
    }
    if (Date.now() > until || ctx.signal.aborted) {
      const cancel = count ? null : await rowButton(element, 'cancel');
      if (cancel) await cancel.click({ timeout: 1_000 }).catch(() => undefined);
      else await ctx.page.keyboard.press('Escape').catch(() => undefined);
      return { ok: false, message: count ? `${count} fields show in it: which one edits it is not certain` : 'no editor showed in it after the click' };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A read-only field is no text box: it shows the choice of a list drawn beside it in the element.
  const readOnly = editor ? await internalCalls(editor, () => editor!.evaluate((el) => (el as HTMLInputElement).readOnly === true)).catch(() => false) : false;
  if (editor && readOnly) return pickInPlace(ctx, element, editor, at, text);
  const was = editor ? await internalCalls(editor, () => editor!.inputValue()).catch(() => undefined) : undefined;
  try {
    if (editor) {
      await editor.fill(text, { timeout: 3_000 });
      await editor.press('Enter', { timeout: 3_000 });
    } else {
      const chosen = await chooseInPlace(ctx, list!, text);
      if (!chosen.ok) {
        await ctx.page.keyboard.press('Escape').catch(() => undefined);
        return chosen;
      }
    }
  } catch (error) {
    return notPerformed(ctx, error);
  }
  const expected = text ? `it to show "${text}"` : 'it to show nothing';
  const wanted = text.toLowerCase().replace(/\s+/g, ' ').trim();
  let committed = !!editor;
  let buttoned = false;
  for (;;) {
    element = await current(element, place);
    const now = await shownText(element);
    // Cleared (an empty text): the cell must show nothing.
    if (wanted ? now.includes(wanted) : !now) break;
    // A list that kept the choice open in the cell: Enter keeps it (APG grid), once.
    if (!committed && Date.now() > until + EFFECT_WAIT_MS / 2) {
      committed = true;
      if (await list!.isVisible().catch(() => false)) await internalCalls(list!, () => list!.press('Enter', { timeout: 1_000 })).catch(() => undefined);
      continue;
    }
    // Enter kept nothing and the editor still shows: a table that edits a row at a time keeps it with the row's own Update button, once.
    if (editor && !buttoned && Date.now() > until + EFFECT_WAIT_MS / 2 && (await editor.isVisible().catch(() => false))) {
      buttoned = true;
      const update = await rowButton(editor, 'commit');
      if (update) await update.click({ timeout: 1_000 }).catch(() => undefined);
      continue;
    }
    if (Date.now() > until + EFFECT_WAIT_MS || ctx.signal.aborted) {
      // Enter did not keep the text: the editor gets its text back and is left (the row's Cancel button, else Escape), as before the step.
      if (editor && was !== undefined && (await editor.isVisible().catch(() => false))) await editor.fill(was, { timeout: 1_000 }).catch(() => undefined);
      const cancel = editor && (await editor.isVisible().catch(() => false)) ? await rowButton(editor, 'cancel') : null;
      if (cancel) await cancel.click({ timeout: 1_000 }).catch(() => undefined);
      else await ctx.page.keyboard.press('Escape').catch(() => undefined);
      return { ok: false, message: `Expected ${expected} after the edit, but it shows "${now.slice(0, 80)}"`, effect: { expected, found: `it shows "${now.slice(0, 80)}"`, ok: false } };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!editor) {
    const selector = at ? `${at} >> css=${CHOOSER}` : CHOOSER;
    return { ok: true, action: withCode(ctx, { selector, description: `choose "${text}" in its editor`, method: 'selectOption', arguments: [text] }), effect: { expected, found: `it shows "${text}"`, ok: true } };
  }
  const selector = at ? `${at} >> css=${EDITOR}` : EDITOR;
  return { ok: true, action: withCode(ctx, { selector, description: `fill its editor with "${text}", then Enter`, method: 'fill', arguments: [text] }), effect: { expected, found: text ? `it shows "${text}"` : 'it shows nothing', ok: true } };
}

/**
 * A cell editor whose field is read-only (a drop-down drawn without roles): the one element shown
 * in the cell that says the text and nothing else is clicked; the editor must then be gone and the
 * cell show the text. Anything else: Escape, as before the step.
 */
async function pickInPlace(ctx: HandlerContext, element: ElementHandle, editor: ElementHandle, at: string | undefined, text: string): Promise<Attempt> {
  const fail = async (message: string): Promise<Attempt> => {
    await ctx.page.keyboard.press('Escape').catch(() => undefined);
    return { ok: false, message };
  };
  const wanted = optionCore(text);
  if (!wanted) return fail('its editor is a list, and an empty choice is not one of its items');
  // The deepest elements saying exactly the text (a click on one reaches the item around it).
  const found = await internalCalls(element, () =>
    element.evaluateHandle((root, want) => {
      const core = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      const saying = Array.from((root as Element).querySelectorAll('*')).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && core(el.textContent ?? '') === want;
      });
      const deepest = saying.filter((el) => !saying.some((other) => other !== el && el.contains(other)));
      return deepest.length === 1 ? deepest[0]! : deepest.length;
    }, wanted),
  ).catch(() => undefined);
  const item = found?.asElement() ?? null;
  const count = item ? 1 : ((await found?.jsonValue().catch(() => 0)) as number | undefined) ?? 0;
  if (!item) return fail(count ? `${count} items in its list say "${text}"` : `no item in its list says "${text}"`);
  try {
    await item.click({ timeout: 3_000 });
  } catch (error) {
    return notPerformed(ctx, error);
  }
  const expected = `it to show "${text}"`;
  for (const end = Date.now() + EFFECT_WAIT_MS; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const open = await editor.isVisible().catch(() => false);
    const now = await shownText(element);
    if (!open && now.includes(text.toLowerCase().replace(/\s+/g, ' ').trim())) break;
    if (Date.now() > end || ctx.signal.aborted) {
      await ctx.page.keyboard.press('Escape').catch(() => undefined);
      return { ok: false, message: `Expected ${expected} after the pick, but it shows "${now.slice(0, 80)}"`, effect: { expected, found: `it shows "${now.slice(0, 80)}"`, ok: false } };
    }
  }
  return { ok: true, action: withCode(ctx, { selector: at ?? '', description: `choose "${text}" in its list`, method: 'click', arguments: [] }), effect: { expected, found: `it shows "${text}"`, ok: true } };
}

/** An option's text as compared with the text asked for: letters and digits, lower-cased. */
const optionCore = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The option saying the text, chosen in a list editor: a native select's option selected; a list
 * box's option clicked; a combobox opened (unless open) and the option clicked in the one list it
 * shows (the list it controls, else the one visible list box on the page). Bounded.
 */
async function chooseInPlace(ctx: HandlerContext, list: ElementHandle, text: string): Promise<Attempt> {
  const tag = await internalCalls(list, () => list.evaluate((el: Element) => ({ tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), expanded: el.getAttribute('aria-expanded'), controls: (el.getAttribute('aria-controls') ?? el.getAttribute('aria-owns') ?? '').trim() }))).catch(() => undefined);
  if (!tag) return { ok: false, message: 'the list in it could not be read' };
  if (tag.tag === 'select') {
    const labels = await internalCalls(list, () => list.evaluate((el) => Array.from((el as HTMLSelectElement).options).map((o) => o.label || o.text))).catch(() => [] as string[]);
    const hit = labels.filter((l) => optionCore(l) === optionCore(text));
    if (hit.length !== 1) return { ok: false, message: `"${text}" is not one of its options (${labels.slice(0, 8).join(', ')})` };
    await list.selectOption({ label: hit[0]! }, { timeout: 3_000 });
    return { ok: true, action: withCode(ctx, { selector: CHOOSER, description: `select "${hit[0]}"`, method: 'selectOption', arguments: [hit[0]!] }) };
  }
  let options: ElementHandle[] = tag.role === 'listbox' ? await list.$$('[role=option]') : [];
  if (tag.role === 'combobox') {
    if (tag.expanded !== 'true') await list.click({ timeout: 3_000 });
    const until = Date.now() + EFFECT_WAIT_MS;
    for (;;) {
      const owned = tag.controls && !/\s/.test(tag.controls) ? ctx.page.locator(`[id="${tag.controls.replace(/"/g, '\\"')}"]`) : undefined;
      const boxes = owned && (await owned.count().catch(() => 0)) === 1 ? [owned] : [ctx.page.locator('[role=listbox]:visible')];
      const count = await boxes[0]!.count().catch(() => 0);
      if (count === 1) {
        options = await boxes[0]!.locator('[role=option]').elementHandles().catch(() => []);
        if (options.length) break;
      }
      if (Date.now() > until || ctx.signal.aborted) return { ok: false, message: count > 1 ? `${count} lists show: which one is the editor's is not certain` : 'no list of options showed' };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const matching: ElementHandle[] = [];
  for (const option of options) {
    const said = (await option.textContent().catch(() => null)) ?? '';
    if (optionCore(said) === optionCore(text)) matching.push(option);
  }
  if (matching.length !== 1) return { ok: false, message: matching.length ? `${matching.length} options say "${text}"` : `no option says "${text}"` };
  await matching[0]!.click({ timeout: 3_000 });
  return { ok: true, action: withCode(ctx, { selector: CHOOSER, description: `choose "${text}"`, method: 'click', arguments: [] }) };
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

/** An observed (or cached) action; `known`: its element as a read just before found it (one element). */
async function actOnObserved(ctx: HandlerContext, observed: ObserveResult, options: ActOptions, known?: ElementState): Promise<ActOutcome> {
  rememberSecrets(ctx, options);
  const usage = emptyTally();
  const method = asActionMethod(observed.method); // throws InvalidArgumentError for an unknown method
  const args = observed.arguments ?? [];
  const target = observed.selector === 'html' && PAGE_METHODS.has(method) ? undefined : selectorLocator(ctx.page, observed.selector);
  try {
    if (target) await ctx.beforeAction?.(observed.selector);
    ctx.performing?.({ ...observed, method, arguments: args }, 'direct');
    const { effect, how } = await run(ctx, target, method, args, options, target ? () => selectorLocator(ctx.page, observed.selector) : undefined, target ? known : undefined, { instruction: ctx.instruction });
    const { code: _given, decision: _found, ...action } = observed; // the caller's code is not ours to repeat: written afresh
    return { result: { success: true, message: `Action performed: ${observed.description}`, actionDescription: observed.description, actions: [withCode(ctx, { ...action, method, arguments: args }, how)], decision: decisionOf({ kind: 'direct' }, undefined, { effect }) }, tier: 'direct', usage };
  } catch (error) {
    const first = notPerformed(ctx, error);
    if (!ctx.selfHeal || !ctx.inference.hasModel(options.model) || !observed.description) {
      return failed(usage, 'direct', [], ctx.secrets.mask(`Could not ${observed.description || method}: ${first.message}`), decisionOf({ kind: 'direct' }, undefined, { effect: first.effect }));
    }
    ctx.logger.info('act', ctx.secrets.mask(`self-heal: "${observed.selector}" failed (${first.message}); looking for "${observed.description}" again`));
    return actOnInstruction(ctx, describeForHealing(observed, method, args), options);
  }
}

/** An instruction that asks for the same action again, with placeholders (never values). */
function describeForHealing(observed: ObserveResult, method: string, args: string[]): string {
  return `${observed.description} (method ${method}${args.length ? ` with arguments ${JSON.stringify(args)}` : ''})`;
}

/**
 * Performs one action and checks its effect: the one the step states or its intent and the
 * element's state imply (methods/effects.ts); fill, type, check and uncheck check theirs as they
 * act (perform.ts). Returns the effect check when one was made, and how the action ran (for its
 * code); throws ActionEffectError when the effect is absent.
 */
async function run(
  ctx: HandlerContext,
  target: Locator | undefined,
  method: string,
  rawArgs: string[],
  options: ActOptions,
  refind?: () => Locator,
  known?: ElementState,
  intent: { stated?: ExpectedEffect | undefined; instruction?: string | undefined } = {},
): Promise<{ effect?: EffectCheck | undefined; how: PerformedHow }> {
  checkAborted(ctx.signal);
  const actionMethod = asActionMethod(method);
  // A secret goes only into an element of an allowed origin: checked before anything is typed.
  await checkVariableTarget({ page: ctx.page, target, names: variablesIn(rawArgs, options.variables), policy: variablePolicy(ctx, options) });
  const args = rawArgs.map((arg) => substituteVariables(arg, options.variables));
  const beforeUrl = ctx.page.url();
  // The element's state before acting, as the action's own read found it; read here only when that
  // read did not look at effects (a ref with no durable selector) and a step's words ask for one.
  let before = known;
  if (target && !before?.popups && (intent.stated || intentOf(intent.instruction) || asksSort(intent.instruction) || actionMethod === 'selectOption')) before = (await readElement(target, { effects: true })) ?? before;
  const effect = expectedEffect({ stated: intent.stated, instruction: intent.instruction, method: actionMethod, args, before, url: beforeUrl });
  const navigation = effect?.navigated ? watchNavigation(ctx.page) : undefined;
  // A part the action shows or hides, for a control with no state of its own: its height before.
  const region = effect?.region ? refLocator(ctx.page, effect.region.ref) : undefined;
  const regionBefore = region ? await regionHeight(region) : undefined;
  // A pager's part a page turn shows otherwise: read before.
  const pager = effect?.turned ? refLocator(ctx.page, effect.turned.ref) : undefined;
  const pagerBefore = pager ? await pagerReading(pager) : undefined;
  // A field that adds what it holds as an item: what it holds and what shows around it, before.
  const field = effect?.added !== undefined ? refind?.() ?? target : undefined;
  const aroundBefore = field && effect?.added !== undefined ? await readAroundField(field, effect.added) : undefined;
  // A key pressed to end an edit: the field being edited, before the key.
  const editor = effect?.editorLeft ? await focusedEditor(ctx.page) : undefined;
  // A menu opened or closed: the menus shown, before.
  const menusBefore = effect?.menus ? await shownPopupCount(ctx.page, 'menu') : undefined;
  const dialogsBefore = effect?.dialogs ? await shownPopupCount(ctx.page, 'dialog') : undefined;
  // A step whose effect has no element of its own: the whole page, before.
  const pageBefore = effect?.pageChanged ? await readPageState(ctx.page) : undefined;
  const editedBefore = effect?.formatted ? await readEditables(ctx.page) : undefined;
  // A thumbnail that opens a viewer: the viewers shown and the address, before; a viewer's Next or
  // Previous: what shows in it, before.
  const viewersBefore = effect?.viewer ? await readViewers(ctx.page) : undefined;
  const slidPart = effect?.slid ? refLocator(ctx.page, effect.slid.ref) : undefined;
  const slidBefore = slidPart ? await shownReading(slidPart) : undefined;
  // A picture zoomed: its rendered size, before.
  const zoomBefore = effect?.zoomed && target ? await boxArea(target) : undefined;
  // The browser's own dialogs the action raises (a confirm before a delete), answered as the step means them.
  const dialogs = answerDialogs(ctx.page, intent.instruction);
  try {
    const performed = await performAction({ page: ctx.page, target, method: actionMethod, args, locate: (s) => locatorFor(ctx.page, s), signal: ctx.signal, ...(refind ? { refind } : {}), ...(known ? { known } : {}) });
    const how: PerformedHow = dialogs.answered.length ? { ...performed, dialogs: dialogs.answered } : performed;
    // A search is judged over the whole step, once its last action is done (performSteps).
    if (!effect || effect.searched) return { how };
    if (effect.editorLeft) return { effect: await awaitEditorLeft(editor ?? null, ctx.signal), how };
    if (effect.menus) return { effect: await awaitPopups(ctx.page, 'menu', effect.menus, menusBefore, ctx.signal), how };
    if (effect.dialogs) return { effect: await awaitPopups(ctx.page, 'dialog', effect.dialogs, dialogsBefore, ctx.signal), how };
    if (effect.pageChanged) return { effect: await awaitPageChanged(ctx.page, pageBefore, ctx.signal), how };
    if (effect.formatted) return { effect: await awaitFormatted(ctx.page, refind?.() ?? target, editedBefore, ctx.signal), how };
    if (effect.viewer) return { effect: await awaitViewer(ctx.page, viewersBefore, ctx.signal), how };
    if (effect.zoomed && target) return { effect: await awaitZoomed(refind?.() ?? target, zoomBefore, effect.zoomed, ctx.signal), how };
    if (slidPart) return { effect: await awaitSlid(slidPart, slidBefore, ctx.signal, effect.slid?.shows), how };
    if (effect.sorted && target) {
      // A sortable header: clicked again while it shows another order (one click per state, each read).
      const header = target;
      const current = async () => ((await internalCalls(header, () => header.count()).catch(() => 0)) === 1 ? header : (refind?.() ?? header));
      const sorted = await clickUntilSorted({
        read: async () => (await readElement(await current(), { effects: true, timeoutMs: 1_000 }))?.sort,
        click: async () => {
          await performAction({ page: ctx.page, target: await current(), method: actionMethod, args, locate: (s) => locatorFor(ctx.page, s), signal: ctx.signal, ...(refind ? { refind } : {}) });
        },
        wanted: effect.sorted,
        before: before?.sort,
        signal: ctx.signal,
      });
      return { effect: sorted.check, how: sorted.clicks > 1 ? { ...how, clicks: sorted.clicks } : how };
    }
    if (pager) return { effect: await awaitTurned(pager, pagerBefore, ctx.signal), how };
    // Gone is read on the element acted on itself: a durable selector may find its neighbour.
    const judged = await awaitEffect({ page: ctx.page, read: effect.gone ? target ?? refind?.() : refind?.() ?? target, effect, shownArgs: rawArgs, args, before, beforeUrl, navigation, signal: ctx.signal });
    // The control said nothing of its state: the part it heads says whether it did what was asked.
    if (region && regionBefore !== undefined && effect.region) return { effect: await awaitRegion(region, regionBefore, effect.region.shown, ctx.signal), how };
    if (field && effect.added !== undefined) return { effect: await awaitAdded(field, effect.added, aroundBefore, ctx.signal), how };
    return { effect: judged, how };
  } finally {
    dialogs.stop();
    if (dialogs.answered.length) ctx.logger.info('act', ctx.secrets.mask(`the page showed ${dialogs.answered.map((d) => `${/^[aeiou]/.test(d.type) ? 'an' : 'a'} ${d.type} dialog ("${d.message}"), ${d.answer === 'accept' ? 'accepted' : 'dismissed'}`).join('; ')}`));
    navigation?.stop();
  }
}

function notPerformed(ctx: HandlerContext, error: unknown): { ok: false; message: string; effect?: EffectCheck } {
  checkAborted(ctx.signal);
  // A page or browser that closed is not a failed act: the call cannot go on.
  const closed = closedError(ctx.page);
  if (closed) throw closed;
  // A missing model is the caller's to fix: it throws. Anything the page did is a failed act.
  if (error instanceof MissingLLMConfigurationError) throw error;
  // A variable refused where it does not belong is the caller's to see, typed: never a quiet failure.
  if (error instanceof VariableTargetError) throw error;
  const message = (error as Error)?.message?.split('\n')[0] ?? String(error);
  // The effect the step asked for is absent: the decision says what was expected and what was found.
  if (error instanceof ActionEffectError && error.expected && error.found) return { ok: false, message, effect: { expected: error.expected, found: error.found, ok: false } };
  return { ok: false, message };
}

function failed(usage: UsageTally, tier: Tier, actions: ObserveResult[], message: string, decision?: ActDecision): ActOutcome {
  return { result: { success: false, message, actionDescription: '', actions, ...(decision ? { decision } : {}) }, tier, usage };
}
