import type { SnapshotNode } from '../snapshot/index.js';
import type { HintBook } from './hints.js';
import { ancestors, type PageIndex } from './page-index.js';

/**
 * Whether a fill is committed by leaving the field, as a person leaves it (the browser's `blur`
 * and `change`): many pages take a field's value only then (a questionnaire records an answer, a
 * host page reads `change`), so a fill left focused can show the text while the page never took
 * it. "set X to V" and "enter V as X" always commit (parse.ts, `commits`); this decides for the
 * other fill readings ("type V into X", "fill X with V", "write V in X", "clear X") from what the
 * page says of the field, and leaves it only where leaving cannot undo what the step was for:
 *
 * - a plain text box or textarea (role textbox; not a search box, combobox or spin button);
 * - where Enter is not how the page takes it: a one-line input only in a form that Enter does not
 *   submit and no submit button submits (a script-driven form, as questionnaires are: the page
 *   reads its fields when they change); a textarea likewise (one in no form is often a document
 *   being written, whose next key step needs the focus). A one-line input in no form may be a new-item or chat box that a later "press Enter"
 *   step commits, which needs the focus still in it; a submitted form reads its fields anyway;
 * - not focused before the step: a field that holds the focus was put there by the page or an
 *   earlier step (an inline editor, a find bar or dialog opened with its field focused), and such
 *   a bar may close, or an editor end its edit, when left;
 * - with no popup of its own (a suggestion list, `autocomplete="off"` on a page-drawn one), which
 *   leaving would close before it is used;
 * - not named as a search or filter (filters as you type: nothing to commit);
 * - not inside a dialog, toolbar, menu, listbox, grid, tree, row, list item, tooltip or search
 *   landmark (transient or item-level parts whose editing ends when left).
 *
 * A fill the same instruction goes on from ("… and press Enter", "… and choose X") is not left
 * either (act.ts keeps only a last action's leave). Undefined while the field's facts are not
 * read yet (the tier reads the chosen element's facts and resolves again).
 */
export function leavesAfterFill(node: SnapshotNode, index: PageIndex, book: HintBook): boolean | undefined {
  if (node.role !== 'textbox') return false;
  const facts = book.facts(node);
  if (!facts) return undefined;
  const field = facts.field;
  if (!field || field.focused || field.form || field.popup || facts.autocomplete || facts.readonly) return false;
  // Only in a form that nothing submits (a script-driven form): a text area in no form is often a
  // document being written, whose next step (a key, a shortcut) needs the focus still in it.
  if ((facts.tag !== 'input' && facts.tag !== 'textarea') || facts.form !== 'inert') return false;
  if (SEARCH_WORDS.test(node.name ?? '')) return false;
  return !ancestors(index, node).some((up) => KEEPS_FOCUS.has(up.role) || (up.role === 'region' && SEARCH_WORDS.test(up.name ?? '')));
}

/** The leave actions leavesAfterFill added: kept only when the instruction ends with them. */
export const LEFT_AFTER_FILL = new WeakSet<object>();

/** A field named as a search or filter: it acts as it is typed into. */
const SEARCH_WORDS = /\b(?:search|filter|find|query|look\s*up)\b/i;

/** Parts whose field is transient or item-level: leaving it may close the part or end its edit. */
const KEEPS_FOCUS: ReadonlySet<string> = new Set([
  'dialog', 'alertdialog', 'toolbar', 'menu', 'menubar', 'listbox', 'combobox', 'grid', 'treegrid', 'tree', 'row', 'gridcell', 'cell', 'listitem', 'treeitem', 'tooltip', 'search',
]);
