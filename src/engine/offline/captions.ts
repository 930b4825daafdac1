import type { SnapshotNode } from '../snapshot/index.js';
import type { HintBook } from './hints.js';
import { choose, fitsMethod, type Choice, type Scored } from './match.js';
import { captionBefore, type PageIndex } from './page-index.js';
import type { OfflineMethod, TargetPhrase } from './parse.js';
import { MIN_SCOPED_SCORE, MIN_SCORE, nameScore } from './score.js';

/**
 * `<label>Text</label><input placeholder="Enter ...">` with nothing tying the two: the aria
 * snapshot names the field "Enter ..." and does not say that this is only its placeholder, so
 * "type hello in the Text field" finds no field. When the names a field shows match nothing, the
 * fields whose caption just before them says the name are looked at on the page: one with no
 * label of its own (no `<label>`, aria-label, aria-labelledby or title) takes the caption as its
 * name. Undefined when no caption says it; a handover while the facts are being read.
 */
export function captionChoice(target: TargetPhrase, method: OfflineMethod, nodes: readonly SnapshotNode[], index: PageIndex, book: HintBook): Choice | undefined {
  if (!target.name || target.all || target.kind || target.whole || target.scope) return undefined;
  const said: Scored[] = [];
  for (const node of nodes) {
    const caption = captionBefore(node);
    if (!caption || !fitsMethod(node, method) || (target.roles && !target.roles.includes(node.role))) continue;
    const score = 0.95 * nameScore(target.name, caption, target.exact);
    if (score >= MIN_SCOPED_SCORE) said.push({ node, score });
  }
  if (!said.length) return undefined;
  const before = book.misses;
  const unlabelled = said.filter((s) => book.facts(s.node)?.labelled === false);
  if (book.misses > before) return { handover: `reading whether the fields beside "${target.name}" have labels of their own` };
  return unlabelled.length ? choose(unlabelled, target, index, MIN_SCORE) : undefined;
}
