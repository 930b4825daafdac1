import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText } from '../page-index.js';
import { nounForms, normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "find how many issues are closed", "how many open tickets are there": an observe of a count,
 * located where the page shows it: the one short text (a tab, a button, a badge, a heading) that
 * says a number beside the word the step counts by ("✓ 3 Closed", "Open (8)", "12 unread"). The
 * word is the state said ("closed", "open", "unread"); said with none, the thing counted.
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

export const countOf: WidgetRule = {
  info: {
    name: 'count-of',
    does: 'An observe of a count ("how many issues are closed") located where the page shows it: the one short text that says a number beside the word counted by ("✓ 3 Closed").',
    when: '"find how many issues are closed", "how many open tickets are there", "find how many unread messages": a find (an observe), no element named so.',
    evidence: `Exactly one element (outermost of nested ones) whose own text is at most ${MAX_WORDS} words, holds a number, and says the state asked (with no state said, the thing counted). Two hand over naming both.`,
    example: {
      html: '<div role="toolbar"><button aria-pressed="true">◎ 8 Open</button><button aria-pressed="false">✓ 3 Closed</button></div><ul><li>Search is slow</li></ul>',
      step: 'find how many issues are closed',
      action: 'button "✓ 3 Closed" (says the count of closed)',
    },
  },
  applies: (form) => !!countedOf(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
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
