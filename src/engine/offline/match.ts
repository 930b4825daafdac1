import { tieHandover } from './ties.js';
import type { RuleName } from './rule-info.js';
import type { Candidate } from '../decision/decision.js';
import { isActionable, textOf, type SnapshotNode } from '../snapshot/index.js';
import { numberedItems, numberSaid } from './item-numbers.js';
import { ancestors, besideLabel, boxLabel, labelledBox, ownText, shownText, subtree, treeItemHeader, type PageIndex } from './page-index.js';
import type { OfflineMethod, Relation, ScopePhrase, TargetPhrase } from './parse.js';
import { anchorElement, containerPart, listNeighbour, relatedChoice, type BoxOf } from './relations.js';
import { MIN_LEAD, MIN_SCOPED_SCORE, MIN_SCORE, nameScore } from './score.js';
import { containsPhrase, normalize, words } from './text.js';
import { UNIT_ROLES } from './vocabulary.js';

export interface Scored {
  node: SnapshotNode;
  score: number;
}

/** Roles that hold elements rather than being acted on themselves. */
const CONTAINERS = new Set(['iframe', 'dialog', 'menu', 'menubar', 'listbox', 'scrollbar']);
const TEXT_ENTRY = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);

/** Whether a node can take the method at all (before any name matching). */
export function fitsMethod(node: SnapshotNode, method: OfflineMethod): boolean {
  if (!node.ref) return false;
  switch (method) {
    case 'fill':
    case 'type':
      // A native <select> is a combobox with options: it is selected, not filled.
      return TEXT_ENTRY.has(node.role) && !(node.role === 'combobox' && node.children.some((c) => c.role === 'option'));
    case 'selectOption':
      return node.role === 'combobox' || node.role === 'listbox';
    case 'check':
    case 'uncheck':
      return ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(node.role);
    case 'scrollIntoView':
      return true;
    default:
      return isActionable(node) && !CONTAINERS.has(node.role);
  }
}

/** The labels a node is known by, with a weight: its name, its placeholder, the caption beside it, its own text. */
function labels(node: SnapshotNode): [string, number][] {
  const out: [string, number][] = [];
  // A tree item drawn as a header over the part it opens is named by its header, not by what it shows open.
  const header = treeItemHeader(node);
  if (header) out.push([header, 1]);
  else if (node.name) out.push([node.name, 1]);
  if (node.placeholder) out.push([node.placeholder, 0.95]);
  // A field's name or placeholder that asks ("Enter Email Address...", "Type your name") names it by the rest too.
  if (TEXT_ENTRY.has(node.role)) {
    for (const said of [node.name, node.placeholder]) {
      const asked = said?.replace(/^\s*(?:please\s+)?(?:enter|type|input|provide|write)\s+(?:(?:your|the|a|an)\s+)?/i, '');
      if (said && asked !== said && normalize(asked ?? '')) out.push([asked!, 0.95]);
    }
  }
  const beside = besideLabel(node);
  if (beside) out.push([beside, 0.95]);
  if (!node.name) {
    // A control named by its content shows it in child elements (`<button><strong>Pet</strong></button>`).
    const text = ownText(node) || (NAMED_BY_CONTENT.has(node.role) ? textOf(node) : '');
    if (text) out.push([text, 1]);
  } else if (!header && NAMED_BY_CONTENT.has(node.role) && (node.text || node.children.length)) {
    // What it shows when an aria-label names it otherwise: "Authorize" on a button named "Apply credentials".
    const shown = shownText(node);
    if (shown && normalize(shown) !== normalize(node.name)) out.push([shown, 0.95]);
  }
  return out;
}

/**
 * Roles whose accessible name is their content when nothing else names them. A table's header cell
 * is one: a sortable header is often named for screen readers ("Salary: activate to sort column
 * ascending") while it shows "Salary", and its twin in the table's footer is named "Salary".
 */
export const NAMED_BY_CONTENT: ReadonlySet<string> = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'switch', 'columnheader', 'rowheader']);

/** Fields a person names by what they hold and a word for its kind: "the email address" for "Email". */
const VALUE_FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);
/** Words said after what a field holds: "phone number", "email address", "zip code". */
const VALUE_KIND = / (?:number|address|code)$/;
/** A field named by what it holds, said with the word for its kind after it: under its name said alone by more than MIN_LEAD. */
const VALUE_KIND_WEIGHT = 0.78;

export function scoreNode(node: SnapshotNode, target: TargetPhrase): number {
  if (!target.name) return 1;
  let best = 0;
  for (const [label, weight] of labels(node)) best = Math.max(best, weight * nameScore(target.name, label, target.exact));
  // "the phone number" for a field labelled "Phone": its name, then a word for the kind of value.
  if (best < VALUE_KIND_WEIGHT && !target.exact && VALUE_FIELDS.has(node.role)) {
    const said = normalize(target.name);
    const held = VALUE_KIND.test(said) ? said.replace(VALUE_KIND, '') : undefined;
    if (held) for (const [label, weight] of labels(node)) if (normalize(label) === held) best = Math.max(best, weight * VALUE_KIND_WEIGHT);
  }
  return best;
}

/** Candidates for a target among `nodes`: fitting the method and the role words, scored by name. */
export function scoreCandidates(nodes: readonly SnapshotNode[], method: OfflineMethod, target: TargetPhrase): Scored[] {
  const scored: Scored[] = [];
  for (const node of nodes) {
    if (!fitsMethod(node, method)) continue;
    if (target.roles && !target.roles.includes(node.role)) continue;
    if (target.unnamed && node.name && node.name !== node.placeholder) continue;
    if (method === 'scrollIntoView' && !target.roles && !isActionable(node) && !['heading', 'paragraph', 'generic', 'img'].includes(node.role)) continue;
    const score = Math.max(scoreNode(node, target), boxLabelScore(node, method, target));
    if (score > 0) scored.push({ node, score });
  }
  // Text the user sees on something that is not a control ("click the Drop zone"): only when equal,
  // only the innermost such element, and only when no control matched.
  if (!target.roles && target.name && ['click', 'doubleClick', 'rightClick', 'hover'].includes(method) && !scored.some((s) => s.score >= MIN_SCORE)) {
    for (const node of nodes) {
      if (!node.ref || isActionable(node) || node.role === 'text' || node.role === 'iframe') continue;
      // A part that also holds controls (a list row with its checkbox): a click at its centre may
      // land on a control or on nothing.
      if (subtree(node).some((d) => d !== node && isActionable(d))) continue;
      if (nameScore(target.name, ownText(node), true) === 1) scored.push({ node, score: 1 });
    }
  }
  return innermost(withoutBoxLabels(scored));
}

/** Roles a step names when it means a choice: a box, a radio, an option. */
const CHOICE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch', 'option', 'menuitemcheckbox', 'menuitemradio']);

/**
 * A nameless box by the text beside it (see boxLabel), when the step sets a box or says it means
 * one ("the Radio option"). A click with no such word keeps to the text itself: in a list row the
 * text beside a box is the row's own text, and double-clicking it edits the row.
 */
function boxLabelScore(node: SnapshotNode, method: OfflineMethod, target: TargetPhrase): number {
  const label = node.name ? undefined : boxLabel(node);
  if (!label || !target.name) return 0;
  const meansBox = method === 'check' || method === 'uncheck' || (!!target.roles?.length && target.roles.every((r) => CHOICE_ROLES.has(r)));
  return meansBox ? 0.95 * nameScore(target.name, ownText(label), target.exact) : 0;
}

/** The text beside a box and the box both match: they are one control, the box. */
function withoutBoxLabels(scored: Scored[]): Scored[] {
  const score = new Map(scored.map((s) => [s.node, s.score]));
  return scored.filter((s) => {
    const box = labelledBox(s.node);
    return !box || (score.get(box) ?? -1) < s.score;
  });
}

/** Drops a candidate that wraps another candidate scoring at least as well (a clickable card around its button). */
function innermost(scored: Scored[]): Scored[] {
  const score = new Map(scored.map((s) => [s.node, s.score]));
  return scored.filter((s) => !s.node.children.length || !subtree(s.node).some((d) => d !== s.node && (score.get(d) ?? -1) >= s.score));
}

/** `rule`: the registry rule that chose (rules.ts), when not the plain name match; `candidates`: what was weighed. */
export type Choice = { nodes: SnapshotNode[]; score: number; rule?: RuleName; candidates?: Candidate[] } | { handover: string };

/** The choice, named by the rule that made it (a handover passes through). */
export function tag<C extends Choice | { handover: string; near?: boolean }>(choice: C, rule: RuleName): C {
  return 'handover' in choice ? choice : { ...choice, rule };
}

/** The candidates a choice weighed, best first, as evidence (at most five, each with its score). */
export function evidenceOf(scored: readonly Scored[]): Candidate[] {
  return [...scored]
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map((s) => ({ role: s.node.role, name: s.node.name ?? s.node.placeholder ?? ownText(s.node).slice(0, 60), score: Math.round(s.score * 100) / 100 }));
}

/** The set an element of a role is counted in (ARIA's owning roles): the tabs of a tab list, the radios of a group. */
const GROUP_OF: Readonly<Record<string, ReadonlySet<string>>> = {
  tab: new Set(['tablist']),
  radio: new Set(['radiogroup']),
  menuitem: new Set(['menu', 'menubar']),
  menuitemcheckbox: new Set(['menu', 'menubar']),
  menuitemradio: new Set(['menu', 'menubar']),
  option: new Set(['listbox']),
  treeitem: new Set(['tree']),
  row: new Set(['grid', 'table', 'treegrid']),
};

/**
 * "the 7th tab" counted over the page's tabs reaches past the end of one tab list into the next (an accordion's
 * four and a tab strip's three: the 7th is the strip's third): the tester counted in one set, which has no such
 * element. Says so when the element picked (with a positive ordinal) is not at that place in its own set, the sets
 * told by ARIA's owning roles; undefined otherwise (one set, or a count within the pick's own set).
 */
function pastItsGroup(node: SnapshotNode, asked: readonly string[], ordinal: number, counted: readonly SnapshotNode[], index: PageIndex): string | undefined {
  // The role counted: the element's own, else the one the step asked for ("tab": a link drawn in a tab).
  const role = GROUP_OF[node.role] ? node.role : asked.find((r) => GROUP_OF[r]);
  const groups = role ? GROUP_OF[role] : undefined;
  if (!role || !groups || ordinal <= 0) return undefined;
  const groupOf = (n: SnapshotNode) => ancestors(index, n).find((a) => groups.has(a.role));
  const own = groupOf(node);
  if (!own) return undefined;
  const inOwn = counted.filter((n) => groupOf(n) === own);
  const at = inOwn.indexOf(node) + 1;
  if (at === ordinal) return undefined;
  const name = own.name ? ` "${own.name}"` : '';
  return `asked for the #${ordinal} ${role}, counted over several ${[...groups][0]}s: the one found there is #${at} of ${inOwn.length} in its own ${own.role}${name}; say which ${own.role} (its name) or the ${role} by its name`;
}

/**
 * The confidence rule: one candidate clearly ahead (at least MIN_SCORE, and the runner-up at
 * least MIN_LEAD behind), or the nth of the best when an ordinal is given, or every match for
 * "all". Anything else is handed over.
 */
export function choose(scored: Scored[], target: TargetPhrase, index: PageIndex, minScore = MIN_SCORE): Choice {
  const ordered = [...scored].sort((a, b) => (index.position.get(a.node) ?? 0) - (index.position.get(b.node) ?? 0));
  const best = Math.max(0, ...ordered.map((s) => s.score));
  if (best < minScore) return { handover: ordered.length ? `no element matches "${target.name}" well enough` : `no element matches "${target.name || target.roles?.join('/')}"` };
  if (target.all) {
    const all = ordered.filter((s) => s.score >= minScore).map((s) => s.node);
    return { nodes: all, score: best };
  }
  if (target.ordinal !== undefined) {
    // "the second Save button" counts elements named Save exactly; with none so named, the
    // elements that say it ("the first comment field" among "Type a comment" boxes).
    const tier = target.name && best < 1 ? (target.exact ? [] : mentioning(ordered, target)) : ordered.filter((s) => s.score >= best - 1e-9);
    if (!tier.length) return { handover: `no element is named exactly "${target.name}" to count` };
    const pick = target.ordinal > 0 ? tier[target.ordinal - 1] : tier[tier.length + target.ordinal];
    if (!pick) return { handover: `asked for the ${target.ordinal > 0 ? `#${target.ordinal}` : 'last'} match, found ${tier.length}` };
    const past = pastItsGroup(pick.node, target.roles ?? [], target.ordinal, tier.map((s) => s.node), index);
    if (past) return { handover: past };
    return disabledCheck(pick.node, best);
  }
  let close = ordered.filter((s) => s.score > best - MIN_LEAD);
  // A disabled control takes no part in a tie: nothing can be done with it (APG: disabled controls are skipped).
  const enabled = close.filter((s) => !s.node.disabled);
  if (close.length > 1 && enabled.length === 1) close = enabled;
  // "Search: Tokyo": the label said with its colon, as one field shows it ("Search:"), not the
  // other ("Search", its name given unseen): the tester copied the label shown.
  if (close.length > 1 && target.colon) {
    const shown = close.filter((s) => /:\s*$/.test(s.node.name ?? '') && normalize(s.node.name ?? '') === normalize(target.name));
    if (shown.length === 1) close = shown;
  }
  if (close.length !== 1) return { handover: tieHandover(close.map((s) => s.node), target, index) };
  return disabledCheck(close[0]!.node, best);
}

/** Whether one of the node's labels says `name` as whole words (`start`: at its start). */
export function mentions(node: SnapshotNode, name: string, start = false): boolean {
  const wanted = normalize(name);
  return !!wanted && labels(node).some(([label]) => {
    const said = normalize(label);
    return start ? said === wanted || said.startsWith(`${wanted} `) : containsPhrase(said, wanted);
  });
}

/**
 * Candidates that say the target's name, to count by an ordinal when none is named so exactly.
 * A role word that stands for several roles ("switch" for a checkbox) counts only its own
 * role here: "the first custom switch" must not count the "Custom checkbox" boxes.
 */
function mentioning(ordered: Scored[], target: TargetPhrase): Scored[] {
  const role = target.roles?.[0];
  if (!role) return [];
  return ordered.filter((s) => s.node.role === role && mentions(s.node, target.name));
}

/**
 * When no candidate matches well enough by the share of its label the name covers (a long label,
 * "Toggle this custom switch element with custom colors danger/success"), the one candidate of the
 * kind the step names that says the name: a phrase of several words anywhere in its label, one
 * word at its start ("Flat" for "Flat .rounded-0"), or any part of it when the step only mentions
 * it ("accept the terms"). Every other candidate must be far off. Undefined when that is not so.
 */
export function mentionChoice(scored: Scored[], target: TargetPhrase, minScore: number): Choice | undefined {
  if (!target.name || target.exact || target.whole || target.kind || target.all || target.ordinal !== undefined || !target.roles?.length) return undefined;
  if (scored.some((s) => s.score >= minScore)) return undefined;
  const start = !target.mention && words(target.name).length < 2;
  const said = scored.filter((s) => mentions(s.node, target.name, start));
  if (said.length !== 1) return undefined;
  if (scored.some((s) => s !== said[0] && s.score >= MIN_SCOPED_SCORE)) return undefined;
  return disabledCheck(said[0]!.node, said[0]!.score);
}

/**
 * The one match, unless the page shows it disabled: then a hand-over that names it and says what
 * to do (a step is never taken on a control the page does not offer yet).
 */
function disabledCheck(node: SnapshotNode, score: number): Choice {
  if (node.disabled) return { handover: `the matching element (${node.role}${node.name ? ` "${node.name}"` : ''}) is disabled: wait until the page enables it (in a test, \`await expect(<its locator>).toBeEnabled()\` before the step), or name the control you mean` };
  return { nodes: [node], score };
}

/**
 * The nodes to search for a target with a scope phrase, or a reason to hand over.
 * "in the dialog": inside containers of those roles. "for Blue Mug": inside the same row, card or
 * section as the text "Blue Mug": the nearest enclosing part that holds a candidate, and never a
 * part that also holds other cards like it (then the candidate could belong to another card).
 */
export function scopeNodes(
  scope: ScopePhrase,
  index: PageIndex,
  method: OfflineMethod,
  target: TargetPhrase,
  boxOf: BoxOf = () => undefined,
): SnapshotNode[] | { handover: string } {
  if (scope.containerRoles) {
    const roots = index.order.filter((n) => scope.containerRoles!.includes(n.role));
    if (!roots.length) return { handover: `no ${scope.containerRoles[0]} on the page` };
    if (!scope.part) return roots.flatMap((r) => subtree(r));
    // "in the dialog's footer": the part of each container, from its structure.
    const parts = roots.map((r) => containerPart(r, scope.part!));
    if (parts.every((p) => !p)) return { handover: `the ${scope.containerWord ?? scope.containerRoles[0]} shows no ${scope.part} of its own: name the control without it` };
    return parts.flatMap((p) => p ?? []);
  }
  let inPart: Set<SnapshotNode> | undefined;
  if (scope.within) {
    const part = scopeNodes(scope.within, index, method, target, boxOf);
    if ('handover' in part) return part;
    inPart = new Set(part);
  }
  const anchors = findAnchors(scope, index);
  if ('handover' in anchors) return anchors;
  const distinct = inPart ? anchors.filter((a) => inPart!.has(a)) : anchors;
  if (!distinct.length) return { handover: `"${scope.anchor}" is not in that part of the page` };
  // "the actions menu of issue #16": an item said by its number is the part whole; what lies
  // outside it (a control of the list around it) is not in it.
  const numbered = !scope.relation && !scope.sequence && !scope.under ? numberedScope(scope, index, distinct) : undefined;
  if (numbered) return hasCandidate(numbered, method, target) ? numbered : { handover: `no match in ${scope.anchor}` };
  if (scope.relation) return relatedNodes(scope.relation, distinct, index, method, target, boxOf, inPart);
  if (scope.sequence) {
    // "the one after X": the neighbour item itself when the step names nothing in it and it is what the verb acts on, else what it holds.
    const next = listNeighbour(scope.sequence, distinct, index);
    if ('handover' in next) return next;
    const held = !normalize(target.name) && !target.roles?.length && fitsMethod(next, method) ? [next] : subtree(next);
    // "the todo after X" where the page names things by that word ("Toggle Todo"): a name, so only what the item holds named so;
    // a word the page names nothing by ("the book after X") says what the item is.
    const word = scope.sequenceWord;
    const namedSo = word ? index.order.filter((n) => nameScore(word, n.name || ownText(n)) >= MIN_SCORE) : [];
    if (!namedSo.length) return held;
    const inside = subtree(next).filter((n) => namedSo.includes(n));
    return inside.length ? inside : { handover: `the page names things "${word}", but nothing so named is in the item ${scope.sequence} "${scope.anchor}": name the control you mean` };
  }
  // A named match under a control is in it ("Olives under Toppings"); an unnamed one is the control after it.
  const below = scope.under && !normalize(target.name) ? belowControls(distinct, index, method, target, boxOf) : undefined;
  if (below) return below;
  const found = new Set<SnapshotNode>();
  let empty: { handover: string } | undefined;
  for (const anchor of distinct) {
    const part = partAround(anchor, index, method, target, scope.sameUnit);
    // The same words elsewhere (a sidebar link named like a card's title) with nothing of the kind
    // near them do not make the place ambiguous; a part that is one of several alike does.
    if ('empty' in part) empty ??= part;
    else if ('handover' in part) return part;
    else for (const n of part) found.add(n);
  }
  return found.size || !empty ? [...found] : { handover: empty.handover };
}

/** Roles of the controls a tester names a neighbour by ("the box under Password"). */
const NEIGHBOUR_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'checkbox', 'radio', 'switch', 'slider', 'listbox']);

/**
 * "the box under Password", a match with no name of its own, when "Password" names a control (not a heading or a part): the match
 * is the first control after it in the page's order that fits the target, never that control
 * itself. Undefined when no anchor is such a control (then "under" is "inside": "the Save button
 * under Billing"); a hand-over when the anchors are several or nothing fitting follows.
 */
function belowControls(anchors: SnapshotNode[], index: PageIndex, method: OfflineMethod, target: TargetPhrase, boxOf: BoxOf): SnapshotNode[] | { handover: string } | undefined {
  // A label's text names the control it labels: the next control, named the same.
  const controlOf = (a: SnapshotNode): SnapshotNode | undefined => {
    if (NEIGHBOUR_ROLES.has(a.role)) return a;
    const next = index.order.slice(index.order.indexOf(a) + 1).find((n) => NEIGHBOUR_ROLES.has(n.role));
    return next && normalize(next.name ?? '') === normalize(ownText(a)) ? next : undefined;
  };
  const mapped = anchors.map(controlOf);
  if (mapped.every((c) => !c)) return undefined;
  const controls = [...new Set(mapped)];
  if (controls.length > 1) return { handover: `${anchors.length} places are named "${ownText(anchors[0]!)}": say which control the match lies under` };
  // The control is the anchor of a relation "below" (relations.ts): the nearest fitting one.
  return relatedNodes('below', [controls[0]!], index, method, target, boxOf);
}

/** Most candidates whose boxes a relation reads from the page; past it, the page's order decides. */
const MAX_BOXED = 12;

/**
 * "the Search field above the sheet", "the tab to the right of Nunc", "the one above Child node 1",
 * "the box under Password": the candidates for the target that lie in the direction from the one
 * place the anchor names (relations.ts). With no name, the nearest (of the anchor's own kind when
 * the step names no kind: "the one above X"); with a name, the only one there. Several anchors,
 * nothing there, or several named matches there: a hand-over naming them.
 */
function relatedNodes(relation: Relation, anchors: SnapshotNode[], index: PageIndex, method: OfflineMethod, target: TargetPhrase, boxOf: BoxOf, inPart?: Set<SnapshotNode>): SnapshotNode[] | { handover: string } {
  let places = [...new Set(anchors.map((a) => anchorElement(a, index)))];
  // "the tab to the right of Nunc" where a tab and its panel are both named "Nunc": the anchor of the kind the step names.
  const ofKind = places.filter((p) => target.roles?.includes(p.role));
  if (places.length > 1 && ofKind.length === 1) places = ofKind;
  if (places.length > 1) return { handover: `${places.length} places are named "${ownText(anchors[0]!) || anchors[0]!.name}": say which one the match lies ${relation === 'left' || relation === 'right' ? `to the ${relation} of` : relation}` };
  const anchor = places[0]!;
  const named = !!normalize(target.name);
  const kindOf = !named && !target.roles?.length ? anchor.role : undefined;
  if (kindOf && !fitsMethod(anchor, method)) return { handover: `"${ownText(anchor) || anchor.name}" is no control: say what kind of thing lies ${relation} it` };
  const pool = inPart ? index.order.filter((n) => inPart.has(n)) : index.order;
  // "The one above X": any of X's kind (a tree item above its child holds it: not dropped as a wrapper).
  const scored = kindOf ? pool.filter((n) => n.role === kindOf && fitsMethod(n, method)).map((node) => ({ node, score: 1 })) : scoreCandidates(pool, method, target).filter((s) => s.score >= MIN_SCOPED_SCORE);
  const best = named ? Math.max(0, ...scored.map((s) => s.score)) : 0;
  const candidates = scored.filter((s) => s.score > best - MIN_LEAD).map((s) => s.node);
  const boxes: BoxOf = candidates.length <= MAX_BOXED ? boxOf : () => undefined;
  const chosen = relatedChoice(relation, anchor, candidates, index, boxes, !named);
  return 'handover' in chosen ? { handover: chosen.handover } : [chosen];
}

/** A whole widget said by its kind, as an anchor no text names ("above the grid", "below the sheet") → the roles it has. */
const WIDGET_WORDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ...['grid', 'data grid', 'table', 'sheet', 'spreadsheet'].map((w): [string, readonly string[]] => [w, ['grid', 'treegrid', 'table']]),
  ['tree', ['tree', 'treegrid']], ['list', ['list', 'listbox']], ['toolbar', ['toolbar']], ['tab list', ['tablist']], ['tabs', ['tablist']],
]);

/** A word without a plural's s: "assets" and "asset" say the same thing. */
const singular = (text: string): string => words(text).map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)).join(' ');

/**
 * "in the asset tree", "in the orders grid": a name said with a word for a kind of part. The one
 * part of those roles named so, or captioned so by the heading just before it (no other part of
 * that kind between them), plurals aside. Undefined when no part of that kind is so named; a tie
 * is a hand-over.
 */
function captionedPart(name: string, roles: readonly string[], kind: string, index: PageIndex): SnapshotNode[] | { handover: string } | undefined {
  if (!normalize(name)) return undefined;
  const parts = index.order.filter((n) => roles.includes(n.role));
  const outer = parts.filter((p) => !ancestors(index, p).some((up) => parts.includes(up)));
  const captionOf = (part: SnapshotNode): string => {
    if (part.name) return part.name;
    for (let i = index.order.indexOf(part) - 1; i >= 0; i--) {
      const n = index.order[i]!;
      if (roles.includes(n.role)) return '';
      if (n.role === 'heading') return n.name || textOf(n);
    }
    return '';
  };
  // The name's words said together in the caption ("asset" in "Sites and assets"), or close to it whole.
  const named = outer.filter((p) => {
    const caption = singular(captionOf(p));
    return !!caption && (containsPhrase(caption, singular(name)) || nameScore(singular(name), caption) >= MIN_SCORE);
  });
  if (named.length === 1) return named;
  if (named.length > 1) return { handover: `${named.length} parts of the page are a ${kind} named like "${name}": say which by its heading` };
  return undefined;
}

/** The places a scope's anchor text names ("for Blue Mug"): the best-matching texts, outermost of nested ones. */
export function findAnchors(scope: ScopePhrase, index: PageIndex): SnapshotNode[] | { handover: string } {
  const anchorText = scope.anchor ?? '';
  // "the actions menu of issue #16": the item that shows that number as its own (item-numbers.ts).
  const number = numberSaid(anchorText);
  const numbered = number ? numberedItems(index, number) : [];
  if (number?.sign && numbered.length) return numbered;
  const anchorScores = index.order
    .filter((n) => n.role !== 'iframe')
    .map((n) => ({ node: n, score: nameScore(anchorText, ownText(n), scope.anchorExact) }))
    .filter((s) => s.score >= MIN_SCORE);
  if (!anchorScores.length) {
    if (numbered.length) return numbered;
    const captioned = scope.anchorRoles?.includes('tree') ? captionedPart(anchorText, scope.anchorRoles, 'tree', index) : undefined;
    if (captioned) return captioned;
    // "the search box above the grid": no text says "grid", but the page has one part of that kind.
    const roles = WIDGET_WORDS.get(normalize(anchorText).replace(/^(?:the|a) /, ''));
    const parts = roles ? index.order.filter((n) => roles.includes(n.role)) : [];
    const outer = parts.filter((p) => !ancestors(index, p).some((up) => parts.includes(up)));
    if (outer.length === 1) return outer;
    if (outer.length > 1) return { handover: `${outer.length} parts of the page are a ${normalize(anchorText).replace(/^(?:the|a) /, '')}: name the one the match lies by` };
    return { handover: `"${anchorText}" is not on the page` };
  }
  const preferred = anchorScores.filter((s) => scope.anchorRoles?.includes(s.node.role));
  // "in the asset tree": no tree is named so, but one is captioned so by the heading above it (a
  // text elsewhere that says "asset", a column's header, is not the tree the step names).
  if (!preferred.length && scope.anchorRoles?.includes('tree')) {
    const captioned = captionedPart(anchorText, scope.anchorRoles, 'tree', index);
    if (captioned) return captioned;
  }
  if (preferred.length) anchorScores.splice(0, anchorScores.length, ...preferred);
  const bestAnchor = Math.max(...anchorScores.map((s) => s.score));
  // Every text about as near the words as the best is a place they may mean ("address" in "Billing
  // address" and in "Shipping address", whose scores differ only by their lengths); only one
  // clearly ahead (MIN_LEAD) stands alone. An anchor inside another anchor (a cell and its text)
  // is the same place: keep the outer one.
  const anchors = anchorScores.filter((s) => s.score > bestAnchor - MIN_LEAD).map((s) => s.node);
  const anchorSet = new Set(anchors);
  return anchors.filter((a) => !ancestors(index, a).some((up) => anchorSet.has(up)));
}

/** The nodes of the items a number names ("issue #16"), when the anchors are those items: undefined otherwise. */
function numberedScope(scope: ScopePhrase, index: PageIndex, anchors: readonly SnapshotNode[]): SnapshotNode[] | undefined {
  const number = numberSaid(scope.anchor ?? '');
  if (!number) return undefined;
  const items = numberedItems(index, number);
  if (!items.length || !anchors.every((a) => items.includes(a))) return undefined;
  return anchors.flatMap((a) => subtree(a));
}

const hasCandidate = (nodes: SnapshotNode[], method: OfflineMethod, target: TargetPhrase) =>
  scoreCandidates(nodes, method, target).some((s) => s.score >= MIN_SCOPED_SCORE);

/** `empty`: nothing that fits lies near this anchor (rather than a near part that leaves a doubt). */
/** Landmarks and named parts that are a part of the page whole, by their own name. */
const NAMED_PARTS: ReadonlySet<string> = new Set(['navigation', 'region', 'complementary', 'form', 'search', 'dialog', 'alertdialog', 'toolbar', 'menubar', 'tablist', 'banner', 'contentinfo', 'main']);

function partAround(anchor: SnapshotNode, index: PageIndex, method: OfflineMethod, target: TargetPhrase, sameUnit = false): SnapshotNode[] | { handover: string; empty?: true } {
  // The anchor may be the part itself: a dialog, region or row named by the phrase.
  if (anchor.children.length) {
    const own = subtree(anchor);
    if (hasCandidate(own, method, target)) return own;
    // A landmark named by the phrase is the part whole ("in the breadcrumb": the navigation named
    // Breadcrumb): a match beside it (the sidebar's link of that name) is not in it.
    if (anchor.name && NAMED_PARTS.has(anchor.role)) return { handover: `no match in the ${anchor.role} "${anchor.name}"`, empty: true };
  }
  let child = anchor;
  // A part holding the anchor that is one of several alike (a row drawn in divs among rows, a card
  // among cards), passed on the way up with no match in it: a match found further out is not the
  // anchor's own ("delete Campaign plan.docx" is no "Delete selected" in the toolbar above the rows).
  let repeated: SnapshotNode | undefined;
  for (const container of ancestors(index, anchor)) {
    // A heading among siblings: its section runs to the next heading of the same or a higher level.
    if (anchor.role === 'heading' && child === anchor) {
      const siblings = container.children;
      const from = siblings.indexOf(anchor);
      const to = siblings.findIndex((s, i) => i > from && s.role === 'heading' && (s.level ?? 9) <= (anchor.level ?? 9));
      const section = siblings.slice(from, to === -1 ? undefined : to).flatMap((s) => subtree(s));
      if (hasCandidate(section, method, target)) return section;
      if (to !== -1) return { handover: `no match in the "${ownText(anchor)}" section`, empty: true };
    }
    const nodes = subtree(container);
    if (hasCandidate(nodes, method, target)) {
      if (repeated) return { handover: `"${ownText(anchor)}" is in one of several similar parts (a row or card among others) and nothing in its own part matches; the one found lies outside it and is not its control: name that control by its whole name if it is the one, or select "${ownText(anchor)}" first` };
      if (UNIT_ROLES.has(container.role) || container.role === 'iframe') return nodes;
      if (sameUnit) return { handover: `no match in the row or group that holds "${ownText(anchor)}"` };
      if (hasPeer(container, child, anchor, index)) return { handover: `"${ownText(anchor)}" is one of several similar parts and the match lies outside its own` };
      return nodes;
    }
    if (UNIT_ROLES.has(container.role) && container.role !== 'group') return { handover: `no match inside the part that holds "${ownText(anchor)}"`, empty: true };
    if (!repeated && child !== anchor && hasPeer(container, child, anchor, index)) repeated = child;
    child = container;
  }
  return { handover: `no match near "${ownText(anchor)}"`, empty: true };
}

/** Whether `container` holds another child shaped like `branch` (the child holding the anchor): a repeated card. */
function hasPeer(container: SnapshotNode, branch: SnapshotNode, anchor: SnapshotNode, index: PageIndex): boolean {
  const path: string[] = [];
  for (let n: SnapshotNode | undefined = anchor; n && n !== branch; n = index.parent.get(n)) path.unshift(n.role);
  const follows = (node: SnapshotNode, rest: string[]): boolean =>
    rest.length === 0 ? true : node.children.some((c) => c.role === rest[0] && follows(c, rest.slice(1)));
  return container.children.some((other) => other !== branch && other.role === branch.role && follows(other, path) && (path.length > 0 || !!ownText(other)));
}
