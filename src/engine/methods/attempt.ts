/**
 * One resolved action performed and its effect checked: the element found by its durable
 * selector (or the ref), a secret refused outside its origin, the browser's own dialogs answered,
 * and the effect the step asked for awaited. Shared by act's steps and what follows them.
 */
import type { Locator, Page } from 'playwright-core';
import type { SnapshotNode } from '../snapshot/schema.js';
import { ActionEffectError, FileUploadError, MissingLLMConfigurationError, VariableTargetError } from '../session/errors.js';
import { durableSelector, placeSelector, selectorLocator, selectorsFor } from '../snapshot/selectors.js';
import { saysPlace } from '../offline/vocabulary.js';
import { refLocator } from '../snapshot/aria-source.js';
import { splitDeepSelector } from '../browser/deep-locator.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { checkAborted } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';
import type { HandlerContext, ResolvedAction, Tier } from './context.js';
import { closedError } from '../page/closing.js';
import { answerDialogs } from './native-dialogs.js';
import { asActionMethod, expectRevealed, locatorFor, PAGE_METHODS, performAction, readsBefore, readsPointer, type PerformedHow } from './perform.js';
import { readElement, takeProbedState, type ElementState } from '../snapshot/element-state.js';
import type { ActOptions, ObserveResult } from './schemas.js';
import { withCode } from './action-code.js';
import type { EffectCheck } from '../decision/decision.js';
import type { ExpectedEffect } from '../decision/resolved.js';
import { awaitSlid, awaitViewer, awaitZoomed, boxArea, readViewers, shownReading } from './viewer-effects.js';
import { awaitRemoved, readRemoval, removalControl, watchNativeDialogs } from './removal-effects.js';
import { asksSort, awaitAdded, awaitAnswered, awaitDrawnChecked, drawnBoxBefore, awaitEditorLeft, awaitPopups, shownPopupCount, awaitEffect, awaitRegion, awaitStepped, FIELD_TURNS, fieldNumber, awaitPageChanged, focusedEditor, readPageState, expectedEffect, intentOf, readAroundField, regionHeight, watchNavigation } from './effects.js';
import { awaitTurned, clickUntilSorted, pagerReading } from './grid-effects.js';
import { awaitFormatted, readEditables } from './format-effects.js';
import { substituteVariables } from '../session/variables.js';
import { awaitUploaded, beforeUpload, uploadFiles, uploadNames } from './upload.js';
import { checkVariableTarget, namedByInstruction, normalizeOrigins, rivalFieldNames, variablesIn, type VariablePolicy } from './variable-origins.js';

/**
 * A read of the whole page (effects.ts readPageState) one action takes for the next: started by
 * a fill or a type beside its own check of the field's text, once the page's zero-delay timers
 * have run (FIELD_TURNS), and awaited by the key pressed next in that field as what the page read
 * before it (ExpectedEffect.answered). Unset when the action made no such check (a slider moved
 * by its keys): the key then reads the page itself first.
 */
export interface PageRead {
  read?: Promise<string | undefined>;
}

/** What one action of a step hands the next (methods/act.ts performSteps): `after` is filled by this action, `before` was by the one before. */
export interface Carried {
  after?: PageRead;
  before?: PageRead;
}

/** An action performed (with its effect check, when one was made) or not (with what was missing, when its effect was). */
export type Attempt = { ok: true; action: ObserveResult; effect?: EffectCheck } | { ok: false; message: string; effect?: EffectCheck };

/**
 * Performs a resolved action; the durable selector is taken first, while the ref is current. It
 * also finds the element again when it re-rendered under the action (for the effect check), and
 * stands in for the ref when a step before this one replaced the element. `first`: no action ran
 * since the snapshot (an element state read while resolving still holds).
 */
export async function attempt(
  ctx: HandlerContext,
  snapshot: PageSnapshot,
  action: ResolvedAction,
  options: ActOptions,
  tier: Tier,
  first: boolean,
  selectorOf = selectorsFor(ctx.page, snapshot),
  instruction?: string,
  carried: Carried = {},
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
    // A later action of the act that reads nothing of its element first (a key pressed in the field
    // just filled, a field filled after a click), in the top frame: no count of the ref to choose
    // between it and the durable selector; the action goes to the one element either finds
    // (Playwright's `or`, strict). Both finding that element, or only one of them finding any
    // (the ref gone with a re-render, or a durable selector the page no longer answers), is what
    // the count chose; the two finding different elements is a strict-mode refusal before anything
    // is done, and the action then goes the counted way below (`either` undone).
    const either = !first && !probed && !!target && !!refind && !action.within && (action.method === 'press' || action.method === 'fill') && !!durable && splitDeepSelector(durable).length === 1;
    const byRefOnly = target;
    const [refCount, byDurable] = probed?.count === 1
      ? [1, probed]
      : either
        ? [1, undefined]
        : await Promise.all([target && refind ? internalCalls(target, () => target!.count()).catch(() => 0) : 1, refind && !action.within && readsBefore(action.method) ? readElement(refind(), { pointer, effects: true }) : undefined]);
    if (either && target && refind) target = target.or(refind());
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
    const node = hasElement ? snapshot.byRef.get(action.ref) : undefined;
    if (target && action.within) {
      await expectRevealed(target, ctx.signal);
      // Shown now: read once, as an element the step found directly is (a read before the row was
      // hovered would not do). Beside it, what is recorded of the control before its action (the
      // cache's identity read, an aria snapshot of it: `beforeAction` below): both only read the
      // page, by the durable selector, and nothing acts between them, so they start together
      // instead of one after the other (pace14: two round trips fewer in series).
      const [shown] = await Promise.all([
        refind && readsBefore(action.method) ? readElement(refind(), { pointer, effects: true }) : undefined,
        durable && node && ctx.beforeAction ? ctx.beforeAction(durable) : undefined,
      ]);
      known = shown?.count === 1 ? shown : undefined;
    }
    if (tier === 'model' && instruction !== undefined) checkNamed(snapshot, action, options, instruction);
    if (durable && node && !action.within) await ctx.beforeAction?.(durable, { role: node.role, name: node.name ?? '' });
    else if (durable && node && ctx.beforeAction) {
      // A control found inside its row (`within`) has no node of its own: read where it is, now
      // shown (above, beside the control's state). That read is an aria snapshot, which leaves the
      // snapshot's refs stale: the control is then acted on by its durable selector.
      if (refind) target = refind();
    }
    ctx.performing?.({ selector, description: action.description, method: action.method, arguments: action.arguments }, tier);
    // A selector that finds the element by its place among equals (`nth=`) finds a neighbour once
    // the action renames the element (a ☆ drawn anew as ★): the effect is read on the element acted on.
    const placed = !!durable && / >> nth=\d+$/.test(durable);
    const successor = node && !action.within ? successorOf(ctx.page, node) : undefined;
    const intent = { stated: action.effect, instruction, placed, successor, ...(carried.after ? { pageAfter: carried.after } : {}), ...(carried.before ? { pageBefore: carried.before } : {}) };
    const { effect, how } = await run(ctx, target, action.method, action.arguments, options, refind, known, intent).catch(async (error: unknown) => {
      if (!either || !byRefOnly || !refind || !isStrictViolation(error)) throw error;
      // The ref and the durable selector find two elements: the ref's count decides, as without `either`.
      const count = await internalCalls(byRefOnly, () => byRefOnly.count()).catch(() => 0);
      return run(ctx, count === 0 ? refind() : byRefOnly, action.method, action.arguments, options, refind, known, intent);
    });
    const args = dragTarget ? [dragTarget, ...action.arguments.slice(1)] : action.arguments;
    // A click that became the hover it was (a control that opens on hover): recorded as that hover.
    const done = how.hovered ? { method: 'hover', description: `${action.description.replace(/^click\b/, 'hover over')} (it opens on hover)` } : { method: action.method, description: action.description };
    return { ok: true, action: withCode(ctx, { selector, ...done, arguments: args }, how), ...(effect ? { effect } : {}) };
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
export function variablePolicy(ctx: HandlerContext, options: ActOptions): VariablePolicy {
  const base = ctx.variablePolicy ?? { origins: [], includeTopPage: true };
  return { origins: [...new Set([...base.origins, ...normalizeOrigins(options.variablesOrigins)])], includeTopPage: base.includeTopPage };
}

/**
 * Performs one action and checks its effect: the one the step states or its intent and the
 * element's state imply (methods/effects.ts); fill, type, check and uncheck check theirs as they
 * act (perform.ts). Returns the effect check when one was made, and how the action ran (for its
 * code); throws ActionEffectError when the effect is absent.
 */
export async function run(
  ctx: HandlerContext,
  target: Locator | undefined,
  method: string,
  rawArgs: string[],
  options: ActOptions,
  refind?: () => Locator,
  known?: ElementState,
  intent: { stated?: ExpectedEffect | undefined; instruction?: string | undefined; placed?: boolean; successor?: (() => Locator) | undefined; timeout?: number; pageAfter?: PageRead; pageBefore?: PageRead } = {},
): Promise<{ effect?: EffectCheck | undefined; how: PerformedHow }> {
  checkAborted(ctx.signal);
  const actionMethod = asActionMethod(method);
  // A secret goes only into an element of an allowed origin: checked before anything is typed.
  await checkVariableTarget({ page: ctx.page, target, names: variablesIn(rawArgs, options.variables), policy: variablePolicy(ctx, options) });
  const args = rawArgs.map((arg) => substituteVariables(arg, options.variables));
  // An upload sends only files the step names, that exist (methods/upload.ts): checked before anything is done.
  const files = actionMethod === 'setInputFiles' ? uploadFiles({ raw: rawArgs, values: args, instruction: intent.instruction, variables: options.variables }) : undefined;
  const beforeUrl = ctx.page.url();
  // The element's state before acting, as the action's own read found it; read here only when that
  // read did not look at effects (a ref with no durable selector) and a step's words ask for one.
  let before = known;
  // (A key the page must answer, ExpectedEffect.answered, is judged on the page as a whole: nothing of the element is read.)
  const statesElement = !!intent.stated && !(intent.stated.answered && Object.keys(intent.stated).length === 1);
  if (target && !before?.popups && (statesElement || intentOf(intent.instruction) || asksSort(intent.instruction) || actionMethod === 'selectOption')) before = (await readElement(target, { effects: true })) ?? before;
  const effect = expectedEffect({ stated: intent.stated, instruction: intent.instruction, method: actionMethod, args, before, url: beforeUrl });
  const navigation = effect?.navigated ? watchNavigation(ctx.page) : undefined;
  // A part the action shows or hides, for a control with no state of its own: its height before.
  const region = effect?.region ? refLocator(ctx.page, effect.region.ref) : undefined;
  const regionBefore = region ? await regionHeight(region) : undefined;
  // A stepper's field a step button moves: its number, before.
  const stepper = effect?.stepped ? refLocator(ctx.page, effect.stepped.ref) : undefined;
  const stepperBefore = stepper ? await fieldNumber(stepper) : undefined;
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
  // A key pressed in the field just filled: the page as the fill's check left it (read beside that
  // check, no round trip here), else read now, once the page's zero-delay timers have run.
  const answeredBefore = effect?.answered ? await (intent.pageBefore?.read ?? readPageState(ctx.page, FIELD_TURNS)) : undefined;
  // A fill or a type whose field takes a key next: the page read beside the check of its text.
  const pageAfter = intent.pageAfter;
  const beside = pageAfter ? () => (pageAfter.read = readPageState(ctx.page, FIELD_TURNS)) : undefined;
  // A box drawn as an icon: where it lies in its row, before (the widget may draw it anew).
  const boxBefore = effect?.drawnChecked ? await drawnBoxBefore(ctx.page, effect.drawnChecked) : undefined;
  const editedBefore = effect?.formatted ? await readEditables(ctx.page) : undefined;
  // A thumbnail that opens a viewer: the viewers shown and the address, before; a viewer's Next or
  // Previous: what shows in it, before.
  const viewersBefore = effect?.viewer ? await readViewers(ctx.page) : undefined;
  const slidPart = effect?.slid ? refLocator(ctx.page, effect.slid.ref) : undefined;
  const slidBefore = slidPart ? await shownReading(slidPart) : undefined;
  // A picture zoomed: its rendered size, before.
  const zoomBefore = effect?.zoomed && target ? await boxArea(target) : undefined;
  // Files uploaded: what the input and the part around it show of their names, before.
  const upload = files && effect?.uploaded ? { names: uploadNames(rawArgs, args), part: effect.uploaded.part, input: refind?.() ?? target } : undefined;
  const uploadBefore = upload ? await beforeUpload(ctx.page, upload.input, upload.part, upload.names.look) : undefined;
  // A click said to remove things: the page's items and confirmations, and the control, before.
  const removalBefore = effect?.removed ? await readRemoval(ctx.page) : undefined;
  const removalControlBefore = effect?.removed ? await removalControl(target) : undefined;
  // The browser's own dialogs the action raises (a confirm before a delete), answered as the step means them.
  const dialogs = answerDialogs(ctx.page, intent.instruction);
  // The browser's own dialogs noted for a removal (a confirm asked), after answerDialogs has looked for listeners.
  const natives = effect?.removed ? watchNativeDialogs(ctx.page) : undefined;
  try {
    // An action that types a variable's value makes no Playwright step of its own: Playwright
    // titles it with the value (`Fill "<secret>"`, `Type "<secret>" locator(…)` in older versions)
    // in every reporter, the HTML report and the trace's action list. The AI step around it names
    // what it did, masked.
    // "open X": a click the page answers by opening X on hover is what the step asked (perform.ts, opens).
    const opens = ['open', 'expand'].includes(intentOf(intent.instruction)?.intent ?? '');
    const perform = () => performAction({ page: ctx.page, target, method: actionMethod, args: files ?? args, locate: (s) => locatorFor(ctx.page, s), signal: ctx.signal, ...(intent.timeout !== undefined ? { timeout: intent.timeout } : {}), ...(refind ? { refind } : {}), ...(intent.successor ? { successor: intent.successor } : {}), ...(known ? { known } : {}), ...(opens ? { opens } : {}), ...(beside ? { beside } : {}) });
    const performed = await (variablesIn(rawArgs, options.variables).length ? internalCalls(ctx.page, perform) : perform());
    const how: PerformedHow = dialogs.answered.length ? { ...performed, dialogs: dialogs.answered } : performed;
    // A search is judged over the whole step, once its last action is done (performSteps).
    if (!effect || effect.searched) return { how };
    if (upload && uploadBefore) return { effect: await awaitUploaded(ctx.page, upload.input, upload.part, upload.names, uploadBefore, ctx.signal), how };
    if (effect.editorLeft) return { effect: await awaitEditorLeft(editor ?? null, ctx.signal), how };
    if (effect.menus) return { effect: await awaitPopups(ctx.page, 'menu', effect.menus, menusBefore, ctx.signal), how };
    if (effect.dialogs) return { effect: await awaitPopups(ctx.page, 'dialog', effect.dialogs, dialogsBefore, ctx.signal), how };
    if (effect.pageChanged) return { effect: await awaitPageChanged(ctx.page, pageBefore, ctx.signal), how };
    if (effect.answered) return { effect: await awaitAnswered(ctx.page, answeredBefore, effect.answered, ctx.signal), how };
    if (effect.removed) return { effect: await awaitRemoved({ page: ctx.page, before: removalBefore, control: removalControlBefore, natives: natives?.shown ?? [], signal: ctx.signal }), how };
    if (effect.drawnChecked) return { effect: await awaitDrawnChecked(effect.drawnChecked, boxBefore, ctx.signal), how };
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
    // Gone is read on the element acted on itself: a durable selector may find its neighbour; so is
    // any effect when that selector finds the element by its place (an element drawn anew is then
    // not read: not judged, rather than judged on its neighbour).
    const judged = await awaitEffect({ page: ctx.page, read: effect.gone || intent.placed ? target ?? refind?.() : refind?.() ?? target, effect, shownArgs: rawArgs, args, before, beforeUrl, navigation, signal: ctx.signal });
    // The control said nothing of its state: the part it heads says whether it did what was asked.
    if (region && regionBefore !== undefined && effect.region) return { effect: await awaitRegion(region, regionBefore, effect.region.shown, ctx.signal), how };
    if (stepper && effect.stepped) return { effect: await awaitStepped(stepper, stepperBefore, effect.stepped.up, ctx.signal, effect.stepped.by), how };
    if (field && effect.added !== undefined) return { effect: await awaitAdded(field, effect.added, aroundBefore, ctx.signal), how };
    return { effect: judged, how };
  } finally {
    dialogs.stop();
    natives?.stop();
    void removalControlBefore?.handle.dispose().catch(() => undefined);
    if (dialogs.answered.length) ctx.logger.info('act', ctx.secrets.mask(`the page showed ${dialogs.answered.map((d) => `${/^[aeiou]/.test(d.type) ? 'an' : 'a'} ${d.type} dialog ("${d.message}"), ${d.answer === 'accept' ? 'accepted' : 'dismissed'}`).join('; ')}`));
    navigation?.stop();
  }
}

export function notPerformed(ctx: HandlerContext, error: unknown): { ok: false; message: string; effect?: EffectCheck } {
  checkAborted(ctx.signal);
  // A page or browser that closed is not a failed act: the call cannot go on.
  const closed = closedError(ctx.page);
  if (closed) throw closed;
  // A missing model is the caller's to fix: it throws. Anything the page did is a failed act.
  if (error instanceof MissingLLMConfigurationError) throw error;
  // A variable refused where it does not belong is the caller's to see, typed: never a quiet failure.
  if (error instanceof VariableTargetError) throw error;
  // So is a file the step may not upload (not named by it, missing, not a file): nothing was sent.
  if (error instanceof FileUploadError) throw error;
  const message = (error as Error)?.message?.split('\n')[0] ?? String(error);
  // The effect the step asked for is absent: the decision says what was expected and what was found.
  if (error instanceof ActionEffectError && error.expected && error.found) return { ok: false, message, effect: { expected: error.expected, found: error.found, ok: false } };
  return { ok: false, message };
}

/** Playwright refused an action because its locator found more than one element (nothing was done). */
function isStrictViolation(error: unknown): boolean {
  return /strict mode violation/i.test((error as Error)?.message ?? '');
}

/** Roles whose element holds a checked state of its own: the ones a successor is looked for. */
const STATEFUL_ROLES = new Set(['checkbox', 'menuitemcheckbox', 'menuitemradio', 'radio', 'switch', 'option', 'treeitem']);

/**
 * The element that takes a stateful element's place once the page draws it anew (a menu whose
 * items are re-drawn on every toggle): of the same role in the top frame, named by the same
 * words, whatever marks or glyphs surround them (a tick "✓" the checked item now shows). Read only
 * when the element acted on and its durable selector find nothing; one match or none is taken.
 */
function successorOf(page: Page, node: SnapshotNode): (() => Locator) | undefined {
  if (!STATEFUL_ROLES.has(node.role) || node.frame.length || !node.name) return undefined;
  const words = node.name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.length) return undefined;
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const name = new RegExp(`^[^\\p{L}\\p{N}]*${words.map(escape).join('[^\\p{L}\\p{N}]+')}[^\\p{L}\\p{N}]*$`, 'u');
  return () => page.getByRole(node.role as Parameters<Page['getByRole']>[0], { name });
}
