import { FILLER_WORDS, normalize } from './text.js';
import { CONTAINER_WORDS, KEYS, MODIFIERS, ORDINALS, PLURAL_ROLE_WORDS, ROLE_WORDS, UNIT_WORDS } from './vocabulary.js';

/** What the offline tier can do: the same names as act()'s action methods. */
export type OfflineMethod =
  | 'click' | 'doubleClick' | 'rightClick' | 'hover' | 'fill' | 'type' | 'press' | 'selectOption'
  | 'check' | 'uncheck' | 'scrollTo' | 'scrollByPage' | 'scrollIntoView';

/** Where to look: inside containers of some roles ("in the dialog"), or near a text ("for Blue Mug"). */
export interface ScopePhrase {
  containerRoles?: readonly string[];
  anchor?: string;
  anchorExact?: boolean;
  /** Roles named by the unit word ("the Edit name dialog"): anchors of these roles are preferred. */
  anchorRoles?: readonly string[];
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
}

// Single quotes pair only at word edges, so an apostrophe ("the user's menu") is not a quote.
const QUOTE = /"([^"]*)"|“([^”]*)”|(?<![\p{L}\p{N}])'([^']*)'(?![\p{L}\p{N}])|‘([^’]*)’|`([^`]*)`/gu;
/** A quote mark left after pairing: a quote that does not close. */
const STRAY_QUOTE = /["“”‘’`]|(?<![\p{L}\p{N}])'|'(?![\p{L}\p{N}])/u;
const SLOT = /⟦(\d+)⟧/g;
const EVERY = new Set(['all', 'every', 'each']);
const ACTION_VERB = 'click|tap|press|hit|type|fill|enter|select|choose|check|uncheck|tick|untick|toggle|mark|clear|hover|scroll|open|submit|go|navigate|wait|drag';
/** Where an instruction names a further step: ", then", "and then", "and", "," before a verb. */
const STEP_BREAK = new RegExp(`\\s*(?:,\\s*and\\s+then|,\\s*then|\\band\\s+then|,\\s*and|\\band|,|\\bthen)\\s+(?=(?:${ACTION_VERB}|double[\\s-]?click|dblclick|right[\\s-]?click|delete|remove|wait|submit|confirm|save|go|return|verify|ensure|make sure|if)\\b)`, 'i');
const ALLOWED_LEFTOVER = new Set([
  ...FILLER_WORDS, 'labeled', 'labelled', 'named', 'called', 'titled', 'with', 'text', 'label', 'says', 'saying',
  'reading', 'marked', 'of',
]);
/** Words after a quoted name that change what to do, not which thing it is ("click "Next" twice"). */
const NOT_A_NOUN = new Set(['twice', 'again', 'times', 'and', 'or', 'then', 'if', 'until', 'unless', 'not', 'only', 'repeatedly', 'first', 'last', 'later', 'slowly']);
/** Most steps one instruction may name ("clear X, type Y and press Enter"). */
const MAX_STEPS = 3;

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
export function parseSteps(instruction: string): Reading[][] {
  const quotes: string[] = [];
  const spaced = instruction
    .trim()
    .replace(QUOTE, (...m: string[]) => {
      quotes.push(m.slice(1, 6).find((g) => g !== undefined) ?? '');
      return `⟦${quotes.length - 1}⟧`;
    })
    .replace(/\s+/g, ' ');
  // A full stop or "!" right after a plain word may end the sentence or belong to a value
  // ("fill Password with s3cret!"): a plain value there is not read (see parseStep).
  const openEnd = /[^\s⟧][.!;]+$/.test(spaced);
  const text = spaced.replace(/[.!;]+$/, '').trim();
  // A quote that does not close: where the value ends is a guess.
  if (!text || text.includes(';') || STRAY_QUOTE.test(text)) return [];
  const parts = text.split(STEP_BREAK).map((p) => p.trim()).filter(Boolean);
  if (parts.length > MAX_STEPS) return [];
  const steps: Reading[][] = [];
  for (const [i, part] of parts.entries()) {
    const readings = parseStep(part, quotes, i > 0, openEnd && i === parts.length - 1);
    if (!readings.length) return [];
    steps.push(readings);
  }
  return steps;
}

function parseStep(part: string, quotes: string[], continuing: boolean, openEnd = false): Reading[] {
  let text = part
    .replace(/^(?:(?:please|kindly)\s+)?(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?/i, '')
    .replace(/^(?:now|then|and|just|also)\s+/i, '')
    .replace(/\s+please$/i, '')
    .trim();
  if (!text) return [];
  if (/^(?:if|when|unless|verify|assert|ensure|make sure|wait|check (?:that|if|whether|for)|drag|log ?in|sign ?in to|go back)\b/i.test(text)) return [];
  text = text.replace(/^(?:click|tap) on /i, (m) => m.replace(/ on $/i, ' '));
  const unquote = (s: string) => s.replace(SLOT, (_, i: string) => quotes[Number(i)] ?? '');
  // A value is all quoted or all plain. A quoted value with more words after it ("foo" and hit
  // Enter), a plain one that runs into "and"/"then", or a plain one the sentence's final
  // punctuation was cut from, may end elsewhere: no reading.
  const value = (s: string): string | undefined => {
    const v = s.trim().replace(/^(?:the (?:text|value|word) )/i, '');
    if (v.includes('⟦')) return /^⟦\d+⟧$/.test(v) ? unquote(v) : undefined;
    if (openEnd && text.endsWith(v)) return undefined;
    return /\b(?:and|then)\b/i.test(v) ? undefined : v;
  };
  const targets = (s: string) => parseTarget(s, quotes);
  const readings: Reading[] = [];
  const add = (method: OfflineMethod, phrase: string | undefined, args: (string | undefined)[], roles?: readonly string[]) => {
    if (args.some((a) => a === undefined)) return;
    const values = args as string[];
    if (phrase === undefined) {
      readings.push({ method, args: values, literal: true });
      return;
    }
    for (const { target, literal } of targets(phrase)) {
      if (roles && target.roles && !target.roles.some((r) => roles.includes(r))) continue;
      readings.push({ method, target: roles && !target.roles ? { ...target, roles } : target, args: values, literal });
    }
  };
  // "check Remember me" where the checkbox has no name: the one checkbox beside that text.
  const addCheckable = (method: OfflineMethod, phrase: string, roles: readonly string[]) => {
    const before = readings.length;
    add(method, phrase, [], roles);
    for (const r of readings.slice(before)) {
      const t = r.target;
      if (!t?.name || t.scope || t.ordinal !== undefined || t.all) continue;
      readings.push({ method, target: { name: '', exact: false, roles: t.roles ?? roles, scope: { anchor: t.name, anchorExact: t.exact } }, args: [], literal: false });
    }
  };
  // A later step with no element of its own acts where the step before it did.
  if (continuing) {
    const typed = text.match(/^(?:type|enter|write|input)\s+(.+)$/i);
    const typedValue = typed && !/\s(?:into|in|inside|on|as|for)\s/i.test(typed[1] ?? '') ? value(typed[1] ?? '') : undefined;
    if (typedValue !== undefined && !toKey(unquote(typed?.[1] ?? ''))) return [{ method: 'type', args: [typedValue], literal: true, continues: true }];
  }
  let m: RegExpMatchArray | null;

  if ((m = text.match(/^scroll\b ?(.*)$/i))) return parseScroll(m[1] ?? '', targets);
  if ((m = text.match(/^(?:press|hit|type|tap)\s+(?:the\s+)?(.+?)(?:\s+key)?(?:\s+(?:in|into|on|inside|within)\s+(.+))?$/i))) {
    const key = toKey(unquote(m[1] ?? ''));
    if (key) {
      if (m[2]) add('press', m[2], [key]);
      else readings.push({ method: 'press', args: [key], literal: true, ...(continuing ? { continues: true } : {}) });
      return readings;
    }
  }
  if ((m = text.match(/^(?:double[\s-]?click|dbl[\s-]?click)(?:\s+on)?\s+(.+)$/i))) add('doubleClick', m[1], []);
  else if ((m = text.match(/^right[\s-]?click(?:\s+on)?\s+(.+)$/i))) add('rightClick', m[1], []);
  else if ((m = text.match(/^(?:hover(?:\s+over|\s+on)?|mouse\s+over|move\s+(?:the\s+)?(?:mouse|pointer|cursor)\s+(?:over|to|onto)|point\s+at)\s+(.+)$/i))) add('hover', m[1], []);
  else if ((m = text.match(/^(?:fill(?:\s+in|\s+out)?|populate|complete)\s+(.+?)\s+with\s+(.+)$/i))) add('fill', m[1], [value(m[2] ?? '')], FILLABLE);
  else if ((m = text.match(/^replace\s+(?:(?:the|all(?:\s+the)?)\s+(?:text|value|contents?)\s+(?:in|of)\s+)?(.+?)\s+with\s+(.+)$/i))) add('fill', m[1], [value(m[2] ?? '')], FILLABLE);
  else if ((m = text.match(/^(type|enter|input|write|put|fill(?:\s+in)?|key\s+in)\s+(.+?)\s+(?:into|in|inside|on|as|for)\s+(.+)$/i))) {
    const method: OfflineMethod = /^type/i.test(m[1] ?? '') ? 'type' : 'fill';
    add(method, m[3], [value(m[2] ?? '')], FILLABLE);
    // "enter Blue Mug in the search field": the value may hold an " in ", try the last one too.
    const last = text.match(/^(?:type|enter|input|write|put|fill(?:\s+in)?|key\s+in)\s+(.+)\s+(?:into|in)\s+(.+)$/i);
    if (last && last[2] !== m[3]) add(method, last[2], [value(last[1] ?? '')], FILLABLE);
  } else if ((m = text.match(/^(?:set|change|update)\s+(?:the\s+)?(.+?)\s+to\s+(.+)$/i))) {
    add('fill', m[1], [value(m[2] ?? '')], ['textbox', 'searchbox', 'spinbutton', 'combobox']);
    add('selectOption', m[1], [value(m[2] ?? '')], SELECTABLE);
  } else if ((m = text.match(/^(?:clear|empty)\s+(?:out\s+)?(.+)$/i))) add('fill', m[1], [''], FILLABLE);
  else if ((m = text.match(/^(?:select|choose|pick)\s+(.+?)\s+(?:from|in|on|for|under)\s+(.+)$/i))) {
    add('selectOption', m[2], [value(m[1] ?? '')], SELECTABLE);
    // "select Pro in the Plan group": a radio or tab named by the first part, scoped by the second.
    add('click', text.replace(/^(?:select|choose|pick)\s+/i, ''), [], CHOOSABLE);
  } else if ((m = text.match(/^(?:select|choose|pick)\s+(.+)$/i))) {
    add('click', m[1], [], CHOOSABLE);
    const option = value(m[1] ?? '');
    if (option !== undefined) readings.push({ method: 'selectOption', args: [option], literal: true });
  } else if ((m = text.match(/^(?:uncheck|untick|unmark|deselect|unselect|turn\s+off|disable|switch\s+off)\s+(.+)$/i))) addCheckable('uncheck', m[1] ?? '', UNCHECKABLE);
  else if ((m = text.match(/^(?:mark|tick|check|set)\s+(.+?)\s+(?:as\s+)?(?:not\s+(?:done|complete|completed|finished)|incomplete|undone|unfinished)$/i))) addCheckable('uncheck', m[1] ?? '', UNCHECKABLE);
  else if ((m = text.match(/^(?:mark|tick|check|set)\s+(.+?)\s+(?:as\s+(?:done|complete|completed|finished)|(?<!\bas\s)(?:done|completed|finished))$/i))) addCheckable('check', m[1] ?? '', CHECKABLE);
  else if ((m = text.match(/^(?:check\s+off|check|tick(?:\s+off)?|turn\s+on|enable|switch\s+on|activate|complete)\s+(.+)$/i))) addCheckable('check', m[1] ?? '', CHECKABLE);
  else if ((m = text.match(/^mark\s+(.+)$/i))) {
    // "mark X" alone: a checkbox or a switch ("mark all as complete" is a label, read as a name).
    if (/\s+as\s+/i.test(m[1] ?? '')) add('check', m[1], [], CHECKABLE);
    else addCheckable('check', m[1] ?? '', CHECKABLE);
  } else if ((m = text.match(/^toggle\s+(.+)$/i))) {
    add('click', m[1], [], ['switch', 'checkbox', 'button', 'menuitemcheckbox']);
    addCheckable('click', m[1] ?? '', ['switch', 'checkbox', 'menuitemcheckbox']);
  } else if ((m = text.match(/^(?:click|left[\s-]?click|tap|press|push|hit|activate|follow)\s+(.+)$/i))) add('click', m[1], []);
  else if ((m = text.match(/^(delete|remove|edit)\s+(?:the\s+)?(.+)$/i))) {
    // "delete Buy milk": a control named "Delete Buy milk", or the Delete button of Buy milk's row.
    add('click', `${m[1]} ${m[2]}`, [], ['button', 'link', 'menuitem']);
    add('click', `${m[1]} for ${m[2]}`, [], ['button', 'link', 'menuitem']);
  }
  else if ((m = text.match(/^(?:open|go\s+to|navigate\s+to|visit|switch\s+to)\s+(?:the\s+)?(.+?)(?:\s+(?:page|tab|section))?$/i))) {
    if (/:\/\/|^\/|^www\./i.test(unquote(m[1] ?? ''))) return [];
    add('click', m[1], [], ['link', 'tab', 'button', 'menuitem']);
  }
  return readings;
}

const FILLABLE = ['textbox', 'searchbox', 'spinbutton', 'combobox'] as const;
const SELECTABLE = ['combobox', 'listbox'] as const;
const CHECKABLE = ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'] as const;
/** A radio is never unchecked by a click: only boxes and switches. */
const UNCHECKABLE = ['checkbox', 'switch', 'menuitemcheckbox'] as const;
const CHOOSABLE = ['radio', 'option', 'tab', 'menuitemradio', 'menuitem', 'checkbox', 'switch'] as const;

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
  const out: { target: TargetPhrase; literal: boolean }[] = [];
  // "First name" is a name, "first button" an ordinal: read the words as a name first.
  const asName = parseBody(phrase, quotes, false);
  if (asName) out.push({ target: asName, literal: true });
  // "Open the docs in a new tab": a role word at the end may belong to the name.
  const whole = asName?.roles ? parseBody(phrase, quotes, false, false) : undefined;
  if (whole?.name) out.push({ target: whole, literal: true });
  const literal = parseBody(phrase, quotes);
  if (literal && literal.ordinal !== undefined) out.push({ target: literal, literal: false });
  const slotText = (s: string) => s.replace(SLOT, (_, i: string) => quotes[Number(i)] ?? '');
  const container = phrase.match(/^(.+?)\s+(?:in|inside|within|on|from|of|under|at)\s+(?:the\s+)?([a-z ]+?)$/i);
  const containerRoles = container ? CONTAINER_WORDS.get(normalize(container[2] ?? '')) : undefined;
  if (container && containerRoles) {
    for (const body of bodies(container[1] ?? '', quotes)) out.push({ target: { ...body, scope: { containerRoles } }, literal: false });
    return out;
  }
  const preps = /\s+(?:for|next to|beside|near|of|in|inside|within|under|from|on|at)\s+/gi;
  const seen = new Set<number>();
  for (const match of phrase.matchAll(preps)) {
    const at = match.index ?? 0;
    if (seen.has(at)) continue;
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
      anchorRoles = CONTAINER_WORDS.get((unit[2] ?? '').toLowerCase()) ?? (unit[2]?.toLowerCase() === 'row' ? ['row'] : undefined);
    }
    anchor = slotText(anchor).trim();
    if (!normalize(anchor)) continue;
    for (const body of bodies(head, quotes)) out.push({ target: { ...body, scope: anchorRoles ? { anchor, anchorExact, anchorRoles } : { anchor, anchorExact } }, literal: false });
  }
  return out;
}

/** A head read as a name, and (when it starts with one) with an ordinal. */
function bodies(phrase: string, quotes: string[]): TargetPhrase[] {
  const asName = parseBody(phrase, quotes, false);
  const withOrdinal = parseBody(phrase, quotes);
  return [asName, withOrdinal?.ordinal !== undefined ? withOrdinal : undefined].filter((t): t is TargetPhrase => !!t);
}

function parseBody(phrase: string, quotes: string[], ordinals = true, roleWords = true): TargetPhrase | undefined {
  let text = phrase.trim();
  const quoted = [...text.matchAll(SLOT)];
  if (quoted.length > 1) return undefined;
  let words = normalize(text.replace(SLOT, ' ⟦q⟧ ').replace(/⟦q⟧/g, 'qslotq')).split(' ').filter(Boolean);
  // Leading fillers and "all"/"every".
  let all = false;
  while (words.length && (FILLER_WORDS.has(words[0]!) || EVERY.has(words[0]!))) {
    if (EVERY.has(words[0]!)) all = true;
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
  const name = words.filter((w, i) => !(i === 0 && FILLER_WORDS.has(w))).join(' ');
  if (!name && !roles) return undefined;
  return compact({ name, exact: false, roles, ordinal, all });
}

function compact(t: TargetPhrase): TargetPhrase {
  const out: TargetPhrase = { name: t.name, exact: t.exact };
  if (t.roles) out.roles = t.roles;
  if (t.ordinal !== undefined) out.ordinal = t.ordinal;
  if (t.all) out.all = true;
  return out;
}
