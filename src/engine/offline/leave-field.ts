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
 * - in no form that a submit button submits: its submit reads its fields anyway, and leaving a
 *   form's field may show its validation early (a form with no submit control, which a script
 *   drives, as questionnaires do, does not count);
 * - not focused before the step: a field that holds the focus was put there by the page or an
 *   earlier step (an inline editor, a find bar or dialog opened with its field focused), and such
 *   a bar may close, or an editor end its edit, when left;
 * - with no popup of its own (a suggestion list, `autocomplete="off"` on a page-drawn one), which
 *   leaving would close before it is used;
 * - not named or placed as a search or filter (filters as you type: nothing to commit);
 * - not inside a dialog, toolbar, menu, listbox, grid, tree, row, list item, tooltip or search
 *   landmark (transient or item-level parts whose editing ends when left).
 *
 * Undefined while the field's facts are not read yet (the tier reads the chosen element's facts
 * and resolves again).
 */
export function leavesAfterFill(node: SnapshotNode, index: PageIndex, book: HintBook): boolean | undefined {
  if (node.role !== 'textbox') return false;
  const facts = book.facts(node);
  if (!facts) return undefined;
  if (facts.tag !== 'input' && facts.tag !== 'textarea') return false;
  const field = facts.field;
  if (!field || field.focused || field.form || field.popup || facts.autocomplete || facts.readonly) return false;
  if (SEARCH_WORDS.test(node.name ?? '')) return false;
  return !ancestors(index, node).some((up) => KEEPS_FOCUS.has(up.role) || (up.role === 'region' && SEARCH_WORDS.test(up.name ?? '')));
}

/** A field named as a search or filter: it acts as it is typed into. */
const SEARCH_WORDS = /\b(?:search|filter|find|query|look\s*up)\b/i;

/** Parts whose field is transient or item-level: leaving it may close the part or end its edit. */
const KEEPS_FOCUS: ReadonlySet<string> = new Set([
  'dialog', 'alertdialog', 'toolbar', 'menu', 'menubar', 'listbox', 'combobox', 'grid', 'treegrid', 'tree', 'row', 'gridcell', 'cell', 'listitem', 'treeitem', 'tooltip', 'search',
]);
