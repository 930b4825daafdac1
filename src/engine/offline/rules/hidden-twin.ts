import type { SnapshotNode } from '../../snapshot/index.js';
import type { HintBook } from '../hints.js';
import { choose, type Choice, type Scored } from '../match.js';
import type { PageIndex } from '../page-index.js';
import type { TargetPhrase } from '../parse.js';
import type { RuleInfo } from '../rule-info.js';
import { MIN_LEAD } from '../score.js';

/**
 * A control with a hidden twin: a custom widget drawn over a native control it keeps "visually
 * hidden" for screen readers (a `<select>` clipped to nothing under a custom combobox, its
 * options under the custom list's). Both carry the label and the options, so they tie by name;
 * only the one a person sees is the control the step means. A hidden element never counts in a
 * tie when a seen one matches the name as well; alone, it is left to the other rules.
 */
export const HIDDEN_TWIN: RuleInfo = {
  name: 'hidden-twin',
  does: 'Of candidates that tie by name, the ones a person cannot see (clipped to nothing, transparent: a native control kept for screen readers under a custom one) take no part when a seen one is among them.',
  when: 'A tie, and the page says some of the tied candidates are visually hidden and at least one is not.',
  evidence: 'Every tied candidate\'s visibility read from the page; exactly one seen candidate left.',
  example: {
    html: '<style>.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style><label for="c">Country</label><select id="c" class="sr"><option>Norway</option><option>Iceland</option></select><div role="combobox" aria-label="Country" aria-expanded="false" tabindex="0">Norway</div>',
    step: 'click the Country dropdown',
    action: 'click combobox "Country"',
  },
};

/**
 * The one seen candidate among those tied at the top, when the others are seen to be hidden.
 * Undefined when the rule does not apply or the facts are not read yet (the tie asks for them).
 */
export function seenOfTwins(scored: readonly Scored[], target: TargetPhrase, index: PageIndex, minScore: number, book: HintBook): Choice | undefined {
  if (target.ordinal !== undefined || target.all) return undefined;
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best < minScore) return undefined;
  const top = scored.filter((s) => s.score > best - MIN_LEAD);
  if (top.length < 2 || top.length > 8) return undefined;
  const unseen = (n: SnapshotNode) => book.facts(n)?.unseen === true;
  const before = book.misses;
  const seen = top.filter((s) => !unseen(s.node));
  if (book.misses > before || seen.length === top.length || !seen.length) return undefined;
  const choice = choose(seen, target, index, minScore);
  return 'handover' in choice ? undefined : { ...choice, candidates: top.map((s) => ({ role: s.node.role, name: s.node.name ?? '', score: Math.round(s.score * 100) / 100, ...(unseen(s.node) ? { why: 'visually hidden' } : {}) })) };
}
