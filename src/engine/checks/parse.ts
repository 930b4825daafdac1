/**
 * Reads a check written in plain English ("the Save button is disabled", "\"Order confirmed\" is
 * visible", "there are 3 "Remove" buttons", "wait until the spinner is gone") into a typed check:
 * what it is about (the page, a text, an element, a count) and what must hold of it. Pure.
 * Anything it cannot read plainly is left unparsed, for the model.
 */
import { parseTarget, type TargetPhrase } from '../offline/parse.js';
import { normalize } from '../offline/text.js';
import { ORDINALS, PLURAL_ROLE_WORDS, ROLE_WORDS } from '../offline/vocabulary.js';

export type CheckProperty =
  | 'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked' | 'focused'
  | 'value' | 'valueContains' | 'empty' | 'text' | 'containsText' | 'count'
  | 'url' | 'urlContains' | 'title' | 'titleContains' | 'onPage';

export type CheckSubject =
  | { kind: 'page' }
  /** Quoted text anywhere on the page. */
  | { kind: 'text'; text: string }
  /** An element as act() names them; `readings` are the parser's readings of the phrase, the literal one first. */
  | { kind: 'element'; phrase: string; readings: TargetPhrase[]; indefinite: boolean }
  /** "the first row": the nth data row (a row with cells, not the header) of the page's one table or grid; 1-based, -1 the last. */
  | { kind: 'row'; ordinal: number }
  /** "the dialog's title", "the modal heading": the heading of the one dialog shown. */
  | { kind: 'dialogTitle' }
  /** "there are 3 "Remove" buttons": elements of a role (and name) to count. */
  | { kind: 'count'; phrase: string; roles?: readonly string[]; name?: string; exact: boolean };

export interface ParsedCheck {
  /** "wait until …": the same check, given the time to become true. */
  wait: boolean;
  subject: CheckSubject;
  property: CheckProperty;
  expected?: string | number;
  /** "is not", "no longer", "there is no": the property must not hold. */
  not: boolean;
}

const QUOTE = /"([^"]*)"|“([^”]*)”|(?<![\p{L}\p{N}])'([^']*)'(?![\p{L}\p{N}])|‘([^’]*)’|`([^`]*)`/gu;
const SLOT = /⟦(\d+)⟧/g;
const ONE_SLOT = /^⟦(\d+)⟧$/;

const NUMBERS: Record<string, number> = { no: 0, zero: 0, none: 0, one: 1, a: 1, an: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/** A wait's verb in the infinitive ("wait for X to appear") as a check says it ("X appears"). */
const THIRD_PERSON: Record<string, string> = { appear: 'appears', 'show up': 'shows up', disappear: 'disappears', 'go away': 'goes away', vanish: 'vanishes', close: 'closes' };

/** State words → the property they say, and whether they say it negated. */
const STATES: [RegExp, CheckProperty, boolean][] = [
  [/^(?:visible|shown|displayed|present|on (?:the |this )?(?:page|screen)|there|showing|open|opened|appearing|appears|loaded)$/, 'visible', false],
  [/^(?:hidden|gone|invisible|closed|not there|absent|missing)$/, 'hidden', false],
  [/^(?:enabled|clickable|active and clickable|usable)$/, 'enabled', false],
  [/^(?:disabled|greyed out|grayed out|inactive and greyed)$/, 'disabled', false],
  [/^(?:checked|ticked|selected|on|switched on|turned on|marked|toggled on)$/, 'checked', false],
  [/^(?:unchecked|unticked|deselected|unselected|off|switched off|turned off|cleared)$/, 'unchecked', false],
  [/^(?:focused|in focus|focussed|the focused (?:element|field))$/, 'focused', false],
  [/^(?:empty|blank)$/, 'empty', false],
];

/** The properties a "not" turns into their opposites (so `.not` stays for the ones that have none). */
const OPPOSITE: Partial<Record<CheckProperty, CheckProperty>> = { visible: 'hidden', hidden: 'visible', enabled: 'disabled', disabled: 'enabled', checked: 'unchecked', unchecked: 'checked' };

/** Generic words for a piece of text ("an error message "X" is shown"): the quoted text is what counts. */
const TEXT_WORDS = /^(?:(?:a|an|the)\s+)?(?:(?:error|success|warning|info|confirmation|validation|status)\s+)?(?:message|text|notice|notification|label|banner|alert|toast|caption|hint)$/i;

export function parseCheck(check: string): ParsedCheck | undefined {
  const quotes: string[] = [];
  let text = check
    .trim()
    .replace(QUOTE, (...m: string[]) => {
      quotes.push(m.slice(1, 6).find((g) => g !== undefined) ?? '');
      return `⟦${quotes.length - 1}⟧`;
    })
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '')
    .trim();
  // A quote left open: where the text ends is a guess.
  if (!text || /["“”‘’`]/.test(text)) return undefined;
  let wait = false;
  const lead = /^(?:(?:please|now|then|and)\s+)?(?:(?:verify|check|confirm|assert|ensure|make sure|expect|see|test)(?:\s+(?:that|if|whether))?\s+)/i;
  text = text.replace(lead, '');
  const waiting = /^wait\s+(?:until|till|for|so that)\s+/i.exec(text);
  if (waiting) {
    wait = true;
    text = text.slice(waiting[0].length).replace(lead, '');
    // "wait for the spinner to disappear", "wait for X to be enabled": the same check as "X disappears", "X is enabled".
    const infinitive = /^(.+?)\s+to\s+(appear|show up|disappear|go away|vanish|close|be\s+.+)$/i.exec(text);
    if (infinitive) text = `${infinitive[1]} ${THIRD_PERSON[infinitive[2]!.toLowerCase()] ?? infinitive[2]!.replace(/^be\s+/i, 'is ')}`;
  }
  if (!text) return undefined;
  const unquote = (s: string) => s.replace(SLOT, (_, i: string) => quotes[Number(i)] ?? '');
  const quotedOnly = (s: string): string | undefined => {
    const m = ONE_SLOT.exec(s.trim());
    return m ? quotes[Number(m[1])] : undefined;
  };
  const parsed = parseSentence(text, quotes, unquote, quotedOnly);
  return parsed ? { wait, ...parsed } : undefined;
}

type Sentence = Omit<ParsedCheck, 'wait'>;

function parseSentence(text: string, quotes: string[], unquote: (s: string) => string, quotedOnly: (s: string) => string | undefined): Sentence | undefined {
  // The page: its URL, its title, which page it is.
  const url = /^(?:the\s+)?(?:page\s+|current\s+|browser\s+)?(?:url|address|location)\s+(is|equals|is now|contains|includes|has|ends with|ends in)\s+(.+)$/i.exec(text);
  if (url) {
    const value = quotedOnly(url[2]!) ?? (url[2]!.includes('⟦') ? undefined : url[2]!.trim());
    if (!value) return undefined;
    const verb = url[1]!.toLowerCase();
    if (verb.startsWith('ends')) return { subject: { kind: 'page' }, property: 'urlContains', expected: `${escapeRegex(value)}$`, not: false };
    return { subject: { kind: 'page' }, property: /^(?:is|equals|is now)$/.test(verb) ? 'url' : 'urlContains', expected: value, not: false };
  }
  // "the page title is X", "the title of the page should be X", "the page is titled X".
  const title =
    /^(?:the\s+)?(?:page\s+|browser\s+|tab\s+|window\s+|document\s+)?title(?:\s+of\s+the\s+(?:page|document|tab|window))?\s+(is|equals|reads|is now|should be|must be|contains|includes|has|says|mentions|shows|should contain)\s+(.+)$/i.exec(text) ??
    /^(?:the\s+)?(?:page|document|tab|window)\s+(?:is|should be)\s+(titled|entitled)\s+(.+)$/i.exec(text);
  if (title) {
    const value = quotedOnly(title[2]!) ?? (title[2]!.includes('⟦') ? undefined : title[2]!.trim());
    if (!value) return undefined;
    return { subject: { kind: 'page' }, property: /^(?:is|equals|reads|is now|should be|must be|titled|entitled)$/i.test(title[1]!) ? 'title' : 'titleContains', expected: value, not: false };
  }
  const weAre = /^(?:we(?:'re| are)|i(?:'m| am)|the user is|user is|you(?:'re| are))\s+(?:now\s+|still\s+)?(not\s+)?(?:on|at|in)\s+(?:the\s+)?(.+?)\s+(?:page|screen|view)$/i.exec(text);
  const shown = weAre ? undefined : /^(?:the\s+)?(.+?)\s+(?:page|screen)\s+is\s+(not\s+)?(?:shown|open|opened|displayed|loaded)$/i.exec(text);
  if (weAre || shown) {
    const name = unquote((weAre ? weAre[2] : shown![1]) ?? '').trim();
    if (!normalize(name)) return undefined;
    return { subject: { kind: 'page' }, property: 'onPage', expected: name, not: !!(weAre ? weAre[1] : shown![2]) };
  }

  // Text anywhere: ""X" is visible", "I can see "X"", "the page says "X"".
  const see = /^i\s+(can(?:not|'t| not)?\s+|do(?:n't| not)\s+)?see\s+(.+)$/i.exec(text);
  if (see) {
    const value = quotedOnly(see[2]!);
    if (value === undefined) return elementState(see[2]!, see[1] && /not|n't/i.test(see[1]) ? 'hidden' : 'visible', false, quotes);
    return { subject: { kind: 'text', text: value }, property: see[1] && /not|n't/i.test(see[1]) ? 'hidden' : 'visible', not: false };
  }
  const says = /^(?:the\s+)?(?:page|screen)\s+(does(?:n't| not)\s+)?(?:says?|shows?|displays?|contains?|mentions?|reads?)\s+(.+)$/i.exec(text);
  if (says) {
    const value = quotedOnly(says[2]!);
    if (value === undefined) return undefined;
    return { subject: { kind: 'text', text: value }, property: says[1] ? 'hidden' : 'visible', not: false };
  }

  // Rows of a table: "the first row shows X", "the last row is X", "X is in the second row".
  const ORD = '(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th)';
  const rowSays = new RegExp(`^(?:the\\s+)?${ORD}\\s+row(?:\\s+(?:of|in)\\s+the\\s+(?:table|grid))?\\s+(?:is|shows|contains|says|reads|has|displays|holds|mentions|should show|should be|should contain)\\s+(.+)$`, 'i').exec(text);
  const inRow = rowSays ? undefined : new RegExp(`^(.+?)\\s+(?:is|appears|is shown|is listed)\\s+(?:in|on)\\s+the\\s+${ORD}\\s+row(?:\\s+(?:of|in)\\s+the\\s+(?:table|grid))?$`, 'i').exec(text);
  if (rowSays || inRow) {
    const ordinal = ORDINALS.get((rowSays ? rowSays[1] : inRow![2])!.toLowerCase())!;
    const said = (rowSays ? rowSays[2] : inRow![1])!.trim();
    // Unquoted, the value is the rest of the sentence ("the first row is Ashton Cox"): a row's text holds it.
    const value = quotedOnly(said) ?? (said.includes('⟦') ? undefined : unquote(said));
    if (!value || !normalize(value)) return undefined;
    return { subject: { kind: 'row', ordinal }, property: 'containsText', expected: value, not: false };
  }

  // Counts: "there are 3 todos", "there is one "Save" button", "there is no X".
  const there = /^there\s+(?:is|are|'s)\s+(?:still\s+|now\s+|exactly\s+)?(.+)$/i.exec(text) ?? /^there's\s+(?:still\s+)?(.+)$/i.exec(text);
  // "on the page" says where to look, and that is the whole page.
  if (there) return parseThere(there[1]!.replace(/\s+(?:on|in)\s+(?:the|this)\s+(?:page|screen)$/i, ''), quotes);
  const has = /^(?:the\s+)?(.+?)\s+(?:has|have|shows|contains|lists|displays)\s+(?:exactly\s+)?(\d+|no|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(.+)$/i.exec(text);
  if (has) {
    const n = countOf(has[2]!);
    const noun = has[3]!;
    if (n === undefined) return undefined;
    const counted = countSubject(noun, quotes);
    return counted && { subject: { ...counted, phrase: `${noun} in ${has[1]}` }, property: 'count', expected: n, not: false };
  }

  // "the spinner disappears", "the Save button appears", "the dialog closes".
  const moves = /^(.+?)\s+(appears|shows up|is displayed|disappears|goes away|vanishes|closes|is closed)(?:\s+(?:on|from)\s+(?:the|this)\s+(?:page|screen))?$/i.exec(text);
  if (moves) return elementState(moves[1]!, /^(?:appears|shows up|is displayed)$/i.test(moves[2]!) ? 'visible' : 'hidden', false, quotes);

  // "X is (not) STATE", "X is marked as done".
  const state = /^(.+?)\s+(?:is|are|should be|must be|stays|remains|becomes|gets)\s+(not\s+|no longer\s+|still\s+|now\s+)?(.+)$/i.exec(text);
  if (state) {
    const [, said, modifier, rest] = state as unknown as [string, string, string | undefined, string];
    // "no dialog is open": the thing is not in that state.
    const none = /^no\s+/i.exec(said);
    const subject = none ? said.slice(none[0].length) : said;
    const negated = (!!modifier && /not|no longer/i.test(modifier)) !== !!none;
    // "the todo list is empty": a list with no items.
    if (!negated && /^(?:empty|blank)$/i.test(rest.trim()) && /\blist$/i.test(subject)) {
      return { subject: { kind: 'count', phrase: `items in ${subject}`, exact: false }, property: 'count', expected: 0, not: false };
    }
    const word = rest.toLowerCase().replace(/^marked\s+as\s+/, '').trim();
    for (const [pattern, property] of STATES) {
      if (pattern.test(word)) return elementState(subject, property, negated, quotes);
    }
    if (/^(?:done|complete|completed|finished)$/.test(word)) return elementState(subject, 'checked', negated, quotes);
    // "the Custom range slider is at 50", "Status is set to On Hold", "the first todo is "X"".
    const after = /^(?:at|set to|equal to)\s+(.+)$/i.exec(rest)?.[1];
    const valued = after ?? rest;
    // Unquoted, a value is one token with a digit or a sign in it ("50", "application/json"), or anything after "set to".
    const plain = !modifier && !valued.includes('⟦') && (after !== undefined || (!/\s/.test(valued) && /[\p{N}/@.:$€£-]/u.test(valued)));
    const value = quotedOnly(valued) ?? (plain ? valued.trim() : undefined);
    if (value !== undefined && !negated) return elementValue(subject, 'is', value, quotes);
    return undefined;
  }
  // "X holds/contains/shows "v"", "X has "v" selected".
  const valued = /^(.+?)\s+(?:still\s+)?(holds|contains|includes|has the value|has value|has|shows|reads|says|displays|equals|mentions|has the text|has text)\s+(.+?)(\s+selected)?$/i.exec(text);
  if (valued) {
    const value = quotedOnly(valued[3]!) ?? (valued[3]!.includes('⟦') || /\s/.test(valued[3]!.trim()) ? undefined : valued[3]!.trim());
    if (value === undefined) return undefined;
    return elementValue(valued[1]!, valued[4] ? 'is' : valued[2]!.toLowerCase(), value, quotes);
  }
  return undefined;
}

function parseThere(rest: string, quotes: string[]): Sentence | undefined {
  const m = /^(\d+|no|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)\s+(.+)$/i.exec(rest.trim());
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const noun = m[2]!;
  // "there is a "Sign in using Facebook" link": one such element is shown (not exactly one).
  if (word === 'a' || word === 'an') return elementState(noun, 'visible', false, quotes, true);
  // "there is no Clear completed button": none shown.
  if (word === 'no' && !isPlural(noun)) return elementState(noun, 'hidden', false, quotes, true);
  const n = countOf(word);
  const counted = countSubject(noun, quotes);
  return n !== undefined && counted ? { subject: counted, property: 'count', expected: n, not: false } : undefined;
}

function countOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBERS[w];
}

function isPlural(noun: string): boolean {
  const last = normalize(noun).split(' ').at(-1) ?? '';
  return PLURAL_ROLE_WORDS.has(last) || /[^s]s$/.test(last);
}

/** The things counted: a plural role word, with a quoted name before it ("3 "Save" buttons") or none. */
function countSubject(noun: string, quotes: string[]): Extract<CheckSubject, { kind: 'count' }> | undefined {
  const slot = /^(?:(⟦\d+⟧)\s+)?(.+)$/.exec(noun.trim());
  const words = normalize(slot?.[2] ?? '').split(' ').filter(Boolean);
  const last2 = words.slice(-2).join(' ');
  const single = PLURAL_ROLE_WORDS.get(last2) ?? PLURAL_ROLE_WORDS.get(words.at(-1) ?? '') ?? COUNT_PLURALS[words.at(-1) ?? ''] ?? (words.length === 1 && ROLE_WORDS.has(words[0]!) ? words[0] : undefined);
  const name = slot?.[1] ? quotes[Number(/\d+/.exec(slot[1])![0])] : undefined;
  const phrase = noun.replace(SLOT, (_, i: string) => `"${quotes[Number(i)] ?? ''}"`);
  // Only a role word, and nothing else but a quoted name: "todos", "completed todos" are for the model.
  const roleWords = single && (words.length >= 2 && PLURAL_ROLE_WORDS.has(last2) ? 2 : 1);
  if (!single || words.length !== roleWords) return { kind: 'count', phrase, exact: false };
  const roles = COUNT_ROLES[single] ?? ROLE_WORDS.get(single);
  return { kind: 'count', phrase, roles, ...(name !== undefined ? { name } : {}), exact: name !== undefined };
}

/** Landmarks by the words people use for them (ARIA landmark roles, one of each on most pages). */
const LANDMARKS: Record<string, string> = { footer: 'contentinfo', header: 'banner', banner: 'banner', navigation: 'navigation', 'nav bar': 'navigation', navbar: 'navigation', 'main content': 'main' };

/** When counting, a role word means its own role only ("tabs" are not the links styled as tabs). */
const COUNT_ROLES: Record<string, readonly string[]> = {
  link: ['link'], tab: ['tab'], button: ['button'], checkbox: ['checkbox'], 'radio button': ['radio'], radio: ['radio'],
  heading: ['heading'], option: ['option'], 'menu item': ['menuitem'], field: ['textbox', 'searchbox', 'spinbutton'], 'text box': ['textbox'],
  input: ['textbox', 'searchbox', 'spinbutton'], dropdown: ['combobox'], switch: ['switch'], image: ['img'],
  tree: ['tree'],
};
/** Plurals of the count-only role words above that act()'s vocabulary does not list. */
const COUNT_PLURALS: Record<string, string> = { trees: 'tree' };

function elementState(phrase: string, property: CheckProperty, negated: boolean, quotes: string[], indefinite = false): Sentence | undefined {
  const p = negated ? OPPOSITE[property] : property;
  const prop = p ?? property;
  const not = negated && !p;
  const subject = subjectOf(phrase, quotes, indefinite);
  if (!subject) return undefined;
  // A quoted text on its own, shown or not: the text, wherever it is. Any other state is an element's.
  if (subject.kind === 'text' && !['visible', 'hidden'].includes(prop)) {
    return { subject: { kind: 'element', phrase: `"${subject.text}"`, readings: [{ name: subject.text, exact: true }], indefinite: false }, property: prop, not };
  }
  return { subject, property: prop, not };
}

function elementValue(phrase: string, verb: string, value: string, quotes: string[]): Sentence | undefined {
  const subject = subjectOf(phrase, quotes, false);
  if (!subject || (subject.kind !== 'element' && subject.kind !== 'dialogTitle')) return undefined;
  // Fields and text alike: the rules pick value or text by what the element is.
  const contains = /^(?:contains|includes|mentions|says|shows|displays|has the text|has text)$/.test(verb);
  return { subject, property: contains ? 'containsText' : 'text', expected: value, not: false };
}

function subjectOf(phrase: string, quotes: string[], indefinite: boolean): CheckSubject | undefined {
  let p = phrase.trim().replace(/^(?:(?:a|an)\s+)/i, (m) => {
    indefinite = true;
    return m.replace(/\S+\s+/, '');
  });
  const only = ONE_SLOT.exec(p);
  if (only) return { kind: 'text', text: quotes[Number(only[1])] ?? '' };
  // "an error message "X"", "the text "X"": the quoted text is the subject.
  const described = /^(.*?)\s*(⟦\d+⟧)$/.exec(p);
  if (described && TEXT_WORDS.test(described[1]!.trim())) return { kind: 'text', text: quotes[Number(/\d+/.exec(described[2]!)![0])] ?? '' };
  p = p.replace(/^the\s+(?=the\s)/i, '');
  // "the dialog's title", "the modal heading": the one open dialog's heading, which titles it.
  if (/^(?:the\s+)?(?:dialog|modal|popup|pop-up)(?:'s)?\s+(?:title|heading|header)$/i.test(p)) return { kind: 'dialogTitle' };
  // "the main heading", "the page heading": the page's one top-level heading (pickOne knows "the heading").
  if (/^(?:the\s+)?(?:main|page|top|top-level|primary)\s+heading$/i.test(p)) p = 'the heading';
  // "the footer", "the page header": the page's landmark of that role, which has no name to say.
  const landmark = /^(?:the\s+)?(?:page\s+)?(footer|header|banner|navigation|nav bar|navbar|main content)$/i.exec(p);
  if (landmark) {
    const role = LANDMARKS[landmark[1]!.toLowerCase()]!;
    return { kind: 'element', phrase: p, readings: [{ name: '', exact: false, roles: [role] }], indefinite };
  }
  // "the dialog", "the Default modal": a dialog (act's words have it only as a container).
  const dialog = /^(?:the\s+)?(.*?)\s*\b(?:dialog|modal|popup|pop-up)(?:\s+window)?$/i.exec(p);
  if (dialog && !dialog[1]!.includes('⟦')) {
    const name = normalize(dialog[1]!);
    return { kind: 'element', phrase: p, readings: [{ name, exact: false, roles: ['dialog', 'alertdialog'] }], indefinite };
  }
  // "the todo "feed the cat"", "the "feed the cat" todo": one plain word says what kind of thing the quoted text names.
  const kinded = /^(?:the\s+)?(?:(\p{L}+)\s+(⟦\d+⟧)|(⟦\d+⟧)\s+(\p{L}+))$/u.exec(p);
  if (kinded) {
    const word = normalize(kinded[1] ?? kinded[4] ?? '');
    const slot = kinded[2] ?? kinded[3]!;
    if (word && !ROLE_WORDS.has(word)) return { kind: 'element', phrase: p.replace(SLOT, (_, i: string) => `"${quotes[Number(i)] ?? ''}"`), readings: [{ name: quotes[Number(/\d+/.exec(slot)![0])] ?? '', exact: true }], indefinite };
  }
  const readings = parseTarget(p, quotes).map((r) => r.target);
  if (!readings.length) return undefined;
  return { kind: 'element', phrase: p.replace(SLOT, (_, i: string) => `"${quotes[Number(i)] ?? ''}"`), readings, indefinite };
}

export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
