import { normalize } from './text.js';
import { FORMAT_VERBS, ORDINALS, ROLE_WORDS, VERB_PARAPHRASES, VERB_WORDS } from './vocabulary.js';

/**
 * The step's grammar: one step read into a small typed form, from a table of verbs (each with
 * its synonyms and the shape of what follows it), not a chain of patterns. The widget rules
 * (rules/) read this form: they say which verbs and which kinds of target they apply to.
 *
 *   expand   Root node               in the   HTML demo
 *   verb     target (name, kind)     scope (relation, name, kind)
 *
 *   type  Chen   into  the Name  filter
 *   verb  value        target (name "Name", kind "filter")
 */

/** A verb as the rules know it; synonyms map onto it. */
export type Verb =
  | 'click' | 'select' | 'expand' | 'collapse' | 'open' | 'close' | 'type' | 'fill' | 'set' | 'filter' | 'sort'
  | 'search' | 'check' | 'uncheck' | 'find' | 'go' | 'hover' | 'double-click' | 'cancel' | 'confirm' | 'add' | 'run'
  | 'remove' | 'increment' | 'decrement' | 'rename' | 'edit' | 'format' | 'move'
  /** A verb of no table entry, as said ("undo", "publish the post"): a control named by what it does. */
  | 'do';

/**
 * How the words after the verb are laid out:
 * - `target`: "expand Root node"
 * - `value-into`: "type Chen into the Name filter" (value, then a preposition, then the target)
 * - `with-value`: "fill the Name filter with Chen"
 * - `to-value`: "set the Age to 42"
 * - `by-value`: "filter Name by Chen", "search the table for London"
 * - `as-value`: "select Range as the type" (the value, then the field it is chosen for)
 * - `value-to`: "add California to States" (the value, then the field it joins)
 * - `kind-value`: "add a todo "pay bills"", "add a new task called Call Bob" (the kind of thing
 *   made, then its text: quoted, or after called/named)
 * - `colon-value`: "confirm the password: s3cret" (the target, a colon, the value)
 * - `format`: an editor's formatting said of what it acts on: "make the selected text bold",
 *   "turn the line into Heading 1", "italicize the selection", "insert a link" (the target is the
 *   format's words; what it acts on, the selection or the line, is the editor's own)
 */
export type Frame = 'target' | 'value-into' | 'with-value' | 'to-value' | 'by-value' | 'as-value' | 'value-to' | 'kind-value' | 'colon-value' | 'format';

interface VerbEntry {
  verb: Verb;
  /** The verb's words as written, longest first when matched. */
  words: readonly string[];
  frames: readonly Frame[];
}

/** The verb table. Order matters only between entries sharing a word (none do). */
export const VERBS: readonly VerbEntry[] = [
  { verb: 'double-click', words: VERB_WORDS.doubleClick, frames: ['target'] },
  { verb: 'click', words: ['click on', 'tap on', ...VERB_WORDS.click, 'activate'], frames: ['target'] },
  { verb: 'select', words: VERB_WORDS.select, frames: ['as-value', 'value-into', 'target'] },
  { verb: 'expand', words: [...VERB_WORDS.expand, 'drill into'], frames: ['target'] },
  { verb: 'collapse', words: [...VERB_WORDS.collapse, 'close up'], frames: ['target'] },
  { verb: 'open', words: [...VERB_WORDS.open, 'reveal'], frames: ['target'] },
  { verb: 'close', words: [...VERB_WORDS.dismiss, 'hide'], frames: ['target'] },
  // "key in Head of Sales as Hana Sato's role": the value, then what it is entered as (after "into" fails).
  { verb: 'type', words: ['type', 'key in'], frames: ['value-into', 'as-value'] },
  { verb: 'fill', words: [...VERB_WORDS.fill, ...VERB_WORDS.enter], frames: ['with-value', 'value-into', 'as-value'] },
  { verb: 'set', words: [...VERB_WORDS.set, 'switch', 'turn'], frames: ['to-value'] },
  { verb: 'cancel', words: ['cancel', 'abort'], frames: ['target'] },
  { verb: 'confirm', words: ['confirm', 'accept', 'approve'], frames: ['colon-value', 'target'] },
  // "add a todo "pay bills"": a new item of a kind, with its text; "add California to States", "add the
  // topping Olives" (the rules that read these need the page to say which words name a field: "add a
  // row" names a control, which the name rules read first).
  // "add Tom Baker as another guest": the value, then what it becomes one more of.
  { verb: 'add', words: ['add'], frames: ['kind-value', 'value-to', 'as-value', 'target'] },
  { verb: 'add', words: ['create'], frames: ['kind-value'] },
  { verb: 'run', words: ['run', 'execute', 'send'], frames: ['target'] },
  // "mark all as complete": a box set; the words after it say to what (the rules read them).
  { verb: 'check', words: ['mark'], frames: ['target'] },
  { verb: 'edit', words: ['edit'], frames: ['target'] },
  { verb: 'filter', words: ['filter', 'narrow'], frames: ['by-value'] },
  { verb: 'search', words: ['search', 'look up'], frames: ['by-value'] },
  { verb: 'sort', words: ['sort', 'order'], frames: ['by-value', 'target'] },
  { verb: 'check', words: VERB_WORDS.check, frames: ['target'] },
  { verb: 'uncheck', words: VERB_WORDS.uncheck, frames: ['target'] },
  { verb: 'find', words: ['find', 'locate', 'where is', "where's", 'look for', 'get'], frames: ['target'] },
  { verb: 'go', words: [...VERB_WORDS.goTo, 'move to', 'jump to', 'go back to', 'switch back to', 'change to'], frames: ['target'] },
  // "go full screen": a mode said after a bare "go" (the mode-switch rule reads it).
  { verb: 'go', words: ['go'], frames: ['target'] },
  // "move the Opacity slider to 25", "drag Brightness to 80": a thing moved to a value or a place
  // (the rules that read it say which: a slider's value).
  { verb: 'move', words: ['move', 'drag', 'slide'], frames: ['to-value'] },
  { verb: 'hover', words: VERB_WORDS.hover, frames: ['target'] },
  { verb: 'remove', words: VERB_WORDS.remove, frames: ['target'] },
  // "increase Guests by 2": the amount the number changes by (a number only; "by one" is one step, read as the target alone).
  { verb: 'increment', words: ['increment', 'increase', 'step up'], frames: ['by-value', 'target'] },
  { verb: 'decrement', words: ['decrement', 'decrease', 'step down'], frames: ['by-value', 'target'] },
  { verb: 'rename', words: ['rename'], frames: ['to-value'] },
  // An editor's formatting: "make it bold", "turn the line into a quote", "italicize the selection",
  // "insert a link". Read only when the words after the verb are what formatting acts on.
  { verb: 'format', words: [...FORMAT_VERBS, 'make', 'turn', 'convert', 'change', 'format', 'insert', 'apply'], frames: ['format'] },
];

/** The verb words of the table that act on a thing and take no value ("click", "tick", "open", "delete"), and the choosing ones, longest first. */
const TARGET_ONLY_VERBS: readonly string[] = [...new Set([...VERBS.filter((entry) => entry.frames.every((frame) => frame === 'target')).flatMap((entry) => entry.words), ...VERB_WORDS.select, 'toggle'])].sort((a, b) => b.length - a.length);

/** Words that name a part of the page a target lies in ("in the Earnings card", "under the Name column"). */
const SCOPE_KINDS: ReadonlySet<string> = new Set([
  'row', 'column', 'card', 'section', 'panel', 'menu', 'tree', 'table', 'grid', 'list', 'dialog', 'modal', 'form', 'group',
  'demo', 'example', 'area', 'region', 'box', 'tab', 'sidebar', 'toolbar', 'header', 'footer', 'calendar', 'picker',
]);

/**
 * Kind words of a target that are not ARIA role words of vocabulary.ts but name one kind of thing
 * a widget rule knows: the roles a candidate of that kind has.
 */
export const KIND_ROLES: ReadonlyMap<string, readonly string[]> = new Map([
  ['node', ['treeitem']],
  ['tree item', ['treeitem']],
  ['treeitem', ['treeitem']],
  ['folder', ['treeitem']],
  ['header', ['columnheader', 'rowheader']],
  ['column', ['columnheader']],
  ['filter', ['textbox', 'searchbox', 'combobox']],
  ['filter box', ['textbox', 'searchbox', 'combobox']],
  ['filter field', ['textbox', 'searchbox', 'combobox']],
  ['row', ['row']],
  ['cell', ['gridcell', 'cell']],
  ['menu', ['menu', 'menubar']],
  // "the Language menu button" (APG menu button): a button, which the menu-button rule reads.
  ['menu button', ['button']],
  ['section', ['region', 'group']],
  ['tab', ['tab']],
  ['page', ['link', 'button']],
]);

export interface ScopeForm {
  /** The preposition: in, of, for, under, … */
  relation: string;
  /** The part's name as written ("HTML demo", "Alice"). */
  name: string;
  /** The kind word after it, when one is said ("card", "column", "row"). */
  kind?: string;
  exact: boolean;
}

export interface TargetForm {
  /** The name words ('' when only a kind is said). */
  name: string;
  exact: boolean;
  /** The kind word as written ("filter", "node", "button"), when one ends (or starts) the phrase. */
  kind?: string;
  /** The ARIA roles the kind word stands for. */
  roles?: readonly string[];
  ordinal?: number;
  /** The name with its kind word, as written ("root node"): a kind word may be part of the name. */
  whole?: string;
  /** The phrase as written, without a leading article ("»", "Next ›"): names made of signs. */
  raw: string;
}

export interface StepForm {
  verb: Verb;
  /** The verb as written. */
  said: string;
  frame: Frame;
  target?: TargetForm;
  scope?: ScopeForm;
  value?: string;
}

const QUOTED = /^(?:"([^"]*)"|“([^”]*)”|'([^']*)')$/;
const ARTICLE = /^(?:the|a|an|this|that)\s+/i;

/**
 * One plain step in its typed form, or undefined when no verb of the table starts it or the words
 * after it do not fit its frames. Compound steps ("… and click X") are split by parse.ts first.
 * Remembered per step (bounded) and frozen, as parse.ts's `parsedSteps` (why there): one act asks
 * it of the same words several times (the tier, its rules, the removal and the tree readings).
 */
export function parseGrammar(step: string): StepForm | undefined {
  if (forms.has(step)) return forms.get(step);
  const form = readGrammar(step);
  if (forms.size >= FORMS_KEPT) forms.clear();
  forms.set(step, form && frozen(form));
  return forms.get(step);
}
const FORMS_KEPT = 500;
const forms = new Map<string, StepForm | undefined>();

/** `value` with every array and plain object in it frozen (a remembered reading, shared by every caller). */
export function frozen<T>(value: T): T {
  if (Array.isArray(value)) value.forEach(frozen);
  else if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) Object.values(value).forEach(frozen);
  else return value;
  return Object.freeze(value);
}

function readGrammar(step: string): StepForm | undefined {
  const text = plainVerb(scopeLast(plainVerb(step.trim().replace(/[.!]+$/, '').replace(/\s+/g, ' '))));
  const lower = text.toLowerCase();
  // "Sort by: Newest": a label made of a verb word and a preposition, then its value (colonValue).
  const label = /^\p{L}+\s+(?:by|for|in|on|with)\s*:\s/iu.test(text) && !VERBS.some((entry) => entry.words.includes(lower.slice(0, lower.indexOf(':')).trim())) ? colonValue(text) : undefined;
  if (label) return withPhrase({ verb: 'set', said: 'set', frame: 'to-value', value: unquote(label.value) }, label.target);
  for (const entry of VERBS) {
    for (const word of [...entry.words].sort((a, b) => b.length - a.length)) {
      // A formatting verb may stand alone: "underline", "italicize".
      const alone = lower === word && entry.frames.includes('format');
      if (!lower.startsWith(`${word} `) && !alone) continue;
      const rest = alone ? '' : text.slice(word.length + 1).trim();
      for (const frame of entry.frames) {
        const form = readFrame(entry.verb, word, frame, rest);
        if (form) return form;
      }
      // Another entry may read it ("switch to X" is a go, "switch X to Y" a set).
      break;
    }
  }
  const sorted = sortedLabel(text);
  if (sorted) return parseGrammar(sorted);
  const labelled = colonValue(text);
  if (labelled) return withPhrase({ verb: 'set', said: 'set', frame: 'to-value', value: unquote(labelled.value) }, labelled.target);
  return verbOfItsOwn(text);
}

/**
 * "Full name: Ada Lovelace", "Room: Suite", "Age for Julia Costa: 32": no verb, a field's label, a
 * colon, its value, as a form is filled in on paper: the field set to the value ("set X to V").
 * Undefined unless the step is that and only that (a short label with no quote in it, a value).
 */
export function colonValue(step: string, verbFirst = false): { target: string; value: string } | undefined {
  // 'Category for "Coffee and snacks": Events': the thing a label is of may be quoted (a row's key).
  const m = step.match(/^(?<target>[^:"“”⟦]+?(?:\s(?:for|of)\s+(?:"[^":]+"|“[^”:]+”))?)\s*:\s+(?<value>\S.*)$/u)?.groups;
  // "Search for...: revenue", "Search orders…: lamps": a placeholder copied with its trailing dots
  // is a field's words, never a verb's phrase; the dots are no part of them.
  const said = m?.['target']!.trim() ?? '';
  const target = said.replace(/\s*(?:\.{2,}|…)$/u, '');
  const placeholder = target !== said;
  if (!m || !target || target.split(' ').length > 5) return undefined;
  // "confirm the password: x": a verb of the table reads it its own way. A label that is a verb word
  // alone ("Search: London") says no object for it: a label ("Search:"). `verbFirst`: the caller
  // read the verb's way already and asks for the label's way too ("Select a value: 12").
  const lower = target.toLowerCase();
  // A label that is a verb word and a preposition ("Sort by: Newest", "Search for: lamps") says no
  // object either: a label.
  const verbAndPreposition = /^\p{L}+\s+(?:by|for|in|on|with)$/u.test(lower) && !VERBS.some((entry) => entry.words.includes(lower));
  if (!verbFirst && !verbAndPreposition && !placeholder && VERBS.some((entry) => entry.words.some((word) => lower.startsWith(`${word} `)))) return undefined;
  return { target, value: m['value']!.trim() };
}

const LEAD_IN = /^(?:(?:ok|okay|alright|all\s+right|right|so|actually|oops|oh|never\s+mind|on\s+second\s+thoughts?)\s*,\s*|(?:ok|okay|alright|so)\s+(?=(?:now|then|next|please|just|go\s+ahead)\b))?(?:(?:please|kindly)\s+)?(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?(?:(?:let['’]?s|let\s+us|go\s+ahead\s+and|i\s+(?:want|need|would\s+like)\s+to|i['’]d\s+like\s+to)\s+)?(?:(?:now|then|and|just|also)\s+|(?:next|first|finally|after\s+that|then|now)\s*,\s*)?/i;
/**
 * A test case's step number before its words: "3. Open the report", "2) click Save", "Step 4: tick Terms". A
 * number, a full stop, bracket or colon, a space, then a word: never a value ("2.5 kg" has no space; "4 items"
 * no mark).
 */
const NUMBERED = /^(?:step\s+)?\d{1,2}\s*[.):]\s+(?=\p{L})/iu;
/** A question's mark after a request ("can you open the menu?"), and ", please" said last (a "please" with no comma may end a value: "Note: Quiet room please"). */
const ASKED = /^(?:could|can|would|will)\s+you\s/i;
const PLEASE_LAST = /\s*,\s*please\s*[.!]*$/i;
const PARAPHRASE = new RegExp(`^(${[...VERB_PARAPHRASES.keys()].sort((a, b) => b.length - a.length).join('|')})\\s+`, 'i');

/**
 * A step as the verb tables read it: the words that lead into it ("please", "now", "then", "could
 * you") left out, and a verb phrase said for a verb of the tables (vocabulary.ts VERB_PARAPHRASES:
 * "get rid of", "wipe", "toggle on", "go with", "bring up") said as that verb. Both readers of a
 * step (this grammar and parse.ts's step table) read it so.
 */
export function plainVerb(step: string): string {
  const text = withoutLeadIn(step);
  for (const [form, as] of SPLIT_VERBS) if (form.test(text)) return typeof as === 'string' ? text.replace(form, as) : text.replace(form, as);
  // "take Talks off the agenda", "take the mug out of the cart": a verb split around its object.
  const taken = TAKE_OFF.exec(text);
  if (taken) return `remove ${taken[1]} from ${taken[2]}`;
  // "the following month" is the next one, "the preceding page" the previous one.
  const said = text.replace(PARAPHRASE, (_, verb: string) => `${VERB_PARAPHRASES.get(verb.toLowerCase().replace(/\s+/g, ' '))} `);
  // "the final page" is the last one of a pager ("the final step" may be a wizard's own step name, and stays).
  return kindLast(said.replace(/\bthe\s+(following|preceding)\s+(month|week|year|day|page|step|slide)\b/i, (_, which: string, unit: string) => `the ${which.toLowerCase() === 'following' ? 'next' : 'previous'} ${unit}`).replace(/\bthe\s+(?:very\s+)?final\s+(page|slide)\b/i, 'the last $1'));
}

/** The words of a sort order said on their own ("highest first", "A to Z", "newest first", "descending"). */
const ORDER_WORDS = /^(?:(?:highest|lowest|largest|smallest|biggest|cheapest|newest|oldest|latest|earliest|most recent|most expensive|least expensive)\s+(?:first|on top|at the top)|(?:from\s+)?(?:a\s+to\s+z|z\s+to\s+a|high(?:est)?\s+to\s+low(?:est)?|low(?:est)?\s+to\s+high(?:est)?|newest\s+to\s+oldest|oldest\s+to\s+newest|smallest\s+to\s+(?:largest|biggest)|(?:largest|biggest)\s+to\s+smallest)|(?:in\s+)?(?:ascending|descending|increasing|decreasing)(?:\s+order)?)$/i;

/**
 * "Price: highest first", "Name: A to Z": a column's name, a colon, and a sort order only: the
 * column sorted so ("sort by Price, highest first"), as a list's sort is said; an order is no
 * value a field takes. A label that says sort or order itself ("Sort by: newest first") is a
 * select's, and stays the label's reading. The step as "sort by …", or undefined.
 */
export function sortedLabel(step: string): string | undefined {
  // "Age, oldest first please": a comma for the colon, and a "please" after the order's closed set of words.
  const m = (step.match(/^(?<column>[^:"“”⟦]+?)\s*:\s+(?<order>.+?)(?:\s*,?\s+please)?$/u) ?? step.match(/^(?<column>[^:,"“”⟦]+?)\s*,\s+(?<order>.+?)(?:\s*,?\s+please)?$/u))?.groups;
  if (!m || !ORDER_WORDS.test(m['order']!.trim())) return undefined;
  const column = m['column']!.trim();
  if (column.split(/\s+/).length > 4 || /\b(?:sort|sorted|sorting|order|ordered|ordering)\b/i.test(column)) return undefined;
  return `sort by ${column}, ${m['order']!.trim()}`;
}

/** "collapse card Budget": a part's kind word said before its name, the name written as a name (a capital; a quoted name is read as is). */
const KIND_FIRST = /^(\p{L}+)\s+(?:the\s+)?(card|section|panel|pane|tile|widget|region)\s+(\p{Lu}.*)$/u;

/**
 * "collapse card Budget" → "collapse the Budget card", "expand panel Orders in the sidebar" →
 * "expand the Orders panel in the sidebar": the kind word said before a part's name moves after it,
 * as both readers read a part's kind (role words before a name, "the button Save", they read as is).
 */
function kindLast(step: string): string {
  const m = step.match(KIND_FIRST);
  if (!m) return step;
  const [, verb, kind, rest] = m as unknown as [string, string, string, string];
  // "move the card Run to Done": a value or a place follows; the reader of that verb reads the kind as is.
  if (/\s(?:to|into|onto|with|as|by|above|below|before|after)\s/i.test(rest)) return step;
  const at = rest.search(/\s+(?:in|inside|within|of|under|on|from|for)\s+/i);
  const name = at < 0 ? rest : rest.slice(0, at);
  return `${verb} the ${name} ${kind}${at < 0 ? '' : rest.slice(at)}`;
}

/**
 * A step without the words that lead into it ("please", "now", "could you", "let's", "go ahead and",
 * "I'd like to"), a question's mark after "can you …", and ", please" said last. parse.ts reads a
 * step so before it looks for quotes: the apostrophe of "let's" or "I'd" opens none.
 */
export function withoutLeadIn(step: string): string {
  const unnumbered = step.replace(NUMBERED, '');
  const text = ASKED.test(unnumbered) ? unnumbered.replace(/\s*\?+$/, '') : unnumbered;
  return plainClauses(withoutWhy(withoutForMe(firstPerson(text.replace(PLEASE_LAST, '').replace(LEAD_IN, '')))));
}

/**
 * The verbs a tester's "I" may come before ("When I click Save", "And I enter 6 in Hours"): the verb
 * table's words, the phrases read as them, and the other verbs the step table reads. A word not here
 * after "I" ("I agree to the terms") is left as said: it may be a control's own words.
 */
const SUBJECT_VERBS: readonly string[] = [
  ...new Set([
    ...VERBS.flatMap((entry) => entry.words),
    ...VERB_PARAPHRASES.keys(),
    ...['type', 'submit', 'scroll', 'clear', 'save', 'upload', 'toggle', 'drag', 'undo', 'redo', 'complete', 'launch', 'log out', 'sign out', 'log in', 'sign in'],
  ]),
].sort((a, b) => b.length - a.length);
/** A Gherkin keyword before a tester's "I" ("Given I …", "When I …", "But I …"; "And" and "Then" LEAD_IN has left out already). */
const GHERKIN_I = /^(?:(?:given|when|then|and|but)\s+)?i\s+/i;
const SUBJECT_VERB = new RegExp(`^(?:${SUBJECT_VERBS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')).join('|')})(?=\\s|$)`, 'i');

/**
 * A step said with "I" as its subject, as a Gherkin line or a test case says it: "When I choose
 * Overdue orders", "And I enter 6 in Hours", "Then I click Save" are the commands "choose Overdue
 * orders", "enter 6 in Hours", "click Save" (an English first-person verb is its imperative).
 * "Given I am on the Orders tab" is "go to the Orders tab": the place the step is to be at. Only
 * before a verb the readers know; a "When I …" with a comma or "then" after it stays a condition
 * ("when I hover over X, the tip shows"), which no reader acts on.
 */
function firstPerson(step: string): string {
  const m = GHERKIN_I.exec(step);
  if (!m) return step;
  const rest = step.slice(m[0].length);
  if (/^when\b/i.test(m[0]) && /,|\bthen\b/i.test(rest)) return step;
  const at = /^am\s+(?:on|at|in)\s+(?=\S)/i.exec(rest);
  if (at) return `go to ${rest.slice(at[0].length)}`;
  // "I accept the terms", "I confirm these expenses are business-related": with no keyword before it, a
  // consent said in the first person is a box's own label, said as the step; it stays as said.
  if (!/^(?:given|when|then|and|but)\s/i.test(m[0]) && CONSENT.test(rest)) return step;
  return SUBJECT_VERB.test(rest) ? rest : step;
}
const CONSENT = /^(?:accept|agree|approve|confirm|consent|acknowledge|understand|certify|declare|authori[sz]e)\b/i;

/**
 * A why-clause said after the step: "Tick Remember me so the session persists", "open the alerts so
 * I can see what's new", "type Nora in the Name filter so that only her row shows". It says what the
 * step is for, not what it acts on: left out where it cannot be a value's words — after a quoted
 * value, in a step whose verb takes no value, or after the field a value is typed into ("type V in
 * F so …"). In "set Notes to call Ann so she knows" the words may be the note's own, and stay. The
 * clause is a lowercase "so", "so that", "in order to", "to make sure" or "to ensure" and a clause
 * of at least two words after it ("click So Long" is a name).
 */
const WHY_LAST = /,?\s+(?:so(?:\s+that)?\s+(?:[iI]|we|you|it|they|he|she|the|my|our|your|their|his|her|its|this|that|these|those|there|only|all|every|nothing|no|none|a|an)|in\s+order\s+to|to\s+make\s+sure|to\s+ensure)\s+[^\s"“”]+(?:\s+[^\s"“”]+)*\s*[.!]*$/u;
const VALUE_INTO = /^(?:type|key\s+in|enter|input|write|put|fill\s+in)\s+\S.*\s(?:in|into|inside)\s+\S/i;

function withoutWhy(step: string): string {
  const m = WHY_LAST.exec(step);
  if (!m || !m.index) return step;
  const before = step.slice(0, m.index);
  const quotedLast = /["”’`']$/u.test(before);
  const targetOnly = TARGET_ONLY_VERBS.some((word) => before.toLowerCase().startsWith(`${word} `));
  return quotedLast || targetOnly || VALUE_INTO.test(before) ? before : step;
}

/** "… for me", "… for us" said last: the favour asked, not a part of the page. */
const FOR_ME_LAST = /\s+for\s+(?:me|us)$/i;

/**
 * "click Redeem for me", 'could you look up "tent" for me?': the favour asked said last is left out,
 * when it cannot end a value: after a quoted value, or in a step whose verb takes no value (in "fill
 * Notes with call Ann for me" it may be the note's own words, and stays).
 */
function withoutForMe(step: string): string {
  if (!FOR_ME_LAST.test(step)) return step;
  const before = step.replace(FOR_ME_LAST, '');
  const quotedLast = /["”’`']$/u.test(before);
  const targetOnly = TARGET_ONLY_VERBS.some((word) => before.toLowerCase().startsWith(`${word} `));
  return quotedLast || targetOnly ? before : step;
}

/** A quoted part of a step, kept as written by plainClauses (a value or a name in quotes is never re-read). */
const QUOTED_PART = /("[^"]*"|“[^”]*”|‘[^’]*’|`[^`]*`|(?<![\p{L}\p{N}])'[^']*'(?![\p{L}\p{N}]))/u;
/** Words that tie a thing to the words it shows: "the one that says Save", "the link labelled Docs", "the button with the text OK". */
const SHOWS = String.raw`(?:(?:that|which)\s+(?:says|reads|shows|is\s+(?:labell?ed|called|named|titled|marked))|labell?ed|called|named|titled|saying|reading|marked|with\s+the\s+(?:text|label|caption|words?))`;
const ORDINAL_WORD = String.raw`(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))\s+)`;
/** "the (second) one that says Save": "one" stands for the thing the words name. */
const ONE_THAT_SAYS = new RegExp(String.raw`\bthe\s+(${ORDINAL_WORD}?)(?:other\s+)?one\s+${SHOWS}\s+`, 'giu');
/** "the todo called feed the cat", "the button that says Save": a noun, then the words it shows. */
const NOUN_THAT_SAYS = new RegExp(String.raw`\bthe\s+(${ORDINAL_WORD}?)(\p{L}+(?:\s+(?:box|button|field|item))?)\s+(${SHOWS})\s+(\S.*)$`, 'iu');
/** The words a role word's label follows that both readers know already ("the button labeled Save"): left as said. */
const LABEL_WORDS = /^(?:labell?ed|called|named|titled)$/i;
/** "the row that has Bob", "the card which mentions Lyon": a part said by what it holds. */
const HOLDS = /\b(rows?|items?|entr(?:y|ies)|records?|cards?|tiles?|lines?)\s+(?:that|which)\s+(?:has|have|contains?|holds?|shows?|says|mentions?|includes?)\s+/giu;
/**
 * "the issue that is about the date picker", "the rows which are about billing": a thing said by
 * what it is about: the thing that holds those words. ("whose total is 120" is not read so: the
 * words could be in another of its fields.)
 */
const ABOUT = /\b(\p{L}+)\s+(?:that|which)\s+(?:is|are)\s+about\s+(?=\S)/giu;
/** "the checkbox that belongs to Alice", "the button which goes with Lyon": the thing for another. */
const BELONGS = /\s+(?:that|which)\s+(?:belongs\s+to|goes\s+with|is\s+for|relates\s+to)\s+/giu;
/** "the button that is in the footer", "the box that's next to Alice": a place said as a clause. */
const IS_WHERE = /\s+(?:(?:that|which)\s+(?:is|sits)|that['’]s|which['’]s)\s+(?=(?:in|inside|within|under|on|at|next\s+to|beside|near|above|below|to\s+the\s+(?:right|left)\s+of)\s)/giu;
/** "checkbox number 2", "the radio button no. three": a role word counted, said as the ordinal ("the 2nd checkbox"). */
const ROLE_NUMBER = /\b(?:the\s+)?((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:number|no\.?)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/giu;
/** "row two", "page three", "row number 4": a row or a page said by its number in words. */
const UNIT_NUMBER = /\b(row|page)\s+(?:(?:number|no\.?)\s+)?(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/giu;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const SUFFIX = (k: number) => (k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th');
const numberOf = (said: string) => NUMBER_WORDS[said.toLowerCase()] ?? Number(said);
/** A page size said in words ("ten rows on each page"). */
const PAGE_SIZES: Readonly<Record<string, number>> = { five: 5, ten: 10, fifteen: 15, twenty: 20, 'twenty-five': 25, fifty: 50, hundred: 100 };

/**
 * The thing a step acts on, said in a clause or with its number in words, read as the grammar's plain
 * forms: "the one that says Save" is "Save", "the button that says Save" "the button labelled Save",
 * "the todo called feed the cat" "the todo "feed the cat"" (a plain noun before the words it shows:
 * those words whole are its name), "the row that has Bob" "the row containing Bob", "the checkbox that
 * belongs to Alice" "the checkbox for Alice", "the button that is in the footer" "the button in the
 * footer", "checkbox number two" "the 2nd checkbox", "row two" "row 2". Only in a step whose verb acts on
 * a thing and takes no value (click, tick, open, delete …: a value's words are never re-read), and
 * never inside quotes.
 */
export function plainClauses(step: string): string {
  const verb = TARGET_ONLY_VERBS.find((word) => step.toLowerCase().startsWith(`${word} `));
  if (!verb) return step;
  const head = step.slice(0, verb.length);
  const parts = step.slice(verb.length).split(QUOTED_PART);
  const plain = (text: string) =>
    text
      .replace(ONE_THAT_SAYS, (_, ordinal: string) => (ordinal ? `the ${ordinal}` : ''))
      .replace(HOLDS, (_, unit: string) => `${unit} containing `)
      .replace(ABOUT, (_, noun: string) => `${noun} containing `)
      .replace(BELONGS, ' for ')
      .replace(IS_WHERE, ' ')
      .replace(ROLE_NUMBER, (all: string, noun: string, said: string) => {
        const k = numberOf(said);
        const words = noun.split(/\s+/);
        // The role word (one or two words) ends the phrase; words before it are the name ("the Delete button number 3").
        const size = [2, 1].find((n) => words.length >= n && ROLE_WORDS.has(words.slice(-n).join(' ').toLowerCase()));
        return size && k >= 1 && k <= 10 ? ` the ${k}${SUFFIX(k)} ${noun}` : all;
      })
      .replace(UNIT_NUMBER, (_, unit: string, said: string) => `${unit} ${numberOf(said)}`);
  const read = parts.map((part, i) => (i % 2 ? part : plain(part)));
  // "the todo called feed the cat": the words after a plain noun are its name, whole; after a role word, its label.
  const named = read.length === 1 ? read[0]!.match(NOUN_THAT_SAYS) : read.length === 3 && !read[2]!.trim() ? read[0]!.match(new RegExp(String.raw`\bthe\s+(${ORDINAL_WORD}?)(\p{L}+(?:\s+(?:box|button|field|item))?)\s+(${SHOWS})\s+$`, 'iu')) : null;
  const role = named ? ROLE_WORDS.has(named[2]!.toLowerCase()) : false;
  if (named && named.index !== undefined && !(role && LABEL_WORDS.test(named[3]!))) {
    const [, ordinal = '', noun = ''] = named;
    const before = read[0]!.slice(0, named.index);
    const words = read.length === 1 ? named[4]!.trim() : read[1]!;
    // A plain noun's name quoted before it ("the "feed the cat" todo"): the noun says what kind of thing, the words which one.
    const quoted = read.length === 3 ? words : `"${words}"`;
    return `${head}${before}the ${ordinal}${role ? `${noun} labelled ${words}` : `${quoted} ${noun}`}`;
  }
  return head + read.join('');
}

const TAKE_OFF = /^take\s+(\S.*?)\s+(?:off|out of)\s+(\S.*)$/i;

/**
 * Verb phrases said around their object, read as a verb of the tables: "start the tour over" is
 * "restart the tour", "fold First back up" and "close Deciduous up" are "collapse …", "show what's
 * under Non-trees" is "expand Non-trees", "make sure X is on / ticked" is "check X" (and "… is off /
 * unticked" "uncheck X": an act asks for the state, a box already so stays), "flip Pricing to
 * Yearly" is "switch Pricing to Yearly".
 */
/** A state wanted ("I need X opened") → the verb that brings it. */
const STATE_VERBS: Readonly<Record<string, string>> = {
  opened: 'open', expanded: 'expand', collapsed: 'collapse', closed: 'collapse', selected: 'select', checked: 'check', ticked: 'check', unchecked: 'uncheck', unticked: 'uncheck',
};

const SPLIT_VERBS: readonly [RegExp, string | ((...m: string[]) => string)][] = [
  [/^start\s+(\S.*?)\s+(?:over|again)$/i, 'restart $1'],
  [/^(?:fold|close)\s+(\S.*?)\s+(?:back\s+)?up$/i, 'collapse $1'],
  // "fold Photos away", "tuck the Filters panel away": put out of sight, as "collapse".
  [/^(?:fold|tuck)\s+(\S.*?)\s+away$/i, 'collapse $1'],
  [/^show\s+(?:me\s+)?what['’]?s\s+(?:under|in|inside)\s+(\S.*)$/i, 'expand $1'],
  [/^(?:make\s+sure|ensure)\s+(?:that\s+)?(\S.*?)\s+(?:is|are)\s+(?:on|checked|ticked|enabled|selected|switched\s+on|turned\s+on)$/i, 'check $1'],
  [/^(?:make\s+sure|ensure)\s+(?:that\s+)?(\S.*?)\s+(?:(?:is|are)\s+(?:off|unchecked|unticked|disabled|not\s+(?:checked|ticked|selected|on|enabled)|switched\s+off|turned\s+off)|(?:isn|aren)['’]t\s+(?:checked|ticked|selected|on|enabled))$/i, 'uncheck $1'],
  // "get Newsletter ticked", "have Dark mode switched off": the state a box is to be in, said after it.
  [/^(?:get|have)\s+(\S.*?)\s+(?:checked|ticked|selected|switched\s+on|turned\s+on|enabled)$/i, 'check $1'],
  [/^(?:get|have)\s+(\S.*?)\s+(?:unchecked|unticked|deselected|switched\s+off|turned\s+off|disabled)$/i, 'uncheck $1'],
  // "turn the Weekly digest on", "switch Dark mode off": the particle said after the thing, as "turn on X".
  [/^(turn|switch)\s+(?!(?:on|off|to|over|back)\b)(\S.*?)\s+(on|off)$/i, '$1 $3 $2'],
  // "have the orders sorted by Price, highest first": the order wanted, said after the list.
  [/^(?:have|get)\s+(\S.*?)\s+(?:sorted|ordered)\s+by\s+(\S.*)$/i, 'sort $1 by $2'],
  // "I want ten rows on each page", "20 results per page": a pager's page size said as the count wanted.
  [/^(?:(?:i\s+(?:want|need|would\s+like)|i['’]d\s+like|give\s+me)\s+)?(\d{1,3}|five|ten|fifteen|twenty|twenty-five|fifty|hundred|a\s+hundred|one\s+hundred)\s+(rows|items|results|entries|records|lines)\s+(?:on\s+(?:each|every|a)|per|a|each)\s+page$/i,
    (_, said: string, unit: string) => `show ${PAGE_SIZES[said.toLowerCase().replace(/^(?:a|one)\s+/, '')] ?? said} ${unit} per page`],
  // "20 per page", "fifty a page": the count alone, rows understood.
  [/^(\d{1,3}|five|ten|fifteen|twenty|twenty-five|fifty|hundred|a\s+hundred|one\s+hundred)\s+(?:per|a|each)\s+page$/i,
    (_, said: string) => `show ${PAGE_SIZES[said.toLowerCase().replace(/^(?:a|one)\s+/, '')] ?? said} rows per page`],
  // "rename Readme.txt as README.md", "call Forecast.xlsx 'Forecast Q3.xlsx' instead": a new name said otherwise. Never a
  // state ("rename Task 1 as done" is no name), and "call" only with a quoted name and "instead" ('call the folder
  // "Contracts"' names a new folder in its dialog).
  [/^rename\s+(\S.*?)\s+as\s+(?!(?:not\s+)?(?:done|complete|completed|incomplete|finished|unfinished|active|read|unread|checked|unchecked)$)(\S.*)$/i, 'rename $1 to $2'],
  [/^call\s+(\S.*?)\s+("[^"]+"|“[^”]+”|'[^']+'|‘[^’]+’)\s+instead$/i, 'rename $1 to $2'],
  // "remove the completed ones", "get rid of the finished todos", "delete all done items": the finished ones taken out
  // at once, as a list's own control for it says ("Clear completed"); a page without one hands over.
  // ("clear completed" is left as said: it may empty a field so named; "remove the checked items" is an action on the selected.)
  [/^(?:remove|delete|get\s+rid\s+of|bin)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:completed|finished|done)(?:\s+(?:ones|items|todos|to-dos|tasks|entries|things))?$/i, 'click Clear completed'],
  // "open everything up", "mark everything as done", "collapse everything": every one of the things, as "all".
  [/^(?:open|unfold|expand)\s+everything(?:\s+up)?$/i, 'expand all'],
  [/^(?:close|fold|collapse)\s+everything(?:\s+(?:up|down))?$/i, 'collapse all'],
  [/^(mark|select|check|tick|complete|toggle)\s+everything(\s+as\s+\S.*)?$/i, '$1 all$2'],
  // "make Grace Mensah a favourite", "mark Roadmap as a favorite": an item's toggle said as what it becomes.
  [/^(?:make|mark)\s+(\S.*?)\s+(?:as\s+)?an?\s+(favou?rite|bookmark)$/i, 'star $1'],
  // "I only want to see the footwear", "I just want to see open issues": a list narrowed to what is named.
  [/^i\s+(?:only|just)\s+want\s+to\s+see\s+(?:the\s+)?(\S.*)$/i, 'show only $1'],
  [/^i\s+want\s+to\s+see\s+only\s+(?:the\s+)?(\S.*)$/i, 'show only $1'],
  // "lower the volume to 20", "drop the quantity to 1": a number set, said as the way it moves.
  [/^(?:drop|lower|reduce|cut|raise)\s+(\S.*?)\s+(?:down\s+|up\s+)?to\s+(-?[$€£]?\d[\d.,]*%?)$/i, 'set $1 to $2'],
  // "page three", "Page 2": a pager's page said with no verb.
  [/^(?:the\s+)?page\s+(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i, (_, said: string) => `go to page ${numberOf(said)}`],
  // "give Save a click", "give Remember me a tick": the act said as a thing given to the control.
  [/^give\s+(\S.*?)\s+a\s+(click|tap|double[\s-]?click|tick)$/i, '$2 $1'],
  [/^flip\s+(?!over\s+to\s)(\S.*?)\s+to\s+(\S.*)$/i, 'switch $1 to $2'],
  // "stop emailing me about Team updates", "start emailing me about Billing": a notification's channel
  // said as what it does to me, for an event: "turn off Email for Team updates" (a grid of channels
  // by event, or a switch so named).
  [/^stop\s+(\p{L}{3,}?)ing\s+(?:me|us)\s+(?:about|for|on)\s+(\S.*)$/iu, 'turn off $1 for $2'],
  [/^start\s+(\p{L}{3,}?)ing\s+(?:me|us)\s+(?:about|for|on)\s+(\S.*)$/iu, 'turn on $1 for $2'],
  // "drop New York from States" (a drag says where it drops: "drop X on Y", never "from").
  [/^drop\s+(\S.*?)\s+from\s+(\S.*)$/i, 'remove $1 from $2'],
  // "erase Lima from Cities" takes an item out; "erase the Role of Dana" empties what it names (a clear).
  [/^erase\s+(\S.*?)\s+from\s+(\S.*)$/i, 'remove $1 from $2'],
  // "erase the selected rows": what is selected is taken out (erasing a selection empties nothing).
  [/^erase\s+((?:all\s+)?(?:the\s+)?(?:selected|checked|ticked|marked|highlighted)\s+\S.*)$/i, 'remove $1'],
  // "bump the budget up to 1200" is a value set; "bump the spinner up (by one)" one step of it.
  [/^(?:bump|push|crank)\s+(\S.*?)\s+(?:up|down)\s+to\s+(\S.*)$/i, 'set $1 to $2'],
  [/^(?:bump|push|nudge)\s+(\S.*?)\s+up(?:\s+by\s+(?:one|1)|\s+a\s+(?:notch|step|bit))?$/i, 'increase $1'],
  [/^(?:bump|push|nudge)\s+(\S.*?)\s+down(?:\s+by\s+(?:one|1)|\s+a\s+(?:notch|step|bit))?$/i, 'decrease $1'],
  [/^(increase|decrease|increment|decrement)\s+(\S.*?)\s+(?:by\s+(?:one|1)|a\s+(?:notch|step|bit))$/i, '$1 $2'],
  // "show the children of Root node", "hide the contents of Pictures": what a tree item or a
  // disclosure holds, said of it.
  [/^(?:show|see|view|display|reveal|list)\s+(?:me\s+)?(?:all\s+)?the\s+(?:children|child\s+nodes|sub-?items|subfolders|contents)\s+(?:of|under|in)\s+(\S.*)$/i, 'expand $1'],
  [/^hide\s+(?:all\s+)?the\s+(?:children|child\s+nodes|sub-?items|subfolders|contents)\s+(?:of|under|in)\s+(\S.*)$/i, 'collapse $1'],
  // "show me the details of Delete user": what a disclosure shows, said of its part.
  [/^(?:show|see|view|display)\s+(?:me\s+)?(?:the\s+|more\s+)?details\s+(?:of|for|on|about)\s+(\S.*)$/i, 'expand $1'],
  // "back one page", "take me back a step": the previous one of a pager or a wizard.
  [/^(?:(?:go|take\s+me|move|step|jump)\s+)?back\s+(?:one|a|1)\s+(page|step|month|week|year|day|slide)$/i, 'go to the previous $1'],
  // "I need 7 for Select a number", "I want Novice as my experience": a field and the value wanted in it.
  [/^i\s+(?:want|need|would\s+like|['’]d\s+like)\s+(?!to\s)(\S.*?)\s+(?:as|for)\s+(?:my|our|the)\s+(\S.*)$/i, 'set the $2 to $1'],
  [/^i\s+(?:want|need|would\s+like|['’]d\s+like)\s+(?!to\s)(\S.*?)\s+for\s+(\S.*)$/i, 'set $2 to $1'],
  // "I need Root node in the Lazy loading demo opened": the state wanted, said after its part.
  [/^i\s+(?:want|need|would\s+like|['’]d\s+like)\s+(?!to\s)(\S.*?)\s+(opened|expanded|collapsed|closed|selected|checked|ticked|unchecked|unticked)$/i, (_, what: string, state: string) => `${STATE_VERBS[state.toLowerCase()]} ${what}`],
  // "make Hugo Schmidt's Qty 4", "make the amount for Team dinner 190": a thing of something (a
  // possessive, or "the X for/of Y") made a number, as a person says a cell's or a field's new
  // value. Only a number last: "make the line Heading 2" is a format, and "make it 4" names nothing.
  [/^make\s+(?!(?:it|this|that|them|these|those|sure)\b)(\S.*?(?:['’]s\s+\S|\s(?:for|of)\s+\S).*?)\s+(-?[$€£]?\d[\d.,]*%?)$/i, 'set $1 to $2'],
  // "highest salary first", "lowest price at the top": the order said before the column it orders, as "sort by Salary,
  // highest first" (the column-sort rule finds the column by that name, or hands over; "newest first" alone is left).
  [/^(highest|lowest|largest|smallest|biggest|cheapest|newest|latest|most\s+recent|oldest|earliest)\s+(?!(?:first|on|at)\b)([\p{L}][\p{L} -]{0,30}?)\s+(?:first|on\s+top|at\s+the\s+top)$/iu, 'sort by $2, $1 first'],
  // "add 'pay rent' as a new todo": the item's kind said after its quoted text, as 'add a todo "pay rent"'.
  [/^add\s+("[^"]+"|“[^”]+”|'[^']+'|‘[^’]+’)\s+as\s+an?\s+(?:new\s+)?(\p{L}[\p{L} ]{0,30}?)$/iu, 'add a $2 $1'],
  // "next month", "previous page please": a pager's or a calendar's step said with no verb.
  [/^(?:the\s+)?(next|previous|prev)\s+(month|week|year|day|page|step|slide)(?:\s+please)?$/i, 'go to the $1 $2'],
];

const FRONT_SCOPE = /^(in|inside|within|under|on|from)\s+(the\s+[^,;"“”]{1,60}?)\s*,\s*(\S.*)$/i;

/**
 * "go back to Projects using the breadcrumb", "open Reports via the sidebar": the part of the page a
 * person goes through, said as the means, is where the control is ("… in the breadcrumb"). Only a part
 * of the page's navigation said by its kind word last: "log in using Google" names no part.
 */
const BY_WAY_OF = /^(\S.*?\S)\s+(?:using|via|through)\s+the\s+((?:[\p{L}-]+\s+){0,2}?(?:breadcrumbs?|breadcrumb\s+trail|sidebar|side\s+bar|side\s+menu|navigation|nav|navbar|nav\s+bar|menu|menu\s+bar|menubar|toolbar|tool\s+bar|tabs|tab\s+bar|pager|pagination))$/iu;

/**
 * "in the Reference group, open JavaScript API": a scope said before the step moves after it
 * ("open JavaScript API in the Reference group"), when what follows the comma is a step of a verb
 * of the table that says no scope of its own; a part said as the way through ("… using the
 * breadcrumb", BY_WAY_OF) is said as where ("… in the breadcrumb"). Anything else is left as written.
 */
export function scopeLast(step: string): string {
  const by = step.match(BY_WAY_OF);
  if (by) return `${by[1]} in the ${by[2]}`;
  const m = step.match(FRONT_SCOPE);
  if (!m) return step;
  const rest = m[3]!.trim();
  if (/[,;]/.test(rest) || FRONT_SCOPE.test(rest)) return step;
  // "in the navbar, search for lamp": the search box of that part ("search the navbar for lamp"); said after the
  // text ("search for lamp in the navbar") the place would read as the text's own words.
  const search = rest.match(/^search\s+for\s+(\S.*)$/i);
  if (search && /^(?:in|inside|within|on)$/i.test(m[1]!)) return `search ${m[2]} for ${search[1]}`;
  const form = parseGrammar(rest);
  if (!form || form.verb === 'do' || form.scope) return step;
  return `${rest} ${m[1]!.toLowerCase()} ${m[2]}`;
}

/** First words that are no action: articles, pronouns, and the words of a check or a wait. */
const NOT_ACTIONS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'it', 'i', 'we', 'you', 'they', 'my', 'our', 'your', 'its', 'there', 'then', 'and', 'or', 'now', 'please',
  'verify', 'assert', 'expect', 'ensure', 'see', 'wait', 'is', 'are', 'should', 'must', 'can', 'will', 'make', 'do', 'try', 'let',
]);

/**
 * A step whose verb is no verb of the table ("undo", "publish the post", "lock the layer"): the
 * verb as said, with what follows it as the target. The verb-name rule reads it: a control may be
 * named by what it does.
 */
function verbOfItsOwn(text: string): StepForm | undefined {
  const m = text.match(/^(\p{L}[\p{L}-]{1,20})(?:\s+(.+))?$/u);
  if (!m || NOT_ACTIONS.has(m[1]!.toLowerCase())) return undefined;
  const said = m[1]!;
  const rest = m[2]?.trim();
  // "verify that Save is shown": a clause, not what a verb acts on ("undo that", the pronoun alone, is what it acts on).
  if (rest && /^(?:that|whether|if|when|until|there)\b/i.test(rest) && !/^that$/i.test(rest)) return undefined;
  const read = rest ? readTarget(rest) : undefined;
  if (rest && !read) return undefined;
  return { verb: 'do', said, frame: 'target', ...(read ? { target: read.target, ...(read.scope ? { scope: read.scope } : {}) } : {}) };
}

/**
 * Where a frame splits the words after the verb: the value and the target phrase, as named groups.
 * parse.ts's step table splits with these too where it splits the same way.
 */
export const FRAME_SPLITS = {
  'value-into': /^(?<value>.+?)\s+(?:into|in|inside|on)\s+(?<target>.+)$/i,
  'with-value': /^(?<target>.+?)\s+with\s+(?<value>.+)$/i,
  'to-value': /^(?<target>.+)\s+to\s+(?<value>.+)$/i,
  // "select Range as the type": the value is the choice, the phrase after "as" its group.
  // A value opened by an article or a possessive is a thing's description, never a value to
  // type: "enter the expiry date as MM/YY" says the format of a field, not a text for one.
  'as-value': /^(?!(?:the|a|an|my|your|our|this|that|its)\s)(?<value>.+?)\s+as\s+(?<target>.+)$/i,
  'colon-value': /^(?<target>[^:]+?):\s*(?<value>.+)$/,
  'value-to': /^(?<value>.+?)\s+to\s+(?<target>.+)$/i,
  'by-value': /^(?<target>.+?)\s+(?:by|for)\s+(?<value>.+)$/i,
} as const satisfies Partial<Record<Frame, RegExp>>;

function readFrame(verb: Verb, said: string, frame: Frame, rest: string): StepForm | undefined {
  switch (frame) {
    case 'target':
      return withPhrase({ verb, said, frame }, rest);
    case 'kind-value': {
      // The value quoted ("add a todo "pay bills"") or after a naming word ("add a task called Call Bob").
      const m = rest.match(/^(?:(?:a|an|the|one|another)\s+)?(?:new\s+)?(\p{L}[\p{L} ]{0,40}?)\s+(?:(?:called|named|titled|saying)\s+)?("[^"]*"|“[^”]*”|'[^']*')$/iu) ??
        rest.match(/^(?:a|an|another)\s+(?:new\s+)?(\p{L}[\p{L} ]{0,40}?)\s+(?:called|named|titled|saying)\s+(.+)$/iu);
      if (!m || !unquote(m[2]!)) return undefined;
      const kind = m[1]!.trim();
      return { verb, said, frame, value: unquote(m[2]!), target: { name: normalize(kind), exact: false, raw: kind } };
    }
    case 'format':
      return readFormat(verb, said, rest);
    default: {
      const m = rest.match(FRAME_SPLITS[frame])?.groups;
      if (!m) return undefined;
      // A number raised or lowered "by" an amount: only "by" and a number ("increase the quantity for the socks" is a scope).
      if (frame === 'by-value' && (verb === 'increment' || verb === 'decrement')) {
        const by = rest.match(/^(?<target>.+?)\s+by\s+(?<amount>\S+)$/i)?.groups;
        const amount = by ? amountOf(by['amount']!) : undefined;
        return by && amount !== undefined ? withPhrase({ verb, said, frame, value: amount }, by['target']!.trim()) : undefined;
      }
      const value = unquote(m['value']!.trim());
      // "confirm the password:" with nothing after the colon is no value.
      if (frame === 'colon-value' && !value) return undefined;
      return withPhrase({ verb, said, frame, value }, m['target']!.trim());
    }
  }
}

/** What formatting acts on: the selection, the line, "it". */
const FORMATTED = /^(?:(?:the|this|that|these|those|my|all the|all of the)\s+(?:(?:selected|current|highlighted|whole|chosen)\s+)?(?:text|word|words|line|lines|selection|paragraph|paragraphs|sentence|block|title|heading)|it|this|that|them|these|those)\b\s*/i;

/**
 * "make the selected text bold", "turn it into a code block", "format the line as a quote",
 * "italicize the selection", "insert a link": the format's words as the target. Undefined when the
 * words after the verb are not what formatting acts on ("make a payment", "change the view to Day").
 */
function readFormat(verb: Verb, said: string, rest: string): StepForm | undefined {
  const word = said.toLowerCase();
  let format: string | undefined;
  if (FORMAT_VERBS.includes(word)) {
    // "bold the selection", "italicize": the verb is the format; what follows is what it acts on.
    const object = rest.match(FORMATTED);
    if (rest && (!object || object[0].trim().length !== rest.trim().length)) return undefined;
    format = word;
  } else if (word === 'insert' || word === 'apply') {
    format = rest.replace(/^(?:a|an|the|some)\s+/i, '').replace(/\s+(?:formatting|format|style)$/i, '');
  } else {
    const object = rest.match(FORMATTED);
    if (!object) return undefined;
    const after = rest.slice(object[0].length);
    // The article is a word of its own: "an H2" is the format "H2", not "n H2".
    const m = word === 'make' ? after.match(/^(?:(?:into|to)\s+)?(?:(?:a|an)\s+)?(.+)$/i) : word === 'format' ? after.match(/^(?:as|with)\s+(?:(?:a|an)\s+)?(.+)$/i) : after.match(/^(?:into|to)\s+(?:(?:a|an)\s+)?(.+)$/i);
    format = m?.[1];
  }
  const name = normalize(format ?? '');
  if (!name || name.split(' ').length > 4) return undefined;
  return { verb, said, frame: 'format', target: { name, exact: false, raw: (format ?? '').trim() } };
}

/** Amounts said in words, as a number is changed by them ("by two"). */
const AMOUNT_WORDS: ReadonlyMap<string, number> = new Map(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((w, i) => [w, i + 2]));

/** "3", "2.5", "ten": an amount a number changes by, as digits; undefined for anything else (zero and signs too). */
function amountOf(said: string): string | undefined {
  const word = AMOUNT_WORDS.get(said.toLowerCase());
  if (word !== undefined) return String(word);
  return /^\d{1,6}(?:\.\d{1,4})?$/.test(said) && Number(said) > 0 ? said : undefined;
}

function unquote(s: string): string {
  const m = s.trim().match(QUOTED);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : s.trim();
}

/** Adds the target (and its scope) read from a phrase; undefined when the phrase is empty. */
function withPhrase(form: StepForm, phrase: string): StepForm | undefined {
  const read = readTarget(phrase);
  if (!read) return undefined;
  return { ...form, target: read.target, ...(read.scope ? { scope: read.scope } : {}) };
}

/**
 * Prepositions that start a scope, as the grammar reads them (the first whose both sides read wins).
 * "by" and "near" say where only after a name and its role word ("the Edit button by Payment"):
 * after a bare name they may be its own words ("Sign in by email", "Stores near me").
 */
const SCOPE_PREPOSITION = /\s+(in|inside|within|of|for|under|from|on|at|beside|next to|by|near|with|containing)\s+/gi;
const AFTER_ROLE_WORD: ReadonlySet<string> = new Set(['by', 'near']);

export function readTarget(phrase: string): { target: TargetForm; scope?: ScopeForm } | undefined {
  const text = countedFrom(phrase.trim());
  if (!text) return undefined;
  const placed = ownedOrBracketed(text);
  if (placed) return placed;
  // A name in double quotes is said whole: "Keyboard trap in the date picker" holds no scope.
  const quotes = [...text.matchAll(/"[^"]*"|“[^”]*”/g)].map((q) => [q.index ?? 0, (q.index ?? 0) + q[0].length] as const);
  // The first preposition whose both sides read: "Root node in the HTML demo", "the row for Alice".
  for (const m of text.matchAll(SCOPE_PREPOSITION)) {
    if (quotes.some(([from, to]) => (m.index ?? 0) > from && (m.index ?? 0) < to)) continue;
    const head = text.slice(0, m.index).trim();
    const tail = text.slice((m.index ?? 0) + m[0].length).trim();
    const target = readBody(head);
    const relation = m[1]!.toLowerCase();
    // "the Edit button by Payment": a name, then its role word, then "by" ("Toggle Side by Side",
    // "the spinner up by one", "a button by its name" are no place).
    if (AFTER_ROLE_WORD.has(relation) && !(target?.roles?.length && target.name && target.kind && normalize(head).endsWith(` ${normalize(target.kind)}`))) continue;
    const scope = readScope(relation, tail);
    if (target && scope) return { target, scope };
  }
  const target = readBody(text);
  return target ? { target } : undefined;
}

/**
 * "the AJAX demo's Root node", "Root (Callback function data demo)": the part a thing is in, said
 * as its owner or in brackets after it, read as "Root node of the AJAX demo", "Root in Callback
 * function data demo". Only a thing said with its kind word after a possessive ("Root node",
 * "Remote box": an owner's plain word, "Hana Sato's role", stays a name), and only words in
 * brackets of two or more plain words ("Save (Ctrl+S)" is a name with its shortcut).
 */
function ownedOrBracketed(text: string): { target: TargetForm; scope: ScopeForm } | undefined {
  const owned = text.match(/^(?:the\s+)?([^'’"“”]+?)['’]s\s+([^'’"“”]+)$/u);
  if (owned) {
    const target = readBody(owned[2]!);
    const scope = readScope('of', owned[1]!);
    if (target?.kind && target.name && scope) return { target, scope };
    // "the spinner's up arrow", "the slider's handle": a part of a thing said by its kind word alone.
    const owner = normalize(owned[1]!);
    if (target?.name && !target.kind && scope && kindOf(owner) && normalize(scope.name || scope.kind || '') === owner) return { target, scope };
  }
  const bracketed = text.match(/^(.+?)\s*\(([\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d'’-]+)+)\)$/u);
  if (bracketed) {
    const target = readBody(bracketed[1]!);
    const scope = readScope('in', bracketed[2]!);
    if (target && scope) return { target, scope };
  }
  return undefined;
}

/** Ordinal words counted from the top ("third"), and the same place counted from the bottom. */
const COUNTED = /^(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)$/i;
const FROM_BOTTOM: Readonly<Record<number, string>> = { 1: 'last', 2: 'second to last', 3: 'third from last' };

/**
 * An ordinal counted from one end, said after the noun or around it ("the mailbox third from the
 * top", "the second row from the bottom"), as the grammar reads an ordinal: before the noun
 * ("third mailbox", "second to last row"). Anything else is left as written.
 */
function countedFrom(phrase: string): string {
  // "the last of the details", "the second of the sections": the place among things of a kind.
  const among = phrase.match(/^(?:the\s+)?(\S+(?:\s+\S+){0,2}?)\s+of\s+the\s+(\p{L}+)$/iu);
  if (among && ORDINALS.has(among[1]!.toLowerCase())) {
    const noun = among[2]!;
    const one = noun.replace(/s$/i, '');
    return `${among[1]} ${one !== noun && kindOf(one.toLowerCase()) ? one : noun}`;
  }
  const end = phrase.match(/^(?:the\s+)?(\S.*?)\s+from\s+the\s+(top|bottom)$/i);
  if (!end) return phrase;
  const words = end[1]!.split(' ');
  // The ordinal before the noun ("second row") or after it ("mailbox third").
  const at = COUNTED.test(words[0]!) ? 0 : COUNTED.test(words.at(-1)!) ? words.length - 1 : -1;
  if (at < 0 || words.length < 2) return phrase;
  const said = words[at]!;
  const noun = words.filter((_, i) => i !== at).join(' ');
  const ordinal = end[2]!.toLowerCase() === 'top' ? said : FROM_BOTTOM[ORDINALS.get(said.toLowerCase())!];
  return ordinal ? `${ordinal} ${noun}` : phrase;
}

function readScope(relation: string, phrase: string): ScopeForm | undefined {
  let words = phrase.replace(ARTICLE, '').trim();
  // "in Lena's row", "under Alice's card": the part named by what it holds, a possessive before its kind word.
  const owned = words.match(/^(\S.*?)['’]s\s+(\p{L}+)$/u);
  if (owned && SCOPE_KINDS.has(owned[2]!.toLowerCase())) return { relation, name: owned[1]!, exact: false, kind: owned[2]!.toLowerCase() };
  const quoted = words.match(QUOTED);
  if (quoted) return { relation, name: unquote(words), exact: true };
  let kind: string | undefined;
  const last = words.split(' ');
  if (last.length > 1 && SCOPE_KINDS.has(last.at(-1)!.toLowerCase())) {
    kind = last.at(-1)!.toLowerCase();
    words = last.slice(0, -1).join(' ');
  } else if (last.length === 1 && SCOPE_KINDS.has(last[0]!.toLowerCase())) {
    return { relation, name: '', kind: last[0]!.toLowerCase(), exact: false };
  }
  const q = words.match(/^"([^"]*)"$|^“([^”]*)”$/);
  const name = q ? (q[1] ?? q[2] ?? '') : words;
  if (!normalize(name)) return undefined;
  return { relation, name, exact: !!q, ...(kind ? { kind } : {}) };
}

/** [the] [ordinal] name [kind word] | [the] kind word [named] name. */
function readBody(phrase: string): TargetForm | undefined {
  const raw = phrase.replace(ARTICLE, '').trim();
  const body = readWords(raw);
  return body && { ...body, raw };
}

function readWords(phrase: string): Omit<TargetForm, 'raw'> | undefined {
  let text = phrase;
  if (!text) return undefined;
  // A name in single quotes ("the todo 'feed the cat'") only where a word ends before it: the
  // apostrophe of "Alice's" or "O'Brien" opens none.
  const quoted = text.match(/^(?:(.*?)\s*)?("[^"]*"|“[^”]*”)(?:\s+(.*))?$/) ?? text.match(/^(.*?)\s+('[^'\s][^']*')(?:\s+(.*))?$/);
  let ordinal: number | undefined;
  const words = text.split(' ');
  // The longest ordinal that starts the phrase: "last", "last but one", "second to last".
  const said = [3, 2, 1].find((size) => words.length > size && ORDINALS.has(words.slice(0, size).join(' ').toLowerCase()));
  const ord = said ? ORDINALS.get(words.slice(0, said).join(' ').toLowerCase()) : undefined;
  if (ord !== undefined && said) {
    ordinal = ord;
    text = words.slice(said).join(' ');
  } else if (words.length > 2 && EDGES.has(words[0]!.toLowerCase()) && kindOf(normalize(words.at(-1)!))) {
    // "the bottom Root node", "the top Save button": an edge word before a name and its kind counts like "last", "first".
    ordinal = EDGES.get(words[0]!.toLowerCase());
    text = words.slice(1).join(' ');
  }
  if (quoted) {
    const before = normalize(quoted[1] ?? '');
    const after = normalize(quoted[3] ?? '');
    const kind = kindOf(after) ?? kindOf(before.replace(/^(?:the\s+)?/, ''));
    // "the event "Design review"": one noun before a quoted name says what kind of thing it is, in
    // words no role has; the quoted words are the name.
    if (before && !kindOf(before) && ord === undefined && !after && /^(?:the\s+)?\p{L}+$/u.test(before)) return { name: unquote(quoted[2]!), exact: true };
    // "the answer to "How do I pause a queue?"", "the question about "Redis"": a noun and a preposition before the quoted name.
    if (before && ord === undefined && !after && /^(?:the\s+)?(?!(?:down|up|back|over|across|along)\s)\p{L}+\s+(?:to|about|on|for|regarding)$/u.test(before)) return { name: unquote(quoted[2]!), exact: true };
    if ((before && !kindOf(before) && ord === undefined) || (after && !kindOf(after))) return undefined;
    return { name: unquote(quoted[2]!), exact: true, ...(kind ? { kind, roles: rolesOf(kind) } : {}), ...(ordinal !== undefined ? { ordinal } : {}) };
  }
  const lowered = normalize(text).split(' ').filter(Boolean);
  for (const size of [2, 1]) {
    if (lowered.length < size) continue;
    const end = lowered.slice(-size).join(' ');
    if (kindOf(end)) return { name: lowered.slice(0, -size).join(' '), exact: false, kind: end, roles: rolesOf(end), ...(lowered.length > size ? { whole: lowered.join(' ') } : {}), ...(ordinal !== undefined ? { ordinal } : {}) };
    const start = lowered.slice(0, size).join(' ');
    // "the button labeled Save": a role word first (not a kind word: "page size" is a name).
    if (ROLE_WORDS.has(start) && lowered.length > size) {
      const name = lowered.slice(size).join(' ').replace(/^(?:labeled|labelled|named|called|titled)\s+/, '');
      return { name, exact: false, kind: start, roles: rolesOf(start), ...(ordinal !== undefined ? { ordinal } : {}) };
    }
  }
  return { name: lowered.join(' '), exact: false, ...(ordinal !== undefined ? { ordinal } : {}) };
}

/** Edge words that count like an ordinal before a name and its kind. */
const EDGES: ReadonlyMap<string, number> = new Map([['top', 1], ['topmost', 1], ['uppermost', 1], ['bottom', -1], ['bottommost', -1], ['lowest', -1], ['lowermost', -1]]);

function kindOf(words: string): string | undefined {
  return words && (KIND_ROLES.has(words) || ROLE_WORDS.has(words)) ? words : undefined;
}

function rolesOf(kind: string): readonly string[] {
  return KIND_ROLES.get(kind) ?? ROLE_WORDS.get(kind) ?? [];
}

/** The form in words, for a decision's evidence: `verb expand · target "root node" (node) · scope in "HTML demo"`. */
export function describeForm(form: StepForm): string {
  const parts = [`verb ${form.verb}`];
  if (form.target) parts.push(`target "${form.target.name}"${form.target.kind ? ` (${form.target.kind})` : ''}${form.target.ordinal !== undefined ? ` #${form.target.ordinal}` : ''}`);
  if (form.scope) parts.push(`scope ${form.scope.relation} "${form.scope.name}"${form.scope.kind ? ` (${form.scope.kind})` : ''}`);
  if (form.value !== undefined) parts.push(`value "${form.value}"`);
  return parts.join(' · ');
}
