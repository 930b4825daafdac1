/**
 * Success means the effect happened (issue 25 item 3). Before an action, the effect a step asks
 * for is worked out from what a rule stated (ResolvedAction.effect), else from the instruction's
 * verb ("expand", "open", "close", "toggle", "go to") and the element's ARIA role and state read
 * just before acting; after it, the page is read again until the effect shows or a short bound
 * passes. A step whose effect is absent fails, saying what was expected and what was found. A
 * plain click with no stated intent on an element with no state of its own is not judged: an
 * effect is never invented.
 *
 * Pure: the reads are the caller's (snapshot/element-state.ts, one round trip each).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ElementHandle, Locator, Page, Request } from 'playwright-core';
import type { EffectCheck } from '../decision/decision.js';
import { ActionEffectError } from '../session/errors.js';
import { readElement, type ElementState } from '../snapshot/element-state.js';
import { refLocator } from '../snapshot/index.js';
import { internalCalls } from '../session/internal-calls.js';
import type { ActionMethod, ExpectedEffect, PopupKind } from '../decision/resolved.js';
import { sortAsked } from '../offline/rules/column-sort.js';
import { classTokens, drawnBoxChecked } from '../offline/rules/drawn-tree.js';

/** What a step's leading verb asks of the page. */
export type Intent = 'expand' | 'collapse' | 'open' | 'close' | 'toggle' | 'navigate' | 'sort';

/** The leading verbs, as testers write them (after an optional "please"). */
const VERBS: readonly [RegExp, Intent][] = [
  [/^(expand|unfold|drill (?:down )?into)\b/, 'expand'],
  [/^(collapse|fold)\b/, 'collapse'],
  [/^(open|show|display|reveal|pull down|drop down)\b/, 'open'],
  [/^(close|dismiss|hide|exit)\b/, 'close'],
  [/^toggle\b/, 'toggle'],
  [/^(go to|navigate to|visit|browse to)\b/, 'navigate'],
  [/^sort\b/, 'sort'],
];

/** Popup kinds a step may name ("open the File menu", "close the dialog"). */
const POPUP_WORDS: readonly [RegExp, PopupKind][] = [
  [/\b(menu|context menu|submenu)\b/, 'menu'],
  [/\b(dropdown|drop-down|select box|list ?box|options list|autocomplete)\b/, 'any'],
  [/\b(dialog|modal|popup|pop-up|lightbox|overlay)\b/, 'dialog'],
];

/**
 * The intent of an instruction's one step, and the popup kind it names; undefined when its verb
 * asks nothing the page would show, or when it holds several steps ("open the menu and choose
 * Save": the first action's effect is not the step's).
 */
export function intentOf(instruction: string | undefined): { intent: Intent; names?: PopupKind } | undefined {
  if (!instruction) return undefined;
  const text = instruction.trim().toLowerCase().replace(/^(please|now|then)\s+/, '');
  if (/\b(and|then)\b|[,;]/.test(text)) return undefined;
  const verb = VERBS.find(([re]) => re.test(text));
  if (!verb) return undefined;
  const named = POPUP_WORDS.find(([re]) => re.test(text))?.[1];
  return { intent: verb[1], ...(named ? { names: named } : {}) };
}

/** Whether a step's words ask for a sort (its header's state is then read before acting). */
export function asksSort(instruction: string | undefined): boolean {
  return !!instruction && /^\s*(?:(?:please|now|then)\s+)?(?:sort|order|reverse|flip|invert)\b/i.test(instruction);
}

/** Visible popups on the page, by role. */
export type PopupCounts = Record<Exclude<PopupKind, 'any'>, number>;

/** What the effect check reads of the element (and the page beside it): a subset of snapshot/element-state.ts' read. */
export type EffectState = Pick<
  ElementState,
  | 'count'
  | 'role'
  | 'checked'
  | 'expanded'
  | 'controlsShown'
  | 'hasPopup'
  | 'inDialog'
  | 'dialogTitle'
  | 'selected'
  | 'ariaSelected'
  | 'text'
  | 'value'
  | 'link'
  | 'popups'
  | 'history'
  | 'sort'
>;

/**
 * Whether a link leads away from `url`: another document (path or query), or with `fragments`,
 * another fragment that is a route (`#/active`), not an element of the page (`#settings`: a place
 * in it, or a tab pane a script shows without moving).
 */
export function leadsAway(link: EffectState['link'], url: string, fragments: boolean): boolean {
  if (!link || link.newWindow || link.download) return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href);
    from = new URL(url);
  } catch {
    return false;
  }
  if (!/^https?:$|^file:$/.test(to.protocol)) return false;
  const doc = (u: URL) => `${u.origin}${u.pathname}${u.search}`;
  if (doc(to) !== doc(from)) return true;
  // "#" alone is a link drawn as a button (its script handles the click).
  return fragments && !link.inPage && to.hash !== from.hash && to.hash !== '' && to.hash !== '#';
}

const CHECKABLE = new Set(['checkbox', 'radio', 'switch']);

/**
 * The effect to check after an action: the rule's statement, else one inferred from the step's
 * intent and the element's state before acting (`before`, undefined when not read). Undefined:
 * nothing to check beyond what the action checks itself (fill, type, check, uncheck).
 */
export function expectedEffect(input: {
  stated?: ExpectedEffect | undefined;
  instruction?: string | undefined;
  method: ActionMethod;
  args: readonly string[];
  before?: EffectState | undefined;
  url: string;
}): ExpectedEffect | undefined {
  const { stated, method, before: b, url } = input;
  if (stated && Object.keys(stated).length) return stated;
  if (method === 'selectOption') return { selected: true };
  // Files set on an input, whoever chose it (a rule, the model, a cached step): the page took them.
  if (method === 'setInputFiles') return { uploaded: { files: [...input.args] } };
  const leftClick = method === 'click' && (input.args[0] === undefined || input.args[0] === 'left');
  if (!leftClick || !b || b.count !== 1) return undefined;
  // A sort step on a header that says its sort state: sorted in the order the step asks, whoever
  // chose the header (a rule, the model, a cached step replayed): clicked again until it shows it.
  const order = typeof b.sort === 'string' && input.instruction ? sortAsked(input.instruction, b.sort) : undefined;
  if (order) return { sorted: order };
  const said = intentOf(input.instruction);
  const hasState = (b.expanded ?? null) !== null || (b.controlsShown ?? null) !== null;
  const popupKind = (b.hasPopup && b.hasPopup !== 'false' ? (['menu', 'listbox', 'dialog', 'tree', 'grid'].includes(b.hasPopup) ? b.hasPopup : 'menu') : undefined) as PopupKind | undefined;
  switch (said?.intent) {
    case 'expand':
      if (hasState) return { expanded: true };
      return popupKind ? { popup: { kind: popupKind, open: true } } : undefined;
    case 'collapse':
      return hasState ? { expanded: false } : undefined;
    case 'open':
      // Judged only by what the element says of itself (ARIA): a popup drawn without roles is not.
      if (hasState) return { expanded: true };
      if (popupKind) return { popup: { kind: popupKind, open: true } };
      return leadsAway(b.link, url, true) ? { navigated: true } : undefined;
    case 'close':
      if (b.inDialog === true && (said.names === undefined || said.names === 'dialog')) return { popup: { kind: 'dialog', open: false } };
      if (hasState && (b.expanded === true || b.controlsShown === true)) return { expanded: false };
      if (said.names && said.names !== 'dialog' && visible(b.popups, said.names) > 0) return { popup: { kind: said.names, open: false } };
      return undefined;
    case 'toggle':
      if (hasState) return { expanded: !(b.expanded ?? b.controlsShown) };
      if (b.checked !== null) return { checked: !b.checked };
      return undefined;
    case 'navigate':
      return leadsAway(b.link, url, true) ? { navigated: true } : undefined;
    case 'sort':
      // Read above from the step's words when the header says its sort state; nothing to judge otherwise.
      return undefined;
  }
  // No intent said: only what the element's own role makes of a click. A box, a radio or a switch
  // changes its state; a link to another document leads there.
  if (b.role && CHECKABLE.has(b.role) && b.checked !== null) return { checked: b.role === 'radio' ? true : !b.checked };
  if (b.role === 'link' && leadsAway(b.link, url, false)) return { navigated: true };
  return undefined;
}

function visible(popups: PopupCounts | undefined, kind: PopupKind): number {
  if (!popups) return 0;
  return kind === 'any' ? popups.menu + popups.listbox + popups.dialog + popups.tree + popups.grid : popups[kind];
}

/** Letters and digits, lower-cased: how a shown choice is compared with the option asked for. */
const core = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The expected effect in words, for results and errors. */
export function describeEffect(effect: ExpectedEffect, args: readonly string[]): string {
  const parts: string[] = [];
  if (effect.expanded !== undefined) parts.push(effect.expanded ? 'the part it controls expanded' : 'the part it controls collapsed');
  if (effect.popup) parts.push(`${effect.popup.kind === 'any' ? 'a menu or list' : `a ${effect.popup.kind}`} ${effect.popup.open ? 'shown' : 'gone'}`);
  if (effect.checked !== undefined) parts.push(effect.checked ? 'it checked' : 'it unchecked');
  if (effect.selected) parts.push(`"${args[0] ?? ''}" selected`);
  if (effect.value) parts.push('the field holding the text given');
  if (effect.navigated) parts.push('the page to change (URL or history)');
  if (effect.rowSelected !== undefined) parts.push(effect.rowSelected ? 'it selected (aria-selected)' : 'it not selected (aria-selected)');
  if (effect.gone) parts.push('it gone (with what it removes)');
  if (effect.removed) parts.push('fewer of the items the step names (one gone from the page), or a confirmation asked');
  if (effect.changed) parts.push('its value changed');
  if (effect.added !== undefined) parts.push(`"${effect.added}" shown as a new item beside the field, and the field emptied`);
  if (effect.region) parts.push(effect.region.shown ? 'the part it heads shown' : 'the part it heads hidden');
  if (effect.stepped) parts.push(effect.stepped.up ? 'the field beside it stepped up' : 'the field beside it stepped down');
  if (effect.sorted) parts.push(effect.sorted === 'sorted' ? 'the column sorted' : `the column sorted ${effect.sorted}`);
  if (effect.turned) parts.push('the pager on another page');
  if (effect.menus) parts.push(effect.menus === 'opened' ? 'a menu (role menu) shown' : 'one menu (role menu) fewer shown');
  if (effect.dialogs) parts.push('one dialog fewer shown');
  if (effect.viewer) parts.push('a viewer (a dialog or a layer over the page) opened, or the image shown as a page');
  if (effect.slid) parts.push('the viewer to show another slide');
  if (effect.zoomed) parts.push(effect.zoomed === 'in' ? 'the picture zoomed in (larger)' : 'the picture zoomed out (smaller)');
  if (effect.editorLeft) parts.push('the field being edited to lose the focus or go (the edit ended)');
  if (effect.searched) parts.push('the page to show the search (rows, results or a status reading otherwise)');
  if (effect.pageChanged) parts.push(PAGE_CHANGED);
  if (effect.answered) parts.push(answeredEffect(effect.answered));
  if (effect.formatted) parts.push('it pressed, or the edited text formatted otherwise');
  if (effect.drawnChecked) parts.push(effect.drawnChecked.checked ? 'the drawn box ticked (its classes say so)' : 'the drawn box unticked (its classes say so)');
  return parts.join(' and ');
}

/** What the page showed after the action, and the page facts beside the element. */
export interface AfterAction {
  /** The element read again (or the one that replaced it); undefined when it could not be read. */
  state: EffectState | undefined;
  url: string;
  /** A navigation of the main frame started, a new page opened, or the page closed. */
  navigationStarted: boolean;
}

/**
 * Judges the effect on the page after the action: `ok` with what was found, or not; `pending`
 * while it may still come (the caller reads again until its bound). A state that cannot be read
 * (the element is gone and nothing replaced it) is not judged a failure, save where its going is
 * the effect (a dialog closed with it).
 */
export function judgeEffect(effect: ExpectedEffect, args: readonly string[], before: EffectState | undefined, beforeUrl: string, after: AfterAction): { ok: boolean; found: string } {
  const a = after.state;
  const gone = !a || a.count !== 1;
  const findings: { ok: boolean; found: string }[] = [];
  if (effect.navigated) {
    const moved = after.navigationStarted || after.url !== beforeUrl || (before?.history !== undefined && a?.history !== undefined && a.history !== before.history);
    // A link a script turns into an in-place opener (a sign-in dialog, a menu) did something visible: not judged a failure.
    const opened = !moved && before?.popups && a?.popups && visible(a.popups, 'any') !== visible(before.popups, 'any');
    findings.push(moved ? { ok: true, found: after.url !== beforeUrl ? 'the URL changed' : 'a navigation started' } : opened ? { ok: true, found: 'it opened something in the page instead (not judged)' } : { ok: false, found: 'the URL and history are unchanged' });
  }
  if (effect.expanded !== undefined) {
    const wanted = effect.expanded;
    const word = (v: boolean) => (v ? 'expanded' : 'collapsed');
    if (gone) findings.push({ ok: true, found: 'the control is gone (not judged)' });
    else if (a.expanded === wanted || a.controlsShown === wanted) findings.push({ ok: true, found: `it is ${word(wanted)}` });
    else if ((a.expanded ?? null) === null && (a.controlsShown ?? null) === null) findings.push({ ok: true, found: 'no expanded state to read (not judged)' });
    else findings.push({ ok: false, found: `it is still ${word(!wanted)}${a.expanded !== null && a.expanded !== undefined ? ` (aria-expanded=${a.expanded})` : ''}` });
  }
  if (effect.popup) {
    const { kind, open } = effect.popup;
    const label = kind === 'any' ? 'menu or list' : kind;
    const was = visible(before?.popups, kind);
    const now = a?.popups ? visible(a.popups, kind) : undefined;
    if (open) {
      const shown = (a?.expanded === true) || (now !== undefined && now > was) || a?.controlsShown === true;
      findings.push(shown ? { ok: true, found: `a ${label} is shown` } : { ok: false, found: `no ${label} appeared${a?.expanded === false ? ' (aria-expanded=false)' : ''}` });
    } else if (kind === 'dialog' && before?.inDialog === true) {
      const closed = gone || a.inDialog !== true || (now !== undefined && now < was);
      const replaced = !closed && !!before.dialogTitle && a.dialogTitle !== before.dialogTitle;
      findings.push(closed ? { ok: true, found: 'the dialog is gone' } : replaced ? { ok: true, found: `another dialog took its place ("${(a.dialogTitle ?? '').slice(0, 60)}")` } : { ok: false, found: 'the dialog is still shown' });
    } else {
      const closed = (now !== undefined && now < was) || a?.expanded === false;
      findings.push(closed ? { ok: true, found: `the ${label} is gone` } : { ok: false, found: `the ${label} is still shown` });
    }
  }
  if (effect.checked !== undefined) {
    if (gone || a.checked === null) findings.push({ ok: true, found: 'its state cannot be read (not judged)' });
    else findings.push(a.checked === effect.checked ? { ok: true, found: `it is ${a.checked ? 'checked' : 'unchecked'}` } : { ok: false, found: `it is still ${a.checked ? 'checked' : 'unchecked'}` });
  }
  if (effect.selected) {
    const wanted = core(args[0] ?? '');
    if (gone) findings.push({ ok: true, found: 'the list is gone (not judged)' });
    else if (a.selected) {
      const hit = a.selected.some((label) => core(label) === wanted);
      findings.push(hit ? { ok: true, found: `"${args[0] ?? ''}" is selected` } : { ok: false, found: a.selected.length ? `"${a.selected.join('", "')}" is selected` : 'nothing is selected' });
    } else {
      // A custom dropdown shows its choice as its text or value; one that shows neither is not judged.
      const shown = [a.text, a.value].filter((s): s is string => typeof s === 'string' && s.trim() !== '');
      if (!shown.length) findings.push({ ok: true, found: 'the choice is not shown on the control (not judged)' });
      else if (shown.some((s) => core(s).includes(wanted))) findings.push({ ok: true, found: `it shows "${args[0] ?? ''}"` });
      else if (before && [before.text, before.value].some((s) => s !== undefined && s !== null && shown.includes(s))) findings.push({ ok: false, found: 'the control still shows what it showed before' });
      else findings.push({ ok: true, found: 'it shows another text (not judged)' });
    }
  }
  if (effect.rowSelected !== undefined) {
    const now = gone ? null : a.ariaSelected ?? null;
    const word = (v: boolean) => (v ? 'selected' : 'not selected');
    findings.push(now === effect.rowSelected ? { ok: true, found: `it is ${word(now)}` } : { ok: false, found: now === null ? (gone ? 'it is gone' : 'it says no selected state') : `it is still ${word(now)}` });
  }
  if (effect.gone) {
    // A removal that asks first ("Delete forever?") did what the click can do: its confirmation is shown.
    const asks = !gone && before?.popups && a.popups && visible(a.popups, 'dialog') > visible(before.popups, 'dialog');
    findings.push(gone ? { ok: true, found: 'it is gone' } : asks ? { ok: true, found: 'a confirmation opened (the removal waits on it)' } : { ok: false, found: 'it is still there' });
  }
  if (effect.changed) {
    if (!before || gone) findings.push({ ok: true, found: 'its value cannot be compared (not judged)' });
    else findings.push(a.value !== before.value ? { ok: true, found: `its value is "${a.value ?? ''}"` } : { ok: false, found: `its value is still "${a.value ?? ''}"` });
  }
  const failed = findings.filter((f) => !f.ok);
  return failed.length ? { ok: false, found: failed.map((f) => f.found).join('; ') } : { ok: true, found: findings.map((f) => f.found).join('; ') || 'as expected' };
}

/** The effect check as a Decision records it. */
export function effectCheck(effect: ExpectedEffect, args: readonly string[], judged: { ok: boolean; found: string }): EffectCheck {
  return { expected: describeEffect(effect, args), found: judged.found, ok: judged.ok };
}

/** How long an effect may take to show after the action: a framework's render, an animation. */
export const EFFECT_WAIT_MS = 2_000;
const POLL_MS = 100;

/**
 * Watches the page while an action runs, for an expected navigation: a main-frame navigation
 * request, a new page, the page closing. Stop it once judged.
 */
export function watchNavigation(page: Page): { started: () => boolean; stop: () => void } {
  let started = false;
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) started = true;
  };
  const onPage = () => (started = true);
  page.on('request', onRequest);
  page.on('close', onPage);
  page.context().on('page', onPage);
  return {
    started: () => started,
    stop: () => {
      page.off('request', onRequest);
      page.off('close', onPage);
      page.context().off('page', onPage);
    },
  };
}

/**
 * After the action: reads the element (one round trip a read: it and the page's popups) until the
 * expected effect shows or EFFECT_WAIT_MS passes. Returns the check (ok); throws ActionEffectError
 * saying what was expected and what was found when it is absent.
 */
export async function awaitEffect(input: {
  page: Page;
  /** The element as found again (durable selector), else as acted on. */
  read: Locator | undefined;
  effect: ExpectedEffect;
  /** The arguments as the step wrote them (`%variables%` kept): for words. */
  shownArgs: readonly string[];
  /** The arguments as acted (values substituted): for judging. */
  args: readonly string[];
  before: EffectState | undefined;
  beforeUrl: string;
  navigation: { started: () => boolean } | undefined;
  signal: AbortSignal;
}): Promise<EffectCheck> {
  const { page, read, effect, args, before, beforeUrl, navigation, signal } = input;
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const url = page.isClosed() ? '' : page.url();
    // A page that moved on is not read (its document is going): the navigation is the verdict.
    const moved = url !== beforeUrl || !!navigation?.started();
    const state = read && !moved ? await readElement(read, { effects: true, timeoutMs: 1_000 }) : undefined;
    const judged = judgeEffect(effect, args, before, beforeUrl, { state, url, navigationStarted: !!navigation?.started() });
    if (judged.ok || Date.now() > until || signal.aborted) {
      const check = effectCheck(effect, input.shownArgs, judged);
      if (!judged.ok) throw new ActionEffectError(`Expected ${check.expected} after the action, but ${check.found}.`, check.expected, check.found);
      return check;
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/**
 * In the page: its address, then a hash of its rendered text, how many elements lie outside
 * `field`'s own box (its parent) and, with `controls`, the values and states of its controls (a
 * field's value, a box's checked; a button's or a role's aria-label and ARIA states).
 * Open shadow roots are read too: a web component's results (an emoji picker's grid) are the
 * page's as a person sees them, and neither `innerText` nor `querySelectorAll` enters them.
 */
async function pageDigest({ field, controls, turns }: { field: Element | null; controls: boolean; turns: number }): Promise<string> {
  // Timers of the same delay run in the order they were set: after `turns` zero-delay turns of
  // ours, every zero-delay timer the page set before this read has run (a framework that defers
  // taking a field's text to a timer, issue 25 item 3).
  for (let turn = 0; turn < turns; turn++) await new Promise((done) => setTimeout(done, 0));
  const own = field?.parentElement ?? null;
  let outside = 0;
  let length = 0;
  let hash = 0;
  const add = (text: string) => {
    length += text.length;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  };
  add(document.body?.innerText ?? '');
  const roots: ParentNode[] = document.body ? [document.body] : [];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i]!;
    if (i > 0) for (const child of Array.from(root.children)) if (child instanceof HTMLElement) add(child.innerText);
    for (const node of Array.from(root.querySelectorAll('*'))) {
      if (!own || !own.contains(node)) outside++;
      if (node.shadowRoot) roots.push(node.shadowRoot);
      if (controls && (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement)) {
        add(`\u0000${node.value}\u0001${node instanceof HTMLInputElement && node.checked ? 1 : 0}`);
      }
      // A control's ARIA name and states: a toggle that says its next act by its aria-label ("Turn
      // off camera" → "Turn on camera") or its state by aria-pressed changes nothing of the text.
      if (controls && (node instanceof HTMLButtonElement || node.hasAttribute('role'))) {
        const aria = ['aria-label', 'aria-pressed', 'aria-checked', 'aria-expanded', 'aria-selected'].map((a) => node.getAttribute(a) ?? '-').join('\u0002');
        if (aria !== '-\u0002-\u0002-\u0002-\u0002-') add(`\u0003${aria}`);
      }
    }
  }
  return controls ? `${location.href}\n${hash}` : `${location.href}\n${length}:${hash}:${outside}`;
}

/**
 * How the page reads outside a field, in short: its address, its rendered text and how many
 * elements lie outside the field's own box (a clear button drawn beside the field is not a
 * search shown). Undefined when the page cannot be read at once (it is going to another document).
 */
export async function readPageOutside(page: Page, field: ElementHandle | null): Promise<string | undefined> {
  return internalCalls(page, () => page.evaluate(pageDigest, { field: field as ElementHandle<Element> | null, controls: false, turns: 0 })).catch(() => undefined);
}

/**
 * After a search was typed (ExpectedEffect.searched): the page outside the field must read
 * otherwise than before the step within EFFECT_WAIT_MS (a page that went to another address, or
 * cannot be read because it is going, searched). Throws ActionEffectError when it reads as before.
 */
export async function awaitSearched(page: Page, field: ElementHandle | null, before: string | undefined, signal: AbortSignal): Promise<EffectCheck> {
  const expected = 'the page to show the search (rows, results or a status reading otherwise)';
  if (before === undefined) return { expected, found: 'the page could not be read before (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = page.isClosed() ? undefined : await readPageOutside(page, field);
    if (now === undefined) return { expected, found: 'the page is going to another document', ok: true };
    if (now.split('\n')[0] !== before.split('\n')[0]) return { expected, found: 'the address changed', ok: true };
    if (now !== before) return { expected, found: 'the page outside the field reads otherwise', ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = 'the page outside the field reads as before: the search showed nothing';
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

const PAGE_CHANGED = 'the page to read otherwise (its address, its text, or a value or state of a control)';

/**
 * The whole page in short, for a step whose effect has no element of its own: its address, its
 * rendered text, and the values and states of its controls (what undo changes in a field shows in
 * no text). Undefined when it cannot be read at once (it is going to another document).
 */
export async function readPageState(page: Page, turns = 0): Promise<string | undefined> {
  return internalCalls(page, () => page.evaluate(pageDigest, { field: null, controls: true, turns })).catch(() => undefined);
}

/**
 * Zero-delay turns the page is given after text is put into a field and before a key is pressed
 * there: a framework that takes the field's text on a timer it sets while the text goes in (Vue
 * 0.10's v-model unlocks the field that way) has taken it by then. Two, as handsFocusOn gives a
 * widget's focus handler (perform.ts).
 */
export const FIELD_TURNS = 2;

/**
 * After Enter pressed in a field text was just put into (ExpectedEffect.answered): the page must
 * read otherwise than before the key (the field emptied or changed, an item shown, another
 * address, results shown) within EFFECT_WAIT_MS, or be going to another document. `before` is the
 * page as read once the field took its text (beside the fill's own check, methods/attempt.ts).
 * Throws ActionEffectError saying the key changed nothing; a page not read before is not judged.
 */
export async function awaitAnswered(page: Page, before: string | undefined, answered: NonNullable<ExpectedEffect['answered']>, signal: AbortSignal): Promise<EffectCheck> {
  const expected = answeredEffect(answered);
  if (before === undefined) return { expected, found: 'the page could not be read before the key (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = page.isClosed() ? undefined : await readPageState(page);
    if (now === undefined) return { expected, found: 'the page is going to another document', ok: true };
    if (now.split('\n')[0] !== before.split('\n')[0]) return { expected, found: 'the address changed', ok: true };
    if (now !== before) return { expected, found: 'the page reads otherwise', ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = 'nothing on the page changed';
      throw new ActionEffectError(`pressed ${answered.key} in ${answered.field}, but ${found} (the field, the page's text, its controls and its address read as before): the page did not take the key. Name the button that submits or adds ("click Add"), or check that the field takes ${answered.key}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

function answeredEffect(answered: NonNullable<ExpectedEffect['answered']>): string {
  return `the page to answer ${answered.key} in ${answered.field} (the field emptied or changed, an item shown, another address, or the page reading otherwise)`;
}

/**
 * After a step whose effect has no element of its own (ExpectedEffect.pageChanged): the page must
 * read otherwise than before within EFFECT_WAIT_MS. Throws ActionEffectError when it reads as before;
 * a page that could not be read before is not judged.
 */
export async function awaitPageChanged(page: Page, before: string | undefined, signal: AbortSignal): Promise<EffectCheck> {
  if (before === undefined) return { expected: PAGE_CHANGED, found: 'the page could not be read before (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = page.isClosed() ? undefined : await readPageState(page);
    if (now === undefined) return { expected: PAGE_CHANGED, found: 'the page is going to another document', ok: true };
    if (now !== before) return { expected: PAGE_CHANGED, found: 'the page reads otherwise', ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = 'the page reads as before: nothing changed';
      throw new ActionEffectError(`Expected ${PAGE_CHANGED} after the action, but ${found}.`, PAGE_CHANGED, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/**
 * The element that has the focus when it takes text (a text input, a text area, an editable
 * region): an edit under way. Null when none does.
 */
export async function focusedEditor(page: Page): Promise<ElementHandle | null> {
  const handle = await internalCalls(page, () => page.evaluateHandle(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el || el === document.body) return null;
      const typed = el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(?:text|search|email|number|tel|url|password|date|time|datetime-local|month|week)$/.test(el.type)) || (el as HTMLElement).isContentEditable;
      return typed ? el : null;
    })).catch(() => undefined);
  const element = handle?.asElement() ?? null;
  if (!element) await handle?.dispose().catch(() => undefined);
  return element as ElementHandle | null;
}

/**
 * After a key pressed to end an edit (ExpectedEffect.editorLeft): the field focused before must
 * lose the focus or go within EFFECT_WAIT_MS. No field focused before: not judged (the key was
 * pressed, and that is all the step reports). Throws ActionEffectError when the edit goes on.
 */
export async function awaitEditorLeft(editor: ElementHandle | null, signal: AbortSignal): Promise<EffectCheck> {
  const expected = 'the field being edited to lose the focus or go (the edit ended)';
  if (!editor) return { expected, found: 'no text field had the focus before the key (not judged): the key was pressed', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const still = await internalCalls(editor, () => editor.evaluate((el) => {
        if (!el.isConnected) return false;
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active === el && (el as HTMLElement).offsetParent !== null;
      })).catch(() => false);
    if (!still) return { expected, found: 'the field being edited has left the focus', ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = 'the field being edited still has the focus: the edit goes on';
      throw new ActionEffectError(`Expected ${expected} after the key, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** Popups a count is kept of: menus (role menu), dialogs (role dialog or alertdialog, an open `<dialog>`). */
export type CountedPopup = 'menu' | 'dialog';
const POPUP_SELECTORS: Record<CountedPopup, string> = { menu: '[role=menu]', dialog: '[role=dialog], [role=alertdialog], dialog[open]' };

/** How many popups of a kind are shown on the page; undefined when it cannot be read. */
export async function shownPopupCount(page: Page, kind: CountedPopup): Promise<number | undefined> {
  return internalCalls(page, () => page.evaluate((selector) => Array.from(document.querySelectorAll(selector)).filter((el) => (el as HTMLElement).getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden').length, POPUP_SELECTORS[kind])).catch(() => undefined);
}

/**
 * After an action said to open or close a menu or a dialog (ExpectedEffect.menus, .dialogs):
 * more of them (opened) or fewer (closed) must show than before within EFFECT_WAIT_MS. Throws
 * ActionEffectError if not.
 */
export async function awaitPopups(page: Page, kind: CountedPopup, wanted: 'opened' | 'closed', before: number | undefined, signal: AbortSignal): Promise<EffectCheck> {
  const what = kind === 'menu' ? 'menu (role menu)' : 'dialog';
  const expected = wanted === 'opened' ? `a ${what} shown` : `one ${what} fewer shown`;
  if (before === undefined) return { expected, found: `the ${kind}s could not be counted before (not judged)`, ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = await shownPopupCount(page, kind);
    if (now !== undefined && (wanted === 'opened' ? now > before : now < before)) return { expected, found: `${now} ${kind}${now === 1 ? '' : 's'} shown (was ${before})`, ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = now === undefined ? 'the page could not be read' : `${now} ${kind}${now === 1 ? '' : 's'} shown, as before`;
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** The rendered height of a part (px); undefined when it is gone or cannot be read at once. */
export async function regionHeight(region: Locator): Promise<number | undefined> {
  const height = await internalCalls(region, () => region.evaluate((el) => el.getBoundingClientRect().height, undefined, { timeout: 1_000 })).catch(() => undefined);
  return typeof height === 'number' && Number.isFinite(height) ? height : undefined;
}

/**
 * After a control with no state of its own showed or hid a part (ExpectedEffect.region): the
 * part's height must grow (shown) or shrink (hidden) within the effect's bound (an animation may
 * take it). A part that is gone after hiding is hidden. Throws ActionEffectError when it did not.
 */
export async function awaitRegion(region: Locator, before: number, shown: boolean, signal: AbortSignal): Promise<EffectCheck> {
  const expected = shown ? 'the part it heads shown (taller)' : 'the part it heads hidden (shorter)';
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = await regionHeight(region);
    const ok = now === undefined ? !shown : shown ? now > before + 1 : now < before - 1;
    if (ok) return { expected, found: now === undefined ? 'it is gone' : `its height went from ${Math.round(before)} to ${Math.round(now)} px`, ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = now === undefined ? 'it is gone' : `its height stayed ${Math.round(now)} px (was ${Math.round(before)})`;
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** A box drawn as an icon, read before acting (drawnBoxBefore). */
export interface DrawnBoxPlace {
  /** The box of rows, held by a handle (a ref may not find it once the page is read again). */
  list: ElementHandle;
  /** How deep the row lies under the list, and the title's and the box's places in the row (child indexes). */
  depth: number;
  title: number[];
  box: number[];
  /** The row's title as shown. */
  text: string;
}

/**
 * A box drawn as an icon, before acting: where its row lies in the box of rows, and where its
 * title and the box lie in the row. A widget may draw every row anew on each render (a ref to the
 * row or the icon then finds nothing); the row is found again afterwards as the one at that depth
 * whose title there says the same. Undefined when any of it cannot be read.
 */
export async function drawnBoxBefore(page: Page, want: NonNullable<ExpectedEffect['drawnChecked']>): Promise<DrawnBoxPlace | undefined> {
  const handle = async (ref: string) => {
    const at = refLocator(page, ref);
    return internalCalls(at, () => at.elementHandle({ timeout: 1_000 })).catch(() => null);
  };
  const [list, row, box] = await Promise.all([handle(want.list), handle(want.row), handle(want.box)]);
  const read = list && row && box
    ? await internalCalls(list, () =>
        list.evaluate((l, [r, b, text]) => {
          // The title: the deepest element in the row whose text is the title's alone.
          const said = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
          const t = Array.from((r as Element).querySelectorAll('*')).filter((e) => said(e) === text).find((e) => !Array.from(e.children).some((c) => said(c) === text));
          if (!t) return undefined;
          const path = (from: Element, to: Element) => {
            const out: number[] = [];
            for (let at: Element | null = to; at && at !== from; at = at.parentElement) {
              if (!at.parentElement) return undefined;
              out.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
            }
            return out;
          };
          const depth = path(l, r as Element)?.length;
          const boxAt = path(r as Element, b as Element);
          const titleAt = path(r as Element, t as Element);
          if (!depth || !boxAt?.length || !titleAt?.length) return undefined;
          return { depth, box: boxAt, title: titleAt, text: said(t) };
        }, [row, box, want.title.replace(/\s+/g, ' ').trim()] as const),
      ).catch(() => undefined)
    : undefined;
  for (const h of [row, box]) await h?.dispose().catch(() => undefined);
  if (!list || !read || !read.text) {
    await list?.dispose().catch(() => undefined);
    return undefined;
  }
  return { list, ...read };
}

/**
 * After a click on a box drawn as an icon in a tree's row (ExpectedEffect.drawnChecked): the row
 * found again (drawnBoxBefore), the classes of the icon at the box's place, of its parent and of
 * the row must say the state asked for within the effect's bound. Classes that say the other
 * state, or nothing, or no row (or two) found again: a failed step.
 */
export async function awaitDrawnChecked(want: NonNullable<ExpectedEffect['drawnChecked']>, before: DrawnBoxPlace | undefined, signal: AbortSignal): Promise<EffectCheck> {
  const word = (v: boolean) => (v ? 'ticked' : 'unticked');
  const expected = `the drawn box ${word(want.checked)} (its classes say so)`;
  const read = async () => {
    if (!before) return undefined;
    const { depth, title, box, text } = before;
    const got = await internalCalls(before.list, () =>
      before.list.evaluate((l, p) => {
        if (!l.isConnected) return undefined;
        const down = (from: Element | undefined, path: number[]) => {
          let at = from;
          for (const i of path) at = at?.children[i];
          return at;
        };
        const rows = Array.from((l as Element).querySelectorAll<Element>(`:scope${' > *'.repeat(p.depth)}`)).filter((r: Element) => (down(r, p.title)?.textContent ?? '').replace(/\s+/g, ' ').trim() === p.text);
        if (rows.length !== 1) return undefined;
        const b = down(rows[0]!, p.box);
        if (!b?.parentElement) return undefined;
        return { box: b.getAttribute('class') ?? '', part: b.parentElement.getAttribute('class') ?? '', row: rows[0]!.getAttribute('class') ?? '' };
      }, { depth, title, box, text }),
    ).catch(() => undefined);
    return got ? drawnBoxChecked(classTokens(got.box), classTokens(got.part), classTokens(got.row)) : undefined;
  };
  try {
    const until = Date.now() + EFFECT_WAIT_MS;
    for (;;) {
      const state = await read();
      if (state === want.checked) return { expected, found: `its classes say ${word(want.checked)}`, ok: true };
      if (Date.now() > until || signal.aborted) {
        const found = state === undefined ? 'its classes say neither, or its row is not found again' : state === 'mixed' ? 'its classes say partly ticked' : `its classes still say ${word(state)}`;
        throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
      }
      await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
    }
  } finally {
    await before?.list.dispose().catch(() => undefined);
  }
}

/** The number a stepper's field holds: its value, aria-valuenow, else its text; undefined when it says none or cannot be read. */
export async function fieldNumber(field: Locator): Promise<number | undefined> {
  const read = await internalCalls(field, () =>
    field.evaluate((el) => {
      const own = el instanceof HTMLInputElement ? el.value : el.getAttribute('aria-valuenow') ?? el.textContent ?? '';
      return own.replace(/[\s,]/g, '').replace(/[^\d.+\-−]+$/, '').replace('−', '-');
    }, undefined, { timeout: 1_000 }),
  ).catch(() => undefined);
  if (read === undefined || !/^[+-]?\d+(?:\.\d+)?$/.test(read)) return undefined;
  return Number(read);
}

/**
 * After a stepper's button was clicked (ExpectedEffect.stepped): its field's number must have moved
 * the way asked within the effect's bound. A field whose number could not be read before is not
 * judged. Throws ActionEffectError when it did not move, or moved the other way.
 */
export async function awaitStepped(field: Locator, before: number | undefined, up: boolean, signal: AbortSignal, by?: number): Promise<EffectCheck> {
  const expected = `${up ? 'the field beside it stepped up' : 'the field beside it stepped down'}${by !== undefined ? ` by ${by}` : ''}`;
  if (before === undefined) {
    if (by === undefined) return { expected, found: 'its number could not be read before (not judged)', ok: true };
    throw new ActionEffectError(`Expected ${expected} after the action, but its number could not be read before.`, expected, 'its number could not be read before');
  }
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = await fieldNumber(field);
    const moved = now !== undefined && (up ? now > before : now < before);
    if (moved && (by === undefined || Math.abs(now - before) === by)) return { expected, found: `it went from ${before} to ${now}`, ok: true };
    if (moved || Date.now() > until || signal.aborted) {
      const found = now === undefined ? 'its number cannot be read' : now === before ? `it still holds ${now}` : moved ? `it went from ${before} to ${now}` : `it went the other way, from ${before} to ${now}`;
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/**
 * What a field shows of its choice: its own value and text, and those of the box around it (a
 * custom select draws its chosen items beside its input, not in it). Bounded; undefined when the
 * field cannot be read.
 */
export interface ShownChoice {
  own: string;
  box: string;
  /**
   * A custom element with an open shadow root (a web component's select): its value property and
   * the text its shadow root draws. Its own text lists every option it holds (light DOM), so
   * only this says which one is chosen.
   */
  drawn?: string;
  /**
   * The box's shown text node by node, a space between nodes: chips drawn side by side with no
   * space between them ("Welding" then "HVAC" read "WeldingHVAC" as one text). Text that is not
   * shown, and options not marked chosen (an open list's), are left out.
   */
  parts?: string;
  /**
   * The shown text, node by node, of the widget around the field: the box's ancestors, up to two
   * levels above it, while they hold no form control but the field (a toolkit's select draws its
   * chosen label in a sibling of the box its input sits in). Options not marked chosen are left out.
   */
  widget?: string;
}

const SHOWN_MAX_CHARS = 2_000;

export async function readShownChoice(field: Locator | ElementHandle): Promise<ShownChoice | undefined> {
  // A handle is read as it is (no wait for it to attach); a locator waits a bounded time for its element.
  const read = (fn: (el: Element, max: number) => ShownChoice): Promise<ShownChoice> => ('elementHandle' in field ? field.evaluate(fn, SHOWN_MAX_CHARS, { timeout: 1_000 }) : field.evaluate(fn, SHOWN_MAX_CHARS));
  return internalCalls(field, () => read(
      (el, max) => {
        const valueOf = (n: Element) => (n instanceof HTMLInputElement || n instanceof HTMLTextAreaElement || n instanceof HTMLSelectElement ? n.value : '');
        const box = el.parentElement ?? (((el.getRootNode() as ShadowRoot).host as Element | undefined) || el);
        const inner = Array.from(box.querySelectorAll('input, textarea')).map(valueOf).join(' ');
        const root = el.shadowRoot;
        const value = (el as unknown as { value?: unknown }).value;
        const drawn = root ? `${typeof value === 'string' ? value : ''} ${root.textContent ?? ''}`.slice(0, max) : undefined;
        const shownParts = (root: Element) => {
          const parts: string[] = [];
          const walker = el.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node && parts.join(' ').length < max; node = walker.nextNode()) {
            const at = node.parentElement;
            if (!at || !node.textContent?.trim() || !at.checkVisibility()) continue;
            const option = at.closest('[role="option"]');
            if (option && root.contains(option) && option.getAttribute('aria-selected') !== 'true') continue;
            parts.push(node.textContent.trim());
          }
          return parts.join(' ').slice(0, max);
        };
        // The widget around the box: its ancestors (two levels at most) while the field is the only form control in them.
        let widget: Element | undefined;
        for (let up = box.parentElement, i = 0; up && i < 2; up = up.parentElement, i++) {
          if (up.querySelectorAll('input, select, textarea, [role="combobox"], [role="listbox"]').length !== 1) break;
          widget = up;
        }
        return { own: `${valueOf(el)} ${el.textContent ?? ''}`.slice(0, max), box: `${box.textContent ?? ''} ${inner}`.slice(0, max), parts: shownParts(box), ...(widget ? { widget: shownParts(widget) } : {}), ...(drawn === undefined ? {} : { drawn }) };
      }))
    .catch(() => undefined);
}

/**
 * Whether the field shows the option picked: its own value or text changed and says the option,
 * or (it shows no choice itself) its box says the option once more than before.
 */
export function choiceShown(before: ShownChoice | undefined, after: ShownChoice | undefined, option: string): boolean {
  if (!after) return false;
  const wanted = normalizeShown(option);
  if (!wanted) return false;
  const count = (text: string) => ` ${normalizeShown(text)} `.split(` ${wanted} `).length - 1;
  if (!before) return count(after.own) > 0 || count(after.box) > 0;
  if (normalizeShown(after.own) !== normalizeShown(before.own)) return count(after.own) > 0;
  if (count(after.box) > count(before.box)) return true;
  // Chips drawn with no space between them: the option shown once more, node by node.
  if (after.parts !== undefined && before.parts !== undefined && count(after.parts) > count(before.parts)) return true;
  // A toolkit's select that draws its chosen label beside the box its input sits in: the widget around it shows the option once more.
  if (after.widget !== undefined && before.widget !== undefined && count(after.widget) > count(before.widget)) return true;
  // A web component draws its choice in its shadow root: what it draws changed and says the option.
  return after.drawn !== undefined && before.drawn !== undefined && normalizeShown(after.drawn) !== normalizeShown(before.drawn) && count(after.drawn) > 0;
}

function normalizeShown(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * After an option was picked: reads the field until it shows the option or EFFECT_WAIT_MS
 * passes. Returns the check; throws ActionEffectError when the field does not show it.
 */
export async function awaitChoice(input: { field: Locator | ElementHandle; option: string; before: ShownChoice | undefined; signal: AbortSignal }): Promise<EffectCheck> {
  const { field, option, before, signal } = input;
  const expected = `the field to show "${option}"`;
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const after = await readShownChoice(field);
    if (choiceShown(before, after, option)) return { expected, found: `it shows "${option}"`, ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = after ? `it shows "${(after.own.trim() || after.box.trim()).slice(0, 80)}"` : 'the field could not be read';
      throw new ActionEffectError(`Expected ${expected} after picking it, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** How many levels above a field its items are looked for (a tag input draws them beside its box). */
const ITEM_LEVELS = 4;

/** What a field holds and how often the boxes around it (nearest first) show a text: read before and after an item is added. */
export interface AroundField {
  value: string;
  counts: number[];
}

export async function readAroundField(field: Locator, text: string): Promise<AroundField | undefined> {
  return internalCalls(field, () => field.evaluate(
      (el, [wanted, levels]) => {
        const norm = (s: string) => ` ${s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
        const w = norm(wanted);
        // Each text node apart: an item's text and its remove button's ("Tom BakerRemove item") are two words.
        const textOf = (root: Element) => {
          const parts: string[] = [];
          const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n && parts.length < 2_000; n = walk.nextNode()) parts.push(n.nodeValue ?? '');
          return parts.join(' ');
        };
        const counts: number[] = [];
        for (let up = el.parentElement, i = 0; up && i < levels; up = up.parentElement, i++) counts.push(norm(textOf(up)).split(w).length - 1);
        const value = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : '';
        return { value, counts };
      },
      [text, ITEM_LEVELS] as const,
      { timeout: 1_000 },
    ))
    .catch(() => undefined);
}

/** Whether the field committed the text as an item: it is emptied and a box around it shows the text once more. */
export function itemAdded(before: AroundField | undefined, after: AroundField | undefined): boolean {
  if (!before || !after || after.value.trim() !== '') return false;
  return after.counts.some((n, i) => n > (before.counts[i] ?? 0));
}

/**
 * After Enter in a field that adds what it holds as an item (ExpectedEffect.added): reads until the
 * field is emptied and the item shows, or EFFECT_WAIT_MS passes; throws ActionEffectError if not.
 */
export async function awaitAdded(field: Locator, text: string, before: AroundField | undefined, signal: AbortSignal): Promise<EffectCheck> {
  const expected = `"${text}" shown as a new item beside the field, and the field emptied`;
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const after = await readAroundField(field, text);
    if (itemAdded(before, after)) return { expected, found: `it shows "${text}" once more and the field is empty`, ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = !after ? 'the field could not be read' : after.value.trim() ? `the field still holds "${after.value.slice(0, 80)}"` : `no new "${text}" shows beside it`;
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
