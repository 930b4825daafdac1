import type { SnapshotNode } from '../snapshot/index.js';
import { ancestors, subtree, type PageIndex } from './page-index.js';
import { nounForms } from './text.js';

/**
 * An item said by the number the page shows for it: "issue #12", "ticket 4521", "order no. 1004",
 * "#7". Trackers, help desks, shops and mail clients show each item's number in its own words
 * ("#12 opened 3 days ago", "Order #1004 · placed on …"); the number names the item (a list item,
 * a row, an article, a card) that shows it so. Shared by the rule that acts on the item itself
 * (rules/numbered-item.ts) and by the scope reading ("the actions menu of issue #16": match.ts).
 */

export interface NumberSaid {
  /** The noun said before the number ("issue"), lower case; absent for a bare "#12". */
  noun?: string;
  /** The digits. */
  n: string;
  /** Said with its sign ("#12"): a number, never words a name may hold. */
  sign: boolean;
}

/**
 * Nouns before a number that say a place or a part, not an item's own number: "row 5" and "line
 * 12" are rows by their place (grid-rows.ts), "page 2" a pager, "step 3" a wizard, "item 3" the
 * third item.
 */
const PLACE_NOUNS: ReadonlySet<string> = new Set([
  'row', 'line', 'page', 'step', 'item', 'entry', 'record', 'column', 'col', 'slide', 'tab', 'option', 'level', 'part',
  'chapter', 'section', 'version', 'question', 'lesson', 'day', 'week', 'month', 'year', 'room', 'seat', 'size', 'heading',
  'figure', 'table', 'image', 'photo', 'picture', 'card', 'panel', 'stage', 'phase', 'round', 'node', 'cell', 'point',
]);

/**
 * The number a phrase names an item by: a noun and the number ("issue #12", "ticket 4521",
 * "order number 1004", "PR #7"), or the number with its sign alone ("#12"). A bare number ("12")
 * or a noun of place ("row 5", "page 2") is none.
 */
export function numberSaid(phrase: string): NumberSaid | undefined {
  const m = phrase.trim().match(/^(?:the\s+)?(?:(\p{L}[\p{L}'’-]*)\s+)?(#\s?|no\.?\s?|number\s+|num\.?\s?)?(\d{1,9})$/iu);
  if (!m) return undefined;
  const noun = m[1]?.toLowerCase();
  if (!noun && !m[2]?.startsWith('#')) return undefined;
  if (noun && (PLACE_NOUNS.has(noun) || /^(?:the|a|an|this|that|my|our|no|number|num)$/.test(noun))) return undefined;
  return { ...(noun ? { noun } : {}), n: m[3]!, sign: !!m[2]?.startsWith('#') };
}

/** Roles of an item that shows its own number: a list item, a row, an article (a card). */
const ITEM_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'article']);

/** The texts an item shows, as written (a sign such as # kept): its text fragments and its links' names. */
function fragments(item: SnapshotNode): string[] {
  const out: string[] = [];
  for (const n of subtree(item)) {
    if (n.text) out.push(n.text);
    if (n.role === 'link' && n.name) out.push(n.name);
  }
  return out.map((t) => t.trim()).filter(Boolean);
}

/**
 * Whether a text starts with the item's number as the page writes an item's own: "#12 opened by …",
 * "#12", or the noun and the number ("Issue #12", "Order No. 1004", "Ticket 4521"). A number said
 * later in a text ("Duplicate of #12", "see issue #12") names another item, not this one.
 */
function startsWithNumber(text: string, said: NumberSaid): boolean {
  const end = '(?![\\p{L}\\p{N}])';
  if (new RegExp(`^#\\s?${said.n}${end}`, 'u').test(text)) return true;
  if (!said.noun) return false;
  const head = text.match(/^(\p{L}[\p{L}'’-]*)\s+(?:#\s?|no\.?\s?|number\s+)?(\d{1,9})(?![\p{L}\p{N}])/iu);
  return !!head && head[2] === said.n && nounForms(said.noun).includes(head[1]!.toLowerCase());
}

/**
 * The items (innermost list items, rows, articles) that show the number as their own: a text of
 * theirs starts with "#N", or with the noun said and N. Every such item, in page order.
 */
export function numberedItems(index: PageIndex, said: NumberSaid): SnapshotNode[] {
  const items = index.order.filter((n) => ITEM_ROLES.has(n.role) && fragments(n).some((t) => startsWithNumber(t, said)));
  return items.filter((n) => !items.some((o) => o !== n && ancestors(index, o).includes(n)));
}
