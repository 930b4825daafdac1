import type { SnapshotNode } from '../snapshot/index.js';
import { actionFamily, devPhrases, saysAction } from './dev-names.js';
import type { HiddenControl, HintBook } from './hints.js';
import { kindUnit, nthOfKind } from './kinds.js';
import { findAnchors } from './match.js';
import { ancestors, type PageIndex } from './page-index.js';
import { isKindWord, type ScopePhrase, type TargetPhrase } from './parse.js';
import { MIN_SCORE, nameScore } from './score.js';
import { normalize, words } from './text.js';

/** Rows of a list or table: a control hidden in one belongs to that row alone. */
const ROW_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'article', 'treeitem']);

/**
 * The one row (list item, table row, article) a scope names: the row holding its anchor text
 * when that text is in exactly one place; "the second todo", the nth thing of a kind; "the feed
 * the cat todo", the anchor text without its kind word, inside a thing of that kind.
 */
export function scopeRow(scope: ScopePhrase, index: PageIndex, book: HintBook): SnapshotNode | { handover: string } | undefined {
  if (scope.anchorKind && scope.anchorOrdinal !== undefined) return nthOfKind(scope.anchorKind, scope.anchorOrdinal, index, book);
  if (!scope.anchor) return undefined;
  const rowOf = (anchor: SnapshotNode) => [anchor, ...ancestors(index, anchor)].find((n) => ROW_ROLES.has(n.role) && n.ref);
  const anchors = findAnchors(scope, index);
  if (!('handover' in anchors)) return anchors.length === 1 ? rowOf(anchors[0]!) : undefined;
  const words = scope.anchorExact ? [] : normalize(scope.anchor).split(' ');
  const kind = words.at(-1);
  if (words.length < 2 || !kind || !isKindWord(kind)) return undefined;
  const trimmed = findAnchors({ anchor: words.slice(0, -1).join(' ') }, index);
  if ('handover' in trimmed) return undefined;
  const before = book.misses;
  const units = new Set(trimmed.map((a) => kindUnit(a, kind, index, book)));
  if (book.misses > before) return { handover: `reading developer-given names for "${kind}"` };
  const rows = [...units].map((u) => (u ? rowOf(u) ?? (ROW_ROLES.has(u.role) ? u : undefined) : undefined));
  return rows.length === 1 && rows[0] ? rows[0] : undefined;
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
export function revealChoice(target: TargetPhrase, row: SnapshotNode, book: HintBook): Reveal | { handover: string } | undefined {
  if (!target.name || target.ordinal !== undefined || target.all || target.kind) return undefined;
  if (target.roles && !target.roles.some((r) => r === 'button' || r === 'link')) return undefined;
  const hidden = book.hiddenIn(row);
  if (!hidden) return { handover: `reading the controls hidden in the row of "${target.scope?.anchor ?? ''}"` };
  const family = words(target.name).length === 1 ? actionFamily(target.name) : undefined;
  const fits = hidden.filter((control) => {
    const phrases = [...devPhrases(control.attrs), normalize(control.label)].filter(Boolean);
    return family ? saysAction(phrases, family) : phrases.some((p) => nameScore(target.name, p) >= MIN_SCORE);
  });
  if (fits.length > 1) return { handover: `the row of "${target.scope?.anchor ?? ''}" hides ${fits.length} controls that fit "${target.name}"` };
  return fits.length ? { row, control: fits[0]! } : undefined;
}
