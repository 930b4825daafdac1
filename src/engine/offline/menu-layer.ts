import type { MenuGoal, TableChange } from '../decision/resolved.js';
import type { SnapshotNode } from '../snapshot/index.js';
import { ownText, subtree, type PageIndex } from './page-index.js';
import { cellsOf, cellText, gridsWithHeaders, rowNumbers } from './rules/grid-rows.js';
import { containsPhrase, normalize } from './text.js';

/**
 * A menu opened by an action (a right-click on a row's number or a column's header), read on the
 * page as it is after it, and the change the entry picked must make to a table. Pure: the page is
 * read by the caller (methods/follow.ts) before the action and after each step.
 *
 * The menu is a popup of role menu (APG menu: its menu items); else, for a menu drawn without
 * roles, the layer of entries that appeared with the action: several short texts the page did not
 * show before, side by side in the page's order with nothing that was there before between them.
 */

/** Roles an entry of a menu drawn without menu roles may have: a plain element, a link or button, an item of a list. */
const ENTRY_ROLES: ReadonlySet<string> = new Set(['generic', 'button', 'link', 'listitem', 'option', 'paragraph', 'menuitem', 'menuitemcheckbox', 'menuitemradio']);
const MENU_ITEMS: ReadonlySet<string> = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);
/** An entry says a few words: longer text is content, not a command. */
const MAX_ENTRY_WORDS = 8;

/** What to do next with a menu: pick this entry, wait for the menu to draw, or give up saying why. */
export type MenuStep = { pick: SnapshotNode; entries: string[] } | { wait: string } | { reason: string };

const entryText = (n: SnapshotNode) => normalize(ownText(n));
const isEntry = (n: SnapshotNode) => {
  const text = entryText(n);
  return !!n.ref && ENTRY_ROLES.has(n.role) && !!text && text.split(' ').length <= MAX_ENTRY_WORDS;
};

/** The nodes of `after` that `before` did not show (by role and text, counted: a second "Delete" is new). */
function fresh(before: PageIndex, after: PageIndex, keep: (n: SnapshotNode) => boolean): Set<SnapshotNode> {
  const seen = new Map<string, number>();
  const key = (n: SnapshotNode) => `${n.role}\u0000${entryText(n)}`;
  for (const n of before.order) if (keep(n)) seen.set(key(n), (seen.get(key(n)) ?? 0) + 1);
  const out = new Set<SnapshotNode>();
  for (const n of after.order) {
    if (!keep(n)) continue;
    const left = seen.get(key(n)) ?? 0;
    if (left > 0) seen.set(key(n), left - 1);
    else out.add(n);
  }
  return out;
}

/**
 * The entries of the menu the action opened: the items of a menu (role menu) shown now that was
 * not before, else the one run of new short entries in the page's order. Undefined when none is
 * shown (yet); a reason when two runs appeared (which is the menu is not certain).
 */
export function shownMenuEntries(before: PageIndex, after: PageIndex): SnapshotNode[] | { reason: string } | undefined {
  const items = fresh(before, after, (n) => !!n.ref && MENU_ITEMS.has(n.role));
  const inMenus = after.order.filter((n) => n.role === 'menu').flatMap((m) => subtree(m).filter((d) => items.has(d)));
  if (inMenus.length) return inMenus;
  const news = fresh(before, after, isEntry);
  // Runs of new entries: broken by any entry-like node the page showed before.
  const runs: SnapshotNode[][] = [];
  let run: SnapshotNode[] = [];
  for (const n of after.order) {
    if (!isEntry(n)) continue;
    if (news.has(n)) run.push(n);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  const menus = runs.filter((r) => r.length >= 2);
  if (menus.length > 1) return { reason: `${menus.length} groups of new entries appeared (${menus.map((m) => `"${entryText(m[0]!)}"`).join(', ')} …): which is the menu is not certain` };
  return menus[0];
}

/** Whether an entry's words fit the goal: a word of each group, none of the words it must not say. */
export function entryFits(goal: Pick<MenuGoal, 'says' | 'not'>, text: string): boolean {
  const t = normalize(text);
  return goal.says.every((group) => group.some((w) => containsPhrase(t, normalize(w)))) && !goal.not.some((w) => containsPhrase(t, normalize(w)));
}

/** The entry to pick on the page as it is after the action: the one entry whose words fit the goal. */
export function menuEntry(goal: MenuGoal, before: PageIndex, after: PageIndex): MenuStep {
  const entries = shownMenuEntries(before, after);
  if (!entries) return { wait: 'no menu appeared' };
  if ('reason' in entries) return entries;
  const texts = entries.map(entryText);
  const fits = entries.filter((e) => entryFits(goal, entryText(e)));
  const listed = texts.slice(0, 12).map((t) => `"${t}"`).join(', ');
  if (fits.length !== 1) {
    const wanted = goal.says.map((g) => g.join('/')).join(' + ');
    return { reason: fits.length ? `${fits.length} entries of the menu fit (${fits.map((f) => `"${entryText(f)}"`).join(', ')}): say the entry's words ("click …")` : `no entry of the menu says ${wanted} (it shows ${listed}): say the entry's words` };
  }
  return { pick: fits[0]!, entries: texts };
}

/** A table as its rows of data read: the header's titles, each row's cells, and each row without its number. */
interface TableRead {
  headers: string[];
  cells: string[][];
  /** Each row's cells without the cell that numbers it (numbers move when rows do). */
  content: string[];
}

/** A cell as it reads: its text, and the state of a box in it. */
function cellValue(cell: SnapshotNode): string {
  const box = subtree(cell).find((n) => n !== cell && (n.role === 'checkbox' || n.role === 'switch'));
  const text = normalize(cellText(cell));
  return box ? `${text}[${box.checked === true ? 'x' : box.checked === 'mixed' ? '-' : ' '}]` : text;
}

export function readTable(index: Pick<PageIndex, 'order'>, table: number): TableRead | undefined {
  const grid = gridsWithHeaders(index)[table];
  if (!grid) return undefined;
  const numbered = rowNumbers(grid.rows) !== undefined;
  const cells = grid.rows.map((r) => cellsOf(r).map(cellValue));
  const numberCell = (r: SnapshotNode) => {
    const header = cellsOf(r).findIndex((c) => c.role === 'rowheader' && /^\d+$/.test(normalize(cellText(c))));
    return header >= 0 ? header : 0;
  };
  const content = grid.rows.map((r, i) => cells[i]!.filter((_, j) => !numbered || j !== numberCell(r)).join(' | '));
  return { headers: grid.headers.map((h) => normalize(cellText(h))), cells, content };
}

const without = <T>(list: readonly T[], at: number) => list.filter((_, i) => i !== at);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** Whether the values are in the order (numbers as numbers when all are; else words, case aside). */
export function inOrder(values: readonly string[], order: 'ascending' | 'descending'): boolean {
  const numeric = values.every((v) => /^-?\d+(?:[.,]\d+)?$/.test(v));
  const cmp = (a: string, b: string) => (numeric ? Number(a.replace(',', '.')) - Number(b.replace(',', '.')) : a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));
  return values.every((v, i) => i === 0 || (order === 'ascending' ? cmp(values[i - 1]!, v) <= 0 : cmp(values[i - 1]!, v) >= 0));
}

/**
 * Whether the table shows the change: read before the step and now. `found` says what it shows,
 * in words for the step's result.
 */
export function tableChanged(change: TableChange, before: Pick<PageIndex, 'order'>, after: Pick<PageIndex, 'order'>): { ok: boolean; found: string } {
  const a = readTable(before, change.table);
  const b = readTable(after, change.table);
  if (!a || !b) return { ok: false, found: 'the table is gone' };
  const rows = `${plural(a.content.length, 'row')} before, ${b.content.length} now`;
  const columns = `${plural(a.headers.length, 'column')} before, ${b.headers.length} now`;
  switch (change.kind) {
    case 'insert-row': {
      const at = change.at + (change.place === 'after' ? 1 : 0);
      const ok = b.content.length === a.content.length + 1 && same(without(b.content, at), a.content);
      return { ok, found: ok ? `a row inserted at row ${at + 1}, the others as before` : `${rows}${b.content.length === a.content.length + 1 ? ', but not a new row at that place with the others as before' : ''}` };
    }
    case 'delete-row': {
      const ok = b.content.length === a.content.length - 1 && same(b.content, without(a.content, change.at));
      return { ok, found: ok ? `row ${change.at + 1} gone, the others as before` : `${rows}${b.content.length === a.content.length - 1 ? ', but not that row gone with the others as before' : ''}` };
    }
    case 'insert-column': {
      const at = change.at + (change.place === 'after' ? 1 : 0);
      const ok = b.headers.length === a.headers.length + 1 && b.cells.length === a.cells.length && b.cells.every((r, i) => same(without(r, at), a.cells[i]!));
      return { ok, found: ok ? `a column inserted at column ${at + 1}, the others as before` : columns };
    }
    case 'delete-column': {
      const ok = b.headers.length === a.headers.length - 1 && b.cells.length === a.cells.length && b.cells.every((r, i) => same(r, without(a.cells[i]!, change.at)));
      return { ok, found: ok ? `column "${a.headers[change.at] ?? change.at + 1}" gone, the others as before` : columns };
    }
    case 'sort': {
      const order = change.order ?? 'ascending';
      const values = b.cells.map((r) => r[change.at] ?? '');
      const kept = same([...a.content].sort(), [...b.content].sort());
      const ok = kept && b.headers[change.at] === a.headers[change.at] && inOrder(values, order);
      return { ok, found: ok ? `the rows ordered by "${b.headers[change.at]}", ${order}` : kept ? `the "${b.headers[change.at] ?? ''}" column is not in ${order} order` : 'the rows changed, not only their order' };
    }
  }
}
