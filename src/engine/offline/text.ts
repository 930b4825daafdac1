/**
 * Text normalization shared by parsing and matching. Pure.
 * Matching works on lower-case words without accents or punctuation, so "E-mail:" and "e mail"
 * compare equal and a trailing "*" of a required field does not matter.
 */
export function normalize(text: string): string {
  let out = cache.get(text);
  if (out === undefined) {
    // Large pages repeat labels across candidates and readings: remember recent results.
    if (cache.size > 50_000) cache.clear();
    out = normalizeUncached(text);
    cache.set(text, out);
  }
  return out;
}

const cache = new Map<string, string>();

function normalizeUncached(text: string): string {
  return text
    // A cross drawn as a sign is read as the letter: a close button labelled "×" is "x".
    .replace(/[×✕✖✗✘❌⨯🗙]/gu, ' x ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$€£.]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(' ') : [];
}

/** Whether `phrase` occurs in `text` as whole words (both normalized). */
export function containsPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${text} `.includes(` ${phrase} `);
}

/** camelCase / snake_case / kebab-case field names as words: `unitPrice` → "unit price". */
export function fieldWords(name: string): string {
  return normalize(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '));
}

/** Words that carry no meaning for matching a target. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'on', 'to', 'this', 'that', 'my', 'our', 'your']);

/** A modifier key as tooltips write it in a shortcut hint. */
const HINT_MODIFIER = String.raw`(?:ctrl|control|cmd|command|shift|alt|option|opt|meta|mod|super|win|⌘|⇧|⌥|⌃)`;
/** The key of a shortcut hint: a letter or digit, a function key, a named key or a sign. */
const HINT_KEY = String.raw`(?:f\d{1,2}|enter|return|esc|escape|tab|space|del|delete|backspace|home|end|ins|insert|pgup|pgdn|up|down|left|right|[\p{L}\p{N}]|[^\p{L}\p{N}\s()\[\]])`;
/** A key said alone in a hint, with no modifier: a function key or a named key ("(F9)", "(Esc)"), never a lone letter ("Vitamin (C)"). */
const HINT_BARE = String.raw`(?:f\d{1,2}|esc|escape|enter|del|delete|backspace|pgup|pgdn)`;
const HINT_CHORD = String.raw`(?:${HINT_MODIFIER}\s*[-+]?\s*)+${HINT_KEY}`;
const SHORTCUT_HINT = new RegExp(String.raw`\s*(?:[(\[]\s*(?:${HINT_CHORD}|${HINT_BARE})\s*[)\]]|\s(?:${HINT_MODIFIER}\s*[-+]\s*)+${HINT_KEY})\s*$`, 'iu');

/**
 * A control's name without the keyboard shortcut its tooltip adds: "Bold (Ctrl-B)" → "Bold",
 * "Toggle Preview (F9)" → "Toggle Preview", "Undo Ctrl+Z" → "Undo". A name that is only a hint
 * stays as it is.
 */
export function withoutShortcut(label: string): string {
  let out = bareCache.get(label);
  if (out === undefined) {
    if (bareCache.size > 20_000) bareCache.clear();
    const bare = /[)\]]\s*$|\s\S+$/.test(label) ? label.replace(SHORTCUT_HINT, '').trim() : label;
    out = bare && /[\p{L}\p{N}]/u.test(bare) ? bare : label;
    bareCache.set(label, out);
  }
  return out;
}

const bareCache = new Map<string, string>();

/**
 * A label without the aside in brackets at its end: "Other (describe)" → "Other", "Phone
 * (optional)" → "Phone". Undefined when the label has no such aside or is only one.
 */
export function withoutAside(label: string): string | undefined {
  const m = /^(.*?[\p{L}\p{N}].*?)\s*\([^()]*\)\s*$/u.exec(label);
  return m ? m[1]!.trim() : undefined;
}

/** A noun's forms as a page writes it: "order", "orders"; "entry", "entries"; "mailbox", "mailboxes". */
export function nounForms(noun: string): string[] {
  const w = noun.toLowerCase();
  const out = new Set([w, `${w}s`, `${w}es`]);
  if (/[^aeiou]y$/.test(w)) out.add(`${w.slice(0, -1)}ies`);
  if (w.endsWith('s')) out.add(w.replace(/e?s$/, ''));
  return [...out];
}

/** Two words alike: equal, or sharing a stem of five letters or more ("country", "countries"; "satisfaction", "satisfied"). */
export function alikeWords(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 5 && i >= Math.min(a.length, b.length) * 0.6;
}

/** Whether every word of `said` (the `ignored` words aside, at least one left) is alike a word of `name`. */
export function namesEveryWord(said: string, name: string, ignored: ReadonlySet<string>): boolean {
  const asked = words(said).filter((w) => !ignored.has(w));
  if (!asked.length) return false;
  const own = words(name);
  return asked.every((w) => own.some((n) => alikeWords(w, n)));
}

/** "the card number 4242 …": at most this many words name a field before its value. */
const MAX_NAME_WORDS = 5;
/** A value said after a field's name with nothing between: a digit, a capital, a sign or a quote slot marks it. */
const LOOKS_LIKE_VALUE = /[\p{Lu}\p{N}@⟦$£€%#+/:.,]/u;

/** One place a field's name may end in "<name> <value>" words. */
export interface NameValueSplit {
  name: string;
  value: string;
  /** How many words name the field. */
  nameWords: number;
  /** The name's words past its first look like the value's own: a digit or sign, or a capital after a name begun in lower case ("city New York"). */
  mayBeValue: boolean;
}

/**
 * "card number 4242 4242 4242 4242": every place a field's name may end and its value begin,
 * longest name first, the value's first word looking like one ("shipping details" has none). Pure.
 */
export function nameValueSplits(phrase: string): NameValueSplit[] {
  const all = phrase.trim().split(/\s+/).filter(Boolean);
  const out: NameValueSplit[] = [];
  for (let end = Math.min(all.length - 1, MAX_NAME_WORDS); end >= 1; end--) {
    const value = all.slice(end).join(' ');
    // The value's first word looks like one: "of the cardholder Dana Smith" is a name's end and a value.
    if (!LOOKS_LIKE_VALUE.test(all[end]!)) continue;
    const later = all.slice(1, end).join(' ');
    const mayBeValue = /[\p{N}@$£€%#+/:⟦]/u.test(later) || (/^\p{Ll}/u.test(all[0]!) && /\p{Lu}/u.test(later));
    out.push({ name: all.slice(0, end).join(' '), value, nameWords: end, mayBeValue });
  }
  return out;
}

/**
 * Signs that say what kind of thing a label names, by the meaning Unicode gives them: a folder
 * glyph before "Projects" says it is a folder, a page glyph that it is a document. Each sign's kind
 * words are the nouns people say for that thing (rules/item-kind.ts's ITEM_KIND_WORDS).
 */
const KIND_SIGNS: readonly { signs: RegExp; kinds: readonly string[] }[] = [
  { signs: /[\u{1F4C1}\u{1F4C2}\u{1F5C0}\u{1F5C1}]/u, kinds: ['folder'] },
  { signs: /[\u{1F4C4}\u{1F4C3}\u{1F4D1}\u{1F5CE}\u{1F5CB}\u{1F5CF}]/u, kinds: ['file', 'document', 'doc'] },
  { signs: /[\u{1F5BC}\u{1F4F7}\u{1F4F8}]/u, kinds: ['image', 'picture', 'photo', 'file'] },
  { signs: /[\u{1F3B5}\u{1F3B6}]/u, kinds: ['song', 'track'] },
  { signs: /[\u2709\u{1F4E7}\u{1F4E8}\u{1F4E9}]/u, kinds: ['email', 'mail', 'message'] },
];

/** A name that ends in a file's extension ("Roadmap.pdf", "logo.png"): the label of a file. */
const FILE_NAME = /[^\s.]\.([a-z0-9]{1,5})$/i;
/** Endings of a web address, not of a file ("example.com"). */
const WEB_ENDINGS: ReadonlySet<string> = new Set(['com', 'org', 'net', 'io', 'dev', 'app', 'co', 'uk', 'de', 'fr', 'eu', 'gov', 'edu']);
/** What a file's extension says it holds, besides being a file (the common formats only). */
const EXTENSION_KINDS: readonly { extensions: ReadonlySet<string>; kinds: readonly string[] }[] = [
  { extensions: new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'bmp', 'tif', 'tiff', 'svg']), kinds: ['image', 'picture', 'photo'] },
  { extensions: new Set(['doc', 'docx', 'odt', 'rtf', 'txt', 'md', 'pdf']), kinds: ['document', 'doc'] },
  { extensions: new Set(['mp3', 'wav', 'flac', 'ogg', 'm4a', 'aac']), kinds: ['song', 'track'] },
  { extensions: new Set(['mp4', 'mov', 'webm', 'mkv', 'avi']), kinds: ['video'] },
];

/**
 * The kinds a label states by its own signs: a glyph Unicode names for a kind of thing ("📁
 * Projects": a folder), or a file name's extension (a file, and what its format holds: "Beach.jpg"
 * a photo). Empty when it states none.
 */
export function kindsSigned(text: string): string[] {
  const out = new Set<string>();
  for (const { signs, kinds } of KIND_SIGNS) if (signs.test(text)) for (const k of kinds) out.add(k);
  const extension = FILE_NAME.exec(text.trim())?.[1]?.toLowerCase();
  if (extension && !/^\d+$/.test(extension) && !WEB_ENDINGS.has(extension)) {
    out.add('file');
    for (const { extensions, kinds } of EXTENSION_KINDS) if (extensions.has(extension)) for (const k of kinds) out.add(k);
  }
  return [...out];
}
