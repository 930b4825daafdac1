import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { cellText, isFilterRow, isHeaderRow } from './grid-rows.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Fields a grid cell's editor is: a text box, a number box, a list to choose from. */
const EDITORS: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox', 'listbox']);
const CELLS: ReadonlySet<string> = new Set(['gridcell', 'cell']);
/** Where a cell is edited in place: an interactive grid, or a plain table edited the way it edits (grid-cell). */
const GRIDS: ReadonlySet<string> = new Set(['grid', 'treegrid', 'table']);
/** What an edit is called: "the edit", "editing", "my changes". */
const EDIT_WORDS = /^(?:(?:the|this|my|your|current|cell)\s+)*(?:edit|edits|editing|change|changes|cell edit|new value|value)$/i;
/** Purposes, by the words that say them, and the key APG grid gives each (Enter keeps an edit, Escape leaves it). */
const COMMIT = new Set(['save', 'keep', 'commit', 'confirm', 'finish', 'apply', 'accept', 'submit', 'complete', 'end']);
const CANCEL = new Set(['cancel', 'discard', 'undo', 'abort', 'revert', 'abandon', 'drop']);
/** What a row's own buttons for each purpose start with (a grid that edits a row at a time: Update / Cancel). */
const BUTTONS: Record<'commit' | 'cancel', ReadonlySet<string>> = {
  commit: new Set(['save', 'update', 'ok', 'apply', 'done', 'confirm', 'accept']),
  cancel: new Set(['cancel', 'discard']),
};
const KEY_OF = { commit: 'Enter', cancel: 'Escape' } as const;
const KEYS: ReadonlyMap<string, string> = new Map([['enter', 'Enter'], ['return', 'Enter'], ['escape', 'Escape'], ['esc', 'Escape'], ['tab', 'Tab']]);

/** The purpose a word says, if any. */
const purposeOf = (word: string): 'commit' | 'cancel' | undefined => (COMMIT.has(word) ? 'commit' : CANCEL.has(word) ? 'cancel' : undefined);

/**
 * "press Enter to save the edit", "cancel the edit", "save the edit", "discard the changes": the
 * purpose (keep or leave the edit) and the key the step names, if it names one.
 */
function partsOf(form: StepForm): { purpose: 'commit' | 'cancel'; key?: string } | undefined {
  const t = form.target;
  if (!t || form.value !== undefined || form.scope) return undefined;
  if (form.verb === 'click') {
    const m = t.raw.match(/^(?:the\s+)?(enter|return|escape|esc|tab)(?:\s+key)?\s+to\s+(\p{L}+)\s+(.+)$/iu);
    const purpose = m ? purposeOf(m[2]!.toLowerCase()) : undefined;
    if (!m || !purpose || !EDIT_WORDS.test(m[3]!.trim())) return undefined;
    return { purpose, key: KEYS.get(m[1]!.toLowerCase())! };
  }
  const verb = form.verb === 'cancel' ? 'cancel' : form.verb === 'confirm' ? 'confirm' : form.verb === 'do' ? form.said.toLowerCase() : undefined;
  const purpose = verb ? purposeOf(verb) : undefined;
  if (!purpose || !EDIT_WORDS.test(normalize(t.raw))) return undefined;
  return { purpose };
}

/**
 * An editor open in a grid cell: a field inside a cell of a row of data of an interactive grid.
 * The focused one when one is; else the only one. Undefined when none is open.
 */
function openEditor(nodes: readonly SnapshotNode[], index: Parameters<WidgetRule['resolve']>[1]['index']): { editor: SnapshotNode; cell: SnapshotNode; row?: SnapshotNode } | { handover: string } | undefined {
  const open = nodes.flatMap((n) => {
    if (!n.ref || !EDITORS.has(n.role)) return [];
    const up = ancestors(index, n);
    const cell = up.find((a) => CELLS.has(a.role));
    const row = up.find((a) => a.role === 'row');
    // A header row's boxes and a filter row's (a box under each column) are no edit.
    if (!cell || !up.some((a) => GRIDS.has(a.role)) || (row && (isHeaderRow(row) || isFilterRow(row)))) return [];
    return [{ editor: n, cell, ...(row ? { row } : {}) }];
  });
  if (!open.length) return undefined;
  const focused = open.filter((o) => o.editor.active);
  if (focused.length === 1) return focused[0]!;
  if (open.length === 1) return open[0]!;
  return { handover: `${open.length} fields are open in grid cells and none has the focus: say which ("press Enter in the Qty field")` };
}

/**
 * The editor focused in a cell of an interactive grid (APG grid or treegrid in its editing mode: a field with the
 * focus inside a data cell), with its cell; undefined when none is. A click elsewhere in the grid ends that edit
 * first (most grids keep it), so a step on another control of the grid would change a cell as a side effect.
 */
export function focusedGridEditor(index: Parameters<WidgetRule['resolve']>[1]['index']): { editor: SnapshotNode; cell: SnapshotNode } | undefined {
  for (const n of index.order) {
    if (!n.ref || !n.active || !EDITORS.has(n.role)) continue;
    const up = ancestors(index, n);
    const cell = up.find((a) => CELLS.has(a.role));
    const row = up.find((a) => a.role === 'row');
    if (!cell || !up.some((a) => a.role === 'grid' || a.role === 'treegrid') || (row && (isHeaderRow(row) || isFilterRow(row)))) continue;
    return { editor: n, cell };
  }
  return undefined;
}

/**
 * APG grid: an edit in a cell is kept with Enter and left with Escape. "press Enter to save the
 * edit", "cancel the edit": the key in the editor open in a grid cell (the row's own Update or
 * Cancel button when the grid edits a row at a time and the step names no key); the editor must
 * be gone after.
 */
export const cellEditor: WidgetRule = {
  info: {
    name: 'cell-editor',
    does: 'Keeps (Enter) or leaves (Escape) the edit open in a grid cell, by the key the step names or the one APG grid gives its purpose, or by the editing row\'s own Update/Cancel button; the editor must be gone after.',
    when: '"press Enter to save the edit", "cancel the edit", "save the changes", "discard the edit": an editor (text, number or list field) open in a cell of an interactive grid.',
    evidence: 'Exactly one field open in a cell of a grid\'s row of data (or the one of them with the focus); a key said must fit the purpose (Enter or Tab keeps, Escape leaves).',
    example: {
      html: '<div role="grid" aria-label="Stock"><div role="row"><span role="columnheader">Item</span><span role="columnheader">Qty</span></div><div role="row"><span role="gridcell">Pens</span><span role="gridcell"><input aria-label="Qty" value="7" autofocus onkeydown="if (event.key === \'Enter\') this.replaceWith(this.value)"></span></div></div>',
      step: 'press Enter to save the edit',
      action: 'press Enter in textbox "Qty" (save the edit)',
    },
  },
  applies: (form, kind) => kind === 'act' && partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { purpose, key } = partsOf(form)!;
    if (key && key !== 'Tab' && key !== KEY_OF[purpose]) return { handover: `${key} does not ${purpose === 'commit' ? 'keep' : 'cancel'} an edit in a grid (${KEY_OF[purpose]} does): say "press ${KEY_OF[purpose]}"`, near: true };
    if (key === 'Tab' && purpose === 'cancel') return { handover: 'Tab does not cancel an edit in a grid (Escape does): say "press Escape"', near: true };
    const found = openEditor(ctx.index.order, ctx.index);
    if (!found) return undefined;
    if ('handover' in found) return { ...found, near: true };
    const { editor, cell, row } = found;
    const verb = purpose === 'commit' ? 'save' : 'cancel';
    const shown = cellText(cell) || ownText(cell);
    const where = shown ? `the edit of the cell "${shown}"` : 'the edit';
    const facts = [`the editor ${said(editor)} is open in a cell of a grid${shown ? ` ("${shown}")` : ''}`];
    // A grid that edits a row at a time shows its own buttons in the row: the one for the purpose.
    const buttons = !key && row ? subtree(row).filter((n) => n.ref && n.role === 'button' && !n.disabled && BUTTONS[purpose].has(words(normalize(n.name ?? ''))[0] ?? '')) : [];
    if (buttons.length === 1) {
      const button = buttons[0]!;
      return { actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)} (${verb} ${where})`, effect: { gone: true } }], candidates: [{ role: button.role, name: button.name ?? '', score: 1 }], facts: [...facts, `the row's own ${said(button)}`] };
    }
    const pressed = key ?? KEY_OF[purpose];
    return {
      actions: [{ ref: editor.ref!, method: 'press', arguments: [pressed], description: `press ${pressed} in ${said(editor)} (${verb} ${where})`, effect: { gone: true } }],
      candidates: [{ role: editor.role, name: editor.name ?? '', score: 1 }],
      facts: [...facts, `APG grid: ${KEY_OF[purpose]} ${purpose === 'commit' ? 'keeps' : 'leaves'} the edit`],
    };
  },
};
