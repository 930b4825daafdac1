import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { alikeWords, nounForms, normalize, words } from '../text.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "find how many issues are closed", "how many open tickets are there": an observe of a count,
 * located where the page shows it: the one short text (a tab, a button, a badge, a heading) that
 * says a number beside the word the step counts by ("✓ 3 Closed", "Open (8)", "12 unread"). The
 * word is the state said ("closed", "open", "unread"); said with none, the thing counted.
 *
 * Two more shapes of the same question (issue 25):
 * - "find how many unread messages #engineering has": the count a badge shows beside a name (a
 *   channel, a folder, a tab): the one item whose text is that name and a lone number. A bare
 *   number beside a name in a list counts what is new or unread there, so the step must count that
 *   (unread, new, notifications, mentions…); a count of anything else ("how many members") is not
 *   read from a badge.
 * - "find how much storage I have used": an amount a meter or progress bar shows (role meter or
 *   progressbar, its value in aria-valuenow/valuetext): the one whose name says what is measured.
 */

/** Most words a count's text says ("✓ 3 Closed", "Showing 12 results"): longer text is content. */
const MAX_WORDS = 5;
/** Words that say nothing of what is counted. */
const FILLER: ReadonlySet<string> = new Set(['are', 'is', 'were', 'was', 'there', 'the', 'of', 'in', 'on', 'a', 'an', 'do', 'does', 'we', 'i', 'you', 'have', 'has', 'shown', 'listed', 'left', 'now', 'currently', 'total', 'in total']);

/** What the step counts: the state said ("closed"), else the noun ("issues"); undefined when not a count. */
function countedOf(form: StepForm): { word: string } | undefined {
  if (form.scope || form.value !== undefined) return undefined;
  // observe("how many open deals are there?"): read by the grammar as a verb it does not know, "how".
  const asked = form.verb === 'do' && form.said.toLowerCase() === 'how';
  if (form.verb !== 'find' && !asked) return undefined;
  const raw = asked ? `how ${form.target?.raw ?? ''}` : form.target?.raw ?? '';
  const m = raw.match(/^how\s+many\s+(.+?)\??$/i);
  if (!m) return undefined;
  const all = words(m[1]!);
  const content = all.map((w, i) => ({ w, i })).filter(({ w }) => !FILLER.has(w));
  // "how many issues are closed" → issues, closed; "how many open issues (are there)" → open, issues; "how many issues" → issues.
  if (content.length === 1) return { word: content[0]!.w };
  if (content.length !== 2) return undefined;
  const [first, second] = content as [{ w: string; i: number }, { w: string; i: number }];
  // The state is the word after "are" when "are" joins the two ("issues are closed"), else the word before the noun.
  const joined = all.slice(first.i + 1, second.i).some((w) => /^(?:are|is|were|was)$/.test(w));
  return { word: joined ? second.w : first.w };
}

/** Whether a text is a short count that says the word: a number of its own and the word (or its plural). */
function countSays(text: string, word: string): boolean {
  const w = words(text);
  if (!w.length || w.length > MAX_WORDS || !w.some((x) => /^\d[\d,.]*$/.test(x))) return false;
  const forms = nounForms(word);
  return w.some((x) => forms.includes(x));
}

/** What a bare number beside a name counts: things new or waiting to be read (the thing counted alone, "messages", could be all of them). */
const BADGE_STATES: ReadonlySet<string> = new Set(['unread', 'new', 'unseen', 'notification', 'notifications', 'mention', 'mentions', 'alert', 'alerts', 'update', 'updates']);
/** Roles of an item a badge sits in, named by its text. */
const NAMED_ITEMS: ReadonlySet<string> = new Set(['link', 'button', 'tab', 'treeitem', 'listitem', 'option', 'menuitem', 'row']);

/** "how many unread messages #engineering has": the words counted and the name, each way the words split; undefined when not this shape. */
function badgeAsked(form: StepForm): { counted: string[]; names: string[] } | undefined {
  if (form.scope || form.value !== undefined || form.verb !== 'find') return undefined;
  const m = (form.target?.raw ?? '').match(/^how\s+many\s+(.+?)\s+(?:has|have|got)\??$/i);
  if (!m) return undefined;
  const all = words(m[1]!);
  // The counted words come first: one or more that say a badge's state ("unread", "new"), then perhaps the
  // thing counted ("messages", "tickets"); the name is the rest. Both readings of the word after the states are kept.
  let end = 0;
  while (end < all.length && BADGE_STATES.has(all[end]!)) end++;
  if (!end) return undefined;
  const names: string[] = [];
  for (const cut of [end, end + 1]) {
    let rest = all.slice(cut);
    // "#engineering", "the Inbox", "my Drafts": a leading article or possessive is not the name.
    if (rest[0] === 'the' || rest[0] === 'my' || rest[0] === 'our') rest = rest.slice(1);
    if (rest.length) names.push(rest.join(' '));
  }
  return names.length ? { counted: all.slice(0, end), names } : undefined;
}

/** The item's text without its count: "engineering 12" → "engineering"; undefined unless it holds exactly one lone number, first or last. */
function nameBesideCount(node: SnapshotNode): { name: string; count: string } | undefined {
  const w = words(shownOrOwn(node));
  const numbers = w.filter((x) => /^\d+$/.test(x));
  if (numbers.length !== 1 || w.length < 2) return undefined;
  if (/^\d+$/.test(w.at(-1)!)) return { name: w.slice(0, -1).join(' '), count: w.at(-1)! };
  if (/^\d+$/.test(w[0]!)) return { name: w.slice(1).join(' '), count: w[0]! };
  return undefined;
}

/** What an item shows: its name, else the text of what it holds. */
function shownOrOwn(node: SnapshotNode): string {
  if (node.name) return node.name;
  return subtree(node).filter((n) => n !== node).map((n) => n.text ?? '').join(' ');
}

/** "how much storage I have used": the thing measured (words other than the asker's and the state's); undefined when not this shape. */
const MEASURE_FILLER: ReadonlySet<string> = new Set(['i', 'we', 'you', 'have', 'has', 'had', 'am', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'been', 'there', 'the', 'of', 'my', 'our', 'your', 'currently', 'now', 'so', 'far']);
const MEASURE_STATES: ReadonlySet<string> = new Set(['used', 'left', 'remaining', 'free', 'available', 'done', 'complete', 'completed', 'uploaded', 'downloaded', 'loaded']);
function measureAsked(form: StepForm): { measured: string[] } | undefined {
  if (form.scope || form.value !== undefined || form.verb !== 'find') return undefined;
  const m = (form.target?.raw ?? '').match(/^how\s+much\s+(.+?)\??$/i);
  if (!m) return undefined;
  const measured = words(m[1]!).filter((w) => !MEASURE_FILLER.has(w) && !MEASURE_STATES.has(w));
  return measured.length && measured.length <= 3 ? { measured } : undefined;
}

const located = (node: SnapshotNode, why: string, fact: string): RuleFound => ({
  actions: [{ ref: node.ref!, method: 'scrollIntoView', arguments: [], description: `${said(node)} (${why})` }],
  candidates: [{ role: node.role, name: ownText(node).slice(0, 60), score: 1, why }],
  facts: [fact],
});

function badgeCount(asked: { counted: string[]; names: string[] }, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const items = ctx.index.order.filter((n) => n.ref && NAMED_ITEMS.has(n.role) && asked.names.includes(nameBesideCount(n)?.name ?? ''));
  // The innermost: a link inside a list item that says the same.
  const inner = items.filter((n) => !items.some((o) => o !== n && ancestors(ctx.index, o).includes(n)));
  if (!inner.length) return undefined;
  if (inner.length > 1) return { handover: `${inner.length} items show a number beside ${asked.names.map((n) => `"${n}"`).join(' or ')}: say where ("in the … list")`, near: true };
  const item = inner[0]!;
  const { name, count } = nameBesideCount(item)!;
  // The badge itself when it is an element of its own, else the item that shows it.
  const badge = subtree(item).find((n) => n !== item && n.ref && normalize(ownText(n)) === count);
  const what = asked.counted.join(' ');
  return located(badge ?? item, `the count beside "${name}"`, `${said(item)} shows "${name}" beside one number, ${count} (the ${what} a badge counts)`);
}

function measure(asked: { measured: string[] }, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const bars = ctx.index.order.filter((n) => n.ref && (n.role === 'meter' || n.role === 'progressbar') && n.name);
  const says = (n: SnapshotNode) => {
    const w = words(n.name ?? '');
    return asked.measured.every((m) => w.some((x) => x === m || alikeWords(x, m) || nounForms(m).includes(x)));
  };
  const found = bars.filter(says);
  if (!found.length) return undefined;
  if (found.length > 1) return { handover: `${found.length} meters measure "${asked.measured.join(' ')}" (${found.slice(0, 3).map((n) => `"${n.name}"`).join(', ')}): say which`, near: true };
  const bar = found[0]!;
  return located(bar, `measures ${asked.measured.join(' ')}`, `${said(bar)} is the one meter or progress bar named for "${asked.measured.join(' ')}"`);
}

export const countOf: WidgetRule = {
  info: {
    name: 'count-of',
    does: 'An observe of a count or an amount located where the page shows it: the one short text that says a number beside the word counted by ("✓ 3 Closed"), the badge beside a name ("how many unread messages #engineering has"), or the meter that measures it ("how much storage I have used").',
    when: '"find how many issues are closed", "how many open tickets are there", "find how many unread messages"; "find how many new tickets Billing has" (a state of the badge\'s kind said: unread, new, mentions, notifications…); "find how much storage I have used" (a meter or progressbar): a find (an observe), no element named so.',
    evidence: `Exactly one element (outermost of nested ones) whose own text is at most ${MAX_WORDS} words, holds a number, and says the state asked (with no state said, the thing counted). For "how many … NAME has": exactly one item (link, button, tab, list item…) whose text is NAME and one lone number; the badge is that number. For "how much X": exactly one meter or progressbar whose name says every word of X. Two hand over naming both.`,
    example: {
      html: '<div role="toolbar"><button aria-pressed="true">◎ 8 Open</button><button aria-pressed="false">✓ 3 Closed</button></div><ul><li>Search is slow</li></ul>',
      step: 'find how many issues are closed',
      action: 'button "✓ 3 Closed" (says the count of closed)',
    },
  },
  applies: (form) => !!countedOf(form) || !!badgeAsked(form) || !!measureAsked(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const badge = badgeAsked(form);
    if (badge) return badgeCount(badge, ctx);
    const much = measureAsked(form);
    if (much) return measure(much, ctx);
    const { word } = countedOf(form)!;
    // The state said, never the noun alone in its place: "8 issues" counts them all, not the closed ones.
    let found = ctx.index.order.filter((n) => n.ref && countSays(ownText(n), word));
    found = found.filter((n) => !ancestors(ctx.index, n).some((a) => found.includes(a)));
    if (!found.length) return undefined;
    if (found.length > 1) return { handover: `${found.length} counts say "${word}" (${found.slice(0, 3).map((n) => `"${ownText(n).slice(0, 30)}"`).join(', ')}): say where ("the count of ${word} in …")`, near: true };
    const node: SnapshotNode = found[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'scrollIntoView', arguments: [], description: `${said(node)} (says the count of ${normalize(word)})` }],
      candidates: [{ role: node.role, name: ownText(node).slice(0, 60), score: 1, why: `a number beside "${word}"` }],
      facts: [`${said(node)} says a number and "${word}"`],
    };
  },
};
