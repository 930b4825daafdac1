import { normalize } from './text.js';

/**
 * Developer-given names: what the page's authors called an element (`id="new-todo"`,
 * `class="destroy"`, `data-testid="toggleAll"`), read as words. Pure.
 *
 * They are weak evidence: a user never sees them, so they may confirm what the instruction says
 * (a role word, a kind of thing, a verb like "delete") but never outweigh a name the user can see.
 */

/** Attributes that carry a developer-given name, in the order they are trusted. */
export const DEV_NAME_ATTRIBUTES = ['data-testid', 'data-test-id', 'data-test', 'data-cy', 'data-qa', 'id', 'name', 'class'] as const;

/** Class tokens that describe a state, not a thing: a row is "completed", a link "selected". */
const STATE_TOKENS: ReadonlySet<string> = new Set([
  'active', 'selected', 'current', 'checked', 'disabled', 'enabled', 'hidden', 'visible', 'invisible', 'show', 'shown',
  'hide', 'open', 'opened', 'closed', 'collapsed', 'expanded', 'focus', 'focused', 'hover', 'hovered', 'pressed',
  'completed', 'complete', 'done', 'editing', 'loading', 'loaded', 'error', 'invalid', 'valid', 'dirty', 'pristine',
  'touched', 'untouched', 'empty', 'fade', 'in', 'out', 'on', 'off', 'odd', 'even', 'first', 'last',
]);

/**
 * One developer-given token as words: `new-todo` → "new todo", `toggleAll` → "toggle all",
 * `btn_delete` → "btn delete". Generated tokens (hashes, digits, utility classes with `:`/`[`)
 * and state classes give nothing.
 */
export function tokenWords(token: string): string {
  if (!token || token.length < 2 || /[\d:[\]/()@!]/.test(token)) return '';
  // Framework-generated prefixes: Angular's ng-*, Vue's v-*/data-v-*, styled-components' sc-*.
  if (/^(?:ng|v|sc|jsx|svelte|css|emotion|tw)-/i.test(token)) return '';
  if (STATE_TOKENS.has(token.toLowerCase()) || /^(?:is|has)-/i.test(token)) return '';
  return normalize(token.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '));
}

/** The developer-given names of an element as phrases of words, from its attributes. */
export function devPhrases(attrs: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const key of DEV_NAME_ATTRIBUTES) {
    const value = attrs[key];
    if (!value) continue;
    const tokens = key === 'class' ? value.split(/\s+/) : [value];
    for (const token of tokens) {
      const words = tokenWords(token);
      if (words && !out.includes(words)) out.push(words);
    }
  }
  return out;
}

/** A plural as people write it, to its singular: todos → todo, entries → entry, boxes → box. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:x|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Whether a phrase of developer words names `kind` ("todo" in "todo list", "filter" in "filters"). */
export function phraseHasWord(phrase: string, kind: string): boolean {
  const wanted = singular(kind);
  return phrase.split(' ').some((w) => singular(w) === wanted);
}

/** Words that say a control makes a thing rather than is one: "new todo", "add task", "create item". */
const MAKING_WORDS: ReadonlySet<string> = new Set(['new', 'add', 'create']);

/**
 * Whether a phrase of developer words names a thing of `kind` ("todo" in "todo list", "todo item"), not
 * a control that makes one: `new-todo`, `add-task` are the fields and buttons a todo or a task is
 * added by, not todos (the word right before the kind says so).
 */
export function phraseNamesThing(phrase: string, kind: string): boolean {
  const wanted = singular(kind);
  const ws = phrase.split(' ');
  return ws.some((w, i) => singular(w) === wanted && !(i > 0 && MAKING_WORDS.has(ws[i - 1]!)));
}

/**
 * Words for what a control does, in families: a control whose developer-given name, title or
 * text says one of them does what any word of its family asks. "×" reads as "x" (see text.ts).
 */
const ACTION_FAMILIES: readonly ReadonlySet<string>[] = [
  new Set(['delete', 'remove', 'destroy', 'trash', 'bin', 'erase', 'discard', 'x']),
  new Set(['close', 'dismiss', 'x']),
];

/** The family of words a target word belongs to, or undefined. */
export function actionFamily(word: string): ReadonlySet<string> | undefined {
  const w = normalize(word);
  const families = ACTION_FAMILIES.filter((f) => f.has(w));
  if (!families.length) return undefined;
  // "x" is both a delete and a close mark: it matches a control of either family.
  return families.length === 1 ? families[0] : new Set(families.flatMap((f) => [...f]));
}

/** Whether developer phrases say one of the words of `family` ("destroy" for delete). */
export function saysAction(phrases: readonly string[], family: ReadonlySet<string>): boolean {
  return phrases.some((p) => p.split(' ').some((w) => family.has(w)));
}
