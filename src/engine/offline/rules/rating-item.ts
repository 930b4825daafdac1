import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import type { PageIndex } from '../page-index.js';
import { subtree } from '../page-index.js';
import { normalize, words, namesEveryWord } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A rating (APG radio group): a group whose radios have no names (stars drawn as pictures) or are
 * named only by numbers ("0" … "10"). "rate the product 4 stars", "give <question> 2 stars",
 * "change the satisfaction rating to 5 stars", "rate it 3": the Nth radio of the group the
 * question names; "the fourth star" (observe) in the one group of unnamed radios.
 */

const GROUP_ROLES: ReadonlySet<string> = new Set(['radiogroup', 'group']);
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10],
]);
/** Words that say the thing is a rating, not which one. */
const RATING_WORDS: ReadonlySet<string> = new Set(['rating', 'score', 'question', 'stars', 'star', 'grade', 'the', 'a', 'an', 'this', 'that', 'it', 'for', 'of', 'our', 'your', 'my']);
const PRONOUNS: ReadonlySet<string> = new Set(['it', 'this', 'that', 'them']);
const RATE_VERBS: ReadonlySet<string> = new Set(['rate', 'give', 'score', 'grade']);
const STAR = /^stars?$/;

interface Ask {
  /** The question's words as said ('' or a pronoun when none). */
  question: string;
  count: number;
  /** The step said "stars": a group of pictures (unnamed radios). */
  stars: boolean;
  observe?: true;
}

function numberOf(word: string): number | undefined {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word);
}

/** "<question> 4 stars", "<question> 3": the question and the count at the end. */
function splitCount(phrase: string): { question: string; count: number; stars: boolean } | undefined {
  // "-1 stars": a count below zero is no rating (the words drop the sign: it would read as 1).
  if (/[-−–]\s*\d+(?:[.,]\d+)?\s*(?:\p{L}+\s*)?$/u.test(phrase.trim())) return undefined;
  const w = words(phrase);
  let stars = false;
  if (w.length && STAR.test(w.at(-1)!)) {
    stars = true;
    w.pop();
  }
  const count = w.length ? numberOf(w.at(-1)!) : undefined;
  if (count === undefined) return undefined;
  w.pop();
  return { question: w.join(' '), count, stars };
}

function askOf(form: StepForm, kind: 'act' | 'observe'): Ask | undefined {
  const t = form.target;
  if (!t) return undefined;
  // observe "the fourth star".
  if (form.verb === 'find') {
    if (kind !== 'observe' || t.ordinal === undefined || !STAR.test(normalize(t.name)) || form.scope) return undefined;
    return { question: '', count: t.ordinal, stars: true, observe: true };
  }
  if (kind !== 'act') return undefined;
  // "rate the product 4 stars", "give How satisfied are you with the product? 2 stars" (the
  // grammar may have read a "with" inside the question as a scope: the words are put back).
  if (form.verb === 'do' && RATE_VERBS.has(normalize(form.said)) && form.value === undefined) {
    const phrase = form.scope ? `${t.raw} ${form.scope.relation} ${form.scope.name}${form.scope.kind ? ` ${form.scope.kind}` : ''}` : t.raw;
    const split = splitCount(phrase);
    // "give it 3" is a rating only with "stars" or a rating verb; "give" alone needs "stars".
    if (!split || (normalize(form.said) === 'give' && !split.stars)) return undefined;
    return split;
  }
  // "change the satisfaction rating to 5 stars", "set the rating to 4 stars".
  if (form.verb === 'set' && form.frame === 'to-value' && form.value !== undefined && !form.scope) {
    const value = splitCount(form.value);
    if (!value || value.question || !value.stars) return undefined;
    return { question: t.raw, count: value.count, stars: true };
  }
  return undefined;
}

interface Rating {
  group: SnapshotNode;
  items: SnapshotNode[];
  /** Its radios have no names: a run of pictures counted by position. */
  unnamed: boolean;
}

/** The page's ratings: groups of three or more radios, all unnamed or all named by a number only. */
function ratingsOf(index: PageIndex): Rating[] {
  const out: Rating[] = [];
  for (const group of index.order) {
    if (!GROUP_ROLES.has(group.role)) continue;
    const items = subtree(group).filter((n) => n !== group && n.role === 'radio');
    if (items.length < 3) continue;
    const unnamed = items.every((n) => !normalize(n.name ?? ''));
    const numbered = items.every((n) => /^\d{1,2}$/.test(normalize(n.name ?? '')));
    if (unnamed || numbered) out.push({ group, items, unnamed });
  }
  // A group inside another counted once (the innermost).
  return out.filter((r) => !out.some((o) => o !== r && subtree(r.group).includes(o.group)));
}

/** Whether every word of the question as said (the rating words aside) is in the group's name. */
function names(question: string, group: SnapshotNode): boolean {
  return namesEveryWord(question, group.name ?? '', RATING_WORDS);
}

export const ratingItem: WidgetRule = {
  info: {
    name: 'rating-item',
    does: 'Rates a question: the Nth radio of a rating whose radios have no names (stars) or only numbers, in the group the question names; or a rating drawn as a slider (a toolkit\'s stars) set to the count.',
    when: '"rate the product 4 stars", "give <question> 2 stars", "change the satisfaction rating to 5 stars", "rate it 3"; observe "the fourth star".',
    evidence: 'A radio group (APG) of three or more radios, all unnamed or all named by a number; the question\'s words in the group\'s name (a pronoun when the page has one such rating); "stars" names a group of unnamed radios. With no such group: the one slider whose name says rating, rate, stars or score (and the question\'s words, unless a pronoun), set by its keys, its value read back (it must equal the count).',
    example: {
      html: '<p id="q">How satisfied are you with the product?</p><div role="radiogroup" aria-labelledby="q"><input type="radio" name="s"><input type="radio" name="s"><input type="radio" name="s"><input type="radio" name="s"><input type="radio" name="s"></div>',
      step: 'rate the product 4 stars',
      action: 'check radio item 4 of 5 in radiogroup "How satisfied are you with the product?"',
    },
  },
  setsHiddenBoxes: true,
  applies: (form, kind) => askOf(form, kind) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const ask = askOf(form, ctx.kind)!;
    const all = ratingsOf(ctx.index);
    const kinds = ask.stars ? all.filter((r) => r.unnamed) : all;
    const pronoun = !ask.question || words(ask.question).every((w) => PRONOUNS.has(w) || RATING_WORDS.has(w));
    if (!kinds.length) return ask.observe ? undefined : sliderRating(ask, pronoun, ctx.index);
    const fit = pronoun ? kinds : kinds.filter((r) => names(ask.question, r.group));
    const candidates = kinds.map((r) => ({ role: r.group.role, name: r.group.name ?? '', score: fit.includes(r) ? 1 : 0 }));
    if (!fit.length) return undefined;
    if (fit.length > 1) {
      const listed = fit.map((r) => `"${r.group.name ?? ''}"`).join(', ');
      return { handover: `${fit.length} ratings fit (${listed}): name the question, e.g. "rate ${fit[0]!.group.name ?? 'the question'} ${ask.count}${ask.stars ? ' stars' : ''}"`, near: true };
    }
    const rating = fit[0]!;
    const item = rating.unnamed ? rating.items[ask.count - 1] : rating.items.find((n) => normalize(n.name ?? '') === String(ask.count));
    if (!item?.ref) return { handover: `${said(rating.group)} has no ${rating.unnamed ? `item ${ask.count} (it has ${rating.items.length})` : `choice "${ask.count}"`}`, near: true };
    if (item.disabled) return { handover: `${said(item)} is disabled`, near: true };
    const which = rating.unnamed ? `item ${ask.count} of ${rating.items.length}` : `"${ask.count}"`;
    const facts = [`a rating: ${said(rating.group)}, ${rating.items.length} radios ${rating.unnamed ? 'with no names' : 'named by numbers'}`];
    if (ask.observe) return { actions: [{ ref: item.ref, method: 'click', arguments: [], description: `radio ${which} in ${said(rating.group)}` }], candidates, facts };
    return { actions: [{ ref: item.ref, method: 'check', arguments: [], description: `check radio ${which} in ${said(rating.group)}` }], candidates, facts };
  },
};

/** A slider's name that says it is a rating: "Rating", "Stars", "Score", "Rate this recipe". */
const RATING_NAME = /\b(?:ratings?|rate|stars?|score)\b/i;

/**
 * A rating drawn as an APG slider (a toolkit's star rating: role slider, its value the number of
 * stars): used only when the page has no rating drawn as radios. The slider whose name says it is
 * a rating and, unless the step says a pronoun, holds the question's words too;
 * set to the count by the slider's keys, its value read back (slider-set's perform).
 */
function sliderRating(ask: Ask, pronoun: boolean, index: PageIndex): RuleFound | RuleHandover | undefined {
  const sliders = index.order.filter((n) => n.ref && n.role === 'slider');
  const rated = sliders.filter((n) => RATING_NAME.test(n.name ?? ''));
  const fit = pronoun ? rated : rated.filter((n) => names(ask.question, n));
  if (!fit.length) return undefined;
  if (fit.length > 1) return { handover: `${fit.length} ratings fit (${fit.map((n) => `"${n.name ?? ''}"`).join(', ')}): name the one to rate`, near: true };
  const node = fit[0]!;
  if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
  return {
    actions: [{ ref: node.ref!, method: 'fill', arguments: [String(ask.count)], description: `set ${said(node)} to ${ask.count}` }],
    candidates: fit.map((n) => ({ role: n.role, name: n.name ?? '', score: 1 })),
    facts: [`a rating drawn as a slider: ${said(node)}${pronoun ? ' (the one slider named as a rating)' : ''}`, 'APG slider: its keys move it; its value is read back'],
  };
}
