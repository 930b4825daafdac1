import { InvalidModelAnswerError } from '../session/errors.js';
import { actMessages } from '../llm/prompts.js';
import { selectorLocator, selectorsFor } from '../snapshot/selectors.js';
import { refLocator } from '../snapshot/aria-source.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { internalCalls } from '../session/internal-calls.js';
import { addTally, emptyTally, type HandlerContext, type ResolvedAction, type Tier, type UsageTally } from './context.js';
import { lookAtPage, pageTextFor } from './observe.js';
import { HEAL_BUDGET_CHARS, PAGE_TEXT_BUDGET_CHARS } from './page-budget.js';
import { asActionMethod, PAGE_METHODS } from './perform.js';
import type { ElementState } from '../snapshot/element-state.js';
import type { Locator } from 'playwright-core';
import { ActAnswerSchema, type ActDecision, type ActOptions, type ActResult, type ObserveResult } from './schemas.js';
import { withCode } from './action-code.js';
import type { DecidedBy, EffectCheck, Evidence, HandOver } from '../decision/decision.js';
import { awaitSearched, readPageOutside, type ShownChoice } from './effects.js';
import { decisionOf, evidenceOf } from './decision-of.js';
import { handOverOf, handOverPurpose } from './handover.js';
import { variablesIn, withoutForeignFrames } from './variable-origins.js';
import { attempt, notPerformed, run, variablePolicy, type PageRead } from './attempt.js';
import { cellPlace, editInPlace, gridPlace, tickInPlace } from './edit-in-place.js';
import { finishEditor, holdEditor } from './editor-text.js';
import { menuGone } from './menu-gone.js';
import { enabledInTime } from './await-enabled.js';
import { chooseFromList } from './list-field.js';
import { openListOtherwise } from './open-list.js';
import { followCalendar, followDrag, menuShown, pickAfter, pickFromMenu, pickMenuEntry } from './follow.js';

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
export async function actOnPage(ctx: HandlerContext, input: string | ObserveResult, options: ActOptions, known?: ElementState, through?: ActThrough): Promise<ActOutcome> {
  return typeof input === 'string' ? actOnInstruction(ctx, input, options) : actOnObserved(ctx, input, options, known, through);
}

/**
 * An observed action acted on through another locator than its selector (a cached action's
 * element as its entry recorded it: its selector and its role and name, strict), waiting for it at
 * most `timeoutMs`. The selector is still what is recorded and what the effect check finds it by.
 */
export interface ActThrough {
  locator: Locator;
  timeoutMs: number;
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
    const look = async () => {
      const seen = await lookAtPage(ctx, options);
      // A step that types a variable is resolved only among elements the variable may go into.
      return step === 0 && ctx.resolver && variablesIn([instruction], options.variables).length ? withoutForeignFrames(ctx.page, seen, variablePolicy(ctx, options)) : seen;
    };
    const resolveOffline = (on: PageSnapshot) => ctx.resolver?.('act', instruction, on, (why, detail) => {
      handover = handOverOf(why, detail);
      ctx.handedOver?.(handover);
      ctx.logger.debug('act', ctx.secrets.mask(`offline resolver handed over: ${why}`));
    }, ctx.page);
    let snapshot = await look();
    let offlineSteps = step === 0 ? await resolveOffline(snapshot) : undefined;
    // The one match is disabled: the page may enable it in a moment, as Playwright's click would wait.
    if (step === 0 && !offlineSteps && handover && await enabledInTime(ctx, instruction, snapshot)) {
      handover = undefined;
      snapshot = await look();
      offlineSteps = await resolveOffline(snapshot);
    }
    let offline = offlineSteps?.[0];
    if (offline && offlineSteps && (offlineSteps.length > 1 || offline.then || offline.edit !== undefined || offline.tick !== undefined || offline.calendar || offline.drag || offline.menu || offline.editor)) {
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
    return { field, typedOver, handle, shownBefore: undefined as ShownChoice | undefined };
  }));
  // An element edited in place is held by a handle: its text (and so its name) changes with the edit.
  const edited = (last?.edit !== undefined || last?.tick !== undefined) && last.ref && snapshot.byRef.has(last.ref) ? await refLocator(ctx.page, last.ref).elementHandle({ timeout: 1_000 }).catch(() => null) : null;
  const editedAt = edited ? await selectorOf(last!.ref).catch(() => undefined) : undefined;
  // A table that edits a row at a time may draw the row anew when the edit starts and ends: the cell is found again by its place.
  const editedPlace = edited ? await cellPlace(edited) : undefined;
  // A cell drawn as a tick or a cross in a grid drawn with ARIA roles: found again by its place and its row's other cells.
  const tickedPlace = edited && last?.tick !== undefined && !editedPlace ? await gridPlace(edited) : undefined;
  // The field a calendar sets, held by a handle: it must show the date picked.
  const calendarRef = last?.calendar ? last.calendar.field ?? last.ref : '';
  const calendarField = calendarRef && snapshot.byRef.has(calendarRef) ? await refLocator(ctx.page, calendarRef).elementHandle({ timeout: 1_000 }).catch(() => null) : null;
  // A search typed into a field: the field held by a handle, what it held, and how the page reads
  // outside it before the first action; the search must show on the page once the step is done.
  const searchRef = last?.effect?.searched?.ref;
  const searchField = searchRef && snapshot.byRef.has(searchRef) ? await refLocator(ctx.page, searchRef).elementHandle({ timeout: 1_000 }).catch(() => null) : null;
  const searchHeld = searchField ? await internalCalls(searchField, () => searchField.evaluate((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : undefined))).catch(() => undefined) : undefined;
  const searchBefore = searchField ? await readPageOutside(ctx.page, searchField) : undefined;
  // An editor drawn in divs: its region held, to read what it shows once the keys are in (methods/editor-text.ts).
  const editorRegion = await holdEditor(ctx, snapshot, last?.editor);
  let chosen: string | undefined;
  // A key pressed next in the field just filled: the fill reads the page beside its own check,
  // after the page's zero-delay timers (the key goes in once the page has taken the text), and a
  // key the page must answer (ExpectedEffect.answered) is judged against that read.
  let carried: PageRead | undefined;
  for (const [i, stated] of steps.entries()) {
    // A list field's value chosen from its list already (below): the leave that followed its fill is done.
    if (chosen !== undefined && stated.chooses !== undefined && stated.ref === chosen) continue;
    const action = enterAnswered(stated, steps[i - 1], snapshot);
    const next = steps[i + 1];
    const after = (action.method === 'fill' || action.method === 'type') && next?.method === 'press' && !!next.ref && next.ref === action.ref ? {} : undefined;
    let outcome = await attempt(ctx, snapshot, action, options, 'offline', i === 0, selectorOf, undefined, { ...(after ? { after } : {}), ...(carried && action.effect?.answered ? { before: carried } : {}) });
    carried = after;
    // A combobox a click left collapsed, to pick from: opened by its key, its own button, or (a field that suggests) the value typed (open-list.ts).
    if (!outcome.ok && action.then && action.method === 'click' && action.effect?.expanded === true && outcome.effect?.ok === false && snapshot.byRef.get(action.ref)?.role === 'combobox') {
      const opened = await openListOtherwise(ctx, snapshot, action, options, selectorOf, action.then.option);
      if (opened.ok && 'typedOver' in opened && picks[i]) picks[i] = { ...picks[i]!, typedOver: opened.typedOver, shownBefore: opened.shownBefore };
      outcome = opened;
    }
    // The decision shows a missing effect, else the last one checked.
    if (outcome.effect && (!outcome.effect.ok || effect?.ok !== false)) effect = outcome.effect;
    // A text field that dropped the value typed into it (a list field, offline/rules/list-field.ts): chosen from its list instead.
    if (!outcome.ok && action.chooses !== undefined && outcome.effect?.ok === false && (action.method === 'fill' || action.method === 'blur')) {
      const at = await selectorOf(action.ref).catch(() => undefined);
      if (at) {
        const listed = await chooseFromList(ctx, snapshot, at, action.chooses, options, outcome.message);
        if ('handOver' in listed) return listed;
        if (listed.effect) effect = listed.effect;
        if (!listed.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not ${action.description}: ${listed.message}${done.length ? ` (done before: ${done.map((d) => d.description).join('; ')})` : ''}`), decided());
        done.push(listed.action);
        chosen = action.ref;
        continue;
      }
    }
    if (!outcome.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not ${action.description}: ${outcome.message}${done.length ? ` (done before: ${done.map((d) => d.description).join('; ')})` : ''}`), decided());
    done.push(outcome.action);
    if (action.then && stated !== last) {
      const pick = picks[i];
      const picked = await pickAfter(ctx, action.then, pick?.field, options, pick?.typedOver, pick?.handle, snapshot, pick?.shownBefore);
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
  if (last?.tick !== undefined) {
    const ticked = await tickInPlace(ctx, edited, editedAt, last.tick, editedPlace, tickedPlace);
    if (ticked.effect) effect = ticked.effect;
    if (!ticked.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not ${last.tick ? 'tick' : 'untick'} it: ${ticked.message} (done before: ${done.map((d) => d.description).join('; ')})`), decided());
    if (ticked.action) done.push(ticked.action);
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
  if (last?.editor) {
    const typed = await finishEditor(ctx, last.editor, editorRegion, options);
    done.push(...typed.actions);
    if (typed.effect) effect = typed.effect;
    if (!typed.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not finish "${last.description}": ${typed.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
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
  if (last?.menu?.closes) {
    const gone = await menuGone(ctx, snapshot, options);
    if ('handOver' in gone) return gone;
    effect = gone.effect;
  } else if (last?.menu?.pick) {
    const picked = await pickMenuEntry(ctx, last.menu, snapshot, options, last.description.replace(/, then .*$/, ''));
    if ('handOver' in picked) return picked;
    if (picked.effect) effect = picked.effect;
    if (!picked.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not finish "${last.description}": ${picked.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
    saidOnce(done);
    done.push(picked.action);
  } else if (last?.menu && !last.menu.change) {
    const shown = await menuShown(ctx, snapshot, options);
    effect = shown.effect;
    if (shown.none) return { handOver: `${last.description.replace(/, then .*$/, '')} opened no menu (none of role menu, no entries appeared): say which control opens it` };
    if (!shown.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not finish "${last.description}": ${shown.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
  } else if (last?.menu?.change) {
    const picked = await pickFromMenu(ctx, { ...last.menu, change: last.menu.change }, snapshot, options, last.description.replace(/^right-click\s+/, '').replace(/, then .*$/, ''));
    if ('handOver' in picked) return picked;
    if (picked.effect) effect = picked.effect;
    if (!picked.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not finish "${last.description}": ${picked.message} (done: ${done.map((d) => d.description).join('; ')})`), decided());
    saidOnce(done);
    done.push(picked.action);
  }
  if (last?.then) {
    const pick = picks.at(-1);
    const picked = await pickAfter(ctx, last.then, pick?.field, options, pick?.typedOver, pick?.handle, snapshot, pick?.shownBefore);
    if (picked.effect) effect = picked.effect;
    // A field opened only to look for the option (rule closed-option): its list lacks it, so it was closed again (pickAfter's Escape).
    if (!picked.ok && last.then.probe && /^the list opened, but /.test(picked.message)) return { handOver: `${last.description.replace(/ to pick .*$/, '')} was looked in and closed again: ${picked.message.replace(/^the list opened, but /, '')} (rule ${last.rule ?? 'closed-option'})` };
    if (!picked.ok) return failed(usage, 'offline', done, ctx.secrets.mask(`Could not pick "${last.then.option}": ${picked.message} (done before: ${done.map((d) => d.description).join('; ')})`), decided());
    done.push(picked.action);
  }
  const description = done.map((d) => d.description).join(', then ');
  return { result: { success: true, message: `Action performed: ${description}`, actionDescription: description, actions: done, decision: decided() }, tier: 'offline', usage };
}

/**
 * Enter pressed in the field the action before put text into, by any rule that stated no effect of
 * its own for it ("add a todo "pay bills"": a fill, then Enter): the page must answer the key
 * (ExpectedEffect.answered), as after "type X …, then press Enter" (offline/act.ts continueOn).
 */
function enterAnswered(action: ResolvedAction, before: ResolvedAction | undefined, snapshot: PageSnapshot): ResolvedAction {
  if (action.method !== 'press' || !/^enter$/i.test(action.arguments[0] ?? '') || (action.effect && Object.keys(action.effect).length)) return action;
  if (!before || (before.method !== 'fill' && before.method !== 'type') || !action.ref || before.ref !== action.ref) return action;
  const node = snapshot.byRef.get(action.ref);
  if (!node) return action;
  return { ...action, effect: { answered: { key: 'Enter', field: `${node.role} "${node.name ?? ''}"` } } };
}

/**
 * The opener of a menu, once its entry is picked: its description loses the plan it carried (", then
 * pick the menu entry saying …"), since the entry picked follows it in what was done, said once.
 */
function saidOnce(done: ObserveResult[]): void {
  const opener = done.at(-1);
  if (opener) done[done.length - 1] = { ...opener, description: opener.description.replace(/, then .*$/, '') };
}

/** From now on, page text shown to the model or returned is masked with these values. */
function rememberSecrets(ctx: HandlerContext, options: ActOptions) {
  ctx.secrets.addVariables(options.variables);
}

/** An observed (or cached) action; `known`: its element as a read just before found it (one element). */
async function actOnObserved(ctx: HandlerContext, observed: ObserveResult, options: ActOptions, known?: ElementState, through?: ActThrough): Promise<ActOutcome> {
  rememberSecrets(ctx, options);
  const usage = emptyTally();
  const method = asActionMethod(observed.method); // throws InvalidArgumentError for an unknown method
  const args = observed.arguments ?? [];
  const target = observed.selector === 'html' && PAGE_METHODS.has(method) ? undefined : (through?.locator ?? selectorLocator(ctx.page, observed.selector));
  try {
    if (target) await ctx.beforeAction?.(observed.selector);
    ctx.performing?.({ ...observed, method, arguments: args }, 'direct');
    const { effect, how } = await run(ctx, target, method, args, options, target ? () => selectorLocator(ctx.page, observed.selector) : undefined, target ? known : undefined, { instruction: ctx.instruction, ...(target && through ? { timeout: through.timeoutMs } : {}) });
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

function failed(usage: UsageTally, tier: Tier, actions: ObserveResult[], message: string, decision?: ActDecision): ActOutcome {
  return { result: { success: false, message, actionDescription: '', actions, ...(decision ? { decision } : {}) }, tier, usage };
}
