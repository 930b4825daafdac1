import type { SnapshotNode } from '../../snapshot/index.js';
import type { Choice, Scored } from '../match.js';
import type { TargetPhrase } from '../parse.js';
import type { RuleInfo } from '../rule-info.js';
import { MIN_LEAD } from '../score.js';
import { containsPhrase, normalize } from '../text.js';
import { shownText } from '../page-index.js';

export const EXACT_NAME: RuleInfo = {
  name: 'exact-name',
  does: 'Of controls that all say the step\'s name, the one named exactly that: the others say it and more, and the tester would have said the more.',
  when: '"click Launch Default Toast" among "Launch Default Toast", "Launch Default Toast (topLeft)" and "Launch Default Toast (bottomRight)": the name rules tie because the longer names are mostly the same words.',
  evidence: 'Exactly one candidate named (or showing) the name exactly; every other near candidate\'s name holds the name as whole words and adds some; none of them disabled.',
  example: {
    html: '<button>Show Default Toast (left)</button><button>Show Default Toast</button><button>Show Default Toast (right)</button>',
    step: 'click Show Default Toast',
    action: 'click button "Show Default Toast"',
  },
};

/**
 * The tie-break of exact-name (see EXACT_NAME), on the candidates the name rules scored: the one
 * exact match when the rivals near it only say its name with more words. Undefined when that is
 * not the case (the tie stands).
 */
export function exactNameChoice(scored: readonly Scored[], target: TargetPhrase, minScore: number): Choice | undefined {
  if (!target.name || target.ordinal !== undefined || target.all) return undefined;
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best < 1 || best < minScore) return undefined;
  const close = scored.filter((s) => s.score > best - MIN_LEAD);
  const exact = close.filter((s) => s.score >= 1);
  if (exact.length !== 1 || close.length < 2) return undefined;
  const [one] = exact as [Scored];
  if (one.node.disabled) return undefined;
  // Every rival says the whole name and more ("Launch Default Toast (topLeft)"): a partial match,
  // never an equal name drawn otherwise (that would be a real tie).
  const wanted = normalize(target.name);
  // Both what names it and what it shows: a header named "Salary: activate to sort" for screen
  // readers that shows "Salary" says the name, not more.
  const more = (label: string) => label.length > wanted.length && containsPhrase(label, wanted);
  const saysMore = (node: SnapshotNode) => {
    const shown = normalize(shownText(node));
    return more(normalize(node.name ?? '')) && (!shown || more(shown));
  };
  if (!close.every((s) => s === one || saysMore(s.node))) return undefined;
  return { nodes: [one.node], score: one.score };
}
