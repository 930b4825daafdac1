import type { SnapshotNode } from '../../snapshot/index.js';
import type { ScopeForm } from '../grammar.js';
import { scopeNodes } from '../match.js';
import type { PageIndex } from '../page-index.js';
import type { OfflineMethod, TargetPhrase } from '../parse.js';

/**
 * The nodes a scope phrase names ("in the HTML demo", "of the Data format demo tree", "under
 * "Inline data demo""): the part a heading, landmark, card or row by that name holds (match.ts's
 * scopeNodes: a heading's section runs to the next heading of its level). The kind word is tried
 * as part of the name first ("HTML demo" is a heading's whole text), then without it. Every node
 * of the page when no scope is said.
 */
export function nodesInScope(scope: ScopeForm | undefined, index: PageIndex, method: OfflineMethod, target: TargetPhrase): SnapshotNode[] | { handover: string } {
  if (!scope) return index.order;
  const names = scope.kind && scope.name ? [`${scope.name} ${scope.kind}`, scope.name] : [scope.name];
  let last: { handover: string } = { handover: `nothing named "${scope.name}" holds it` };
  for (const anchor of names) {
    if (!anchor) continue;
    const found = scopeNodes({ anchor, anchorExact: scope.exact }, index, method, target);
    if (!('handover' in found) && found.length) return found;
    if ('handover' in found) last = found;
  }
  return last;
}
