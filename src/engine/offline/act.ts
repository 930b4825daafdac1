import { ACTIONABLE_ROLES, isActionable, textOf, type PageSnapshot, type SnapshotNode } from '../snapshot/index.js';
import { devChoice, devScore, inNamedContainer, namedContainers } from './dev-match.js';
import { captionChoice } from './captions.js';
import { submitChoice } from './forms.js';
import { pageLinkChoice, pageOf } from './links.js';
import { HintBook, type HintRequest, type PageHints } from './hints.js';
import { applyKind } from './kinds.js';
import type { BoxOf } from './relations.js';
import { choose, evidenceOf, findAnchors, fitsMethod, mentionChoice, NAMED_BY_CONTENT, scopeNodes, scoreCandidates, tag, type Choice, type Scored } from './match.js';
import { ancestors, indexPage, ownText, subtree, type PageIndex } from './page-index.js';
import { HOLDING_UNITS } from './vocabulary.js';
import { MAX_INSTRUCTION_CHARS, openEndValue, parsedSteps, wholeStepReadings, type OfflineMethod, type Reading, type ScopePhrase, type TargetPhrase } from './parse.js';
import { revealChoice, scopeRow } from './reveal.js';
import { MIN_LEAD, MIN_SCOPED_SCORE, MIN_SCORE, nameScore } from './score.js';
import { containsPhrase, normalize, withoutAside } from './text.js';
import { stateOf, toggleChoice } from './toggle.js';
import { dismissChoice } from './dismiss.js';
import { withRemovalEffect } from './removal.js';
import type { RuleName } from './rule-info.js';
import type { OfflineAction } from './action.js';

export type { OfflineAction } from './action.js';
import type { Candidate } from '../decision/decision.js';
import { describeForm, parseGrammar, type StepForm } from './grammar.js';
import { STEP_RULES, WIDGET_RULES } from './rules/index.js';
import type { StepRule } from './rules/widget.js';
import { kindGuard } from './rules/kind-guard.js';
import { slideTie } from './rules/slide-tie.js';
import { boxGuard } from './rules/box-guard.js';
import { newItemFieldGuard } from './rules/new-item-field.js';
import { pressedGuard } from './rules/pressed-guard.js';
import { oppositeVerbGuard } from './rules/opposite-verb.js';
import { hereLinkGuard } from './rules/here-link.js';
import { rowCellGuard } from './rules/drawn-columns.js';
import { treeToggle } from './rules/tree-toggle.js';
import { cellEditor } from './rules/cell-editor.js';
import { shownTextFirst } from './rules/shown-text-first.js';
import type { WidgetRule } from './rules/widget.js';
import { dateField } from './rules/date-field.js';
import { sortControl, sortsNothing } from './rules/column-sort.js';
import { LEFT_AFTER_FILL, leavesAfterFill } from './leave-field.js';
import { drawnCellFirst, gridCell, rowSaysKey, swallowedRow, withRowScope } from './rules/grid-cell.js';
import { ownSearchBox } from './rules/listbox-pick.js';
import { hiddenItem, menuPickParts } from './rules/menu-pick.js';
import { hoverMenuPick } from './rules/hover-menu.js';
import { exactNameChoice } from './rules/exact-name.js';
import { dialogCloseChoice } from './rules/dialog-close.js';
import { seenOfTwins } from './rules/hidden-twin.js';
import { submenuParts, walkSubmenus } from './rules/submenu-path.js';
import { autocompleteParts, SUGGESTION_ROLES } from './rules/autocomplete-pick.js';
import { compoundParts } from './rules/compound-step.js';
import { DRAG_DROP, findDragPart, resolveDrag } from './rules/drag-drop.js';


export type ActionDecision =
  /**
   * `located`: an observe() instruction that only names an element ("find the Email field").
   * `rule`: the registry rule that decided (rules.ts; parts of a compound step joined by " + "),
   * `candidates`: what it weighed, best first, with scores.
   */
  | { resolved: true; actions: OfflineAction[]; reason: string; rule: string; candidates: Candidate[]; located?: boolean; facts?: string[] }
  /** `needs`: facts from the page that might settle it (resolve again with them as `hints`). */
  | { resolved: false; reason: string; needs?: HintRequest };

/**
 * Resolves an act() or observe() instruction on a snapshot without a model, or says why not.
 * Pure: the snapshot is already captured. It answers only when every reading that finds
 * something finds the same element and the confidence rule holds; otherwise it hands over.
 * An instruction of several steps ("fill Email with a@b.c and press Enter") resolves to one
 * action per step, every step on this snapshot, or is handed over whole.
 */
export function resolveAction(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, hints?: PageHints, previous?: string): ActionDecision {
  return withOpenEnd(instruction, withPressedGuard(kind, instruction, snapshot, resolveAnyway(kind, instruction, snapshot, hints, previous)));
}

/**
 * A toggle on already, clicked for a step that says its own verb, would be turned off (rules/pressed-guard.ts); a
 * control named by the verb that undoes the step's would do the opposite of the step (rules/opposite-verb.ts); a link
 * to the page shown changes nothing (rules/here-link.ts).
 */
function withPressedGuard(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, decision: ActionDecision): ActionDecision {
  if (kind !== 'act' || !decision.resolved) return decision;
  const reason = pressedGuard(instruction, snapshot, decision.actions) ?? oppositeVerbGuard(instruction, snapshot, decision.actions) ?? hereLinkGuard(instruction, snapshot, decision.actions);
  if (reason) return { resolved: false, reason };
  // A set of things removed by one click: the removal must show afterwards (offline/removal.ts).
  const actions = withRemovalEffect(kind, instruction, snapshot, decision.actions);
  return actions === decision.actions ? decision : { ...decision, actions };
}

/**
 * Text typed as said right before the step's closing "." or "!" ("fill Password with s3cret!"): the
 * mark may end the sentence or belong to the text, whichever rule read the step. Typing either is a
 * guess, so such a decision is handed over, saying both quoted readings (parse.ts openEndValue).
 */
function withOpenEnd(instruction: string, decision: ActionDecision): ActionDecision {
  if (!decision.resolved || !/[^\s"'”’⟧][.!]+$/.test(instruction.trim())) return decision;
  const bare = instruction.trim().replace(/[.!]+$/, '').trimEnd().toLowerCase();
  const typed = decision.actions.find((a) => (a.method === 'fill' || a.method === 'type') && typeof a.arguments?.[0] === 'string' && a.arguments[0] !== '' && bare.endsWith(String(a.arguments[0]).toLowerCase()));
  if (!typed) return decision;
  const mark = instruction.trim().slice(bare.length).trim();
  const text = String(typed.arguments![0]);
  const head = instruction.trim().slice(0, bare.length - text.length);
  return { resolved: false, reason: openEndValue(instruction) ?? `the step ends in "${mark}" right after the text to type, which may end the sentence or belong to the text: quote the value, as in ‘${head}"${text}${mark}"’ or ‘${head}"${text}"’` };
}

/** A path of items said with arrows between words ("Edit > Cut", "Music › Jazz"); "Next ›" alone is a name. */
const MENU_PATH = /[\p{L}\p{N}]\s*(?:>|›|→)\s*[\p{L}\p{N}]/u;

function resolveAnyway(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, hints?: PageHints, previous?: string): ActionDecision {
  // observe("Name header, where is it?"): the question said after what it asks for.
  if (kind === 'observe') instruction = instruction.replace(/^\s*(\S.*?)\s*[,-]\s*(?:where\s+is\s+it|where['’]s\s+it|where\s+can\s+i\s+find\s+it|where\s+is\s+that)\s*\?*\s*$/i, 'where is $1');
  // observe("Then I should see the Save button"): a Gherkin line's check of what the page shows names that thing.
  if (kind === 'observe') instruction = instruction.replace(/^\s*(?:(?:given|when|then|and|but)\s+)?i\s+(?:(?:should|can|must|will|do)\s+)?(?:see|find|notice|spot)\s+(?=\S)/i, 'where is ');
  // observe("where are the breadcrumbs?"): asked of a plural, as "where is" asks of one.
  if (kind === 'observe') instruction = instruction.replace(/^(\s*)where\s+are\s+/i, '$1where is ');
  // observe("what is the order total?", "what's the status of the build"): the thing asked for is located where the page shows it.
  if (kind === 'observe') instruction = instruction.replace(/^(\s*)(?:what\s+is|what['’]s|what\s+are|which\s+is)\s+(?=(?:the|my|our|your|this)\s)/i, '$1where is ');
  // Not one plain step: handed over before any reader's patterns run on it (some backtrack on a long text).
  if (instruction.length > MAX_INSTRUCTION_CHARS) return { resolved: false, reason: `the instruction is longer than ${MAX_INSTRUCTION_CHARS} characters (${instruction.length}): not one plain step` };
  const book = new HintBook(hints);
  // A menu's item is picked by opening the menu first, not by hovering its row: tried first, and
  // while it reads the page's facts nothing else decides.
  const before = book.misses;
  // A step with a grammar of its own ("upload X to Y"): its rule answers or hands over, before any name rule reads it.
  for (const rule of STEP_RULES) {
    const own = stepRuleFirst(rule, kind, instruction, snapshot, book);
    if (own) return own.resolved || book.misses === before ? own : { ...own, needs: book.request()! };
  }
  // A tree item is expanded by its state and the tree pattern's keys, never by a click on its
  // label (that selects it): tree-toggle is tried before the name rules' disclosure click.
  const tree = kind === 'act' ? treeFirst(instruction, snapshot, book) : undefined;
  if (tree) return tree.resolved || book.misses === before ? tree : { ...tree, needs: book.request()! };
  // A list item dragged to a place ("move X above Y", "drag X to the Done list"): read from the
  // step's own grammar before the name rules, which would click what the words name.
  const dragged = kind === 'act' ? dragFirst(instruction, snapshot, book) : dragPartFirst(instruction, snapshot);
  if (dragged) return dragged;
  // A key named for ending an edit ("press Enter to save the edit") goes to the editor open in a
  // grid cell, which must then be gone (APG grid), before the name rules press it where the focus is.
  const edit = kind === 'act' && keyWithPurpose(instruction) ? ruleFirst(cellEditor, instruction, snapshot, book) : undefined;
  if (edit) return edit;
  // A path through submenus (APG menu): each item hovered on the way, the last clicked once shown.
  const walked = kind === 'act' ? submenuFirst(instruction, snapshot, book) : undefined;
  if (walked) return walked.resolved || book.misses === before ? walked : { ...walked, needs: book.request()! };
  // A value that swallowed a row ("change Status to Shipped in the row for order 1004"): the cell
  // of that row, or a hand-over; never a field outside the row typed with the whole phrase.
  const scoped = rowScopedFirst(kind, instruction, snapshot, book);
  if (scoped) return scoped;
  // A cell of a grid drawn without roles named by its row and its column ("the status of X"):
  // before the name rules, which would take the column's title or the row's text for it.
  const drawn = drawnFirst(kind, instruction, snapshot, book);
  if (drawn) return drawn;
  // A date given for a field is read as a date, never typed as its words (rules/date-field.ts).
  const dated = kind === 'act' ? dateFirst(instruction, snapshot, book) : undefined;
  if (dated) return dated.resolved || book.misses === before ? dated : { ...dated, needs: book.request()! };
  const picked = kind === 'act' ? openThenPick(instruction, snapshot, book) : undefined;
  if (picked?.resolved) return picked;
  if (book.misses > before) return { resolved: false, reason: picked?.reason ?? 'reading the menu the step names', needs: book.request()! };
  // "Edit > Cut" that no menu rule walked: a path of items, never acted on as its first or last name alone.
  if (kind === 'act' && MENU_PATH.test(instruction.replace(/["“][^"”]*["”]/g, '""'))) {
    return { resolved: false, reason: picked?.reason ?? 'the step names a path of menu items ("A > B"), and no menu on the page opens from its first item to show the next: say "open A" and then "click B" as two steps' };
  }
  // A name the page shows whole on a clickable element, beside a control whose name only holds it
  // among other words ("Select <name>"): the shown text, before the name rules take the nearest name.
  const shown = kind === 'act' ? ruleFirst(shownTextFirst, instruction, snapshot, book) : undefined;
  if (shown) return shown;
  let named = resolveWith(kind, instruction, snapshot, book);
  // "click Yes, delete": a comma before a verb read as two steps may be inside a control's name.
  if (!named.resolved && instruction.includes(',') && stepCount(instruction) !== 1) {
    const whole = resolveWith(kind, instruction, snapshot, book, false);
    if (whole.resolved) named = whole;
  }
  const typed = !named.resolved && kind === 'act' ? typeThenPick(instruction, snapshot, book) : undefined;
  const decision = named.resolved ? named : typed ?? byWidgetRules(kind, instruction, snapshot, book, named, previous ? snapshot.byRef.get(previous) : undefined);
  if (decision.resolved) return readOnlyRefusal(kind, decision, snapshot, hints) ?? decision;
  const needs = book.request();
  if (needs) return { ...decision, needs };
  return kind === 'act' ? byParts(instruction, snapshot, hints, decision) : decision;
}

/**
 * A compound step the other rules read as one name ("toggle Bold and Italic", "click Next twice"):
 * its parts (rules/compound-step.ts), each resolved on this snapshot; all of them, or the step as
 * it was handed over. A part waiting on page facts asks for them.
 */
function byParts(instruction: string, snapshot: PageSnapshot, hints: PageHints | undefined, whole: Extract<ActionDecision, { resolved: false }>): ActionDecision {
  const parts = compoundParts(instruction);
  if (!parts) return whole;
  if (!Array.isArray(parts)) return { resolved: false, reason: `${parts.refused} (rule compound-step)` };
  const done: Extract<ActionDecision, { resolved: true }>[] = [];
  // Every part's page facts asked for in one round.
  const needs: HintRequest = { facts: [], hiddenIn: [] };
  let waiting: string | undefined;
  for (const part of parts) {
    // A later part may say "it": the element the part before acted on.
    const decision = resolveAction('act', part, snapshot, hints, done.at(-1)?.actions.at(-1)?.ref || undefined);
    if (decision.resolved) done.push(decision);
    else if (!decision.needs) return whole;
    else {
      waiting ??= `"${part}": ${decision.reason}`;
      needs.facts.push(...decision.needs.facts.filter((f) => !needs.facts.includes(f)));
      needs.hiddenIn.push(...decision.needs.hiddenIn.filter((f) => !needs.hiddenIn.includes(f)));
      for (const ref of decision.needs.listeners ?? []) if (!(needs.listeners ??= []).includes(ref)) needs.listeners.push(ref);
    }
  }
  if (waiting) return { resolved: false, reason: waiting, needs };
  const unsure = afterChange(done, snapshot) ?? oneChoiceTwice(done, parts, snapshot);
  if (unsure) return { resolved: false, reason: `${unsure} (rule compound-step)` };
  return {
    resolved: true,
    actions: done.flatMap((d) => d.actions),
    reason: 'matched by rule compound-step',
    rule: ['compound-step', ...done.map((d) => d.rule)].join(' + '),
    candidates: done.flatMap((d) => d.candidates),
    facts: [`read as ${parts.length} parts: ${parts.map((p) => `"${p}"`).join(', ')}`, ...done.flatMap((d) => d.facts ?? [])],
  };
}

/** Controls whose click sets a state in place: the page around them stays as it was. */
const IN_PLACE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio', 'tab', 'option', 'combobox', 'spinbutton', 'slider']);
/** Sets of controls that act in place together (APG toolbar, tabs, radio group, menu bar). */
const IN_PLACE_SETS: ReadonlySet<string> = new Set(['toolbar', 'tablist', 'radiogroup', 'menubar']);

/**
 * A compound step's later part is found on the page as it was before the parts before it acted.
 * After a click that may change the page (a button that submits or leads on, a link), that page
 * may be gone: "click Create account and then check the terms" is two steps. A click that sets a
 * state in place (a box, a tab, a toggle button, a picker), or a later part in the same toolbar or
 * button group ("toggle Bold and Italic"), or on the same element, goes on. The reason, or undefined.
 */
function afterChange(done: readonly Extract<ActionDecision, { resolved: true }>[], snapshot: PageSnapshot): string | undefined {
  const index = indexPage(snapshot);
  for (const [i, part] of done.entries()) {
    if (i === 0) continue;
    const before = done[i - 1]!.actions.filter((a) => a.ref && (POINTER_METHODS.has(a.method) || a.method === 'press')).at(-1);
    const clicked = before?.ref ? snapshot.byRef.get(before.ref) : undefined;
    if (!before || !clicked || IN_PLACE_ROLES.has(clicked.role) || clicked.pressed !== undefined) continue;
    const sets = (node: SnapshotNode) => ancestors(index, node).filter((a) => IN_PLACE_SETS.has(a.role) || (a.role === 'group' && subtree(a).every((d) => !d.ref || d === a || !isActionable(d) || d.role === 'button')));
    const theirs = new Set(sets(clicked));
    const later = part.actions.map((a) => (a.ref ? snapshot.byRef.get(a.ref) : undefined));
    if (later.every((node) => node && (node === clicked || sets(node).some((s) => theirs.has(s))))) continue;
    return `"${before.description}" may change the page before the next part acts: say the parts as separate steps`;
  }
  return undefined;
}

/** Controls of which a set holds one chosen at a time (a radio group's radios, a tab list's tabs). */
const ONE_OF_SET: ReadonlySet<string> = new Set(['radio', 'tab', 'menuitemradio']);
const CHOICE_SETS: ReadonlySet<string> = new Set(['radiogroup', 'tablist', 'group', 'menu', 'menubar']);

/**
 * "select Option 2 and Option 3" on one radio group: the second choice undoes the first, so the
 * step cannot end with both, and doing the parts in turn would report it done with one. Two parts
 * that choose controls of one such set (the nearest radio group, tab list, group or menu around
 * them, else the same parent) are handed over, and so are two parts come to the same element and
 * act. The reason, or undefined.
 */
function oneChoiceTwice(done: readonly Extract<ActionDecision, { resolved: true }>[], parts: readonly string[], snapshot: PageSnapshot): string | undefined {
  const index = indexPage(snapshot);
  const chosen = done.map((d) => d.actions.filter((a) => a.ref && (a.method === 'click' || a.method === 'check')).map((a) => snapshot.byRef.get(a.ref!)).at(-1));
  const setOf = (node: SnapshotNode) => ancestors(index, node).find((a) => CHOICE_SETS.has(a.role)) ?? index.parent.get(node);
  // "check Check me out and submit": a later part come to the very element and act of a part
  // before ("submit" read as the box again) says nothing of its own; the step would be reported
  // done with the second part never done.
  // (The same control with another value or choice is another act: "add A and B to the extras".)
  const acts = done.map((d) => d.actions.map((a) => `${a.ref}:${a.method}:${JSON.stringify([a.arguments ?? [], a.then?.option ?? '', a.edit ?? ''])}`).join(','));
  for (const [i, act] of acts.entries()) {
    const twin = acts.indexOf(act);
    if (twin < i && act.split(',').every((a) => !a.startsWith(':'))) return `"${parts[i]}" comes to the same action as "${parts[twin]}" (${done[i]!.actions.map((a) => a.description).join(', ')}): say the second part by the control's own name`;
  }
  for (const [i, node] of chosen.entries()) {
    if (!node || !ONE_OF_SET.has(node.role)) continue;
    const set = setOf(node);
    const other = chosen.slice(0, i).find((n) => n && n !== node && n.role === node.role && setOf(n) === set);
    if (other) return `${describeNode(other)} and ${describeNode(node)} are choices of one set, where one is chosen at a time: the second would undo the first; say the one you want`;
  }
  return undefined;
}

/**
 * A text field that takes no typing (read-only, or drawn with no caret: a picker's input, a list
 * drawn over a box), as the page's facts say once read: never filled or typed into (a fill would
 * wait on it and fail). Handed over with what would work: its picker.
 */
function readOnlyRefusal(kind: 'act' | 'observe', decision: Extract<ActionDecision, { resolved: true }>, snapshot: PageSnapshot, hints: PageHints | undefined): ActionDecision | undefined {
  if (kind !== 'act') return undefined;
  const typing = decision.actions.find((a) => (a.method === 'fill' || a.method === 'type') && a.ref && hints?.facts.get(a.ref)?.refusesTyping);
  if (!typing) return undefined;
  const node = snapshot.byRef.get(typing.ref);
  const name = node?.name ?? '';
  return { resolved: false, reason: `${node ? describeNode(node) : 'the field'} is read-only: it takes no typing (a picker or a list sets it): say "open ${name}" and pick the value from what it shows (rule ${decision.rule})` };
}

/**
 * When the name rules hand over: the step's typed form (grammar.ts) tried by the widget rules
 * (rules/), in order. The first that answers decides; a rule that owns the step but refuses it
 * (`near`) says why instead of the name rules. Compound steps are left to the name rules.
 */
function byWidgetRules(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, book: HintBook, named: Extract<ActionDecision, { resolved: false }>, previous?: SnapshotNode): ActionDecision {
  if (instruction.length > MAX_INSTRUCTION_CHARS || stepCount(instruction) > 1) return named;
  const text = kind === 'observe' ? instruction.replace(/\?\s*$/, '').replace(/^\s*(?:where is|where's|where’s|show me|locate|get|look for|identify)\s+/i, 'find ') : instruction;
  // observe("the Department filter"): a bare noun phrase names an element, as "find" does.
  const read = parseGrammar(text) ?? (kind === 'observe' ? parseGrammar(`find ${text}`) : undefined);
  // A step the grammar reads no form of is left to the rules that read the words as written.
  const form: StepForm = read ?? { verb: 'do', said: text.trim().split(/\s+/)[0] ?? '', frame: 'target' };
  if (!read && !WIDGET_RULES.some((rule) => rule.readsStep && rule.applies(form, kind))) return named;
  const index = indexPage(snapshot);
  const reachable = index.order.filter((n) => !book.covered(n));
  const ctx = { index: reachable.length === index.order.length ? index : { ...index, order: reachable }, book, kind, step: instruction, ...(previous ? { previous } : {}) };
  // The name rules wait on facts from the page: a last resort does not decide before they have them.
  const waiting = book.misses > 0;
  for (const rule of WIDGET_RULES) {
    if (!read && !rule.readsStep) continue;
    if (rule.fallback && waiting) continue;
    if (!rule.applies(form, kind)) continue;
    const out = rule.resolve(form, ctx);
    if (!out) continue;
    if ('handover' in out) {
      if (out.near) return { resolved: false, reason: `${out.handover} (rule ${rule.info.name})` };
      continue;
    }
    // A last resort's choice is read from the page before it is acted on (is it seen at all?).
    if (rule.fallback) {
      const before = book.misses;
      for (const a of out.actions) if (a.ref) book.facts(ctx.index.snapshot.byRef.get(a.ref) ?? { role: '', ref: a.ref, frame: [], children: [] });
      if (book.misses > before) return { resolved: false, reason: `reading the page's facts about what rule ${rule.info.name} chose` };
    }
    // What a rule chose and the page says no one can see (a visually hidden twin of the control a
    // person uses) is not acted on by the pointer or by text; keys go to it through the focus (a
    // combobox moved off the page, opened by its key).
    const unseen = kind === 'act' ? out.actions.find((a) => a.method !== 'press' && !(rule.setsHiddenBoxes && (a.method === 'check' || a.method === 'uncheck')) && a.ref && book.unseen(ctx.index.snapshot.byRef.get(a.ref) ?? { role: '', frame: [], children: [] })) : undefined;
    if (unseen) {
      const node = ctx.index.snapshot.byRef.get(unseen.ref)!;
      return { resolved: false, reason: `${describeNode(node)} is visually hidden: name the control a person sees (rule ${rule.info.name})` };
    }
    const facts = [`read as: ${describeForm(form)}`, ...out.facts];
    const reason = `matched by rule ${rule.info.name}`;
    const base = { resolved: true as const, actions: out.actions, reason, rule: rule.info.name, candidates: out.candidates, facts };
    return kind === 'observe' ? { ...base, located: true } : base;
  }
  return named;
}

/**
 * How many steps an instruction names (parseSteps' count), remembered per instruction: the rules
 * ask it of every act before reading the step, and a suite repeats its steps. Bounded.
 */
function stepCount(instruction: string): number {
  let count = stepCounts.get(instruction);
  if (count === undefined) {
    count = parsedSteps(instruction).length;
    if (stepCounts.size >= 500) stepCounts.clear();
    stepCounts.set(instruction, count);
  }
  return count;
}
const stepCounts = new Map<string, number>();

/** The tree-toggle rule alone, on a single step: its answer or its refusal once it found a tree item. */
function treeFirst(instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  return ruleFirst(treeToggle, instruction, snapshot, book);
}

/** A step rule (rules/index.ts, STEP_RULES) on the whole step: its answer, or its refusal once the step is of its shape. */
function stepRuleFirst(rule: StepRule, kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  if (instruction.length > MAX_INSTRUCTION_CHARS || !rule.applies(instruction, kind)) return undefined;
  const out = rule.resolve(instruction, { index: indexPage(snapshot), book, kind });
  if (!out) return undefined;
  const name = rule.info.name;
  if ('handover' in out) return { resolved: false, reason: `${out.handover} (rule ${name})` };
  return { resolved: true, actions: out.actions, reason: `matched by rule ${name}`, rule: name, candidates: out.candidates, facts: out.facts };
}

/** One widget rule alone, on a single step, before the name rules: its answer, or its refusal when it owns the step (`near`). */
function ruleFirst(rule: WidgetRule, instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  if (instruction.length > MAX_INSTRUCTION_CHARS || stepCount(instruction) > 1) return undefined;
  const form = parseGrammar(instruction);
  if (!form || !rule.applies(form, 'act')) return undefined;
  const index = indexPage(snapshot);
  const out = rule.resolve(form, { index, book, kind: 'act' });
  if (!out) return undefined;
  const name = rule.info.name;
  if ('handover' in out) return out.near ? { resolved: false, reason: `${out.handover} (rule ${name})` } : undefined;
  return { resolved: true, actions: out.actions, reason: `matched by rule ${name}`, rule: name, candidates: out.candidates, facts: [`read as: ${describeForm(form)}`, ...out.facts] };
}

/** The drag-drop rule alone, on a single step: its answer, or its refusal when the step drags an item the page has. */
function dragFirst(instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  if (instruction.length > MAX_INSTRUCTION_CHARS) return undefined;
  const out = resolveDrag(instruction, indexPage(snapshot), book);
  if (!out) return undefined;
  const name = DRAG_DROP.name;
  if ('reading' in out) return { resolved: false, reason: `${out.reading} (rule ${name})`, needs: book.request()! };
  if ('handover' in out) return out.near ? { resolved: false, reason: `${out.handover} (rule ${name})` } : undefined;
  return { resolved: true, actions: out.actions, reason: `matched by rule ${name}`, rule: name, candidates: out.candidates, facts: out.facts };
}

/** observe("find the drag handle of X"), observe("find the Done list"): the drag-drop rule's parts. */
function dragPartFirst(instruction: string, snapshot: PageSnapshot): ActionDecision | undefined {
  if (instruction.length > MAX_INSTRUCTION_CHARS) return undefined;
  const found = findDragPart(instruction, indexPage(snapshot));
  if (!found) return undefined;
  const name = DRAG_DROP.name;
  if ('handover' in found) return { resolved: false, reason: `${found.handover} (rule ${name})` };
  const node = found.node;
  return { resolved: true, located: true, actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `${describeNode(node)}: ${found.said}` }], reason: `matched by rule ${name}`, rule: name, candidates: [{ role: node.role, name: node.name ?? '', score: 1 }], facts: [found.said] };
}

/** "press Escape to cancel the edit": a single step that names a key and what it is for. */
function keyWithPurpose(instruction: string): boolean {
  if (instruction.length > MAX_INSTRUCTION_CHARS) return false;
  const steps = parsedSteps(instruction);
  return steps.length === 1 && steps[0]!.some((r) => r.method === 'press' && r.purpose !== undefined);
}

/**
 * A step whose value swallowed a row phrase: "set Qty to 5 for Chloe Dubois", "change Status to
 * Shipped in the row for order 1004". Said with "row", or naming a row the page has, the step
 * names a row: the grid-cell rule on the value and the row, or a hand-over that says why. A
 * value such as "Thanks for coming" (no row says "coming") is left to the other rules.
 */
function rowScopedFirst(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  if (instruction.length > MAX_INSTRUCTION_CHARS || stepCount(instruction) > 1) return undefined;
  const form = parseGrammar(instruction);
  const swallowed = form && swallowedRow(form);
  if (!form || !swallowed) return undefined;
  const index = indexPage(snapshot);
  if (!swallowed.explicit && !rowSaysKey(index, swallowed.row)) return undefined;
  const scoped = withRowScope(form, swallowed);
  const column = form.target?.raw ?? '';
  const refusal = `the step names a row ("${swallowed.row}") and no single "${column}" cell of it could be edited: say "set the ${column} of ${swallowed.row} to ${swallowed.value}" once the row shows, or edit the cell by hand`;
  if (!gridCell.applies(scoped, kind)) return { resolved: false, reason: `${refusal} (rule grid-cell)` };
  const out = gridCell.resolve(scoped, { index, book, kind });
  if (!out) return { resolved: false, reason: `${refusal} (rule grid-cell)` };
  if ('handover' in out) return { resolved: false, reason: `${out.handover} (rule grid-cell)` };
  return { resolved: true, actions: out.actions, reason: 'matched by rule grid-cell', rule: 'grid-cell', candidates: out.candidates, facts: [`read as: ${describeForm(scoped)}`, `the value "${form.value}" ends with a row: "${swallowed.row}"`, ...out.facts] };
}

/** grid-cell on a grid drawn without roles, before the name rules (rules/grid-cell.ts `drawnCellFirst`). */
function drawnFirst(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  if (instruction.length > MAX_INSTRUCTION_CHARS || stepCount(instruction) > 1) return undefined;
  const text = kind === 'observe' ? instruction.replace(/\?\s*$/, '').replace(/^\s*(?:where is|where's|where’s|show me|locate|get|look for|identify)\s+/i, 'find ') : instruction;
  const form = parseGrammar(text) ?? (kind === 'observe' ? parseGrammar(`find ${text}`) : undefined);
  if (!form || !gridCell.applies(form, kind)) return undefined;
  const index = indexPage(snapshot);
  const out = drawnCellFirst(form, { index, book, kind });
  if (!out) return undefined;
  if ('handover' in out) return { resolved: false, reason: `${out.handover} (rule grid-cell)` };
  const base = { resolved: true as const, actions: out.actions, reason: 'matched by rule grid-cell', rule: 'grid-cell', candidates: out.candidates, facts: [`read as: ${describeForm(form)}`, ...out.facts] };
  return kind === 'observe' ? { ...base, located: true } : base;
}

/**
 * The date-field rule alone, before the name rules: a step whose value is a date or a time, for a
 * field that holds one. Undefined when the value is no date or the rule leaves the step to the
 * others (a field that says nothing of dates, a tester's own text typed).
 */
function dateFirst(instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  if (instruction.length > MAX_INSTRUCTION_CHARS) return undefined;
  const form = parseGrammar(instruction);
  if (!form || !dateField.applies(form, 'act')) return undefined;
  const whole = indexPage(snapshot);
  const reachable = whole.order.filter((n) => !book.covered(n));
  const out = dateField.resolve(form, { index: reachable.length === whole.order.length ? whole : { ...whole, order: reachable }, book, kind: 'act' });
  if (!out) return undefined;
  if ('handover' in out) return { resolved: false, reason: `${out.handover} (rule date-field)` };
  return { resolved: true, actions: out.actions, reason: 'matched by rule date-field', rule: 'date-field', candidates: out.candidates, facts: [`read as: ${describeForm(form)}`, ...out.facts] };
}

/** The submenu-path rule alone: its answer, or its refusal once the path's first item is found. */
function submenuFirst(instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  const parts = submenuParts(instruction);
  if (!parts) return undefined;
  const walked = walkSubmenus(parts, indexPage(snapshot), book);
  if (!walked) return undefined;
  if ('handover' in walked) return { resolved: false, reason: `${walked.handover} (rule submenu-path)` };
  return { resolved: true, actions: walked.actions, reason: 'matched by rule submenu-path', rule: 'submenu-path', candidates: walked.weighed.map((w) => ({ role: 'menuitem', name: w.name, score: w.score })), facts: walked.facts };
}

/**
 * "click Logout in the user menu", "open the Components menu and click Cards": the opener by the
 * other rules, then the item its part holds hidden (rules/menu-pick.ts). Undefined when the step
 * is not of that shape or the opener does not resolve to one control that opens something.
 */
function openThenPick(instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  const parts = menuPickParts(instruction);
  if (!parts) return undefined;
  // "choose option 3 from the Select dropdown": with no button named so, the dropdown is a list,
  // the list rules' to read; nothing is asked of the page for a menu.
  if (parts.buttonOnly) {
    const name = parts.open.replace(/^open\s+(?:the\s+)?/i, '').replace(/\s+(?:dropdown|drop-down|drop down)$/i, '');
    if (!snapshot.nodes.length || !indexPage(snapshot).order.some((n) => n.role === 'button' && nameScore(name, n.name) >= MIN_SCORE)) return undefined;
  }
  const first = resolveWith('act', parts.open, snapshot, book);
  const opener = first.resolved ? first : byWidgetRules('act', parts.open, snapshot, book, first);
  if (!opener.resolved) return hoverMenuFirst(parts.open, parts.item, snapshot, book);
  if (opener.actions.length !== 1) return undefined;
  const open = opener.actions[0]!;
  const node = open.ref ? snapshot.byRef.get(open.ref) : undefined;
  if (!node || open.method !== 'click') return undefined;
  // "the Country dropdown" may be a list (a select, a combobox): only a button's dropdown is a menu.
  if (parts.buttonOnly && node.role !== 'button') return undefined;
  const item = hiddenItem(node, parts.item, indexPage(snapshot), book);
  if (!item) return undefined;
  if ('handover' in item) return { resolved: false, reason: `${item.handover} (rule menu-pick)` };
  const pick: OfflineAction = { ref: item.part.ref!, method: 'click', arguments: [], description: `click the menu item "${item.label}"`, within: item.selector };
  return {
    resolved: true,
    actions: [open, pick],
    reason: 'matched by rule menu-pick',
    rule: `${opener.rule} + menu-pick`,
    candidates: item.weighed.map((w) => ({ role: 'menuitem', name: w.name, score: w.score })),
    facts: [`opener ${describeNode(node)} (rule ${opener.rule})`, ...(opener.facts ?? []), 'the item is hidden until the menu opens'],
  };
}

/** A menu that opens on hover, its head no control (rules/hover-menu.ts): the head hovered, then its link clicked. */
function hoverMenuFirst(open: string, item: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  const found = hoverMenuPick(open, item, indexPage(snapshot), book);
  if (!found) return undefined;
  if ('handover' in found) return { resolved: false, reason: `${found.handover} (rule hover-menu)` };
  return { resolved: true, actions: found.actions, reason: 'matched by rule hover-menu', rule: 'hover-menu', candidates: found.weighed.map((w) => ({ role: 'link', name: w.name, score: w.score })), facts: found.facts };
}

/**
 * "type Ja into Tags and choose JavaScript": the typing by the other rules, then the suggestion
 * the typing shows, picked on the page as it is then (rules/autocomplete-pick.ts). Undefined when
 * the step is not of that shape or the typing does not resolve to one text field.
 */
function typeThenPick(instruction: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  const parts = autocompleteParts(instruction);
  if (!parts) return undefined;
  let first = resolveWith('act', parts.type, snapshot, book);
  // "type Sev in the hotel search": the search box of the combobox named Hotel (named by its placeholder).
  if (!first.resolved) first = ownSearchTyping(parts.type, snapshot, book) ?? first;
  if (!first.resolved || first.actions.length !== 1) return undefined;
  const typing = first.actions[0]!;
  const node = typing.ref ? snapshot.byRef.get(typing.ref) : undefined;
  if (!node || (typing.method !== 'type' && typing.method !== 'fill') || !TEXT_FIELDS.has(node.role)) return undefined;
  // A combobox's own search box ("the hotel search"): the combobox shows the choice, not the box.
  const box = ancestors(indexPage(snapshot), node).find((up) => up.role === 'combobox' && up.ref);
  return {
    resolved: true,
    actions: [{ ...typing, description: `${typing.description}, then pick "${parts.option}" once shown`, then: { option: parts.option, exact: false, roles: SUGGESTION_ROLES, ...(box ? { field: box.ref! } : {}) } }],
    reason: 'matched by rule autocomplete-pick',
    rule: `${first.rule} + autocomplete-pick`,
    candidates: first.candidates,
    facts: [`field ${describeNode(node)} (rule ${first.rule})`, 'the suggestion exists only once the text is typed: picked once shown'],
  };
}

/** "type Sev in the hotel search": typed into the combobox's own search box (rules/listbox-pick.ts, ownSearchBox). */
function ownSearchTyping(step: string, snapshot: PageSnapshot, book: HintBook): ActionDecision | undefined {
  const form = parseGrammar(step);
  if (!form || (form.verb !== 'type' && form.verb !== 'fill') || form.frame !== 'value-into' || !form.value || !form.target || form.scope) return undefined;
  const box = ownSearchBox(form.target.raw, indexPage(snapshot), book);
  if (!box) return undefined;
  const method = form.verb === 'type' ? 'type' : 'fill';
  const action: OfflineAction = { ref: box.ref!, method, arguments: [form.value], description: `${method} ${describeNode(box)} with "${form.value}"` };
  return { resolved: true, actions: [action], reason: 'matched by rule autocomplete-pick', rule: 'listbox-pick', candidates: [{ role: box.role, name: box.name ?? '', score: 1, why: `the search box of the combobox "${form.target.raw}" names` }] };
}

/** Fields typed into: kept when visually hidden (a code editor's text area). */
const TYPED_INTO: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton']);

/** Fields a suggestion list may belong to. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox']);

/** What one resolution reads: the page, the facts known about it, and whether it may act. */
interface Context {
  index: PageIndex;
  book: HintBook;
  kind: 'act' | 'observe';
  /** The element the step before acted on, in an instruction of several steps. */
  previous?: SnapshotNode;
}

function resolveWith(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, book: HintBook, commaBreaks = true): ActionDecision {
  if (instruction.length > MAX_INSTRUCTION_CHARS) return { resolved: false, reason: `the instruction is longer than ${MAX_INSTRUCTION_CHARS} characters (${instruction.length}): not one plain step` };
  const finder = /^\s*(?:find|locate|get|show(?: me)?|look for|identify|where is|where's|where’s|observe|return)\s+/i;
  let located = kind === 'observe' && finder.test(instruction);
  let steps = parsedSteps(kind === 'observe' ? instruction.replace(finder, 'click ') : instruction, undefined, commaBreaks);
  // observe("Submit button") names an element: read it after "click" too, unless a verb rule read it.
  // A name said with a number or words after it ("Child node 1 in the HTML demo") is no field and its value there: observe() fills nothing.
  if (kind === 'observe' && steps.every((readings) => readings.every((r) => r.target?.whole || (r.namedValue && r.fallback)))) {
    const named = parsedSteps(`click ${instruction}`);
    if (named.length || !steps.length) {
      steps = named;
      located = true;
    }
  }
  // "yes, clear it": no plain step, but maybe a control's whole name said as the step.
  const wholeOnly = !steps.length && kind === 'act';
  if (wholeOnly) {
    const whole = wholeStepReadings(instruction);
    if (whole.length) steps = [whole];
  }
  if (!steps.length) return { resolved: false, reason: openEndValue(instruction) ?? 'not a plain instruction' };
  // "find the status select": a list is located as what it is (a list box takes no click).
  if (located) steps = steps.map((readings) => readings.map((r) => (r.method === 'click' && r.target?.roles?.length && r.target.roles.every((role) => role === 'combobox' || role === 'listbox') ? { ...r, method: 'selectOption' as const } : r)));
  if (kind === 'observe' && steps.length > 1) return { resolved: false, reason: 'observe() names one element, the instruction names several steps' };
  // act() does one thing: an "all" reading ("mark all as complete") gives way to the others.
  if (kind === 'act') steps = steps.map((readings) => readings.filter((r) => !r.target?.all));
  if (steps.some((readings) => !readings.length)) return { resolved: false, reason: '"all" names several elements: act() does one thing' };
  const whole = indexPage(snapshot);
  // What the page said is under an open modal's backdrop is out of reach: no candidate, no anchor.
  const reachable = whole.order.filter((n) => !book.covered(n));
  const ctx: Context = { index: reachable.length === whole.order.length ? whole : { ...whole, order: reachable }, book, kind };
  const actions: OfflineAction[] = [];
  const rules: RuleName[] = [];
  let candidates: Candidate[] = [];
  let how = 'name';
  for (const [i, readings] of steps.entries()) {
    const previous = actions.at(-1);
    const step = steps.length > 1 ? `step ${i + 1} of "${instruction}": ` : '';
    // A later step's element is looked for on the page as it is now: only after steps that set a
    // value, never after a click or key press that may open, close or navigate.
    if (previous && !readings.every((r) => r.continues) && !SETTING_METHODS.has(previous.method)) {
      return { resolved: false, reason: `${step}its element may only appear after "${previous.description}"` };
    }
    ctx.previous = previous?.ref ? ctx.index.snapshot.byRef.get(previous.ref) : undefined;
    const decision = resolveStep(readings, ctx, previous);
    if ('handover' in decision) return { resolved: false, reason: wholeOnly ? (openEndValue(instruction) ?? 'not a plain instruction') : `${step}${decision.handover}` };
    if (!decision.literal) how = 'name and scope';
    actions.push(...decision.actions);
    if (!rules.includes(decision.rule)) rules.push(decision.rule);
    if (!candidates.length && decision.candidates) candidates = decision.candidates;
  }
  // A field the instruction goes on from ("… and press Enter", "… and choose JavaScript") stays focused: only a last action's leave is kept (leave-field.ts).
  const kept = actions.filter((a, i) => i === actions.length - 1 || !LEFT_AFTER_FILL.has(a));
  actions.splice(0, actions.length, ...kept);
  const rule = rules.join(' + ');
  const reason = `matched by ${how} (rule ${rule})`;
  return located ? { resolved: true, actions, reason, rule, candidates, located } : { resolved: true, actions, reason, rule, candidates };
}

/**
 * "sort by Size" read as a click on the column header "Size": only a header that shows it sorts
 * (rule column-sort's test, `sortsNothing`); handed over, not near, so the rules that read another
 * sort control (a "Sort by" select) still may.
 */
function unsortableHeader(header: SnapshotNode, clicked: SnapshotNode, book: HintBook): Handover | undefined {
  if (clicked !== header) return undefined;
  const facts = book.facts(header);
  if (!facts) return header.cursor === 'pointer' ? undefined : { handover: `reading whether the column header "${header.name ?? ''}" sorts` };
  const plain = sortsNothing(header, facts.sort ?? '');
  return plain ? { handover: plain } : undefined;
}

/** Methods that point at a place rather than set a control's state. */
const POINTER_METHODS: ReadonlySet<OfflineMethod> = new Set(['click', 'doubleClick', 'rightClick', 'hover']);

/** Steps after which the page is taken to be unchanged but for the value set. */
const SETTING_METHODS: ReadonlySet<OfflineMethod> = new Set(['fill', 'type', 'blur', 'selectOption', 'check', 'uncheck']);

interface Found {
  actions: OfflineAction[];
  score: number;
  rule: RuleName;
  candidates?: Candidate[];
}

/** `tied`: the refs of the controls a plain name tied between (the whole step may name one of them). */
type Handover = { handover: string; near?: boolean; tied?: string[] };

function resolveStep(readings: Reading[], ctx: Context, previous: OfflineAction | undefined): (Found & { literal: boolean }) | Handover {
  const continued = readings.find((r) => r.continues);
  if (continued) return continueOn(continued, ctx, previous);
  const before = ctx.book.misses;
  const primary = pickReading(readings.filter((r) => !r.fallback), ctx);
  // "open the cart" among "Open cart" and ten "Add to cart": the plain name ("cart") ties, but the whole
  // step, verb and all (articles aside), is exactly the name of one of the tied controls.
  if ('handover' in primary && primary.tied) {
    const whole = pickReading(readings.filter((r) => r.fallback && r.target?.whole && r.method === 'click'), ctx);
    if (!('handover' in whole) && whole.actions.length === 1 && primary.tied.includes(whole.actions[0]!.ref)) return { ...whole, rule: 'whole-step-name' };
  }
  if (!('handover' in primary) || primary.near) return primary;
  // The plain readings wait on facts from the page: whether they find anything is not known yet.
  if (ctx.book.misses > before) return primary;
  // Kind words and the whole step as a name: only when no plain reading came near anything.
  const fallbacks = readings.filter((r) => r.fallback);
  if (!fallbacks.length) return primary;
  const second = pickReading(fallbacks, ctx);
  if (!('handover' in second)) return second;
  return { handover: primary.handover === 'no match' ? second.handover : primary.handover };
}

/** What a found reading does, to tell whether two readings agree: the elements and methods. */
const actionKey = (f: { outcome: Found }): string => f.outcome.actions.map((a) => `${a.ref}:${a.method}`).join(',');

/** The one action the readings agree on, or a handover (`near`: some reading found a candidate close to the name). */
function pickReading(readings: Reading[], ctx: Context): (Found & { literal: boolean }) | Handover {
  if (!readings.length) return { handover: 'no match' };
  const results = readings.map((r) => ({ reading: r, outcome: resolveReading(r, ctx) }));
  const found = results.filter((r): r is { reading: Reading; outcome: Found } => 'actions' in r.outcome);
  if (!found.length) {
    const handovers = results.map((r) => r.outcome as Handover);
    const tied = handovers.length === 1 ? handovers[0]!.tied : undefined;
    return { handover: handovers.at(0)?.handover ?? 'no match', ...(handovers.some((h) => h.near) ? { near: true } : {}), ...(tied ? { tied } : {}) };
  }
  // "enter the card number 4242 …": the longest name a field has wins ("Card number" over "Card"),
  // unless the words it takes from the rest may be the value's own ("the city New York").
  if (found.every((f) => f.reading.namedValue)) {
    const longest = Math.max(...found.map((f) => f.reading.namedValue!.nameWords));
    const top = found.filter((f) => f.reading.namedValue!.nameWords === longest);
    const others = found.filter((f) => f.reading.namedValue!.nameWords < longest);
    if (top.some((f) => actionKey(f) !== actionKey(top[0]!)) || (top[0]!.reading.namedValue!.mayBeValue && others.some((f) => actionKey(f) !== actionKey(top[0]!)))) {
      return { handover: `the step may name ${found.length} fields: say the value after "with" ("fill the … field with …")`, near: true };
    }
    return { ...top[0]!.outcome, literal: false };
  }
  // The literal reading with an exact name wins over scope splits ("Search for products").
  const literalExact = found.find((f) => f.reading.literal && f.outcome.score === 1);
  const chosen = literalExact ?? found[0]!;
  if (!literalExact) {
    if (found.some((f) => actionKey(f) !== actionKey(chosen))) return { handover: 'readings of the instruction disagree' };
  }
  return { ...chosen.outcome, literal: chosen.reading.literal };
}

/** "… and press Enter", "clear X and type Y": the step acts on the element of the step before. */
function continueOn(reading: Reading, ctx: Context, previous: OfflineAction | undefined): (Found & { literal: boolean }) | Handover {
  if (!previous) return { handover: 'nothing to continue from' };
  const node = previous.ref ? ctx.index.snapshot.byRef.get(previous.ref) : undefined;
  if (reading.submits) {
    // Enter submits a one-line field's form; in a text area it would add a line.
    const facts = node && TEXT_ROLES.has(node.role) ? ctx.book.facts(node) : undefined;
    if (facts?.tag !== 'input' || facts.form === 'inert') return { handover: facts || !node ? '"submit" needs a one-line field whose Enter submits, from the step before' : 'reading what kind of field the step before filled' };
  }
  if (reading.method === 'press') {
    const action = node ? toAction(node, 'press', reading.args) : { ref: '', method: 'press' as const, arguments: reading.args, description: pageDescription('press', reading.args) };
    if ('handover' in action) return action;
    // Enter in the field the step before put text into ("type X …, then press Enter"): the page
    // must answer it (the field emptied, an item shown, another address, results), else the step
    // failed; never a success with the text left in a field that took no key (issue 25 item 3).
    const answered = node && (previous.method === 'fill' || previous.method === 'type') && /^enter$/i.test(reading.args[0] ?? '') ? { effect: { answered: { key: 'Enter', field: `${node.role} "${node.name ?? ''}"` } } } : {};
    return { actions: [{ ...action, ...answered }], score: 1, literal: true, rule: 'continue-previous' };
  }
  if (!node || !fitsMethod(node, reading.method)) return { handover: `"${reading.method}" needs a text field, and the step before did not name one` };
  const action = toAction(node, reading.method, reading.args);
  return 'handover' in action ? action : { actions: [action], score: 1, literal: true, rule: 'continue-previous' };
}

function resolveReading(reading: Reading, ctx: Context): Found | Handover {
  const { index } = ctx;
  const { method, target, args } = reading;
  if (reading.cutPlease) return { handover: `the value "${args[0] ?? ''}" ends the step and "please" follows it: it may be the value's last word or politeness; quote the value ("with \"${args[0] ?? ''} please\"" or "with \"${args[0] ?? ''}\""), or say please first`, near: true };
  if (!target) {
    if (method === 'selectOption') return selectWithoutField(args[0] ?? '', index);
    if (method === 'press') {
      const button = buttonForKey(args[0] ?? '', index);
      // "press Delete to clear the selected cell" beside a Delete button: the key or the button? Neither is a guess.
      if (button && reading.purpose && !('handover' in button)) return { handover: `the step names the ${args[0]} key for a purpose ("to ${reading.purpose}"), and the page has a control named "${args[0]}": say "click ${args[0]}" for the control`, near: true };
      if (button) return button;
      if (reading.purpose) return keyForPurpose(args[0] ?? '', reading.purpose);
    }
    return { actions: [{ ref: '', method, arguments: args, description: pageDescription(method, args) }], score: 1, rule: 'page-action' };
  }
  if (reading.dismiss) {
    const closing = dismissChoice(target.name, index, ctx.book);
    if ('handover' in closing) return closing;
    const action = toAction(closing.nodes[0]!, 'click', []);
    return 'handover' in action ? action : { actions: [{ ...action, description: `close the dialog with ${action.description}` }], score: 1, rule: 'dismiss-dialog' };
  }
  if (reading.toggle) {
    // "expand Components in the sidebar": the disclosure looked for in the part the scope names.
    const area = target.scope ? toggleArea(target, ctx) : undefined;
    if (area && 'handover' in area) return area;
    const toggled = area ? toggleChoice(unscoped(target), reading.toggle, { ...index, order: area }, ctx.book) : toggleChoice(target, reading.toggle, index, ctx.book);
    if ('handover' in toggled) return toggled;
    // A tree item opens and closes by its own arrow or the tree's keys (tree-toggle, tried first, for an item
    // the step names); a click on it may select it instead. One the step does not name, reached by other words
    // ("fold the tree up"), is left alone.
    const item = toggled.nodes[0]!;
    if (item.role === 'treeitem' && nameScore(target.name, item.name ?? '') < MIN_SCORE) return { handover: `the part to ${reading.toggle} is the tree item "${item.name}", which a click selects rather than ${reading.toggle === 'expand' ? 'expands' : 'collapses'}: name the item ("${reading.toggle} ${item.name}")`, near: true };
    const action = toAction(item, 'click', []);
    // Success is the part shown (or hidden) afterwards, not the click: checked once acted.
    // A control with no state of its own ("Collapse" on a card) is judged by the part it shows or hides.
    const region = 'region' in toggled && toggled.region?.ref ? { region: { ref: toggled.region.ref, shown: reading.toggle === 'expand' } } : {};
    return 'handover' in action ? action : { actions: [{ ...action, description: `${reading.toggle} with ${action.description}`, effect: { expanded: reading.toggle === 'expand', ...region } }], score: toggled.score, rule: 'toggle-by-state' };
  }
  if ((reading.toPage || target.pageLink) && target.name && pageOf(index.snapshot.url) === normalize(target.name).replace(/ /g, '')) {
    return { handover: `the page is the "${target.name}" page already`, near: true };
  }
  // "select the row for Bruno Costa": a unit word alone, said with what the unit holds, names the
  // unit itself (rules/row-by-text.ts), never a control with that word inside its name ("Press
  // Space to toggle row selection").
  if (target.scope?.anchor && !target.exact && HOLDING_UNITS.has(normalize(target.name))) return { handover: `the step names a ${normalize(target.name)} by what it holds ("${target.scope.anchor}"), not a control named "${target.name}"` };
  const plain = target.submitsForm ? tag(submitChoice(target.name, index, ctx.book), 'submit-form') : target.pageLink ? tag(pageLinkChoice(target.name, index), 'page-link') : plainChoice(target, method, ctx);
  let choice: Choice | Handover = plain;
  // A chosen control a person cannot see (a visually hidden native twin, a clipped box under its
  // label) is not acted on: the rules that find what a person sees try instead. Fields that take
  // typing are kept (an editor types through a hidden text area).
  const hidden = 'handover' in plain ? undefined : plain.nodes.find((n) => ctx.book.unseen(n) && !TYPED_INTO.has(n.role));
  if (hidden) choice = { handover: `${describeNode(hidden)} is visually hidden` };
  if ('handover' in choice && !('near' in choice && choice.near) && !target.submitsForm && !target.pageLink) {
    // A hidden radio or checkbox the step chose by a click ("choose Paris") is set through its label.
    // (A toggle keeps its roles: the label's click flips the box.)
    const flips = !!reading.flips;
    const boxTarget = hidden && method === 'click' && !flips && (hidden.role === 'radio' || hidden.role === 'checkbox') ? { ...target, roles: [hidden.role] } : target;
    const labelled = hiddenBoxByLabel(boxTarget, method, ctx, flips);
    if (labelled && 'handover' in labelled) return labelled;
    if (labelled) return { actions: [{ ref: labelled.node.ref!, method: labelled.method, arguments: [], description: `${labelled.method} the box labelled "${ownText(labelled.node)}"` }], score: 1, rule: 'hidden-box-label' };
    const rescued = rescue(target, method, ctx);
    if (rescued && 'row' in rescued) return revealActions(rescued.row, rescued.within, rescued.description);
    if (rescued) choice = rescued;
    const rescuedHidden = 'handover' in choice ? undefined : choice.nodes.find((n) => ctx.book.unseen(n) && !TYPED_INTO.has(n.role));
    if (rescuedHidden) choice = { handover: `${describeNode(rescuedHidden)} is visually hidden` };
  }
  if ('handover' in choice) return choice;
  if (reading.opens) {
    const open = openAlready(choice.nodes, ctx.book);
    if (open) return open;
  }
  const wrongKind = kindGuard(target, choice.nodes, choice.score, !!reading.opens);
  if (wrongKind) return { handover: wrongKind, near: true };
  const box = boxGuard(reading, choice.nodes, ctx.index, method);
  if (box) return { handover: `${box} (rule box-guard)`, near: true };
  const making = newItemFieldGuard(reading, choice.nodes, ctx.book, ctx.index);
  if (making) return making;
  const anchors = target.scope?.anchor ? findAnchors(target.scope, ctx.index) : [];
  const header = 'handover' in anchors ? undefined : rowCellGuard(choice.nodes, anchors, ctx.index);
  if (header) return { handover: `${header} (rule row-cell-guard)`, near: true };
  const slides = slideTie(target, choice.nodes, ctx.index);
  if (slides) return { handover: slides, near: true };
  const actions: OfflineAction[] = [];
  let rule: RuleName = choice.rule ?? (target.scope ? 'scoped-name' : 'name-match');
  for (const node of choice.nodes) {
    const select = method === 'click' ? nativeSelectOf(node, ctx) : undefined;
    if (select && 'handover' in select) return select;
    if (select) rule = 'native-select-option';
    // A column header chosen by its name is clicked where its own sort button is (APG sortable
    // table: the button in the th is the control; the header's middle may miss it).
    const clicked = method === 'click' && node.role === 'columnheader' ? sortControl(node) : node;
    if (reading.sorts && node.role === 'columnheader') {
      const unsorted = unsortableHeader(node, clicked, ctx.book);
      if (unsorted) return unsorted;
    }
    const action = select ? toAction(select.node, 'selectOption', [node.name ?? '']) : toAction(clicked, method, args);
    if ('handover' in action) return action;
    actions.push(action);
    // "set Min price to 300": the value takes effect the way a person commits a field, by leaving
    // it (the browser fires `change`); so is "enter 300 as Min price". A bare fill ("fill X with V") stays Playwright's fill.
    // Another fill is left too where the page takes a value only when its field is left and leaving undoes nothing (leave-field.ts).
    if (action.method === 'fill' || action.method === 'type') {
      if (reading.commits) {
        // A text field that drops what is typed (a list field, offline/rules/list-field.ts): the value is chosen from its list instead.
        const chooses = node.role === 'textbox' && action.method === 'fill' && action.arguments[0]?.trim() && !/%[A-Za-z_][\w-]*%/.test(action.arguments[0]) ? { chooses: action.arguments[0] } : {};
        Object.assign(action, chooses);
        actions.push({ ref: action.ref, method: 'blur', arguments: [], description: `leave ${describeNode(node)} (commits its value)`, ...chooses });
      }
      else if (leavesAfterFill(node, ctx.index, ctx.book)) {
        const leave: OfflineAction = { ref: action.ref, method: 'blur', arguments: [], description: `leave ${describeNode(node)} (commits its value: its page takes it when the field is left; rule leave-field)` };
        LEFT_AFTER_FILL.add(leave);
        actions.push(leave);
      }
    }
  }
  return { actions, score: choice.score, rule, ...(choice.candidates ? { candidates: choice.candidates } : {}) };
}

/**
 * "open Components" where the Components section is open already: a click on its header would
 * close it. A disclosure control (one with a state) is read from the page first: what it controls
 * shown or not is its state (see toggle.ts), whatever its markup states.
 */
function openAlready(nodes: readonly SnapshotNode[], book: HintBook): Handover | undefined {
  for (const node of nodes) {
    // Read for any control (its markup may say "collapsed" over a shown part); the tier reads the element it acts on anyway.
    if (!book.facts(node)) return { handover: `reading whether ${describeNode(node)} is open`, near: true };
    if (stateOf(node, book) === true) return { handover: `${describeNode(node)} is open already: a click would close it`, near: true };
  }
  return undefined;
}

/** Boxes of elements from the page's facts: asked for (read by the tier's next round) when not read yet. */
const boxesFrom = (book: HintBook): BoxOf => (node) => {
  const facts = book.facts(node);
  return facts ? facts.box : 'unknown';
};

/** The plain rules: names the user sees, within the scope, narrowed by a kind word. */
function plainChoice(target: TargetPhrase, method: OfflineMethod, ctx: Context): Choice | Handover {
  const { index } = ctx;
  let nodes: SnapshotNode[] = index.order;
  if (target.scope) {
    const scoped = scopeNodes(target.scope, index, method, target, boxesFrom(ctx.book));
    if ('handover' in scoped) return scoped;
    nodes = scoped;
  }
  let scored = scoreCandidates(nodes, method, target);
  const minScore = target.scope ? MIN_SCOPED_SCORE : MIN_SCORE;
  if (target.kind) {
    const kinded = applyKind(scored, target.kind, !!target.name, index, ctx.book, POINTER_METHODS.has(method));
    if ('handover' in kinded) return kinded;
    scored = kinded;
  }
  const focused = focusedChoice(target, method, scored, minScore, nodes);
  const placed = !!target.scope && (!!target.scope.relation || !!target.scope.sequence || !!target.scope.part || (!!target.scope.under && !normalize(target.name)));
  let choice: Choice = focused ? tag(focused, 'focused-field') : tag(choose(scored, target, index, minScore), target.scope?.sequence ? 'list-neighbour' : placed ? 'place-relation' : target.scope ? 'scoped-name' : target.roles?.length ? 'kind-word' : 'name-match');
  if ('handover' in choice) choice = tag(exactNameChoice(scored, target, minScore) ?? choice, 'exact-name');
  if ('handover' in choice && method === 'click') choice = tag(dialogCloseChoice(scored, target, index, ctx.book, minScore) ?? choice, 'dialog-close');
  if ('handover' in choice && POINTER_METHODS.has(method)) choice = tag(clickableHeader(scored, target, index, minScore) ?? choice, 'clickable-header');
  if ('handover' in choice) choice = tag(seenOfTwins(scored, target, index, minScore, ctx.book) ?? choice, 'hidden-twin');
  if ('handover' in choice) choice = tag(mentionedAlone(target, method, nodes, scored, minScore, ctx.book) ?? choice, 'mentioned-label');
  if ('handover' in choice && ctx.previous) choice = tag(besidePrevious(scored, target, ctx.previous, index, minScore) ?? choice, 'beside-previous');
  if (!('handover' in choice)) return { ...choice, candidates: choice.candidates ?? evidenceOf(scored) };
  // A tie may be one the page settles: one of them under an open modal's backdrop. Ask for their facts.
  if ('handover' in choice) askAboutTie(scored, minScore, ctx.book);
  if ('handover' in choice && scored.some((s) => s.score >= MIN_SCOPED_SCORE)) {
    const best = Math.max(0, ...scored.map((s) => s.score));
    const tied = best >= minScore ? scored.filter((s) => s.score > best - MIN_LEAD && s.node.ref).map((s) => s.node.ref!) : [];
    return { ...choice, near: true, ...(tied.length > 1 ? { tied } : {}) };
  }
  return choice;
}

const HEADER_CELLS: ReadonlySet<string> = new Set(['columnheader', 'rowheader']);

/**
 * Header cells that say the same name tie (a table's header row repeated in its footer): the one
 * that looks clickable (a pointer cursor: the sortable header) is the one a click is for, when it
 * is the only one that does. Every tied candidate must be a header cell.
 */
function clickableHeader(scored: Scored[], target: TargetPhrase, index: PageIndex, minScore: number): Choice | undefined {
  if (target.ordinal !== undefined || target.all) return undefined;
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best < minScore) return undefined;
  const top = scored.filter((s) => s.score > best - MIN_LEAD);
  if (top.length < 2 || !top.every((s) => HEADER_CELLS.has(s.node.role))) return undefined;
  const clickable = top.filter((s) => s.node.cursor === 'pointer');
  if (clickable.length !== 1) return undefined;
  return choose(clickable, target, index, minScore);
}

function askAboutTie(scored: Scored[], minScore: number, book: HintBook): void {
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best < minScore) return;
  const top = scored.filter((s) => s.score > best - MIN_LEAD);
  if (top.length > 1 && top.length <= 8) for (const s of top) book.facts(s.node);
}

/**
 * "fill the api_key value with X and click Authorize" where each scheme of a dialog has its own
 * Authorize: of the candidates tied at the top, the one that shares the smallest part of the page
 * with the element the step before acted on (its form, its card), when exactly one does.
 */
function besidePrevious(scored: Scored[], target: TargetPhrase, previous: SnapshotNode, index: PageIndex, minScore: number): Choice | undefined {
  if (target.ordinal !== undefined || target.all) return undefined;
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best < minScore) return undefined;
  const top = scored.filter((s) => s.score > best - MIN_LEAD);
  const around = new Set([previous, ...ancestors(index, previous)]);
  // How deep the smallest part holding both is: deeper is nearer.
  const depth = (node: SnapshotNode) => {
    const shared = [node, ...ancestors(index, node)].find((n) => around.has(n));
    return shared ? ancestors(index, shared).length : -1;
  };
  const depths = top.map((s) => depth(s.node));
  const deepest = Math.max(...depths);
  const nearest = top.filter((_, i) => depths[i] === deepest);
  if (nearest.length !== 1) return undefined;
  return choose(nearest, target, index, minScore);
}

/**
 * The one candidate whose label says the name (see mentionChoice), when no other candidate
 * carries the name in its developer-given names either: a field with `id="todo"` beside one
 * labelled "Todo notes and comments" leaves "the todo field" in doubt.
 */
/** Words that make a field a filter or a search of what it names ("Status Filter Input", "Search contacts"). */
const FILTER_WORDS = /\b(?:filter|filters|filtering|search|searches|query)\b/i;

function mentionedAlone(target: TargetPhrase, method: OfflineMethod, nodes: SnapshotNode[], scored: Scored[], minScore: number, book: HintBook): Choice | undefined {
  const said = mentionChoice(scored, target, minScore);
  if (!said || 'handover' in said) return said;
  // "set the status to Shipped" where only "Status Filter Input" says "status": a filter or search box of a thing is
  // not the thing; a step that does not say it filters or searches is no step for it.
  const filterBox = said.nodes.find((n) => FILTER_WORDS.test(n.name ?? '') && !FILTER_WORDS.test(target.name));
  if (filterBox) return { handover: `"${target.name}" is said only by a filter or search box (${filterBox.role} "${filterBox.name}"), and the step does not say to filter: say "filter ${target.name} by …" for the filter, or name the field or the row you mean` };
  const others = nodes.filter((n) => !said.nodes.includes(n) && fitsMethod(n, method) && (!target.roles || target.roles.includes(n.role)));
  const before = book.misses;
  const name = normalize(target.name);
  const rival = others.some((n) => {
    const phrases = book.devPhrases(n);
    return devScore(target.name, phrases) >= MIN_SCORE || phrases.some((p) => containsPhrase(p, name));
  });
  if (book.misses > before) return { handover: `reading developer-given names for "${target.name}"` };
  return rival ? { handover: `"${target.name}" is said by one label and in another control's developer-given names` } : said;
}

type Rescue = Choice | { row: SnapshotNode; within: string; description: string };

/**
 * When the plain rules found nothing near: developer-given names (see dev-match.ts), a container
 * word that is no landmark ("in the footer" for a <footer> inside a <section>), a control hidden
 * in the anchor's row until it is hovered (reveal.ts). Undefined when none applies.
 */
function rescue(target: TargetPhrase, method: OfflineMethod, ctx: Context): Rescue | undefined {
  const { index, book } = ctx;
  const scope = target.scope;
  if (scope?.containerWord) {
    const all = scoreCandidates(index.order, method, unscoped(target));
    const kept = inNamedContainer(all, scope.containerWord, index, book);
    return 'handover' in kept ? kept : kept.length ? tag(choose(kept, target, index, MIN_SCORE), 'container-word') : undefined;
  }
  if (scope?.anchor) {
    const row = scopeRow(scope, index, book);
    if (!row || 'handover' in row) return row;
    // A row found by a kind word was not looked in by the plain rules: they come first there.
    if (scope.anchorKind || !findAnchorsOk(scope, index)) {
      const plain = choose(scoreCandidates(subtree(row), method, unscoped(target)), target, index, MIN_SCOPED_SCORE);
      if (!('handover' in plain)) return tag(plain, 'row-scope');
    }
    const dev = devChoice(subtree(row), method, target, index, book, true);
    if (dev) return tag(dev, 'developer-name');
    if (ctx.kind !== 'act' || method !== 'click') return undefined;
    const reveal = revealChoice(target, row, book);
    if (!reveal || 'handover' in reveal) return reveal;
    return { row: reveal.row, within: reveal.control.selector, description: `click the hidden ${reveal.control.tag} "${reveal.control.label || reveal.control.attrs.class || target.name}" in ${describeRow(reveal.row)}` };
  }
  if (target.kind?.of === 'target') return undefined;
  const caption = captionChoice(target, method, index.order, index, book);
  if (caption) return tag(caption, 'caption');
  const dev = devChoice(index.order, method, target, index, book, false);
  return dev && tag(dev, 'developer-name');
}

/**
 * "tick write:pets" where the box itself is hidden (styled with a drawn box) and only its label's
 * text shows: the one text equal to the name that lies in the label of a checkbox (or radio, to
 * check it). It is checked through that text, as a person clicks the label; "select the X
 * checkbox" checks too (a click could untick it). Undefined when the rule does not apply.
 */
function hiddenBoxByLabel(target: TargetPhrase, method: OfflineMethod, ctx: Context, flips = false): { node: SnapshotNode; method: 'check' | 'uncheck' | 'click' } | { handover: string; near: true } | undefined {
  // A switch drawn over a hidden native box (a web component's switch) is labelled the same way.
  const boxRoles = ['checkbox', 'radio', 'switch'];
  // "toggle Bold": the label's click flips the box, whatever its state.
  const wanted = method === 'check' || method === 'uncheck' ? method : method === 'click' && flips && !!target.roles?.includes('checkbox') ? 'click' : method === 'click' && target.roles?.every((r) => boxRoles.includes(r)) ? 'check' : undefined;
  if (!wanted || !target.name || target.ordinal !== undefined || target.all || target.kind || target.whole) return undefined;
  // "select 25 to 44 in How old are you?": the label is looked for in the group the scope names only.
  const within = target.scope ? namedGroupNodes(target.scope, ctx.index) : ctx.index.order;
  if (!within) return undefined;
  const plainTexts = within.filter((n) => n.ref && !ACTIONABLE_ROLES.has(n.role));
  const equal = plainTexts.filter((n) => nameScore(target.name, ownText(n), target.exact) === 1);
  // "Other" for a box labelled "Other (describe)": the label's aside in brackets left out, when no label is the name alone.
  let texts = equal.length || target.exact ? equal : plainTexts.filter((n) => nameScore(target.name, withoutAside(ownText(n)) ?? '') === 1);
  // "tick the newsletter box": with a box word said, a label that says the name among its words
  // ("Send me the newsletter"), when none says it alone; only the one such label of a box counts.
  const inWords = !texts.length && !target.exact && !!target.roles?.some((r) => r === 'checkbox' || r === 'switch');
  if (inWords) texts = plainTexts.filter((n) => containsPhrase(normalize(ownText(n)), normalize(target.name)));
  if (!texts.length || texts.length > 8) return undefined;
  const before = ctx.book.misses;
  const boxes = texts.filter((n) => {
    const kind = ctx.book.facts(n)?.labels;
    return kind === 'checkbox' || (kind === 'radio' && wanted === 'check');
  });
  if (ctx.book.misses > before) return { handover: `reading whether "${target.name}" labels a hidden box`, near: true };
  if (inWords && boxes.length > 1) return { handover: `${boxes.length} boxes have a label that says "${target.name}" (${boxes.slice(0, 3).map((b) => `"${ownText(b)}"`).join(', ')}): say the whole label`, near: true };
  return boxes.length === 1 ? { node: boxes[0]!, method: wanted } : undefined;
}

/** Roles of a group of choices a question or legend names (APG radio group; a fieldset is a group). */
const CHOICE_GROUP_ROLES: ReadonlySet<string> = new Set(['radiogroup', 'group']);

/**
 * The nodes of the radio groups or groups whose accessible name is the scope's words ("in How old
 * are you?": the radio group that question labels); undefined when the scope is no such group.
 */
function namedGroupNodes(scope: ScopePhrase, index: PageIndex): SnapshotNode[] | undefined {
  if (!scope.anchor || scope.containerRoles) return undefined;
  const groups = index.order.filter((n) => CHOICE_GROUP_ROLES.has(n.role) && nameScore(scope.anchor!, n.name ?? '', scope.anchorExact) === 1);
  return groups.length ? groups.flatMap((g) => subtree(g)) : undefined;
}

/** The target without its scope phrase: the scope is applied another way. */
/**
 * Where a scoped toggle looks: the part its scope names (a landmark, a row, a named part), else for
 * a container word that is no landmark ("the sidebar" drawn as a list with `class="sidebar"`) the
 * part whose tag or developer-given names say it and that holds a control named like the target.
 * A handover when the scope names no part, or names several that hold one.
 */
function toggleArea(target: TargetPhrase, ctx: Context): SnapshotNode[] | Handover {
  const { index, book } = ctx;
  const scope = target.scope!;
  const found = scopeNodes(scope, index, 'click', unscoped(target));
  if (!('handover' in found) && found.length) return found;
  if (!scope.containerWord) return 'handover' in found ? found : { handover: 'nothing in that part of the page' };
  const named = scoreCandidates(index.order, 'click', unscoped(target)).filter((s) => s.score >= MIN_SCORE).map((s) => s.node);
  const parts = namedContainers(scope.containerWord, named, index, book);
  if ('handover' in parts) return { ...parts, near: true };
  if (parts.length !== 1) return { handover: parts.length ? `${parts.length} parts could be the ${scope.containerWord}: say which` : `no ${scope.containerWord} holds "${target.name}"` };
  return subtree(parts[0]!);
}

function unscoped(target: TargetPhrase): TargetPhrase {
  const { scope: _scope, ...rest } = target;
  return rest;
}

/** Whether a scope's anchor text is on the page as written (else a kind word was taken off it). */
function findAnchorsOk(scope: ScopePhrase, index: PageIndex): boolean {
  return !('handover' in findAnchors(scope, index));
}

/** Hover the row, then click the control it shows while hovered. */
function revealActions(row: SnapshotNode, within: string, description: string): Found {
  return {
    actions: [
      { ref: row.ref!, method: 'hover', arguments: [], description: `hover ${describeRow(row)}` },
      { ref: row.ref!, method: 'click', arguments: [], description, within },
    ],
    score: 1,
    rule: 'reveal-on-hover',
  };
}

/** A row as a reader would name it: its role and the start of its text. */
function describeRow(row: SnapshotNode): string {
  return `${row.role} "${(ownText(row) || textOf(row)).slice(0, 60)}"`;
}

/** Words that name a text field by its being in use, not by its label: "the edit box". */
const FOCUS_WORDS: ReadonlySet<string> = new Set(['edit', 'editing', 'focused', 'current', 'active', 'selected', 'open']);
const TEXT_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);

/**
 * "the edit field": the one focused text field, when no field carries that name and exactly one
 * editable element has the focus.
 */
function focusedChoice(target: TargetPhrase, method: OfflineMethod, scored: { score: number }[], minScore: number, nodes: SnapshotNode[]): { nodes: SnapshotNode[]; score: number } | { handover: string } | undefined {
  if (target.scope || target.ordinal !== undefined || !FOCUS_WORDS.has(normalize(target.name))) return undefined;
  if (!target.roles?.some((r) => TEXT_ROLES.has(r))) return undefined;
  if (scored.some((s) => s.score >= minScore)) return undefined;
  const focused = nodes.filter((n) => n.active && TEXT_ROLES.has(n.role) && fitsMethod(n, method) && target.roles!.includes(n.role));
  if (focused.length !== 1) return { handover: focused.length ? 'several focused fields' : `no field is named "${target.name}" and none has the focus` };
  if (focused[0]!.disabled) return { handover: 'the focused field is disabled' };
  return { nodes: focused, score: 1 };
}

function toAction(node: SnapshotNode, method: OfflineMethod, args: string[]): OfflineAction | { handover: string } {
  let finalArgs = args;
  // No option named: observe() locating a list ("find the status select").
  if (method === 'selectOption' && args.length) {
    const wanted = args[0] ?? '';
    const options = node.children.filter((c) => c.role === 'option').map((c) => c.name ?? '');
    if (!/%[A-Za-z_][\w-]*%/.test(wanted)) {
      let hit = options.filter((o) => normalize(o) === normalize(wanted));
      // "set startView to months" for the option "1 – months": the one option that says the words
      // (an option's code or number written before its words), when no option is named exactly.
      if (!hit.length && normalize(wanted)) {
        const saying = options.filter((o) => containsPhrase(normalize(o), normalize(wanted)));
        if (saying.length === 1) hit = saying;
      }
      if (hit.length !== 1) return { handover: options.length ? `"${wanted}" is not one of the options of ${describeNode(node)}` : `${describeNode(node)} shows no options until it opens` };
      finalArgs = [hit[0]!];
    }
  }
  return { ref: node.ref!, method, arguments: finalArgs, description: describeAction(node, method, finalArgs) };
}

/**
 * An option of a native <select> is chosen, not clicked ("select "sold" from status and click
 * Execute" then goes on: choosing sets a value and moves nothing). Undefined for other options
 * (a custom listbox's are clicked); a handover while the list's tag is being read.
 */
function nativeSelectOf(node: SnapshotNode, ctx: Context): { node: SnapshotNode } | { handover: string; near: true } | undefined {
  if (node.role !== 'option') return undefined;
  const list = ctx.index.parent.get(node);
  if (!list?.ref || (list.role !== 'combobox' && list.role !== 'listbox')) return undefined;
  const facts = ctx.book.facts(list);
  if (!facts) return { handover: 'reading what kind of list the option is in', near: true };
  return facts.tag === 'select' ? { node: list } : undefined;
}

/** Keys that are also common button names: "press Delete" on a page with a Delete button means the button. */
const KEY_BUTTONS: ReadonlySet<string> = new Set(['delete', 'enter', 'escape', 'esc', 'tab', 'backspace', 'space', 'home', 'end', 'insert', 'return']);

/**
 * "press Delete" where the page has one enabled button (or link) named exactly "Delete": the
 * tester names the button (the key would do nothing there). Undefined when no such one control.
 */
function buttonForKey(key: string, index: PageIndex): Found | Handover | undefined {
  const wanted = normalize(key);
  if (!KEY_BUTTONS.has(wanted)) return undefined;
  const named = index.order.filter((n) => n.ref && (n.role === 'button' || n.role === 'link') && normalize(n.name ?? '') === wanted);
  // Several: the step names a button, and not which one; the key would do what none of them does.
  const enabled = named.filter((n) => !n.disabled);
  if (enabled.length > 1) return { handover: `${enabled.length} controls are named "${key}": say which ("click the first ${key} button", or "${key} in the row for …")`, near: true };
  if (named.length !== 1 || named[0]!.disabled) return undefined;
  const action = toAction(named[0]!, 'click', []);
  return 'handover' in action ? undefined : { actions: [action], score: 1, rule: 'press-button', candidates: [{ role: named[0]!.role, name: named[0]!.name ?? '', score: 1 }] };
}

/** Keys that end an edit, and a purpose that says so ("to cancel the edit", "to save the change"). */
const EDIT_KEYS: ReadonlySet<string> = new Set(['Escape', 'Enter', 'Tab']);
const ENDS = /\b(?:cancel|save|commit|confirm|discard|finish|close|leave|exit|end|apply|accept|abandon|stop|revert|keep|store)\b/;
const EDITS = /\b(?:edit|edits|editing|editor|change|changes|entry|typing|cell|field|input|value|text)\b/;

/**
 * "press Escape to cancel the edit", "press Delete to clear the selected cell": the key named,
 * pressed where the focus is; the words after "to" say what for. A key that ends an edit, said to
 * end one, is checked (the field being edited must lose the focus); any other purpose is reported
 * as the key press it is, never as the effect it names.
 */
function keyForPurpose(key: string, purpose: string): Found {
  const words = normalize(purpose);
  const ends = EDIT_KEYS.has(key) && ENDS.test(words) && EDITS.test(words);
  // "press Escape to close the menu / the dialog": one of them fewer must show (counted on the page).
  const closes = key === 'Escape' && /\b(?:close|dismiss|hide|exit|leave)\b/.test(words) ? (/\bmenu\b/.test(words) ? 'menu' : /\b(?:dialog|modal|popup|pop up|lightbox|overlay)\b/.test(words) ? 'dialog' : undefined) : undefined;
  const effect = closes === 'menu' ? { menus: 'closed' as const } : closes === 'dialog' ? { dialogs: 'closed' as const } : ends ? { editorLeft: true } : undefined;
  const description = `press ${key} (said to ${purpose}${effect ? '' : ': the key is pressed, its effect not checked'})`;
  return { actions: [{ ref: '', method: 'press', arguments: [key], description, ...(effect ? { effect } : {}) }], score: 1, rule: 'page-action' };
}

/** "select Japan" with no field named: the one dropdown that offers Japan. */
function selectWithoutField(option: string, index: PageIndex): Found | { handover: string } {
  const boxes = index.order.filter((n) => n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.some((c) => c.role === 'option' && normalize(c.name ?? '') === normalize(option)));
  if (boxes.length !== 1) return { handover: boxes.length ? `several dropdowns offer "${option}"` : `no dropdown offers "${option}"` };
  const action = toAction(boxes[0]!, 'selectOption', [option]);
  return 'handover' in action ? action : { actions: [action], score: 1, rule: 'select-option-anywhere' };
}

export function describeNode(node: SnapshotNode): string {
  const name = node.name ?? node.placeholder ?? (ownText(node) || (NAMED_BY_CONTENT.has(node.role) ? textOf(node).slice(0, 80) : ''));
  return name ? `${node.role} "${name}"` : node.role;
}

function describeAction(node: SnapshotNode, method: OfflineMethod, args: string[]): string {
  const what = describeNode(node);
  switch (method) {
    case 'fill':
    case 'type':
      return `${method} ${what} with "${args[0] ?? ''}"`;
    case 'selectOption':
      return args.length ? `select "${args[0]}" in ${what}` : what;
    case 'press':
      return `press ${args[0]} in ${what}`;
    default:
      return `${method} ${what}`;
  }
}

function pageDescription(method: OfflineMethod, args: string[]): string {
  if (method === 'press') return `press ${args[0]}`;
  if (method === 'scrollByPage') return `scroll ${args[0]} one page`;
  return `scroll to ${args[0]} of the page`;
}
