import type { SnapshotNode } from '../snapshot/index.js';
import { actionFamily, devPhrases, saysAction } from './dev-names.js';
import type { HiddenControl, HintBook } from './hints.js';
import { findAnchors } from './match.js';
import { ancestors, type PageIndex } from './page-index.js';
import type { ScopePhrase, TargetPhrase } from './parse.js';
import { MIN_SCORE, nameScore } from './score.js';
import { normalize, words } from './text.js';

/** Rows of a list or table: a control hidden in one belongs to that row alone. */
const ROW_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'article', 'treeitem']);

/** The row (list item, table row, article) that holds a scope's anchor, when the anchor is in exactly one place. */
export function anchorRow(scope: ScopePhrase, index: PageIndex): SnapshotNode | undefined {
  if (!scope.anchor) return undefined;
  const anchors = findAnchors(scope, index);
  if ('handover' in anchors || anchors.length !== 1) return undefined;
  const anchor = anchors[0]!;
  const row = [anchor, ...ancestors(index, anchor)].find((n) => ROW_ROLES.has(n.role));
  return row?.ref ? row : undefined;
}

/** The steps that reveal and press a hidden control: hover its row, then click it inside the row. */
export interface Reveal {
  row: SnapshotNode;
  control: HiddenControl;
}

/**
 * `delete "Milk"`, `click the × next to "Milk"`: a row's control that the page shows only while
 * the row is hovered is not in the snapshot. When the anchor text lies in exactly one row and
 * that row hides exactly one control whose developer-given name, title or text says what the
 * target says (a delete word matches delete/remove/destroy/trash/×), the action is: hover the
 * row, then click that control (perform checks that it became visible). Undefined when the rule
 * does not apply; a handover when the row's hidden controls are still to be read or several fit.
 */
export function revealChoice(target: TargetPhrase, index: PageIndex, book: HintBook): Reveal | { handover: string } | undefined {
  const scope = target.scope;
  if (!scope?.anchor || !target.name || target.ordinal !== undefined || target.all || target.kind) return undefined;
  if (target.roles && !target.roles.some((r) => r === 'button' || r === 'link')) return undefined;
  const row = anchorRow(scope, index);
  if (!row) return undefined;
  const hidden = book.hiddenIn(row);
  if (!hidden) return { handover: `reading the controls hidden in the row of "${scope.anchor}"` };
  const family = words(target.name).length === 1 ? actionFamily(target.name) : undefined;
  const fits = hidden.filter((control) => {
    const phrases = [...devPhrases(control.attrs), normalize(control.label)].filter(Boolean);
    return family ? saysAction(phrases, family) : phrases.some((p) => nameScore(target.name, p) >= MIN_SCORE);
  });
  if (fits.length > 1) return { handover: `the row of "${scope.anchor}" hides ${fits.length} controls that fit "${target.name}"` };
  return fits.length ? { row, control: fits[0]! } : undefined;
}
