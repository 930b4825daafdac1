import { FILLER_WORDS, nameValueSplits, normalize } from './text.js';
import type { ToggleDirection } from './vocabulary.js';
import { colonValue, FRAME_SPLITS, frozen, plainVerb, scopeLast, sortedLabel, VERBS, withoutLeadIn } from './grammar.js';
import { CONTAINER_WORDS, KEYS, MODIFIERS, ORDINALS, PLURAL_ROLE_WORDS, ROLE_WORDS, UNIT_WORDS, VERB_WORDS } from './vocabulary.js';

/** What the offline tier can do: the same names as act()'s action methods. */
export type OfflineMethod =
  | 'click' | 'doubleClick' | 'rightClick' | 'hover' | 'fill' | 'type' | 'blur' | 'press' | 'selectOption'
  | 'check' | 'uncheck' | 'dragAndDrop' | 'scrollTo' | 'scrollByPage' | 'scrollIntoView' | 'setInputFiles';

/** Where to look: inside containers of some roles ("in the dialog"), or near a text ("for Blue Mug"). */
export interface ScopePhrase {
  containerRoles?: readonly string[];
  anchor?: string;
  anchorExact?: boolean;
  /** Roles named by the unit word ("the Edit name dialog"): anchors of these roles are preferred. */
  anchorRoles?: readonly string[];
  /** The container word as written ("footer"): a part with that tag or developer-given name when no landmark holds a match. */
  containerWord?: string;
  /** The anchor and the match must share a row, list item, group or form (a caption beside its field), not just the page. */
  sameUnit?: boolean;
  /** "for the second todo": the anchor is the nth thing of a kind named by developer-given names. */
  anchorKind?: string;
  anchorOrdinal?: number;
  /** "the box under Password": said with "under", so a control the anchor names is a neighbour above the match, never the match. */
  under?: boolean;
  /**
   * "the Search field above the sheet", "the tab to the right of Nunc", "the one above Child node 1":
   * the match lies in that direction from the anchor (relations.ts), never is it, nor inside it.
   */
  relation?: Relation;
  /** "the one above Child node 1 in the HTML demo": the part the anchor and the match are both in. */
  within?: ScopePhrase;
  /** "Cancel in the dialog's footer": a part of each container the roles name, read from its structure (relations.ts). */
  part?: ContainerPart;
  /**
   * "the one after "buy some cheese"", "the todo before X": the match is in the item of the same
   * repeated list just after (or before) the item the anchor names, in the list's order (relations.ts listNeighbour).
   */
  sequence?: 'after' | 'before';
  /** "the todo after X": the word said for the item; a word the page names things by is a name there, not a kind. */
  sequenceWord?: string;
}

/** Where a match lies from its anchor, as a tester says it ("above", "to the right of"). */
export type Relation = 'above' | 'below' | 'left' | 'right';
/** The parts a dialog (or a form, a card) is drawn in: its title bar, its body, its button row. */
export type ContainerPart = 'header' | 'body' | 'footer';

/**
 * A word that says what kind of thing the target is, known only from developer-given names
 * ("the Completed filter" inside `<ul id="filters">`). `target`: the element or one of its
 * ancestors has that name. `object`: the word names what the verb acts on ("Clear completed
 * todos"), so the page must hold a list of such things.
 */
export interface KindWord {
  word: string;
  of: 'target' | 'object';
}

/** The element an instruction names. */
export interface TargetPhrase {
  /** Name words as written ('' when only a role is given). */
  name: string;
  /** Quoted in the instruction: the name must match exactly. */
  exact: boolean;
  roles?: readonly string[];
  /** 1-based; negative counts from the end (-1 = last). */
  ordinal?: number;
  /** "all links": every match (observe only). */
  all?: boolean;
  scope?: ScopePhrase;
  /** Unquoted name followed by a kind word: it counts only with evidence from the page. */
  kind?: KindWord;
  /** The whole instruction, verb included, as a control's name ("Clear completed"): exact names only. */
  whole?: boolean;
  /** Only a field with no name of its own (none, or only its placeholder): one named beside it by text. */
  unnamed?: boolean;
  /** Only a part of the control's label ("accept the terms" for "I agree to the terms"): it counts when one control alone says it. */
  mention?: boolean;
  /** "submit the login form": the submit button of the form `name` names ('' for the only form). */
  submitsForm?: boolean;
  /** "go to the login page": a link whose address leads to the page `name` names. */
  pageLink?: boolean;
  /** "Search: Tokyo": the name was said as a label with its colon; a control shown with that very label wins a tie. */
  colon?: boolean;
}

/** One way to read an instruction. An instruction may have several (a "for" in a name, or a scope). */
export interface Reading {
  method: OfflineMethod;
  /** Undefined for page-level actions (a key press, a page scroll) and for "select X" without a field. */
  target?: TargetPhrase;
  /** The text to fill, the key to press, the option to select, the scroll amount. Variables stay `%name%`. */
  args: string[];
  /** The literal reading (no scope split): preferred when it matches exactly. */
  literal: boolean;
  /** A later step with no element of its own ("… and press Enter"): it acts on the previous step's element. */
  continues?: boolean;
  /** Tried only when no other reading of the step finds anything near (a kind word, the whole instruction as a name). */
  fallback?: boolean;
  /** "… and submit": the previous step's field is submitted with Enter, when it is a one-line input. */
  submits?: boolean;
  /** "expand X" / "collapse X": click the disclosure control that does that to X (toggle.ts). */
  toggle?: ToggleDirection;
  /** "close the dialog": click the control that closes the open dialog (dismiss.ts); the target's name names the dialog. */
  dismiss?: boolean;
  /** "open X", "show X", "go to X": a click that brings X into view, never one that closes it (an open section's header). */
  opens?: boolean;
  /** "go to the X page": never from the X page itself (a "Login" button on the login page leads on, not to it). */
  toPage?: boolean;
  /**
   * "set/change/update X to V": the value is to take effect, so a field filled is then left, as a
   * person leaves it (the browser fires `change`; never Enter, which may submit). "fill/type/enter
   * V into X" only fills.
   */
  commits?: boolean;
  /**
   * "fill X with Faster delivery please": the value ends the step, unquoted, and a "please" came
   * after it, dropped as politeness; it may be the value's last word. Handed over, never filled cut.
   */
  cutPlease?: boolean;
  /**
   * "enter the card number 4242 …": a reading of one place the field's name may end (fill-named):
   * how many words name the field, and whether those past the first look like the value's own (a
   * digit, or a capital after a name begun in lower case: "the city New York").
   */
  namedValue?: { nameWords: number; mayBeValue: boolean };
  /** "press Escape to cancel the edit": what the key is for, as said (its effect is checked where the page shows it). */
  purpose?: string;
  /**
   * "toggle X": a click that flips what it clicks, whatever its state. A box drawn hidden under its
   * label is flipped by a click on the label (act.ts, hidden-box-label), never set to checked.
   */
  flips?: boolean;
  /** "sort by Size": a column header clicked to sort, which must show that it sorts (act.ts, sortableHeader). */
  sorts?: boolean;
}

// Single quotes pair only at word edges, so an apostrophe ("the user's menu") is not a quote.
/** The first words of every verb the grammar's table knows ("add", "rename"): a step begun by one is that verb's, never a field's name. */
const GRAMMAR_VERB_WORDS: ReadonlySet<string> = new Set(VERBS.flatMap((entry) => entry.words.map((w) => w.split(' ')[0]!.toLowerCase())));

const QUOTE = /"([^"]*)"|“([^”]*)”|(?<![\p{L}\p{N}])'([^']*)'(?![\p{L}\p{N}])|‘([^’]*)’|`([^`]*)`/gu;
/** A quote mark left after pairing: a quote that does not close. */
const STRAY_QUOTE = /["“”‘’`]|(?<![\p{L}\p{N}])'|'(?![\p{L}\p{N}])/u;
const SLOT = /⟦(\d+)⟧/g;
const EVERY = new Set(['all', 'every', 'each']);
const ACTION_VERB = 'click|tap|press|hit|type|fill|enter|select|choose|check|uncheck|tick|untick|toggle|mark|clear|hover|scroll|open|submit|go|navigate|wait|drag';
/** Where an instruction names a further step: ", then", "and then", "and", "," before a verb. */
const NEXT_VERB = `(?=(?:${ACTION_VERB}|double[\\s-]?click|dblclick|right[\\s-]?click|delete|remove|wait|submit|confirm|save|go|return|verify|ensure|make sure|if)\\b)`;
const STEP_BREAK = new RegExp(`\\s*(?:,\\s*and\\s+then|,\\s*then|\\band\\s+then|,\\s*and|\\band|,|\\bthen)\\s+${NEXT_VERB}`, 'i');
/** The same, a comma alone not breaking: "click Yes, delete" names a button whose name has a comma. */
const STEP_BREAK_WORDS = new RegExp(`\\s*(?:,?\\s*and\\s+then|,\\s*then|\\bthen|,\\s*and|\\band)\\s+${NEXT_VERB}`, 'i');
const ALLOWED_LEFTOVER = new Set([
  ...FILLER_WORDS, 'labeled', 'labelled', 'named', 'called', 'titled', 'with', 'text', 'label', 'says', 'saying',
  'reading', 'marked', 'of',
]);
/** Words after a quoted name that change what to do, not which thing it is ("click "Next" twice"). */
const NOT_A_NOUN = new Set(['twice', 'again', 'times', 'and', 'or', 'then', 'if', 'until', 'unless', 'not', 'only', 'repeatedly', 'first', 'last', 'later', 'slowly']);
/** A wait with no condition ("and wait", "then wait a moment"); "wait for X" / "wait until" are conditions. */
const BARE_WAIT = /^wait(?:\s+(?:a\s+(?:moment|second|sec|bit)|(?:for\s+)?a\s+(?:moment|second|sec|bit)))?$/i;
/** Most steps one instruction may name ("clear X, type Y and press Enter"). */
const MAX_STEPS = 3;
/**
 * Longest instruction the offline tier reads (characters). A plain step is a sentence; anything
 * longer is handed over at once, so reading never costs more than a few milliseconds.
 */
export const MAX_INSTRUCTION_CHARS = 2_000;
/**
 * Scope splits tried per target phrase ("X for Y in Z": at "for" and at "in"). Each split reads the
 * whole phrase once, so trying every preposition of a phrase that repeats them was quadratic
 * (13 KB: 0.4 s, 52 KB: 6 s); the first few are where a real scope is.
 */
export const MAX_SCOPE_SPLITS = 4;

/** Work done by the parser (target phrases read), for the bound's test and the bench. */
export const parseWork = { bodies: 0 };

/**
 * Reads a plain instruction ("click the second Add to cart button", "type %email% into Email",
 * "select Japan from Country") into its possible readings. Returns [] when it is not one plain
 * step (several steps, a condition, an assertion, a vague target): see parseSteps for several.
 */
export function parseInstruction(instruction: string): Reading[] {
  const steps = parseSteps(instruction);
  return steps.length === 1 ? steps[0]! : [];
}

/**
 * The steps an instruction names, each with its readings: "fill Email with a@b.c and press
 * Enter" is two steps. A step with no element of its own ("press Enter", "type foo") acts on the
 * element of the step before it (`target` undefined, `continues` true). Returns [] when any part
 * is not plain: the whole instruction is handed over, before anything is done.
 */
export function parseSteps(instruction: string, maxChars = MAX_INSTRUCTION_CHARS, commaBreaks = true): Reading[][] {
  if (instruction.length > maxChars) return [];
  const quotes: string[] = [];
  const spaced = scopeLast(withoutLeadIn(instruction.trim()))
    .replace(QUOTE, (...m: string[]) => {
      quotes.push(m.slice(1, 6).find((g) => g !== undefined) ?? '');
      return `⟦${quotes.length - 1}⟧`;
    })
    .replace(/\s+/g, ' ');
  // A full stop or "!" right after a plain word may end the sentence or belong to a value
  // ("fill Password with s3cret!"): a plain value there is not read (see parseStep).
  const openEnd = /[^\s⟧][.!;]+$/.test(spaced);
  const text = unelide(spaced.replace(/[.!;]+$/, '').trim());
  // A quote that does not close: where the value ends is a guess.
  if (!text || text.includes(';') || STRAY_QUOTE.test(text)) return [];
  // "… and wait": the page is waited for after every act anyway, so a bare wait adds no step.
  const parts = text.split(commaBreaks ? STEP_BREAK : STEP_BREAK_WORDS).map((p) => p.trim()).filter((p, i) => p && !(i > 0 && BARE_WAIT.test(p)));
  if (parts.length > MAX_STEPS) return [];
  const steps: Reading[][] = [];
  for (const [i, part] of parts.entries()) {
    const readings = parseStep(part, quotes, i > 0, openEnd && i === parts.length - 1);
    if (!readings.length) return [];
    steps.push(readings);
  }
  return steps;
}

/**
 * parseSteps, remembered per instruction (bounded): the offline tier and the action cache ask it
 * of one act's words several times (how many steps, a key with a purpose, the readings, the cache's
 * judgement), and a suite says the same step again and again. A parse is a pure function of the
 * words; the result is shared, so it is frozen (a caller that changed it would throw, not spread the
 * change). Why: a parse costs 0.2–0.5 ms, but 8–80 ms (load 27) whenever V8 has flushed the
 * grammar's compiled regular expressions in a garbage collection and compiles them again.
 */
export function parsedSteps(instruction: string, maxChars = MAX_INSTRUCTION_CHARS, commaBreaks = true): Reading[][] {
  const key = `${maxChars}|${commaBreaks ? 1 : 0}|${instruction}`;
  let steps = parsed.get(key);
  if (!steps) {
    steps = frozen(parseSteps(instruction, maxChars, commaBreaks));
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(key, steps);
  }
  return steps;
}
const PARSED_KEPT = 500;
const parsed = new Map<string, Reading[][]>();


/**
 * Why an instruction that reads as no plain step would read with its end punctuation gone: "change
 * my display name to Dana W." ends in a full stop right after a plain value, which may end the
 * sentence or be the value's own ("W." an initial). parseSteps reads neither; this says so, with
 * both ways to quote the value. Undefined when that is not why.
 */
export function openEndValue(instruction: string): string | undefined {
  const trimmed = instruction.trim();
  const end = trimmed.match(/[^\s"'”’⟧][.!]+$/);
  if (!end) return undefined;
  const bare = trimmed.replace(/[.!]+$/, '').trim();
  const steps = parseSteps(bare);
  const value = steps.at(-1)?.find((r) => r.args[0] && (r.method === 'fill' || r.method === 'type' || r.method === 'selectOption'))?.args[0];
  if (!value || !bare.toLowerCase().endsWith(value.toLowerCase())) return undefined;
  const mark = trimmed.slice(bare.length).trim();
  const head = bare.slice(0, bare.length - value.length);
  return `the step ends in "${mark}" right after its value, which may end the sentence or belong to the value: quote the value, as in ‘${head}"${value}${mark}"’ or ‘${head}"${value}"’`;
}

/**
 * "fill A with "x" and B with "y"", "type "x" into A and "y" into B": the second step says its
 * verb only once. With quoted values only (where each value ends is then certain), the verb is
 * said again so the steps split as usual.
 */
function unelide(text: string): string {
  const fill = text.match(/^((fill(?:\s+in)?|populate|complete)\s+\S.*?\s+with\s+⟦\d+⟧)\s*,?\s+and\s+((?!then\b)(?:the\s+)?[^⟦]+?\s+with\s+⟦\d+⟧)$/i);
  if (fill && !STEP_BREAK.test(` and ${fill[3]}`)) return `${fill[1]} and ${fill[2]} ${fill[3]}`;
  const type = text.match(/^((type|enter|input|write|put)\s+⟦\d+⟧\s+(?:into|in)\s+[^⟦]+?)\s*,?\s+and\s+(⟦\d+⟧\s+(?:into|in)\s+[^⟦]+)$/i);
  if (type) return `${type[1]} and ${/^(?:type|enter)$/i.test(type[2] ?? '') ? type[2] : 'enter'} ${type[3]}`;
  // "enter ada@x.io as the email and hunter2 as the password": each value one word (or quoted), each said "as the" field,
  // so where each value ends is certain.
  const as = text.match(/^((type|enter|input|put)\s+\S+\s+as\s+(?:the|my|your|our)\s+[^⟦,]+?)\s*,?\s+and\s+(\S+\s+as\s+(?:the|my|your|our)\s+[^⟦,]+)$/i);
  if (as && !/^(?:then|also)$/i.test(as[3]!.split(/\s/)[0]!)) return `${as[1]} and ${as[2]} ${as[3]}`;
  return pressedForIt(text);
}

/**
 * Verbs that do something to the text just entered or to the field ("copy it", "repeat it", "clear
 * it", "delete it"): never a button's name said for what was entered.
 */
const TEXT_VERBS = new Set(['copy', 'cut', 'paste', 'undo', 'redo', 'bold', 'italicize', 'italicise', 'underline', 'format', 'highlight', 'erase', 'empty', 'repeat', 'retype', 'reenter', 're-enter', 'confirm', 'verify', 'check', 'spell', 'read', 'edit', 'change', 'fix', 'correct', 'translate', 'capitalize', 'capitalise', 'shorten', 'trim', 'replace',
  'delete', 'remove', 'clear', 'drag', 'drop', 'move', 'open', 'close', 'expand', 'collapse', 'show', 'hide', 'focus', 'hover', 'scroll', 'select', 'pick', 'choose', 'sort', 'filter', 'rename', 'upload', 'attach', 'uncheck', 'tick', 'untick', 'toggle', 'mark', 'set', 'fill', 'type', 'enter', 'write', 'put', 'press', 'click', 'tap', 'hit', 'keep', 'leave', 'use', 'test', 'double-check', 'zoom', 'resize', 'reset', 'cancel', 'dismiss']);
const ENTERED_THEN_IT = /^((?:type|enter|input|write|put|fill(?:\s+in)?|key\s+in)\s+\S.*?)\s*(?:,\s*(?:and\s+)?then|\s+and\s+then|\s+then)\s+(\p{L}+)\s+it$/iu;

/**
 * "type SPRING in Coupon, then redeem it", "write the note, then send it": after a value is entered,
 * "<verb> it" asks for the control that verb names to be pressed ("Redeem", "Send"). A verb that works
 * on the text or the field itself ("then copy it", "then clear it", "then delete it") or one the step
 * table reads with "it" ("then submit it") is left as said.
 */
function pressedForIt(text: string): string {
  const m = text.match(ENTERED_THEN_IT);
  if (!m) return text;
  const verb = m[2]!.toLowerCase();
  if (TEXT_VERBS.has(verb) || new RegExp(`^(?:${ACTION_VERB})$`, 'i').test(verb)) return text;
  return `${m[1]} and then click ${m[2]}`;
}

/**
 * One step's readings: politeness and fillers dropped, then the first entry of the step table
 * (STEP_VERBS) whose verb starts the step and whose frame splits the rest makes them; the whole
 * step is also read as a control's name (wholeReadings), the only reading when no verb reads it.
 */
function parseStep(part: string, quotes: string[], continuing: boolean, openEnd = false): Reading[] {
  const readings = readStep(part, quotes, continuing, openEnd);
  // "fill Comments with Faster delivery please": an unquoted value that ends the step, then
  // "please" (no comma): the word may be the value's or politeness. Neither is a guess.
  if (!/[^,]\s+please$/i.test(part.trim())) return readings;
  const text = part.trim().replace(/\s+please$/i, '');
  for (const r of readings) {
    const value = r.args[0];
    if ((r.method === 'fill' || r.method === 'type') && value && !/⟦\d+⟧\s*$/.test(text) && text.toLowerCase().endsWith(value.toLowerCase())) r.cutPlease = true;
  }
  return readings;
}

function readStep(part: string, quotes: string[], continuing: boolean, openEnd: boolean): Reading[] {
  const asSaid = withoutLeadIn(part.replace(/\s+please$/i, '').trim()).trim();
  let text = plainVerb(part.replace(/\s+please$/i, '').trim()).trim();
  if (!text) return [];
  // "empty the trash": a verb phrase read as a verb of the table ("clear") may still be a control's whole name as said ("Empty trash").
  const wholeOf = (read: string) => (asSaid.toLowerCase() === read.toLowerCase() ? wholeReadings(read) : [...wholeReadings(read), ...wholeReadings(asSaid)]);
  if (/^(?:if|when|unless|verify|assert|ensure|make sure|wait|check (?:that|if|whether|for)|drag|log ?in|sign ?in to|go back)\b/i.test(text)) return [];
  // "click on X", "click into the date input": the preposition only says where the pointer goes.
  text = text.replace(/^(?:click|tap) (?:on|into|inside) /i, (m) => m.replace(/ (?:on|into|inside) $/i, ' '));
  const step = new StepReader(text, quotes, continuing, openEnd);
  for (const verb of COMPILED_VERBS) {
    if (verb.entry.continuing && !continuing) continue;
    const parts = verb.match(text);
    if (!parts) continue;
    const reads = verb.entry.reads;
    const out = typeof reads === 'function' ? reads(parts, step) : reads.forEach((spec) => step.read(spec, parts));
    if (out === 'decline') continue;
    if (out === 'only') return step.readings;
    // "Select a value: 12": a label that is a verb, an article and a noun (as forms word their
    // labels), its colon inside the verb's object ("a value: 12" is no name): the label's way too,
    // tried when the verb's way finds nothing near. ("sort by Price: low to high" stays the verb's.)
    if (parts.target?.includes(':') && /^\p{L}+\s+(?:a|an|the|your)\s+[^:]+:\s/iu.test(text)) readColon(step, text, true);
    return [...step.readings, ...wholeOf(text)];
  }
  // "jo@x.io into Email in the Horizontal Form": a value said first (one word, or quoted), then
  // "into" a field, and no verb: a fill, as "enter V into X" reads it (its scope read as usual).
  const into = text.match(/^(⟦\d+⟧|[^\s⟦]*[@\d.][^\s⟦]*)\s+into\s+(\S.*)$/i);
  if (into) step.fillInto('fill', { said: '', rest: text, value: into[1]!, target: into[2]! });
  readColon(step, text, false);
  // "repeat the password s3cret", "Confirm email ada@example.com": a field's whole name said as
  // the step (its first word no verb of the table), then its value.
  if (!step.readings.length) step.fillNamed('fill', text, true);
  return [...step.readings, ...wholeOf(text)];
}

/**
 * "Full name: Ada", "Room: Suite": a label, a colon, a value, no verb: the field holds the value,
 * as "set X to V" reads it, but only filled, never left (leaving a new-item box may add the item).
 */
function readColon(step: StepReader, text: string, verbFirst: boolean): void {
  // "Price: highest first": a column's sort (grammar.ts sortedLabel, rule column-sort), no field's value.
  if (!verbFirst && sortedLabel(text)) return;
  const labelled = colonValue(text, verbFirst);
  const set = labelled && STEP_VERBS.find((v) => v.name === 'set');
  if (!labelled || !set || typeof set.reads === 'function') return;
  const before = step.readings.length;
  for (const { flags: _commits, ...spec } of set.reads) step.read(spec, { said: 'set', rest: `${labelled.target} to ${labelled.value}`, target: labelled.target, value: labelled.value });
  for (const r of step.readings.slice(before)) {
    if (verbFirst) r.fallback = true;
    if (r.target) r.target.colon = true;
  }
}

/** What a step table entry's frame split off the words after its verb. */
interface Parts {
  /** The verb as written ("Double-click"). */
  said: string;
  /** Every word after the verb. */
  rest: string;
  /** The target phrase (the frame's `target` group). */
  target?: string;
  /** The value as written, quoted slots left in (the frame's `value` group): `StepReader.value` reads it. */
  value?: string;
  /** Where the target is (the frame's `scope` group): "press Tab in Email". */
  scope?: string;
}

/**
 * One reading a verb makes of what its frame split off: the method, the roles it may act on, how
 * the target phrase is read, the action's argument and the reading's flags.
 */
interface ReadSpec {
  method: OfflineMethod;
  /** What the verb can act on; the step's role word narrows it ("clear the Person field": a text box). */
  roles?: readonly string[];
  /**
   * How the target phrase is read besides by its own words (parseTarget):
   * - `name` (default): only so
   * - `beside`: and, for a field, the unnamed field beside a text that says it ("the status select")
   * - `checkable`: and the one box beside a text that says it ("check Remember me")
   */
  how?: 'name' | 'beside' | 'checkable';
  /** A click on the disclosure control that expands or collapses the target (toggle.ts). */
  toggle?: ToggleDirection;
  /** The phrase read as the target: the frame's target (default), every word after the verb, none (a page-level action), or one built from the parts. */
  phrase?: 'rest' | 'none' | ((parts: Parts) => string);
  /** The action's argument: the frame's value, the target phrase read as a value, or fixed. */
  args?: 'value' | 'target' | readonly string[];
  /** Set on every reading it makes. */
  flags?: Pick<Reading, 'commits' | 'flips'>;
}

/**
 * What a custom reader says: `decline` (not this entry's: the next entry is tried), `only` (its
 * readings are the step's only ones: the whole step is not also a control's name), or nothing.
 */
type ReadOutcome = 'decline' | 'only' | void;

/**
 * One verb of the name rules' step table: its words, the frame that splits what follows it, and
 * the readings it makes. The first entry whose verb starts the step and whose frame splits the
 * rest decides; its readings are then followed by the whole step read as a control's name
 * (`wholeReadings`) unless it says `only`.
 */
interface StepVerb {
  /** What it reads, for a reader of the table. */
  name: string;
  /** The verb's words as written, any order: the longest that starts the step (and whose frame splits the rest) is read. */
  words: readonly string[];
  /** What ends the verb: a space (default), or a pattern ("scroll" may end the step). */
  end?: string;
  /** Only in a later step of several ("… and type foo"): a step with no element of its own. */
  continuing?: true;
  /** How the words after the verb split: named groups `target`, `value`, `scope` (grammar.ts FRAME_SPLITS where it splits the same way). */
  frame: RegExp;
  /** The readings it makes, as data, or a reader for the few that need more than data says. */
  reads: readonly ReadSpec[] | ((parts: Parts, step: StepReader) => ReadOutcome);
}

/** Every word after the verb is the target. */
const TARGET = /^(?<target>.+)$/;
/** "double-click on X": the preposition only says where the pointer goes. */
const TARGET_ON = /^(?:on\s+)?(?<target>.+)$/i;
/** "close the Edit name dialog", "dismiss the popup window": the dialog's name (may be none). */
const DIALOG = /^(?:the\s+|this\s+)?(?:(?<target>.+?)\s+)?(?:dialog|modal|pop[\s-]?up|overlay|lightbox)(?:\s+(?:window|box))?$/i;
/** A thing to pick when the step says it without a verb's object: "tick Task 1 as done". */
const DONE = /^(?<target>.+?)\s+(?:as\s+(?:done|complete|completed|finished)|(?<!\bas\s)(?:done|completed|finished))$/i;
const NOT_DONE = /^(?<target>.+?)\s+(?:as\s+)?(?:not\s+(?:done|complete|completed|finished)|incomplete|undone|unfinished)$/i;

const FILLABLE = ['textbox', 'searchbox', 'spinbutton', 'combobox'] as const;
/** Boxes whose value is their text: clearing a combobox's box clears its search, not its choice. */
const TEXT_ONLY = ['textbox', 'searchbox', 'spinbutton'] as const;
const SELECTABLE = ['combobox', 'listbox'] as const;
const CHECKABLE = ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'] as const;
/** A radio is never unchecked by a click: only boxes and switches. */
const UNCHECKABLE = ['checkbox', 'switch', 'menuitemcheckbox'] as const;
/** What "select X" may click: a choice, or a link or tab that selects a view ("select the Active filter"). */
const CHOOSABLE = ['radio', 'option', 'tab', 'menuitemradio', 'menuitem', 'checkbox', 'switch', 'link', 'treeitem'] as const;
/** What "toggle X" may click, and the boxes among them that may be the one beside X's text. */
const TOGGLEABLE = ['switch', 'checkbox', 'button', 'menuitemcheckbox'] as const;
const TOGGLEABLE_BOXES = ['switch', 'checkbox', 'menuitemcheckbox'] as const;
/** What a verb said with its object may click ("delete Buy milk": "Delete Buy milk", or Delete in Buy milk's row). */
const COMMANDS = ['button', 'link', 'menuitem'] as const;
/** What "open X" / "go to X" may click. */
const PLACES = ['link', 'tab', 'button', 'menuitem'] as const;
/** Words of a sort order: the header's state would say which click gives it, so none is read. */
const SORT_ORDER = /\b(?:order|ascending|descending|asc|desc|reverse|reversed|highest|lowest|newest|oldest)\b/i;
/** Verbs that say a thing is done or not ("mark Task 1 as done", "tick Walk the dog as not done"). */
const MARK_WORDS = ['mark', 'tick', 'check', 'set'] as const;
/** "uncheck X" and its synonyms: also what a step said as a box's whole label sets it to (wholeReadings). */
const UNCHECK_WORDS = [...VERB_WORDS.uncheck, 'unmark', 'deselect', 'unselect', 'switch off'] as const;
const FILL_INTO_WORDS = [...VERB_WORDS.enter, 'fill in', 'fill', 'key in'] as const;

/**
 * The name rules' step table: each verb and its synonyms written once, with the frame that splits
 * what follows it and the readings it makes. Order matters only where two entries share a word
 * ("check X" after "check X as done"; "select all text in X" before "select X"): the first entry
 * that reads the step decides. Shared words come from vocabulary.ts VERB_WORDS, as grammar.ts's
 * VERBS reads them.
 */
export const STEP_VERBS: readonly StepVerb[] = [
  // A later step with no element of its own acts where the step before it did: "… and type foo".
  {
    name: 'type-on', words: ['type', 'enter', 'write', 'input'], continuing: true, frame: TARGET,
    reads: (p, step) => {
      const typed = !/\s(?:into|in|inside|on|as|for)\s/i.test(p.rest) ? step.value(p.rest) : undefined;
      if (typed === undefined || toKey(step.unquote(p.rest))) return 'decline';
      step.readings.push({ method: 'type', args: [typed], literal: true, continues: true });
      return 'only';
    },
  },
  // "type X into Y and submit": a one-line field submits its form with Enter (checked on the page).
  {
    name: 'submit-on', words: ['submit'], end: '(?:\\s+|$)', continuing: true, frame: /^(?:it|the\s+form|the\s+field)?$/i,
    reads: (_, step) => {
      step.readings.push({ method: 'press', args: ['Enter'], literal: true, continues: true, submits: true });
      return 'only';
    },
  },
  { name: 'scroll', words: ['scroll'], end: '\\b ?', frame: /^(?<target>.*)$/, reads: (p, step) => (step.readings.push(...parseScroll(p.target ?? '', step.targets)), 'only') },
  // "press Enter", "hit the escape key", "press Tab in Email"; not a key ("press Save"): a click, below.
  {
    name: 'key', words: ['press', 'hit', 'type', 'tap'], frame: /^(?:the\s+)?(?<target>.+?)(?:\s+key)?(?:\s+(?:in|into|on|inside|within)\s+(?<scope>.+))?$/i,
    reads: (p, step) => {
      let key = toKey(step.unquote(p.target ?? ''));
      // "press Escape to cancel the edit": the key named, then what it is for (a purpose, not a target).
      const purposed = key || p.scope ? undefined : (p.target ?? '').match(/^(?<key>.+?)(?:\s+key)?\s+to\s+(?<purpose>\p{L}.*)$/iu)?.groups;
      if (purposed) key = toKey(step.unquote(purposed['key']!));
      if (!key) return 'decline';
      const purpose = purposed ? { purpose: purposed['purpose']! } : {};
      if (p.scope) step.add('press', p.scope, [key]);
      else step.readings.push({ method: 'press', args: [key], literal: true, ...purpose, ...(step.continuing ? { continues: true } : {}) });
      return 'only';
    },
  },
  { name: 'dismiss', words: VERB_WORDS.dismiss, frame: DIALOG, reads: (p, step) => step.dismiss(p.target) },
  // "click the X to close the dialog": the cross is named by what it does.
  {
    name: 'dismiss-by-cross', words: ['click', 'tap', 'press', 'hit'],
    frame: /^(?:on\s+)?(?:the\s+)?(?:x|×|cross|close)(?:\s+(?:button|icon))?\s+to\s+(?:close|dismiss)\s+(?:the\s+|this\s+)?(?:(?<target>.+?)\s+)?(?:dialog|modal|pop[\s-]?up|overlay|lightbox)$/i,
    reads: (p, step) => step.dismiss(p.target),
  },
  // "open up the Settings tab", "open up the default modal": what "open up" names may be no disclosure but a
  // place or a view, which "open" would click; read so too, tried only when no control expands it.
  {
    name: 'expand', words: VERB_WORDS.expand, frame: TARGET,
    reads: (p, step) => {
      step.read({ method: 'click', toggle: 'expand' }, p);
      if (/^open\s+up$/i.test(p.said)) step.openAlso(p.target ?? '');
    },
  },
  { name: 'collapse', words: [...VERB_WORDS.collapse, 'minimize', 'minimise', 'hide'], frame: TARGET, reads: [{ method: 'click', toggle: 'collapse' }] },
  { name: 'double-click', words: [...VERB_WORDS.doubleClick, 'dbl click', 'dbl-click'], frame: TARGET_ON, reads: [{ method: 'doubleClick' }] },
  { name: 'right-click', words: ['right click', 'right-click', 'rightclick'], frame: TARGET_ON, reads: [{ method: 'rightClick' }] },
  {
    name: 'hover',
    words: [...VERB_WORDS.hover, 'point at', ...['move', 'move the'].flatMap((m) => ['mouse', 'pointer', 'cursor'].flatMap((p) => ['over', 'to', 'onto'].map((to) => `${m} ${p} ${to}`)))],
    frame: TARGET, reads: [{ method: 'hover' }],
  },
  { name: 'fill-with', words: [...VERB_WORDS.fill, 'populate', 'complete'], frame: FRAME_SPLITS['with-value'], reads: [{ method: 'fill', how: 'beside', roles: FILLABLE, args: 'value' }] },
  {
    name: 'replace', words: ['replace'], frame: /^(?:(?:the|all(?:\s+the)?)\s+(?:text|value|contents?)\s+(?:in|of)\s+)?(?<target>.+?)\s+with\s+(?<value>.+)$/i,
    reads: [{ method: 'fill', roles: FILLABLE, args: 'value' }],
  },
  { name: 'type-into', words: ['type'], frame: /^(?<value>.+?)\s+(?:into|in|inside|on|as|for)\s+(?<target>.+)$/i, reads: (p, step) => step.fillInto('type', p) },
  { name: 'fill-into', words: FILL_INTO_WORDS, frame: /^(?<value>.+?)\s+(?:into|in|inside|on|as|for)\s+(?<target>.+)$/i, reads: (p, step) => step.fillInto('fill', p) },
  // "enter the card number 4242 4242 4242 4242", "type the email bob@example.com": the field's
  // name, then its value, with no word between them. Where the name ends is read on the page.
  { name: 'fill-named', words: ['type', ...FILL_INTO_WORDS], frame: /^(?:the|your|my)\s+(?<target>.+)$/i, reads: (p, step) => step.fillNamed(/^type\b/i.test(step.text) ? 'type' : 'fill', p.target ?? '') },
  // "set Person to Ada" on a combobox chooses one of its options (APG combobox with a listbox):
  // text filled into its box chooses nothing, so a combobox is set only through its options.
  {
    name: 'set', words: VERB_WORDS.set, frame: /^(?:the\s+)?(?<target>.+?)\s+to\s+(?<value>.+)$/i,
    reads: [
      { method: 'fill', roles: TEXT_ONLY, args: 'value', flags: { commits: true } },
      { method: 'selectOption', roles: SELECTABLE, args: 'value' },
    ],
  },
  // A questionnaire's grammar: "answer Yes to Did you contact us?" sets the question's yes/no box or
  // switch (no: clears it); "answer How old are you? with 25 to 44" chooses the choice in the
  // question named so, or fills its field and leaves it (an answer is given when the field is left).
  {
    name: 'answer-yes-no', words: ['answer', 'reply', 'respond'], frame: /^(?<value>yes|no)\s+(?:to|for|on)\s+(?:the\s+question\s+)?(?<target>.+)$/i,
    reads: (p, step) => step.addCheckable(/^yes$/i.test(p.value ?? '') ? 'check' : 'uncheck', p.target ?? '', /^yes$/i.test(p.value ?? '') ? CHECKABLE : UNCHECKABLE),
  },
  {
    name: 'answer-with', words: ['answer', 'reply to', 'respond to'], frame: /^(?:the\s+question\s+)?(?<target>.+?)\s+with\s+(?<value>.+)$/i,
    reads: [
      { method: 'click', roles: CHOOSABLE, phrase: (p) => `${p.value ?? ''} in ${p.target ?? ''}` },
      { method: 'selectOption', how: 'beside', roles: SELECTABLE, args: 'value' },
      { method: 'fill', roles: TEXT_ONLY, args: 'value', flags: { commits: true } },
    ],
  },
  { name: 'clear', words: ['clear out', 'clear', 'empty out', 'empty'], frame: TARGET, reads: [{ method: 'fill', roles: TEXT_ONLY, args: [''] }] },
  // "select all text in the edit box": the field's select-all shortcut.
  {
    name: 'select-text', words: ['select'], frame: /^(?:all\s+(?:of\s+)?(?:the\s+)?|the\s+(?:whole\s+|entire\s+)?)(?:text|contents?|value)\s+(?:in|of|inside)\s+(?<target>.+)$/i,
    reads: [{ method: 'press', roles: FILLABLE, args: ['ControlOrMeta+a'] }],
  },
  // "select Pro in the Plan group": an option of a field, or a radio or tab named by the first part, scoped by the second.
  {
    name: 'select-from', words: VERB_WORDS.select, frame: /^(?<value>.+?)\s+(?:from|in|on|for|under)\s+(?<target>.+)$/i,
    reads: [
      { method: 'selectOption', how: 'beside', roles: SELECTABLE, args: 'value' },
      { method: 'click', roles: CHOOSABLE, phrase: 'rest' },
    ],
  },
  { name: 'select', words: VERB_WORDS.select, frame: TARGET, reads: [{ method: 'click', roles: CHOOSABLE }, { method: 'selectOption', phrase: 'none', args: 'target' }] },
  // "accept the terms", "agree to the terms and conditions": the one box whose label says so.
  { name: 'consent', words: ['accept', 'agree to', 'agree with', 'consent to'], frame: TARGET, reads: (p, step) => step.consent(p.target ?? '') },
  {
    name: 'submit-form', words: ['submit'], frame: /^(?:(?:the|this|that|my|our|your)\s+)?(?:(?<target>.+?)\s+)?form$/i,
    reads: (p, step) => {
      const name = p.target ? step.value(p.target) : '';
      if (name !== undefined) step.readings.push({ method: 'click', target: { name, exact: false, submitsForm: true }, args: [], literal: true });
    },
  },
  { name: 'uncheck', words: UNCHECK_WORDS, frame: TARGET, reads: [{ method: 'uncheck', how: 'checkable', roles: UNCHECKABLE }] },
  { name: 'mark-undone', words: MARK_WORDS, frame: NOT_DONE, reads: [{ method: 'uncheck', how: 'checkable', roles: UNCHECKABLE }] },
  { name: 'mark-done', words: MARK_WORDS, frame: DONE, reads: [{ method: 'check', how: 'checkable', roles: CHECKABLE }] },
  { name: 'check', words: [...VERB_WORDS.check, 'check off', 'tick off', 'switch on', 'activate', 'complete'], frame: TARGET, reads: [{ method: 'check', how: 'checkable', roles: CHECKABLE }] },
  // "mark X" alone: a checkbox or a switch ("mark all as complete" is a label, read as a name).
  {
    name: 'mark', words: ['mark'], frame: TARGET,
    reads: (p, step) => (/\s+as\s+/i.test(p.target ?? '') ? step.add('check', p.target, [], CHECKABLE) : step.addCheckable('check', p.target ?? '', CHECKABLE)),
  },
  { name: 'toggle', words: ['toggle'], frame: TARGET, reads: [{ method: 'click', roles: TOGGLEABLE, flags: { flips: true } }, { method: 'click', how: 'checkable', roles: TOGGLEABLE_BOXES, flags: { flips: true } }] },
  { name: 'click', words: [...VERB_WORDS.click, 'left click', 'left-click', 'leftclick', 'follow'], frame: TARGET, reads: [{ method: 'click', how: 'beside' }] },
  // "sort by Age", "sort the table by the Salary column": a click on that column's header. No
  // order said: one click sorts by it (an order would need the header's state).
  {
    name: 'sort', words: ['sort'], frame: /^(?:(?:the|this)\s+(?:table|list|grid|results|rows)\s+)?by\s+(?:the\s+)?(?<target>.+?)(?:\s+column)?$/i,
    reads: (p, step) => {
      if (SORT_ORDER.test(p.target ?? '')) return;
      const before = step.readings.length;
      step.add('click', p.target, [], ['columnheader']);
      for (const r of step.readings.slice(before)) r.sorts = true;
    },
  },
  // "delete Buy milk": a control named "Delete Buy milk", or the Delete button of Buy milk's row.
  {
    // "delete the todo 'feed the cat'": one kind word before a quoted name only says what the item is.
    name: 'command', words: [...VERB_WORDS.remove, 'edit'], frame: /^(?:the\s+)?(?:\p{L}+\s+(?=⟦\d+⟧$))?(?<target>.+)$/iu,
    reads: [
      { method: 'click', roles: COMMANDS, phrase: (p) => `${p.said} ${p.target}` },
      { method: 'click', roles: COMMANDS, phrase: (p) => `${p.said} for ${p.target}` },
    ],
  },
  {
    name: 'open', words: [...VERB_WORDS.open, ...VERB_WORDS.goTo, 'visit', 'show me', 'view', 'back to'], frame: /^(?:the\s+)?(?<target>.+?)(?:\s+(?:page|tab|section|view|panel|pane))?$/i,
    reads: (p, step) => step.open(p),
  },
];

/** An entry with its verb words compiled, longest first: `match` splits a step or says it is not this entry's. */
const COMPILED_VERBS = STEP_VERBS.map((entry) => {
  const verbs = [...entry.words]
    .sort((a, b) => b.length - a.length)
    .map((word) => new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}${entry.end ?? '\\s+'}`, 'i'));
  const match = (text: string): Parts | undefined => {
    for (const verb of verbs) {
      const said = text.match(verb);
      if (!said) continue;
      const rest = text.slice(said[0].length);
      const groups = rest.match(entry.frame)?.groups ?? (entry.frame.test(rest) ? {} : undefined);
      if (groups) return { said: said[0].trim(), rest, ...groups };
    }
    return undefined;
  };
  return { entry, match };
});

/** One step being read: its text, the quoted values taken out of it, and the readings made so far. */
class StepReader {
  readonly readings: Reading[] = [];

  constructor(
    readonly text: string,
    private readonly quotes: string[],
    readonly continuing: boolean,
    private readonly openEnd: boolean,
  ) {}

  readonly unquote = (s: string): string => s.replace(SLOT, (_, i: string) => this.quotes[Number(i)] ?? '');

  readonly targets = (s: string): { target: TargetPhrase; literal: boolean }[] => parseTarget(s, this.quotes);

  /**
   * A value is all quoted or all plain. A quoted value with more words after it ("foo" and hit
   * Enter), a plain one that runs into "and"/"then", or a plain one the sentence's final
   * punctuation was cut from, may end elsewhere: no reading.
   */
  value(s: string): string | undefined {
    const v = s.trim().replace(/^(?:the (?:text|value|word) )/i, '');
    if (v.includes('⟦')) return /^⟦\d+⟧$/.test(v) ? this.unquote(v) : undefined;
    if (this.openEnd && this.text.endsWith(v)) return undefined;
    return /\b(?:and|then)\b/i.test(v) ? undefined : v;
  }

  /** One spec of a table entry, on what its frame split off. */
  read(spec: ReadSpec, parts: Parts): void {
    const phrase = spec.phrase === 'none' ? undefined : spec.phrase === 'rest' ? parts.rest : typeof spec.phrase === 'function' ? spec.phrase(parts) : parts.target;
    const args = spec.args === 'value' ? [this.value(parts.value ?? '')] : spec.args === 'target' ? [this.value(parts.target ?? '')] : [...(spec.args ?? [])];
    const before = this.readings.length;
    if (spec.toggle) this.toggle(spec.toggle, phrase ?? '', false);
    else if (spec.how === 'beside') this.addBeside(spec.method, phrase, args, spec.roles);
    else if (spec.how === 'checkable') this.addCheckable(spec.method, phrase ?? '', spec.roles ?? []);
    else this.add(spec.method, phrase, args, spec.roles);
    if (spec.flags) for (const r of this.readings.slice(before)) Object.assign(r, spec.flags);
  }

  add(method: OfflineMethod, phrase: string | undefined, args: (string | undefined)[], roles?: readonly string[]): void {
    if (args.some((a) => a === undefined)) return;
    const values = args as string[];
    if (phrase === undefined) {
      this.readings.push({ method, args: values, literal: true });
      return;
    }
    for (const { target, literal } of this.targets(phrase)) {
      if (roles && target.roles && !target.roles.some((r) => roles.includes(r))) continue;
      // The step's role word and what the verb can act on, both: "clear the Person field" is a text box, not a combobox.
      // A role word with no name ("clear the field") is counted over every thing so called that takes the
      // verb, a combobox too when the verb types (a person types into one): which one is meant is not said.
      const bare = !target.name && target.ordinal === undefined && !target.scope && !target.all && !!roles?.includes('textbox');
      const narrowed = roles ? (target.roles ? target.roles.filter((r) => roles.includes(r) || (bare && r === 'combobox')) : roles) : target.roles;
      this.readings.push({ method, target: narrowed ? { ...target, roles: narrowed } : target, args: values, literal, ...(target.kind ? { fallback: true } : {}) });
    }
  }

  /** "check Remember me" where the checkbox has no name: the one checkbox beside that text. */
  addCheckable(method: OfflineMethod, phrase: string, roles: readonly string[]): void {
    const before = this.readings.length;
    this.add(method, phrase, [], roles);
    for (const r of this.readings.slice(before)) {
      const t = r.target;
      if (!t?.name || t.scope || t.ordinal !== undefined || t.all || t.kind || t.whole) continue;
      // "uncheck the terms", "tick newsletter": a box is often labelled by a sentence that says the
      // word anywhere ("I agree to the terms"), counted when one box alone says it (mentioned-label).
      if (!t.exact) t.mention = true;
      // "tick the checkbox": a role word alone says what kind of thing, not the text beside it.
      if (!t.exact && ROLE_WORDS.has(normalize(t.name))) continue;
      this.readings.push({ method, target: { name: '', exact: false, roles: t.roles ?? roles, scope: { anchor: t.name, anchorExact: t.exact } }, args: [], literal: false });
    }
  }

  /**
   * "choose sold in the status select" where the select has no name but sits in the row that says
   * "status": the one field of that kind beside the text, tried when nothing is named so.
   */
  addBeside(method: OfflineMethod, phrase: string | undefined, args: (string | undefined)[], roles?: readonly string[]): void {
    const before = this.readings.length;
    this.add(method, phrase, args, roles);
    for (const r of this.readings.slice(before)) {
      const t = r.target;
      if (!t?.name || t.scope || t.ordinal !== undefined || t.all || t.kind || t.whole || r.fallback) continue;
      // A click reads a field only when a role word says it is one ("the status select").
      if (!roles && !t.roles?.every((role) => (FILLABLE as readonly string[]).includes(role) || (SELECTABLE as readonly string[]).includes(role))) continue;
      this.readings.push({ method, target: { name: '', exact: false, roles: t.roles ?? roles ?? [], unnamed: true, scope: { anchor: t.name, anchorExact: t.exact, sameUnit: true } }, args: r.args, literal: false, fallback: true });
    }
  }

  /** "accept the terms", "agree to the terms and conditions": the one box whose label says so. */
  consent(phrase: string): void {
    for (const { target, literal } of this.targets(phrase)) {
      const roles = (target.roles ?? ['checkbox', 'switch']).filter((r) => r === 'checkbox' || r === 'switch');
      if (!roles.length || target.ordinal !== undefined || target.all || !target.name) continue;
      this.readings.push({ method: 'check', target: { ...target, roles, mention: true }, args: [], literal });
    }
  }

  /** "expand X" / "collapse X": the disclosure control that does that to X (toggle.ts). */
  toggle(direction: ToggleDirection, phrase: string, fallback: boolean): void {
    for (const { target, literal } of this.targets(phrase)) this.readings.push({ method: 'click', target, args: [], literal, toggle: direction, ...(fallback ? { fallback } : {}) });
  }

  /** "close the dialog": the control that closes the open dialog (dismiss.ts); the name names the dialog. */
  dismiss(name: string | undefined): void {
    this.readings.push({ method: 'click', target: { name: this.unquote(name ?? '').trim(), exact: false }, args: [], literal: true, dismiss: true });
  }

  /**
   * "type V into X", "enter V in X": a field filled (typed into, for "type"), or the unnamed one
   * beside X. "enter V as X" gives X the value, as "set X to V" does: the field is then left, so
   * its value takes effect (the browser's `change`) on a page that reads it only then.
   */
  fillInto(method: OfflineMethod, parts: Parts): void {
    const before = this.readings.length;
    this.addBeside(method, parts.target, [this.value(parts.value ?? '')], FILLABLE);
    if (parts.value !== undefined && /^as\s/i.test(parts.rest.slice(parts.value.length).trimStart())) for (const r of this.readings.slice(before)) r.commits = true;
    // "enter Blue Mug in the search field": the value may hold an " in ", try the last one too.
    const last = parts.rest.match(/^(?<value>.+)\s+(?:into|in)\s+(?<target>.+)$/i)?.groups;
    if (last && last['target'] !== parts.target) this.add(method, last['target'], [this.value(last['value'] ?? '')], FILLABLE);
  }

  /**
   * "enter the card number 4242 4242 4242 4242": a field's name and then its value. Each place the
   * name may end is a reading of a field named exactly so (longest name first, so a field named
   * "Card number" wins over one named "Card"), the rest its value; readings that find different
   * fields disagree and hand over. The value must look like one (a digit, a capital, a sign, a
   * quote): "enter the shipping details" is no field "Shipping" given "details".
   */
  fillNamed(method: OfflineMethod, rest: string, verbless = false): ReadOutcome {
    for (const split of nameValueSplits(rest)) {
      const value = this.value(split.value);
      if (value === undefined || split.name.includes('⟦')) continue;
      // With no verb, only a value no sentence has (a digit or a sign): "Confirm email ada@example.com".
      // A sentence ("the table shows 10 rows") is no name: two or three words, letters only, no article first.
      // A quoted value is no sign of one ("add a tag "fast"" is the verb add's), nor is a name begun by a verb the grammar knows.
      if (verbless && (!/[\p{N}@#$£€%+/:]/u.test(split.value.split(' ')[0]!.replace(/⟦\d+⟧/g, '')) || GRAMMAR_VERB_WORDS.has(split.name.split(' ')[0]!.toLowerCase()) || split.nameWords < 2 || split.nameWords > 3 || !/^[\p{L} ]+$/u.test(split.name) || /^(?:the|a|an|this|that|it|i)\b/i.test(split.name))) continue;
      // "repeat the password s3cret" for "Repeat password": an article inside a name said as a step.
      const bare = split.name.replace(/\s(?:the|a|an|your|my)(?=\s)/gi, '');
      // "the email address bob@…" for a field named "Email": what it holds, then the kind of value.
      const held = split.name.replace(/\s+(?:number|address|code)$/i, '');
      const names = [...new Set([split.name, bare, held])].filter(Boolean);
      for (const [name, { target }] of names.flatMap((name) => this.targets(name).map((t) => [name, t] as const))) {
        if (!target.name || target.scope || target.ordinal !== undefined || target.all || target.kind || (target.roles && !target.roles.some((r) => (FILLABLE as readonly string[]).includes(r)))) continue;
        const roles = target.roles ? target.roles.filter((r) => (FILLABLE as readonly string[]).includes(r)) : FILLABLE;
        this.readings.push({ method, target: { ...target, exact: true, roles }, args: [value], literal: false, namedValue: { nameWords: name === held && held !== split.name ? split.nameWords - 0.5 : split.nameWords, mayBeValue: split.mayBeValue }, ...(verbless ? { fallback: true } : {}) });
      }
    }
    return this.readings.length ? undefined : 'decline';
  }

  /** "open up X" read as "open X" too: a click that brings X into view, tried when nothing expands X. */
  openAlso(phrase: string): void {
    const before = this.readings.length;
    // "the Settings tab" keeps its role word; "the Reports page / section / view" names the place.
    this.add('click', phrase.replace(/\s+(?:page|section|view)$/i, ''), [], PLACES);
    for (const r of this.readings.slice(before)) Object.assign(r, { opens: true, fallback: true });
  }

  /** "open X", "go to X", "show X", "bring up the Filters panel": a click that brings X into view; an address is not read. */
  open(parts: Parts): ReadOutcome {
    const phrase = parts.target ?? '';
    if (/:\/\/|^\/|^www\./i.test(this.unquote(phrase))) return 'only';
    const before = this.readings.length;
    this.add('click', phrase, [], PLACES);
    const toPage = /\spage$/i.test(this.text);
    for (const r of this.readings.slice(before)) {
      r.opens = true;
      if (toPage) r.toPage = true;
    }
    // "open the GET /pet operation": a collapsed part opened by its disclosure control.
    if (/^open\b/i.test(this.text)) this.toggle('expand', this.text.replace(/^open\s+/i, ''), true);
    // "go to the login page": else the link that leads there.
    const page = toPage ? parseBody(phrase, this.quotes, false, false) : undefined;
    if (page?.name) this.readings.push({ method: 'click', target: { ...page, roles: ['link'], pageLink: true }, args: [], literal: true, fallback: true });
  }
}

/** Verbs always followed by a separate target or value: "click X" is never a control named "Click X". */
const TARGET_VERB = /^(?:click|tap|double[\s-]?click|dbl[\s-]?click|right[\s-]?click|hover|scroll|type|fill|enter|press|hit|go|navigate|visit|move|point)\b/i;
/** A step that carries a value ("set X to Y", "replace X with Y") is never a control's whole name either. */
const VALUE_FORM = /^(?:(?:set|change|update)\s.+\sto\s|(?:replace|populate|complete)\s.+\swith\s)/i;
const UNCHECK_VERB = new RegExp(`^(?:${UNCHECK_WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

/**
 * The whole step, verb included, as the name of a control: "Clear completed" is a button's
 * label, "Mark all as complete" a checkbox's. Exact names only (or a name and a count), tried
 * when no other reading finds anything; a last word may say what the verb acts on ("Clear
 * completed todos"), and then the page must hold a list of such things.
 */
function wholeReadings(text: string): Reading[] {
  if (text.includes('⟦')) return [];
  const words = normalize(text).split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 7 || FILLER_WORDS.has(words[0]!) || TARGET_VERB.test(text) || VALUE_FORM.test(text)) return [];
  // A box named by the step is set to what its label says ("Accept the terms"); only "toggle" flips it.
  const checkMethod: OfflineMethod = /^toggle\b/i.test(text) ? 'click' : UNCHECK_VERB.test(text) ? 'uncheck' : 'check';
  const names: { name: string; kind?: KindWord }[] = [];
  for (const said of wholeWordings(words)) {
    names.push({ name: said.join(' ') });
    const last = said.at(-1)!;
    if (said.length > 2 && isKindWord(last)) names.push({ name: said.slice(0, -1).join(' '), kind: { word: last, of: 'object' } });
  }
  const out: Reading[] = [];
  for (const { name, kind } of names) {
    const target: TargetPhrase = { name, exact: true, whole: true, ...(kind ? { kind } : {}) };
    out.push({ method: 'click', target: { ...target, roles: ['button', 'link', 'menuitem', 'tab'] }, args: [], literal: true, fallback: true });
    out.push({ method: checkMethod, target: { ...target, roles: checkMethod === 'uncheck' ? UNCHECKABLE : CHECKABLE }, args: [], literal: true, fallback: true });
  }
  return out;
}

/**
 * A step that is no plain instruction ("yes, clear it": a comma before a verb splits it, and "yes"
 * alone is no step) read whole as a control's name, exact only: the tester said the button's own
 * name. [] when it holds a quote.
 */
export function wholeStepReadings(instruction: string): Reading[] {
  const text = instruction.trim().replace(/[.!]+$/, '');
  return /["“”‘’`]/.test(text) || text.length > MAX_INSTRUCTION_CHARS ? [] : wholeReadings(text);
}

const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/**
 * The step's words as a control's name: as written, and without the articles people add when
 * they say a label as a sentence ("launch the large modal" for "Launch Large Modal"). Every other
 * word stays, so the name is still matched exactly.
 */
function wholeWordings(words: string[]): string[][] {
  const bare = words.filter((w, i) => i === 0 || !ARTICLES.has(w));
  return bare.length !== words.length && bare.length >= 2 ? [words, bare] : [words];
}

/** A last word that may name a kind of thing: a plain word, not a filler, role word or adverb. */
export function isKindWord(word: string): boolean {
  return /^\p{L}{3,}$/u.test(word) && !ALLOWED_LEFTOVER.has(word) && !NOT_A_NOUN.has(word) && !ROLE_WORDS.has(word) && !PLURAL_ROLE_WORDS.has(word) && !ORDINALS.has(word) && !FILLER_WORDS.has(word);
}

/** "the Completed filter" → name "Completed", kind "filter"; "the last filter" → kind "filter", last. */
function kindVariant(target: TargetPhrase | undefined): TargetPhrase | undefined {
  if (!target || target.exact || target.scope || target.all) return undefined;
  const words = target.name.split(' ').filter(Boolean);
  const last = words.at(-1);
  if (!last || !isKindWord(last) || (words.length < 2 && target.ordinal === undefined)) return undefined;
  // "last filter" read as a name: the ordinal reading covers it.
  if (words.length === 2 && ORDINALS.has(words[0]!)) return undefined;
  return { ...target, name: words.slice(0, -1).join(' '), kind: { word: last, of: 'target' } };
}

function parseScroll(rest: string, targets: (s: string) => { target: TargetPhrase; literal: boolean }[]): Reading[] {
  const r = normalize(rest).replace(/\b(?:the|a|of|page|one|whole|window)\b/g, ' ').replace(/\s+/g, ' ').trim();
  if (r === 'down' || r === '' || r === 'down by' || r === 'further') return [{ method: 'scrollByPage', args: ['down'], literal: true }];
  if (r === 'up' || r === 'back up' || r === 'up by') return [{ method: 'scrollByPage', args: ['up'], literal: true }];
  if (/^(?:down )?to (?:bottom|end)$|^all way down$/.test(r)) return [{ method: 'scrollTo', args: ['100%'], literal: true }];
  if (/^(?:up )?to top$|^back to top$|^all way up$/.test(r)) return [{ method: 'scrollTo', args: ['0%'], literal: true }];
  if (/^(?:to )?(?:halfway|half way|middle)(?: down)?$/.test(r)) return [{ method: 'scrollTo', args: ['50%'], literal: true }];
  const into = rest.match(/^(?:(?:down|up)\s+)?(?:to|until)\s+(.+)$/i) ?? rest.match(/^(.+?)\s+into\s+view$/i);
  if (!into) return [];
  return targets(into[1] ?? '').map(({ target, literal }) => ({ method: 'scrollIntoView', target, args: [], literal }));
}

/** "Enter", "the enter key", "Ctrl+A", "Shift+Tab" → a Playwright key, or undefined. */
export function toKey(phrase: string): string | undefined {
  const text = phrase.trim().replace(/\s+key$/i, '');
  const parts = text.split(/\s*\+\s*/);
  if (parts.length > 1) {
    const keys = parts.map((p, i) => (i < parts.length - 1 ? MODIFIERS.get(p.toLowerCase()) : toSingleKey(p)));
    return keys.every(Boolean) ? keys.join('+') : undefined;
  }
  return KEYS.get(normalize(text));
}

function toSingleKey(p: string): string | undefined {
  if (/^[a-z0-9]$/i.test(p)) return p.toLowerCase();
  return KEYS.get(normalize(p)) ?? MODIFIERS.get(p.toLowerCase());
}

/**
 * The target phrase after the verb: [the] [ordinal] name [role word] [scope], or
 * [the] role word [labeled] name. Scope splits give extra readings, the literal reading first.
 */
export function parseTarget(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  // "expand a section", "remove one tag": a word after an indefinite determiner names a kind of thing, not one of them.
  const any = phrase.trim().match(/^(?:a|an|any|one|some)\s+(\p{L}{3,})$/iu);
  if (any && !ROLE_WORDS.has(any[1]!.toLowerCase())) return [{ target: { name: '', exact: false, kind: { word: any[1]!.toLowerCase(), of: 'target' } }, literal: true }];
  const placed = [...sequenceTargets(phrase, quotes), ...relationTargets(phrase, quotes), ...edgeTargets(phrase, quotes), ...partTargets(phrase, quotes)];
  // A phrase that says where its match lies keeps its other readings (the literal one, scope splits
  // that leave the relation in the name) only for a control named with those words exactly: a
  // name that merely shares words with it is not the match ("Archive above the list" never clicks
  // "Archive" elsewhere, "the one above Child node 1" never Child node 1): the relation is never dropped.
  const strict = (t: { target: TargetPhrase; literal: boolean }) => (placed.length && !t.target.exact && t.target.name ? { ...t, target: { ...t.target, exact: true } } : t);
  const out = plainTargets(phrase, quotes).map(strict);
  // The relation's readings first: when nothing resolves, theirs is the reason a tester reads.
  return [...placed, ...out, ...bracketTargets(phrase, quotes), ...possessiveTargets(phrase, quotes).map(strict), ...(out.length ? [] : qualifiedQuoteTargets(phrase, quotes)), ...withoutTargets(phrase, quotes)];
}

/**
 * "Apply without a code": a "without …" phrase says how, not which ("click Apply without a code").
 * An extra reading of the words before it; a control named with the whole phrase ("Continue
 * without saving") keeps the literal reading, which wins when it matches exactly.
 */
function withoutTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const m = phrase.match(/^(.+?)\s+without\s+\S.*$/i);
  if (!m || m[1]!.includes('⟦') !== /^⟦\d+⟧$/.test(m[1]!.trim())) return [];
  return plainTargets(m[1]!, quotes).filter((t) => !t.target.scope).map((t) => ({ ...t, literal: false }));
}

/**
 * "the Horizontal Form's Email": the Email of the Horizontal Form, read as a scope. Extra
 * readings only: a name that holds an apostrophe ("Today's deals") keeps its literal reading.
 */
function possessiveTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const m = phrase.match(/^(?:the\s+)?([^⟦⟧]+?)['’]s\s+(.+)$/iu);
  if (!m) return [];
  return plainTargets(`${m[2]} of ${m[1]}`, quotes).filter((t) => t.target.scope).map((t) => ({ ...t, literal: false }));
}

/** Words of a direction from an anchor, longest first. "under" keeps its own reading (the `under` flag). */
const RELATION_WORDS = /\s+(to the right of|on the right of|right of|to the left of|on the left of|left of|above|below|beneath|underneath|over)\s+/i;
const RELATION_OF: Readonly<Record<string, Relation>> = {
  above: 'above', over: 'above', below: 'below', beneath: 'below', underneath: 'below',
};
/** The words after a relation word that name a part around the anchor ("Child node 1 in the HTML demo"). */
const WITHIN = /^(.+?)\s+(?:in|inside|within|of|on)\s+(?:the\s+)?(.+)$/i;

/**
 * "the Search field above the sheet", "the tab to the right of Nunc tincidunt", "the one above
 * Child node 1 in the HTML demo", "click Archive above the message list": the target and the
 * anchor it lies from, in a direction (relations.ts reads it from boxes, else the page's order).
 * "the one" is a target of the anchor's own kind. An anchor followed by "in X" reads both ways:
 * X as the part both lie in, and the whole as the anchor's words.
 */
function relationTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const m = phrase.match(RELATION_WORDS);
  if (!m || m.index === undefined || m.index === 0) return [];
  const head = phrase.slice(0, m.index).trim();
  const tail = phrase.slice(m.index + m[0].length).replace(/^the\s+/i, '').trim();
  const said = m[1]!.toLowerCase();
  const relation: Relation = RELATION_OF[said] ?? (said.includes('right') ? 'right' : 'left');
  if (!tail || /^(?:top|bottom|end|start)\b/i.test(tail)) return [];
  const one = /^(?:the\s+)?(?:one|other one)$/i.test(head);
  const heads = one ? [{ name: '', exact: false }] : bodies(head, quotes);
  const anchorOf = (words: string): ScopePhrase | undefined => {
    const text = words.replace(SLOT, (_, i: string) => quotes[Number(i)] ?? '').trim();
    return normalize(text) ? { anchor: text, anchorExact: /^⟦\d+⟧$/.test(words.trim()) } : undefined;
  };
  const scopes: ScopePhrase[] = [];
  const whole = anchorOf(tail);
  if (whole) scopes.push({ ...whole, relation });
  const inner = tail.match(WITHIN);
  const near = inner ? anchorOf(inner[1]!) : undefined;
  const part = inner ? plainTargets(`x in ${inner[2]}`, quotes).find((t) => t.target.scope)?.target.scope : undefined;
  if (near && part) scopes.push({ ...near, relation, within: part });
  return heads.flatMap((body) => scopes.map((scope) => ({ target: { ...body, scope }, literal: false })));
}

/** "the one after X", "the todo right before X", "the item following X": a neighbour in a list's order. */
const SEQUENCE = /^(the\s+)?(?:next\s+|previous\s+)?([^\s⟦⟧]+)\s+(?:(?:right|just|directly|immediately)\s+)?(after|before|following|preceding)\s+(?!the\s+(?:top|bottom|end|start)\b)(.+)$/i;

/**
 * "tick the one after "buy some cheese"", "open the item before Chapter 3", "check the checkbox
 * following Milk": the match is in the item of the same repeated list that comes just after (or
 * before) the anchor's item. Only when the head is "one", a role word ("the checkbox after X") or
 * a single kind word said of the item ("the todo after X", "the book before Dune"): a named
 * control before "after" ("Save after X") is a step of time, not of place.
 */
function sequenceTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const m = phrase.trim().match(SEQUENCE);
  if (!m) return [];
  const head = m[2]!.toLowerCase();
  const sequence = /^(?:after|following)$/i.test(m[3]!) ? 'after' : 'before';
  const words = m[4]!.replace(/^the\s+/i, '').trim();
  const text = words.replace(SLOT, (_, i: string) => quotes[Number(i)] ?? '').trim();
  if (!normalize(text)) return [];
  const scope: ScopePhrase = { anchor: text, anchorExact: /^⟦\d+⟧$/.test(words), sequence };
  const role = ROLE_WORDS.get(head);
  // "the tab after Billing" is tab-place's: a tab list's own order, and the tab selected afterwards.
  if (role?.includes('tab')) return [];
  if (role) return [{ target: { name: '', exact: false, roles: role, scope }, literal: false }];
  // A kind word only after "the" ("the todo after X"): "click Save after X" names Save.
  if (head !== 'one' && !(m[1] && isKindWord(head))) return [];
  return [{ target: { name: '', exact: false, scope: head === 'one' ? scope : { ...scope, sequenceWord: head } }, literal: false }];
}

/** "at the top", "at the bottom of the form", "on the very top of the sidebar": an edge of the page or of a part. */
const EDGE = /^(.+?)\s+(?:at|on|in|near)\s+the\s+(?:very\s+)?(top|bottom)(?:\s+of\s+(?:the\s+)?(.+))?$/i;

/**
 * "please hit Add Row at the top", "the Register button at the bottom of the form": the match
 * nearest that edge, in the page's order (the first, or the last), of the page or of the part
 * named after "of" (read as "in" that part). An ordinal said with it wins ("the second X at the top").
 */
function edgeTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const m = phrase.match(EDGE);
  if (!m) return [];
  const ordinal = m[2]!.toLowerCase() === 'top' ? 1 : -1;
  const read = m[3] ? plainTargets(`${m[1]} in ${m[3]}`, quotes).filter((t) => t.target.scope) : bodies(m[1]!, quotes).map((target) => ({ target, literal: false }));
  return read.map((t) => ({ target: { ...t.target, ordinal: t.target.ordinal ?? ordinal }, literal: false }));
}

/** The parts of a container, as said: "header", "title bar", "body", "footer", "button row". */
const PARTS: ReadonlyMap<string, ContainerPart> = new Map([
  ['header', 'header'], ['title bar', 'header'], ['titlebar', 'header'], ['top bar', 'header'], ['heading', 'header'],
  ['body', 'body'], ['content', 'body'], ['contents', 'body'],
  ['footer', 'footer'], ['button row', 'footer'], ['button bar', 'footer'], ['button pane', 'footer'], ['buttons', 'footer'], ['bottom bar', 'footer'],
]);
const PART_WORDS = [...PARTS.keys()].join('|');
const PART_OF = new RegExp(`^(.+?)\\s+(?:in|on|at|inside|within)\\s+the\\s+(${PART_WORDS})\\s+of\\s+(?:the|this|that)\\s+([a-z ]+?)$`, 'i');
const PART_OWNED = new RegExp(`^(.+?)\\s+(?:in|on|at|inside|within)\\s+(?:the|this|that)\\s+([a-z ]+?)['’]s\\s+(${PART_WORDS})$`, 'i');

/**
 * "hit the X in the header of the dialog", "hit Cancel in the dialog's footer": a part of a
 * container named by a container word (dialog, modal, form, card's roles), read from the
 * container's structure (relations.ts containerPart).
 */
function partTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const of = phrase.match(PART_OF);
  const owned = of ? undefined : phrase.match(PART_OWNED);
  const [head, partWord, container] = of ? [of[1]!, of[2]!, of[3]!] : owned ? [owned[1]!, owned[3]!, owned[2]!] : [];
  if (!head) return [];
  const containerRoles = CONTAINER_WORDS.get(normalize(container!));
  const part = PARTS.get(normalize(partWord!));
  if (!containerRoles || !part) return [];
  return bodies(head, quotes).map((body) => ({ target: { ...body, scope: { containerRoles, containerWord: normalize(container!), part } }, literal: false }));
}

/**
 * "Root (Callback function data demo)": words in brackets after a name say where it is, read as
 * "Root in Callback function data demo". An extra reading: a name that holds brackets keeps its
 * literal one.
 */
function bracketTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  // Two or more plain words in the brackets ("(Ctrl-B)", "(1)" are a shortcut, a count), and no scope of the name's own before them.
  const m = phrase.match(/^(.+?)\s*\(([\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d'’-]+)+)\)$/u);
  if (!m || !normalize(m[1]!) || /\s(?:in|inside|within|of|for|under|on|from|at)\s/i.test(` ${m[1]} `)) return [];
  return plainTargets(`${m[1]!.trim()} in ${m[2]!.trim()}`, quotes).filter((t) => t.target.scope).map((t) => ({ ...t, literal: false }));
}

/**
 * "the Toastr "Launch Success Toast" button": plain words before a quoted name say where it is,
 * the quoted name which one. Only when no other reading of the phrase exists.
 */
function qualifiedQuoteTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const m = phrase.match(/^(?:the\s+)?([^⟦⟧]+?)\s+(⟦\d+⟧(?:\s+[^⟦⟧]+)?)$/i);
  const where = normalize(m?.[1] ?? '');
  if (!m || !where || where.split(' ').some((w) => FILLER_WORDS.has(w) || ORDINALS.has(w) || EVERY.has(w) || ROLE_WORDS.has(w))) return [];
  const body = parseBody(m[2] ?? '', quotes);
  return body ? [{ target: { ...body, scope: { anchor: m[1]!.trim(), anchorExact: false } }, literal: false }] : [];
}

function plainTargets(phrase: string, quotes: string[]): { target: TargetPhrase; literal: boolean }[] {
  const out: { target: TargetPhrase; literal: boolean }[] = [];
  // "First name" is a name, "first button" an ordinal: read the words as a name first.
  const asName = parseBody(phrase, quotes, false);
  if (asName) out.push({ target: asName, literal: true });
  // "Open the docs in a new tab": a role word at the end may belong to the name.
  const whole = asName?.roles ? parseBody(phrase, quotes, false, false) : undefined;
  if (whole?.name) out.push({ target: whole, literal: true });
  const split = asName?.roles && !asName.name ? roleWordSplit(phrase) : undefined;
  if (split) out.push({ target: split, literal: true });
  const literal = parseBody(phrase, quotes);
  if (literal && literal.ordinal !== undefined) out.push({ target: literal, literal: false });
  // "the first custom switch": the role word may be part of what the things are called.
  const counted = literal?.ordinal !== undefined && literal.roles ? parseBody(phrase, quotes, true, false) : undefined;
  if (counted?.name) out.push({ target: counted, literal: false });
  for (const kinded of [kindVariant(asName), kindVariant(literal?.ordinal !== undefined ? literal : undefined)]) {
    if (kinded) out.push({ target: kinded, literal: !kinded.ordinal });
  }
  const slotText = (s: string) => s.replace(SLOT, (_, i: string) => quotes[Number(i)] ?? '');
  const container = phrase.match(/^(.+?)\s+(?:in|inside|within|on|from|of|under|at)\s+(?:the\s+)?([a-z ]+?)$/i);
  const containerRoles = container ? CONTAINER_WORDS.get(normalize(container[2] ?? '')) : undefined;
  if (container && containerRoles) {
    const containerWord = normalize(container[2] ?? '');
    for (const body of bodies(container[1] ?? '', quotes)) out.push({ target: { ...body, scope: { containerRoles, containerWord } }, literal: false });
    return out;
  }
  const preps = /\s+(?:for|next to|beside|near|of|in|inside|within|under|from|on|at)\s+/gi;
  const seen = new Set<number>();
  for (const match of phrase.matchAll(preps)) {
    const at = match.index ?? 0;
    if (seen.has(at)) continue;
    if (seen.size >= MAX_SCOPE_SPLITS) break;
    seen.add(at);
    const head = phrase.slice(0, at);
    let anchor = phrase.slice(at + match[0].length).replace(/^the\s+/i, '').trim();
    let anchorExact = /^⟦\d+⟧$/.test(anchor);
    let anchorRoles: readonly string[] | undefined;
    // "in the Billing section": the unit word names the kind of part, the rest its name.
    const unit = anchor.match(/^(.+?)\s+([a-z]+)$/i);
    if (unit && UNIT_WORDS.has((unit[2] ?? '').toLowerCase())) {
      anchor = unit[1] ?? anchor;
      anchorExact = /^⟦\d+⟧$/.test(anchor);
      const word = (unit[2] ?? '').toLowerCase();
      anchorRoles = CONTAINER_WORDS.get(word) ?? (word === 'row' ? ['row'] : word === 'tree' ? ['tree', 'treegrid'] : undefined);
    }
    // "the "Milk" todo": one word after a quoted anchor says what kind of thing it is, as for targets.
    const kindAfterQuote = anchor.match(/^(⟦\d+⟧)\s+(\p{L}+)$/u);
    if (kindAfterQuote && isKindWord(normalize(kindAfterQuote[2] ?? ''))) {
      anchor = kindAfterQuote[1]!;
      anchorExact = true;
    }
    anchor = slotText(anchor).trim();
    if (!normalize(anchor)) continue;
    const nth = anchorExact ? undefined : nthKind(anchor);
    const under = /^\s*under\s*$/i.test(match[0]) ? { under: true } : {};
    for (const body of bodies(head, quotes)) out.push({ target: { ...body, scope: { anchor, anchorExact, ...(anchorRoles ? { anchorRoles } : {}), ...nth, ...under } }, literal: false });
  }
  return out;
}

/**
 * "the Text field": a two-word role phrase ("text field") whose last word is a role word by
 * itself may be a name and that role word, as a field labelled "Text" is.
 */
function roleWordSplit(phrase: string): TargetPhrase | undefined {
  if (phrase.includes('⟦')) return undefined;
  const words = normalize(phrase).split(' ').filter((w) => w && !FILLER_WORDS.has(w));
  const roles = words.length === 2 ? ROLE_WORDS.get(words[1]!) : undefined;
  if (!roles || ROLE_WORDS.has(words[0]!) || !ROLE_WORDS.has(words.join(' '))) return undefined;
  return { name: words[0]!, exact: false, roles };
}

/** "second todo" → the second thing of kind "todo" (known from developer-given names). */
function nthKind(anchor: string): Pick<ScopePhrase, 'anchorKind' | 'anchorOrdinal'> | undefined {
  const words = normalize(anchor).split(' ');
  // The ordinal may be several words: "last but one todo", "second to last row".
  const ordinal = words.length >= 2 ? ORDINALS.get(words.slice(0, -1).join(' ')) : undefined;
  const kind = words.at(-1)!;
  return ordinal !== undefined && isKindWord(kind) ? { anchorKind: kind, anchorOrdinal: ordinal } : undefined;
}

/** A head read as a name, and (when it starts with one) with an ordinal. */
function bodies(phrase: string, quotes: string[]): TargetPhrase[] {
  const asName = parseBody(phrase, quotes, false);
  const withOrdinal = parseBody(phrase, quotes);
  return [asName, withOrdinal?.ordinal !== undefined ? withOrdinal : undefined].filter((t): t is TargetPhrase => !!t);
}

function parseBody(phrase: string, quotes: string[], ordinals = true, roleWords = true): TargetPhrase | undefined {
  parseWork.bodies++;
  let text = phrase.trim();
  const quoted = [...text.matchAll(SLOT)];
  if (quoted.length > 1) return undefined;
  let words = normalize(text.replace(SLOT, ' ⟦q⟧ ').replace(/⟦q⟧/g, 'qslotq')).split(' ').filter(Boolean);
  // Leading fillers and "all"/"every".
  let all = false;
  let dropped: string | undefined;
  while (words.length && (FILLER_WORDS.has(words[0]!) || EVERY.has(words[0]!))) {
    if (EVERY.has(words[0]!)) all = true;
    else dropped = words[0];
    words = words.slice(1);
  }
  let ordinal: number | undefined;
  for (const [word, n] of ordinals ? [...ORDINALS].sort((a, b) => b[0].length - a[0].length) : []) {
    const w = word.split(' ');
    if (words.slice(0, w.length).join(' ') === word) {
      ordinal = n;
      words = words.slice(w.length);
      if (words[0] === 'one') words = words.slice(1);
      break;
    }
  }
  // "the bottom Root node", "the top row": the edge word says the last or the first, when a name follows.
  if (ordinals && ordinal === undefined && words.length > 1 && EDGE_ORDINALS.has(words[0]!)) {
    ordinal = EDGE_ORDINALS.get(words[0]!);
    words = words.slice(1);
  }
  let roles: readonly string[] | undefined;
  const takeRole = (at: 'end' | 'start') => {
    for (const size of [2, 1]) {
      const slice = at === 'end' ? words.slice(-size) : words.slice(0, size);
      if (slice.length < size) continue;
      const phraseWords = slice.join(' ');
      const single = PLURAL_ROLE_WORDS.get(phraseWords);
      const found = ROLE_WORDS.get(phraseWords) ?? (single ? ROLE_WORDS.get(single) : undefined);
      if (found && words.length >= size) {
        if (single) all = true;
        roles = found;
        words = at === 'end' ? words.slice(0, -size) : words.slice(size);
        return true;
      }
    }
    return false;
  };
  // With roleWords off, every word belongs to the name.
  if (roleWords && !takeRole('end') && words.length > 1) takeRole('start');
  // "the button labeled Save", "the link with text Docs".
  while (words.length && /^(labeled|labelled|named|called|titled|with|that|says|saying|reading|marked|text|label)$/.test(words[0]!)) words = words.slice(1);
  if (words.length && words[words.length - 1] === 'one') words = words.slice(0, -1);
  if (quoted.length === 1) {
    // One word after the quoted name says what kind of thing it is: the "Active" filter, the "Milk" todo.
    const last = words.at(-1);
    if (last && words.at(-2) === 'qslotq' && !ALLOWED_LEFTOVER.has(last) && !NOT_A_NOUN.has(last) && /^\p{L}+$/u.test(last)) words = words.slice(0, -1);
    if (words.some((w) => w !== 'qslotq' && !ALLOWED_LEFTOVER.has(w))) return undefined;
    const index = Number(quoted[0]![1]);
    text = quotes[index] ?? '';
    if (!text.trim()) return undefined;
    return compact({ name: text, exact: true, roles, ordinal, all });
  }
  let name = words.filter((w, i) => !(i === 0 && FILLER_WORDS.has(w))).join(' ');
  // A field named by a small word written as a name ("fill To with …", "the To field"): with
  // nothing else left to name it, the capitalised filler is the name.
  if (!name && dropped && !ARTICLES.has(dropped) && new RegExp(`(^|[^\\p{L}])${dropped[0]!.toUpperCase()}${dropped.slice(1)}([^\\p{L}]|$)`, 'u').test(text)) name = dropped;
  if (!name && !roles) return undefined;
  return compact({ name, exact: false, roles, ordinal, all });
}

/** Words of an edge that count like an ordinal before a name. */
const EDGE_ORDINALS: ReadonlyMap<string, number> = new Map([['top', 1], ['topmost', 1], ['uppermost', 1], ['bottom', -1], ['bottommost', -1], ['lowest', -1], ['lowermost', -1]]);

function compact(t: TargetPhrase): TargetPhrase {
  const out: TargetPhrase = { name: t.name, exact: t.exact };
  if (t.roles) out.roles = t.roles;
  if (t.ordinal !== undefined) out.ordinal = t.ordinal;
  if (t.all) out.all = true;
  return out;
}
