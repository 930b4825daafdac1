import { containsPhrase, normalize, nounForms, withoutAside, withoutShortcut, words } from './text.js';

/** A candidate must score at least this to be chosen at all. */
export const MIN_SCORE = 0.7;
/** Inside a scope ("for Blue Mug") a partial name is enough: "View" for "View Blue Mug". */
export const MIN_SCOPED_SCORE = 0.55;
/** ...and the runner-up must trail it by at least this much: "one candidate clearly ahead". */
export const MIN_LEAD = 0.2;

/**
 * How well a label on the page (accessible name, placeholder, visible text) matches the name in
 * an instruction, from 0 to 1. 1 is equal after normalization; a label that contains the target
 * as whole words scores by how much of the label the target covers ("Email" in "Email address"
 * 0.70); any other overlap stays under MIN_SCORE. Quoted names (`exact`) match only when equal.
 * A label's keyboard-shortcut hint ("Bold (Ctrl-B)") is read as not there.
 */
export function nameScore(target: string, label: string | undefined, exact = false): number {
  if (!label) return 0;
  // A shortcut hint is not part of the name: "Bold (Ctrl-B)" is the Bold button.
  const bare = withoutShortcut(label);
  if (bare !== label) return Math.max(labelScore(target, bare, exact), labelScore(target, label, exact));
  const whole = labelScore(target, label, exact);
  // An aside in brackets ("Other (describe)", "Phone (optional)") names the same control, a little
  // less surely: a label that is the name alone still leads it by MIN_LEAD.
  const aside = exact || whole >= ASIDE_SCORE ? undefined : withoutAside(label);
  return aside && labelScore(target, aside, false) === 1 ? ASIDE_SCORE : whole;
}

/** The score of a name equal to a label once the label's aside in brackets is left out. */
const ASIDE_SCORE = 0.78;

function labelScore(target: string, label: string, exact: boolean): number {
  const t = normalize(target);
  const l = normalize(label);
  if (!t || !l) return 0;
  if (t === l) return 1;
  // A count or badge after the name: "Clear completed (1)", "Inbox 3". Equal counts tie, so
  // "Item" among "Item 1" and "Item 2" stays ambiguous.
  if (l.startsWith(`${t} `) && /^\d+$/.test(l.slice(t.length + 1))) return 0.95;
  // A step's number before its name, as steppers draw it: "1 Cart", "2 Shipping". Equal numbers tie too.
  if (l.endsWith(` ${t}`) && /^\d{1,2}$/.test(l.slice(0, l.length - t.length - 1))) return 0.95;
  if (exact) return 0;
  // Labels often end in a colon or an asterisk, or repeat the name ("Search Search").
  if (l.replace(/\s*[*:]$/, '') === t) return 1;
  // A question asks for its topic: "name" is "What is your name?", the question's only word of its own.
  if (asksFor(label, t)) return QUESTION_TOPIC_SCORE;
  if (containsPhrase(l, t)) return 0.55 + 0.4 * (t.length / l.length);
  const lw = new Set(words(l));
  const tw = words(t);
  if (tw.length > 1 && tw.every((w) => lw.has(w))) return 0.45 + 0.4 * (t.length / l.length);
  // Plural/singular: "Add to carts" vs "Add to cart".
  const stem = (s: string) => s.replace(/(?:es|s)\b/g, '');
  if (stem(t) === stem(l) || sameNouns(tw, words(l))) return 0.9;
  return 0;
}

/** A label that asks its topic, scored just over MIN_SCORE: a plain label equal to the name still leads it by MIN_LEAD. */
const QUESTION_TOPIC_SCORE = 0.75;
/** The words of a question that only make it a question: what is left is its topic ("What is your name?" → name). */
const QUESTION_GLUE: ReadonlySet<string> = new Set(['what', 'which', 'who', 'whose', 'where', 'when', 'how', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'you', 'your', 'yours', 'we', 'our', 'my', 'the', 'a', 'an', 'of', 'to', 'for', 'please']);

/**
 * Whether a label is a question (ends in "?") whose own words, its question words aside, are the
 * target's words exactly (a noun's number aside): "name" for "What is your name?", "email address"
 * for "What is your email address?", not "name" for "What is your pet's name?".
 */
function asksFor(label: string, target: string): boolean {
  if (!/\?\s*$/.test(label)) return false;
  const topic = words(label).filter((w) => !QUESTION_GLUE.has(w));
  const said = words(target).filter((w) => !QUESTION_GLUE.has(w));
  return topic.length > 0 && sameNouns(said, topic);
}

/** The same words but for a noun's number, word by word: "file" and "Files", "note" and "notes" (which the stem above cuts unequally). */
function sameNouns(a: readonly string[], b: readonly string[]): boolean {
  const pluralOf = (plural: string, noun: string) => plural.length > noun.length && nounForms(noun).includes(plural);
  return a.length === b.length && a.every((w, i) => w === b[i] || pluralOf(b[i]!, w) || pluralOf(w, b[i]!));
}
