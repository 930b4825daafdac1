import { isActionable, type SnapshotNode } from '../snapshot/index.js';
import type { HintBook } from './hints.js';
import { choose, findAnchors, fitsMethod, scoreCandidates, type Choice } from './match.js';
import { ancestors, subtree, type PageIndex } from './page-index.js';
import { isKindWord, type TargetPhrase } from './parse.js';
import { MIN_SCORE } from './score.js';
import { normalize, words } from './text.js';
import { UNIT_ROLES, type ToggleDirection } from './vocabulary.js';

/**
 * "expand the Pet schema", "collapse the Budget card", "hide the user operations": a part of the
 * page shown or hidden by a disclosure control. Which control, in order:
 *
 * 1. A control named by the phrase whose state says it does that now: `aria-expanded` false to
 *    expand, true to collapse (Playwright's snapshot shows only "expanded", so a collapsed state
 *    is read from the page). Two such controls side by side in one part (a row's summary and
 *    its arrow) open the same thing: the first is taken.
 * 2. Else the part holding the phrase's text (a card's title, a section's heading): the one
 *    control in it that does it, by state or by a name that says it ("Collapse", "Expand").
 *
 * A kind word after the name ("section", "card", "operation") may be left off: only disclosure
 * controls are looked at, so it cannot pick anything else. Anything unsure hands over.
 */

/** Names (or tooltips) that say what a control does when it has no state to read: a card's "Collapse" button. */
const SAYS: Record<ToggleDirection, RegExp> = {
  expand: /^(?:expand|show|maximi[sz]e|unfold|open)\b/,
  collapse: /^(?:collapse|hide|minimi[sz]e|fold)\b/,
};
/** What a control with no state says it does, in its name or, for an icon, its tooltip. */
const says = (node: SnapshotNode, book: HintBook, words: RegExp) => [node.name, book.facts(node)?.title].some((said) => words.test(normalize(said ?? '')));

/** Parts that are one item of a set: the walk out from a name stops at the item that holds it. */
const ITEM_UNITS: ReadonlySet<string> = new Set(['treeitem', 'row']);

/** Most controls read from one part: a part with more is a page region, not a card or a row. */
const MAX_PART_CONTROLS = 12;

/** A toggle's choice; `region`: for a control with no state of its own, the part whose body it shows or hides (judged after acting). */
export type ToggleChoice = (Extract<Choice, { nodes: SnapshotNode[] }> & { region?: SnapshotNode }) | { handover: string; near?: true };

/** A handover that read states of near candidates is `near`: no looser reading of the step is tried meanwhile. */
export function toggleChoice(target: TargetPhrase, direction: ToggleDirection, index: PageIndex, book: HintBook): ToggleChoice {
  if (!target.name || target.scope || target.all || target.ordinal !== undefined || target.kind) return { handover: 'no part named to ' + direction };
  const names = [target.name];
  const last = words(target.name).at(-1);
  if (!target.exact && words(target.name).length > 1 && last && isKindWord(last)) names.push(words(target.name).slice(0, -1).join(' '));
  // Every way is read in one pass, so one round of page facts answers them all.
  const before = book.misses;
  const [whole, topic] = names as [string, string | undefined];
  const ways = [
    namedControl({ ...target, name: whole }, direction, index, book),
    controlInPart(whole, target.exact, direction, index, book),
    // "collapse the shipping question": a kind of part said after its topic. The one disclosure that
    // says the topic, and its state, come before looser readings of the topic alone (a part that
    // holds a control with the topic's word and another disclosure beside it).
    ...(topic ? [topicControl(topic, direction, index, book), namedControl({ ...target, name: topic }, direction, index, book), controlInPart(topic, target.exact, direction, index, book)] : []),
  ];
  if (book.misses > before) return { handover: `reading the state of the controls for "${target.name}"`, near: true };
  return ways.find((way) => way !== undefined) ?? { handover: `no control to ${direction} "${target.name}"` };
}

/**
 * Whether the control does `direction` now: its state (snapshot or page), else its name; undefined
 * when unknown yet. The page is read even when the snapshot shows a state: what the control
 * says it opens (`aria-controls`) shown or not is the state a click changes, whatever the
 * markup states (`aria-expanded="true"` on a section drawn closed).
 */
function does(node: SnapshotNode, direction: ToggleDirection, book: HintBook, byName: boolean): boolean | undefined {
  const facts = book.facts(node);
  if (!facts) return undefined;
  const state = stateOf(node, book);
  if (state !== undefined) return direction === 'expand' ? !state : state;
  // An icon button says it in its name or, when the name is only the icon, its tooltip.
  return byName && says(node, book, SAYS[direction]);
}

/**
 * Expanded or not: whether what it controls is shown, else its stated state (snapshot or page);
 * undefined when it has no such state (or it is not read yet).
 */
export function stateOf(node: SnapshotNode, book: HintBook): boolean | undefined {
  const facts = book.facts(node);
  if (facts?.controlsShown !== undefined && (node.expanded !== undefined || facts.expanded !== undefined)) return facts.controlsShown;
  return node.expanded ?? facts?.expanded;
}

function namedControl(target: TargetPhrase, direction: ToggleDirection, index: PageIndex, book: HintBook): Choice | undefined {
  // Text inside a control names that control ("Finds Pets by status" inside an operation's summary button).
  const owned = scoreCandidates(index.order, 'click', target)
    .filter((s) => s.score >= MIN_SCORE)
    .map((s) => ({ ...s, node: controlOf(s.node, index) ?? s.node }));
  const scored = owned.filter((s, i) => owned.findIndex((o) => o.node === s.node) === i);
  if (!scored.length) return undefined;
  const states = scored.map((s) => does(s.node, direction, book, false));
  if (states.some((s) => s === undefined)) return { handover: 'reading states' };
  const fit = scored.filter((_, i) => states[i]);
  if (!fit.length) return undefined;
  const choice = choose(fit, target, index, MIN_SCORE);
  if (!('handover' in choice)) return choice;
  // Side by side in one part: a summary and its arrow open the same thing.
  const best = Math.max(...fit.map((s) => s.score));
  const top = fit.filter((s) => s.score >= best - 0.2);
  const parents = new Set(top.map((s) => index.parent.get(s.node)));
  if (parents.size === 1 && top.length <= 3) return choose([top.sort((a, b) => (index.position.get(a.node) ?? 0) - (index.position.get(b.node) ?? 0))[0]!], target, index, MIN_SCORE);
  return choice;
}

/**
 * "collapse the shipping question", "open the returns item": the words before a kind word are a
 * topic, not the whole name. The one disclosure control (a state of its own: aria-expanded, a
 * summary) whose name holds every word of the topic; two that hold it, or one in the asked state
 * already, hand over. Only disclosures: a button that shares the words is never taken by them.
 */
function topicControl(topic: string, direction: ToggleDirection, index: PageIndex, book: HintBook): ToggleChoice | undefined {
  const wanted = words(topic);
  if (!wanted.length || wanted.length > 3) return undefined;
  const saying = index.order.filter((n) => n.ref && n.name && isActionable(n) && fitsMethod(n, 'click') && wanted.every((w) => words(n.name!).includes(w)));
  if (!saying.length || saying.length > MAX_PART_CONTROLS) return undefined;
  const states = saying.map((n) => (book.facts(n) ? stateOf(n, book) : null));
  if (states.includes(null)) return { handover: 'reading states' };
  const disclosures = saying.filter((_, i) => states[i] !== undefined);
  if (!disclosures.length) return undefined;
  if (disclosures.length > 1) return { handover: `${disclosures.length} sections say "${topic}" (${disclosures.slice(0, 3).map((n) => `"${n.name}"`).join(', ')}): say which by its whole name`, near: true };
  const node = disclosures[0]!;
  const open = stateOf(node, book)!;
  if (open === (direction === 'expand')) return { handover: `"${node.name}" is ${open ? 'expanded' : 'collapsed'} already`, near: true };
  return node.disabled ? { handover: 'the matching element is disabled' } : { nodes: [node], score: 1 };
}

function controlInPart(name: string, exact: boolean, direction: ToggleDirection, index: PageIndex, book: HintBook): ToggleChoice | undefined {
  const anchors = findAnchors({ anchor: name, anchorExact: exact }, index);
  if ('handover' in anchors) return undefined;
  const found = new Set<SnapshotNode>();
  const regions = new Map<SnapshotNode, SnapshotNode>();
  for (const anchor of anchors) {
    // Text on a disclosure control is no title of a part: it names the control (namedControl looks at it).
    const owner = controlOf(anchor, index);
    if (owner && stateOf(owner, book) !== undefined) continue;
    for (const part of [anchor, ...ancestors(index, anchor)]) {
      const controls = subtree(part).filter((n) => n !== anchor && isActionable(n) && fitsMethod(n, 'click'));
      // An item of a tree or a row is a unit even with no control of its own: a leaf's name is no
      // title of the tree around it ("expand Readme.txt" is not the one collapsed folder beside it).
      if (!controls.length && ITEM_UNITS.has(part.role)) break;
      if (!controls.length) continue;
      if (controls.length > MAX_PART_CONTROLS) break;
      // States not read yet: the walk goes on, so one round reads every level's.
      const states = controls.map((c) => does(c, direction, book, true));
      const fit = controls.filter((_, i) => states[i]);
      if (fit.length > 1) return { handover: `the part holding "${name}" has ${fit.length} controls that ${direction}` };
      if (fit.length === 1 && !states.includes(undefined)) {
        // A control known only by what its name says ("Collapse") keeps saying it once done: the
        // part must show content after it to collapse, and none to expand.
        if (stateOf(fit[0]!, book) === undefined && bodyShown(part, fit[0]!, index) !== (direction === 'collapse')) break;
        // A disclosure that only sits in the part opens what it names ("+2 more" in a day's cell opens
        // the more events, not the day): it is the part's own only when it says no more than that.
        if (!ownsPart(fit[0]!, name, book, part, anchor)) break;
        found.add(fit[0]!);
        // Judged by its part's height, unless it says "Open": that opens many things (a dialog, a page, a
        // detail view), rarely the part itself, so its effect is not the part's to show.
        if (stateOf(fit[0]!, book) === undefined && !says(fit[0]!, book, /^open\b/)) regions.set(fit[0]!, bodyPart(part, fit[0]!, index));
        break;
      }
      if (UNIT_ROLES.has(part.role)) break;
    }
  }
  if (found.size !== 1) return found.size ? { handover: `"${name}" is in ${found.size} parts with a control to ${direction}` } : undefined;
  const [node] = [...found];
  const region = regions.get(node!);
  return node!.disabled ? { handover: 'the matching element is disabled' } : { nodes: [node!], score: 1, ...(region ? { region } : {}) };
}

/** The part whose body a control with no state shows or hides: the part, or the one it heads when it is only a header. */
function bodyPart(part: SnapshotNode, control: SnapshotNode, index: PageIndex): SnapshotNode {
  if (showsAfter(part, control, index)) return part;
  const holder = index.parent.get(part);
  return holder && holder.children[0] === part ? holder : part;
}

/**
 * Words a part's own disclosure may say besides the part's name: what it does ("Collapse",
 * "Toggle", "Show") and general words for the part itself ("Expand section", "Toggle navigation").
 */
const OWN_TOGGLE_WORDS: ReadonlySet<string> = new Set([
  'expand', 'collapse', 'show', 'hide', 'open', 'close', 'toggle', 'fold', 'unfold', 'maximize', 'maximise', 'minimize', 'minimise',
  'this', 'the', 'section', 'panel', 'card', 'content', 'contents', 'body', 'navigation', 'menu', 'sidebar', 'widget', 'box',
]);

/** Words that say a control folds every part at once ("Collapse all", "Expand everything"): never one named part's own. */
const EVERY_WORDS: ReadonlySet<string> = new Set(['all', 'every', 'everything', 'each']);

/** Words that say a control shows more (or fewer) items of a list, not the part it sits in: "+2 more", "Show 3 replies". */
const MORE_WORDS: ReadonlySet<string> = new Set(['more', 'less', 'fewer', 'other', 'others', 'remaining', 'additional', 'extra', 'hidden']);

/**
 * Whether a disclosure control inside the part named `name` is the part's own:
 * - its name and its tooltip say nothing but what it does, general words for a part, and the
 *   part's own name (an unnamed chevron, "Collapse", "Toggle Budget section"); or
 * - it sits in the part's title (a heading, or a header holding only the title and controls) and
 *   says what kind of thing it folds ("Collapse operation" in a section's heading).
 * One that shows a count or more of something ("+2 more" in a day's cell, "Show 3 replies"), or
 * names something else away from the title, shows that thing: "open/expand <name>" does not mean it.
 * One that says it folds every part ("Collapse all" in a toolbar above a list of folders) folds them
 * all: "collapse <one of them>" does not mean it.
 */
function ownsPart(control: SnapshotNode, name: string, book: HintBook, part: SnapshotNode, anchor: SnapshotNode): boolean {
  const partWords = new Set(words(normalize(name)));
  const said = [control.name, book.facts(control)?.title].flatMap((s) => words(normalize(s ?? '')));
  const extra = said.filter((w) => !OWN_TOGGLE_WORDS.has(w) && !partWords.has(w) && /[\p{L}\p{N}]/u.test(w));
  if (!extra.length) return true;
  if (extra.some((w) => /\d/.test(w) || MORE_WORDS.has(w) || EVERY_WORDS.has(w))) return false;
  return part.role === 'heading' || titleOnly(part, anchor);
}

/** Whether a part holds nothing but the title (the anchor) and controls: a header row, not a body. */
function titleOnly(part: SnapshotNode, anchor: SnapshotNode): boolean {
  if (part === anchor) return false;
  const held = new Set(subtree(anchor));
  const nodes = subtree(part);
  for (const n of nodes) if (n !== part && isActionable(n)) for (const d of subtree(n)) held.add(d);
  return nodes.every((n) => n === part || held.has(n) || !(n.text ?? '').trim());
}

/**
 * Whether the part the control heads shows a body: content after the control in the part, or,
 * when the part is only a header (a title and its buttons), in the part it heads (its parent,
 * whose first child it is).
 */
function bodyShown(part: SnapshotNode, control: SnapshotNode, index: PageIndex): boolean {
  if (showsAfter(part, control, index)) return true;
  const holder = index.parent.get(part);
  return !!holder && holder.children[0] === part && showsAfter(holder, control, index);
}

/** Whether the part shows anything after the control. */
function showsAfter(part: SnapshotNode, control: SnapshotNode, index: PageIndex): boolean {
  const at = index.position.get(control) ?? 0;
  const inside = new Set(subtree(control));
  return subtree(part).some((n) => (index.position.get(n) ?? 0) > at && !inside.has(n) && (isActionable(n) || !!(n.text ?? n.name)));
}

/** The control a node is or lies in (text inside a button names the button). */
function controlOf(node: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  return [node, ...ancestors(index, node)].find((n) => isActionable(n) && fitsMethod(n, 'click'));
}
