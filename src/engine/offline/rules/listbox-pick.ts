import type { Candidate } from '../../decision/decision.js';
import type { PickAfter } from '../../decision/resolved.js';
import { ACTIONABLE_ROLES, textOf, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import type { HintBook } from '../hints.js';
import { besideLabel, captionBefore, ownText, subtree, type PageIndex } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { containsPhrase, normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words after a field's name that say only that it is a field ("the Person field", "the speed menu"). */
const FIELD_KINDS: ReadonlySet<string> = new Set(['field', 'dropdown', 'drop down', 'select', 'box', 'combobox', 'combo box', 'list', 'menu', 'picker', 'selector', 'input', 'select box', 'list box', 'listbox']);
/** Verbs that choose a value for a field: "select X in F", "set F to X", "add X to F", "tick X in F". */
const CHOOSING = new Set(['select', 'set', 'add', 'check']);
/** Scope relations that name the field an option is in: "from the Gear list", "in Toppings". */
const IN_FIELD = new Set(['in', 'from', 'inside', 'within', 'under', 'of', 'for', 'on']);
/** Most candidates whose visibility is read: past this the step is not about one field. */
const MAX_READ = 12;

/** The field as the step names it, and the value chosen in it. */
export interface FieldPick {
  field: string;
  value: string;
  /** The field is a word of the value ("choose Family room": the field Room): its label must say the word exactly. */
  inValue?: true;
}

/**
 * The field and the value a choosing step names, in the grammar's forms: "select X in F", "choose
 * X as F", "set F to X", "add X to F", "choose X from the F list", "tick X in F". Undefined for
 * any other shape, or when the target's kind word says it is not a field ("the Save button").
 */
export function fieldPickOf(form: StepForm): FieldPick | undefined {
  const picks = fieldPicksOf(form);
  return picks.length === 1 ? picks[0] : undefined;
}

/**
 * Every reading of the field and the value: one for the forms above; for "add the topping
 * Olives" (the field's noun, then the value), each split of the words (the page says which field exists).
 */
export function fieldPicksOf(form: StepForm): FieldPick[] {
  if (form.verb === 'add' && form.frame === 'target' && form.target && !form.scope && !form.target.exact && !form.target.kind) {
    const said = form.target.raw.split(/\s+/);
    return said.slice(1).map((_, i) => ({ field: said.slice(0, i + 1).join(' '), value: said.slice(i + 1).join(' ') })).filter((p) => normalize(p.field) && normalize(p.value));
  }
  const one = onePick(form);
  if (one) return [one];
  // "choose Family room": no field said, but a word of the value may be a field's label (Room).
  const t = form.target;
  if (form.verb === 'select' && form.frame === 'target' && t && !form.scope && !t.exact && !t.kind && !t.roles && t.ordinal === undefined) {
    const words = t.raw.split(/\s+/);
    if (words.length < 2 || words.length > 6) return [];
    return [...new Set(words.map((w) => normalize(w)).filter((w) => w.length >= 3))].map((field) => ({ field, value: t.raw, inValue: true as const }));
  }
  return [];
}

function onePick(form: StepForm): FieldPick | undefined {
  if (!CHOOSING.has(form.verb) || !form.target) return undefined;
  const t = form.target;
  const fieldName = (name: string, kind: string | undefined, whole: string | undefined) => (!kind ? name : FIELD_KINDS.has(kind) ? name : undefined) ?? whole;
  if (form.value !== undefined && ['as-value', 'value-into', 'value-to', 'to-value'].includes(form.frame)) {
    if ((form.frame === 'to-value') !== (form.verb === 'set')) return undefined;
    if (form.scope) return undefined;
    if (t.kind && !FIELD_KINDS.has(t.kind)) return undefined;
    const field = fieldName(t.name, t.kind, t.whole);
    return field && normalize(form.value) ? { field, value: form.value } : undefined;
  }
  if (form.frame === 'target' && form.scope && IN_FIELD.has(form.scope.relation) && (form.verb === 'select' || form.verb === 'check')) {
    if (t.kind || t.ordinal !== undefined) return undefined;
    const s = form.scope;
    if (s.kind && !FIELD_KINDS.has(s.kind)) return undefined;
    const value = t.exact ? t.name : t.raw;
    return s.name && normalize(value) ? { field: s.name, value } : undefined;
  }
  return undefined;
}

/** A field's labels as a tester may name it: its name, the label beside it, the caption before it, its placeholder. */
export const fieldLabels = (node: SnapshotNode): string[] => labelsOf(node);

/** A field label phrased as an instruction ("Select a speed", "Choose your title") also names the field by its rest. */
function labelsOf(node: SnapshotNode): string[] {
  const out = [node.name, besideLabel(node), captionBefore(node), node.placeholder].filter((l): l is string => !!l?.trim());
  for (const label of [...out]) {
    const rest = label.replace(/^\s*(?:please\s+)?(?:select|choose|pick)\s+(?:(?:your|the|a|an|one)\s+)?/i, '');
    if (rest !== label && normalize(rest)) out.push(rest);
  }
  return out;
}

/**
 * How well a field's labels match the field the step names: the name rules' score, or, when the
 * step says a little more than the label ("the experience level" for "Experience"), the label as
 * the phrase's head with one word after it.
 */
function fieldScore(field: string, node: SnapshotNode): number {
  let best = 0;
  const asked = normalize(field);
  for (const label of labelsOf(node)) {
    best = Math.max(best, nameScore(field, label));
    const l = normalize(label);
    if (l && asked.startsWith(`${l} `) && words(asked).length === words(l).length + 1 && containsPhrase(asked, l)) best = Math.max(best, 0.75);
  }
  return best;
}

const isUnseen = (node: SnapshotNode, book: HintBook) => book.facts(node)?.unseen === true;

/**
 * The value among a hidden twin's options: named so, or "X under G" (also "in", "from") for the
 * option X inside the group G. Undefined when the twin does not list it.
 */
function twinOption(twins: readonly SnapshotNode[], value: string): { option: string; group?: string } | undefined {
  const options = twins.flatMap((t) => subtree(t).filter((o) => o.role === 'option'));
  if (options.some((o) => nameScore(value, o.name ?? ownText(o)) >= MIN_SCORE)) return { option: value };
  const m = value.match(/^(.+?)\s+(?:under|in|from)\s+(?:the\s+)?(.+)$/i);
  if (!m) return undefined;
  const [, option, group] = m as unknown as [string, string, string];
  // The twin's groups may carry no name (an optgroup's label is not its name): the option must be
  // in a group of the twin, and the open list must show it under that group (pickShown checks).
  const grouped = twins.flatMap((t) => subtree(t).filter((n) => n.role === 'group')).flatMap((g) => g.children.filter((o) => o.role === 'option' && nameScore(option, o.name ?? ownText(o)) === 1));
  return grouped.length === 1 ? { option, group } : undefined;
}

/**
 * APG combobox (select-only or editable) with a listbox popup: "select Fast in the Speed field",
 * "choose Fast as the speed", "add California to States". The field is the one combobox a person
 * sees that the step names (a hidden native twin takes no part); its options exist only while its
 * list is open, so it is opened (the effect asked: expanded), and the option is picked by its
 * name on the page as it is then (ResolvedAction.then); the field must show the choice after.
 */
export const listboxPick: WidgetRule = {
  info: {
    name: 'listbox-pick',
    does: 'Chooses a value in a combobox whose list exists only while open: opens the field the step names, then picks the option by its name once it shows, and checks that the field shows it.',
    when: '"select Fast in Speed", "choose Fast as the speed", "set Person to Ada", "add California to States", "tick Olives in Toppings".',
    evidence: 'Exactly one seen combobox (aria-expanded read from the page) named by the field, clearly ahead; hidden twins (a visually hidden native select) left out, their options checked to hold the value when they have any. After opening, exactly one seen option of that name.',
    example: {
      html: '<label id="l">Speed</label><div role="combobox" aria-labelledby="l" aria-expanded="false" aria-controls="lb" tabindex="0" onclick="document.getElementById(\'lb\').hidden=false;this.setAttribute(\'aria-expanded\',\'true\')">Medium</div><ul role="listbox" id="lb" hidden></ul>',
      step: 'choose Fast as the speed',
      action: 'open combobox "Speed" to pick "Fast"',
    },
  },
  applies: (form, kind) => kind === 'act' && fieldPicksOf(form).length > 0,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const fields = ctx.index.order.filter((n) => n.ref && (n.role === 'combobox' || n.role === 'listbox') && !n.disabled);
    const scoredFor = (field: string) =>
      fields
        .map((node) => ({ node, score: fieldScore(field, node) }))
        .filter((s) => s.score >= MIN_SCORE)
        .sort((a, b) => b.score - a.score);
    // "add the topping Olives": of the ways to split the words, the one whose field the page has.
    const readings = fieldPicksOf(form).filter((p) => (p.inValue ? scoredFor(p.field).some((s) => s.score >= 1) : scoredFor(p.field).length));
    if (readings.length > 1) return { handover: `the step may name the field as ${readings.map((r) => `"${r.field}"`).join(' or ')}: say "add ${readings[0]!.value} to ${readings[0]!.field}"`, near: true };
    if (!readings.length) return undefined;
    const { field, value, inValue } = readings[0]!;
    const scored = inValue ? scoredFor(field).filter((s) => s.score >= 1) : scoredFor(field);
    if (scored.length > MAX_READ) return undefined;
    const before = ctx.book.misses;
    const shown = scored.filter((s) => !isUnseen(s.node, ctx.book));
    // A list box that says whether it is open (aria-expanded, which a plain list box never has) is
    // a select-only combobox drawn with the listbox role: closed, it shows only its value.
    const popup = new Set(shown.filter((s) => s.node.role === 'listbox' && (s.node.expanded ?? ctx.book.facts(s.node)?.expanded) !== undefined).map((s) => s.node));
    if (ctx.book.misses > before) return { handover: `reading which of the fields named "${field}" can be seen`, near: true };
    // A list box a person sees with options in it is chosen in where it stands (the name rules'
    // select); an empty one is the combobox's own popup, closed.
    if (shown.some((s) => s.node.role === 'listbox' && !popup.has(s.node) && subtree(s.node).some((o) => o.role === 'option'))) return undefined;
    let seen = shown.filter((s) => s.node.role === 'combobox' || popup.has(s.node));
    // No seen combobox, but one that is moved out of sight beside native twins (a custom select
    // hides its text input while it shows a choice): opened by its key, Down Arrow (APG), since
    // no pointer reaches it.
    const byKey = !seen.length;
    if (byKey) {
      const hiddenOwn = scored.filter((s) => s.node.role === 'combobox' && !subtree(s.node).some((o) => o.role === 'option'));
      if (hiddenOwn.length === 1 && hiddenOwn.length < scored.length) seen = hiddenOwn;
    }
    const candidates: Candidate[] = scored.map((s) => ({ role: s.node.role, name: s.node.name ?? labelsOf(s.node)[0] ?? '', score: Math.round(s.score * 100) / 100, ...(isUnseen(s.node, ctx.book) ? { why: 'visually hidden' } : {}) }));
    if (!seen.length) return undefined;
    const best = seen[0]!.score;
    const top = seen.filter((s) => s.score > best - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} fields match "${field}": say which ("the first ${field} field")`, near: true };
    const node = top[0]!.node;
    // A native select shows its options: the value is chosen in it directly ("select Team as the
    // plan", which the name rules do not read: the value is said before its field).
    if (!popup.has(node) && node.children.some((c) => c.role === 'option')) return nativeChoice(node, value, candidates);
    const facts = ctx.book.facts(node);
    if (!facts) return { handover: `reading whether ${said(node)} opens a list`, near: true };
    const expanded = node.expanded ?? facts.expanded;
    // APG: a combobox that pops up a list says whether it is open. Without that state, opening is a guess.
    if (expanded === undefined) return undefined;
    const read = [`${said(node)} aria-expanded=${expanded}`, ...scored.filter((s) => s.node !== node).map((s) => `${said(s.node)}${isUnseen(s.node, ctx.book) ? ' is visually hidden' : ` scores ${Math.round(s.score * 100) / 100}`}`)];
    // A hidden twin that lists the options says whether the value is one of them, and under which
    // group ("Cams under Climbing": the option Cams of the group Climbing).
    const twins = scored.filter((s) => s.node !== node && isUnseen(s.node, ctx.book)).map((s) => s.node);
    let option = value;
    const listed = twins.some((t) => subtree(t).some((o) => o.role === 'option'));
    if (listed) {
      const inTwin = twinOption(twins, value);
      if (!inTwin) return { handover: `"${value}" is not one of the options of ${said(node)}`, near: true };
      option = inTwin.option;
      if (inTwin.group) read.push(`"${option}" is in the group "${inTwin.group}"`);
    }
    const bare = inValue ? withoutField(value, field) : undefined;
    const pick: PickAfter = { option, exact: false, roles: ['option'], ...(option !== value ? { group: value.slice(option.length).replace(/^\s*(?:under|in|from)\s+(?:the\s+)?/i, '') } : {}), ...(bare ? { bare } : {}) };
    if (expanded) {
      const shown = pickShown(pick, ctx.index, ctx.book);
      if ('handover' in shown) return { handover: shown.handover, near: true };
      return { actions: [{ ref: shown.node.ref!, method: 'click', arguments: [], description: `click ${said(shown.node)}` }], candidates: shown.candidates, facts: [...read, 'the list is open already'] };
    }
    // "Airport pickup and Spa access": one option's name, or two? With no list to read it in before
    // opening, a doubt (compound-step then tries each as its own pick).
    if (!listed && /\s+and\s+/i.test(value)) return { handover: `"${value}" may name two options of ${said(node)}, whose options show only once it is open: say each as its own step ("add ${value.split(/\s+and\s+/i)[0]} to the ${field}")`, near: true };
    const open = byKey
      ? { ref: node.ref!, method: 'press' as const, arguments: ['ArrowDown'], description: `open ${said(node)} with ArrowDown to pick "${option}"`, effect: { expanded: true }, then: pick }
      : { ref: node.ref!, method: 'click' as const, arguments: [], description: `open ${said(node)} to pick "${option}"`, effect: { expanded: true }, then: pick };
    return {
      actions: [open],
      candidates,
      facts: [...read, ...(byKey ? [`${said(node)} is out of sight: opened by Down Arrow (APG combobox)`] : []), 'its options exist only while it is open: picked once shown'],
    };
  },
};

/**
 * A native select's option chosen in it: the one option named the value (else the one that says
 * it whole, "Price: low to high" for "price low to high"). A value it does not offer is handed over.
 */
function nativeChoice(node: SnapshotNode, value: string, candidates: Candidate[]): RuleFound | RuleHandover {
  const options = node.children.filter((c) => c.role === 'option' && !c.disabled);
  const wanted = normalize(value);
  let hit = options.filter((o) => normalize(labelOf(o)) === wanted);
  if (!hit.length) hit = options.filter((o) => containsPhrase(normalize(labelOf(o)), wanted));
  if (hit.length !== 1) return { handover: hit.length ? `${hit.length} options of ${said(node)} say "${value}": say its whole name` : `"${value}" is not one of the options of ${said(node)}`, near: true };
  const option = labelOf(hit[0]!);
  return {
    actions: [{ ref: node.ref!, method: 'selectOption', arguments: [option], description: `select "${option}" in ${said(node)}` }],
    candidates,
    facts: [`${said(node)} is a native select offering "${option}"`],
  };
}

/**
 * The option to pick on the page as it is (its list open): the one a person sees, named as the
 * step says, clearly ahead. Options of a native select are left out (they are chosen, not
 * clicked), and so are hidden ones (a native twin's). A hand-over says why; `reading` while the
 * visibility of the candidates is read from the page.
 */
export function pickShown(pick: PickAfter, index: PageIndex, book: HintBook): { node: SnapshotNode; candidates: Candidate[]; option: string } | { handover: string; reading?: true } {
  const found = pickNamed(pick, index, book);
  // "choose Low priority" in the field Priority: no option "Low priority", but one named "Low" exactly.
  if ('handover' in found && !found.reading && found.none && pick.bare) {
    const bare = pickNamed({ ...pick, option: pick.bare, exact: true }, index, book);
    if (!('handover' in bare)) return bare;
    if (bare.reading) return bare;
  }
  return found;
}

function pickNamed(pick: PickAfter, index: PageIndex, book: HintBook): { node: SnapshotNode; candidates: Candidate[]; option: string } | { handover: string; reading?: true; none?: true } {
  const options = index.order.filter((n) => n.ref && pick.roles.includes(n.role) && !n.disabled && index.parent.get(n)?.role !== 'combobox' && (!pick.group || underGroup(n, pick.group, index)));
  // A list item (a suggestion list drawn without option roles) counts only when it says the name
  // exactly and holds no control of its own.
  const scored = options
    .map((node) => ({ node, score: node.role === 'listitem' ? (subtree(node).some((d) => d !== node && ACTIONABLE_ROLES.has(d.role)) ? 0 : nameScore(pick.option, labelOf(node), true)) : nameScore(pick.option, labelOf(node), pick.exact) }))
    .filter((s) => s.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  if (!scored.length) return { handover: `no option named "${pick.option}" shows (${options.length ? `it shows ${options.slice(0, 6).map((o) => `"${labelOf(o)}"`).join(', ')}` : 'no options'})`, none: true };
  if (scored.length > MAX_READ) return { handover: `${scored.length} options match "${pick.option}": say its whole name` };
  const before = book.misses;
  const seen = scored.filter((s) => !isUnseen(s.node, book));
  if (book.misses > before) return { handover: `reading which options named "${pick.option}" can be seen`, reading: true };
  if (!seen.length) return { handover: `the options named "${pick.option}" are hidden: the list did not open` };
  const best = seen[0]!.score;
  let top = seen.filter((s) => s.score > best - MIN_LEAD);
  // "Mrs." beside "Mr.": the one option that says the name as said, word for word, is the one meant.
  const asSaid = top.filter((s) => normalize(labelOf(s.node)) === normalize(pick.option));
  if (top.length > 1 && asSaid.length === 1) top = asSaid;
  if (top.length > 1) return { handover: `${top.length} shown options match "${pick.option}": say its whole name` };
  const candidates = scored.slice(0, 5).map((s) => ({ role: s.node.role, name: labelOf(s.node), score: Math.round(s.score * 100) / 100, ...(isUnseen(s.node, book) ? { why: 'visually hidden' } : {}) }));
  return { node: top[0]!.node, candidates, option: labelOf(top[0]!.node) };
}

/**
 * The value without the field's word at its start or end ("Low priority" for the field Priority:
 * "Low"; "priority Low" too), when something is left. The field's kind word said with its option,
 * as people say it ("choose Low priority", "pick the Express shipping").
 */
export function withoutField(value: string, field: string): string | undefined {
  const f = normalize(field);
  const said = value.trim().split(/\s+/);
  if (said.length < 2 || !f) return undefined;
  if (normalize(said.at(-1)!) === f) return said.slice(0, -1).join(' ');
  if (normalize(said[0]!) === f) return said.slice(1).join(' ');
  return undefined;
}

/** What an option says: its name, else its text. */
function labelOf(node: SnapshotNode): string {
  return node.name ?? (ownText(node) || textOf(node));
}

/** The option lies in a group the list shows under that name (its name, or the text heading it). */
function underGroup(option: SnapshotNode, group: string, index: PageIndex): boolean {
  for (let up = index.parent.get(option), depth = 0; up && depth < 3; up = index.parent.get(up), depth++) {
    if (up.role === 'listbox' || up.role === 'combobox') return false;
    const heading = up.children.find((c) => c !== option && c.role !== 'option');
    if (nameScore(group, up.name ?? '') >= MIN_SCORE || (heading && nameScore(group, ownText(heading) || textOf(heading)) >= MIN_SCORE)) return true;
  }
  return false;
}

/** Words that name a field's popup list: "the hotel list", "the Country dropdown". */
const LIST_WORDS: ReadonlySet<string> = new Set(['list', 'dropdown', 'drop down', 'options', 'suggestions', 'popup', 'listbox', 'list box', 'menu']);

/**
 * "close the hotel list": the open popup of the combobox the step names, closed with Escape (APG
 * combobox: Escape closes the listbox and keeps the value). The combobox must say it is open
 * (aria-expanded) before, and closed after.
 */
export const listboxClose: WidgetRule = {
  info: {
    name: 'listbox-close',
    does: 'Closes the open list of the combobox the step names ("close the hotel list") with Escape, as the APG combobox pattern has it; the combobox must be collapsed after.',
    when: '"close (hide, dismiss, collapse) the X list / dropdown / options".',
    evidence: 'Exactly one seen combobox named X, clearly ahead, that says it is expanded (aria-expanded, read from the page); one already closed is handed over saying so.',
    example: {
      html: '<label id="l">Hotel</label><div role="combobox" aria-labelledby="l" aria-expanded="true" aria-controls="lb" tabindex="0" onkeydown="if(event.key===\'Escape\'){this.setAttribute(\'aria-expanded\',\'false\');document.getElementById(\'lb\').hidden=true}">Lisbon</div><ul role="listbox" id="lb"><li role="option">Lisbon</li><li role="option">Porto</li></ul>',
      step: 'close the hotel list',
      action: 'press Escape in combobox "Hotel" (closes its list)',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'close' || form.verb === 'collapse') && !!form.target && !form.scope && form.target.ordinal === undefined && listField(form.target.raw) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const field = listField(form.target!.raw)!;
    const scored = ctx.index.order
      .filter((n) => n.ref && n.role === 'combobox' && !n.disabled)
      .map((node) => ({ node, score: fieldScore(field, node) }))
      .filter((s) => s.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score);
    if (!scored.length || scored.length > MAX_READ) return undefined;
    const before = ctx.book.misses;
    const seen = scored.filter((s) => !isUnseen(s.node, ctx.book));
    const states = seen.map((s) => s.node.expanded ?? ctx.book.facts(s.node)?.expanded);
    if (ctx.book.misses > before) return { handover: `reading which combobox named "${field}" is open`, near: true };
    if (!seen.length) return undefined;
    const best = seen[0]!.score;
    const top = seen.filter((s) => s.score > best - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} fields match "${field}": say which ("close the first ${field} list")`, near: true };
    const node = top[0]!.node;
    const expanded = states[0];
    if (expanded === undefined) return undefined;
    if (!expanded) return { handover: `${said(node)} is closed already`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'press', arguments: ['Escape'], description: `press Escape in ${said(node)} (closes its list)`, effect: { expanded: false } }],
      candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? labelsOf(s.node)[0] ?? '', score: Math.round(s.score * 100) / 100 })),
      facts: [`${said(node)} aria-expanded=true`],
    };
  },
};

/** The field a list phrase names ("hotel list" → "hotel"), or undefined when it names no list. */
function listField(raw: string): string | undefined {
  const words = normalize(raw).split(' ').filter(Boolean);
  for (const size of [2, 1]) {
    if (words.length <= size) continue;
    if (LIST_WORDS.has(words.slice(-size).join(' '))) return words.slice(0, -size).join(' ');
  }
  return undefined;
}

/** Words that name a combobox's own search box: "the hotel search", "the Country filter box". */
const SEARCH_WORDS: ReadonlySet<string> = new Set(['search', 'search box', 'search field', 'filter', 'filter box', 'filter field']);

/**
 * "the hotel search": the one text box inside the combobox the words before "search" name (an
 * editable combobox's own search box, named by its placeholder, not by the field's label).
 * Undefined when the phrase names no such box, or not one alone.
 */
export function ownSearchBox(phrase: string, index: PageIndex, book: HintBook): SnapshotNode | undefined {
  const words = normalize(phrase).split(' ').filter(Boolean);
  let field: string | undefined;
  for (const size of [2, 1]) if (!field && words.length > size && SEARCH_WORDS.has(words.slice(-size).join(' '))) field = words.slice(0, -size).join(' ');
  if (!field) return undefined;
  const scored = index.order
    .filter((n) => n.ref && n.role === 'combobox' && !n.disabled)
    .map((node) => ({ node, score: fieldScore(field, node) }))
    .filter((s) => s.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  const top = scored.filter((s) => s.score > (scored[0]?.score ?? 0) - MIN_LEAD);
  if (top.length !== 1) return undefined;
  const boxes = subtree(top[0]!.node).filter((n) => n.ref && (n.role === 'searchbox' || n.role === 'textbox') && !n.disabled && !isUnseen(n, book));
  return boxes.length === 1 ? boxes[0] : undefined;
}
