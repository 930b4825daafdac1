import type { SnapshotNode } from '../../snapshot/index.js';
import { singular } from '../dev-names.js';
import type { HintBook } from '../hints.js';
import { ancestors, type PageIndex } from '../page-index.js';
import type { Reading } from '../parse.js';
import { normalize } from '../text.js';
import { ORDINALS } from '../vocabulary.js';
import { said } from './widget.js';

/** Words that say a field makes a thing rather than holds one: "new todo", "add task", "create item". */
const MAKING = new Set(['new', 'add', 'create']);

/**
 * "new-item-field": "change the first todo to buy brie", "set the task to Call Ann", "update the todo
 * to …" ask to change a thing that exists. A field whose names say it makes a new one of that thing
 * (`id="new-todo"`, a box named "New task", "add-item") is where one is added: typing there and
 * leaving it changes no todo. Such a field found for a step that changes a value ("set/change/update
 * X to V") is handed over, whichever reading found it, unless the step itself says it makes one
 * ("set the new todo field to …"). "type V into the todo field" (no change asked of a thing) is
 * not read here. A field inside a dialog is the dialog's own field for what it is about ("New name"
 * in a Rename dialog holds the name the file is to take; "New task" in a dialog that makes one):
 * filling it is what the step asks, and it is left to the rule that found it.
 *
 * Returns the hand-over reason, or undefined when the step may act.
 */
export function newItemFieldGuard(reading: Reading, nodes: readonly SnapshotNode[], book: HintBook, index: PageIndex): { handover: string; near: true } | undefined {
  const target = reading.target;
  if (!target || !reading.commits || (reading.method !== 'fill' && reading.method !== 'type')) return undefined;
  const saidWords = normalize(`${target.name} ${target.kind?.word ?? ''}`).split(' ').filter(Boolean);
  if (saidWords.some((w) => MAKING.has(w))) return undefined;
  const things = saidWords.filter((w) => !ORDINALS.has(w)).map(singular);
  if (!things.length) return undefined;
  for (const node of nodes) {
    if (node.role !== 'textbox' && node.role !== 'searchbox' && node.role !== 'combobox') continue;
    if (ancestors(index, node).some((up) => up.role === 'dialog' || up.role === 'alertdialog')) continue;
    // Its developer-given names are read with the facts the tier reads of every field it fills (a fill is
    // resolved again with them): until then only the names a person sees are read.
    const phrases = [node.name ?? '', node.placeholder ?? '', ...book.devPhrases(node)].map(normalize).filter(Boolean);
    for (const phrase of phrases) {
      const ws = phrase.split(' ');
      const made = ws.findIndex((w, i) => i > 0 && things.includes(singular(w)) && (MAKING.has(ws[i - 1]!) || (i > 1 && MAKING.has(ws[i - 2]!) && /^(?:a|an|the)$/.test(ws[i - 1]!))));
      if (made < 0) continue;
      const thing = ws[made]!;
      return {
        handover: `${said(node)} is where a new ${thing} is added (its names say "${phrase}"): typing there changes no ${thing} that exists; to change one, open it for editing (e.g. "double-click <its text>", then type), or say "type … into the new ${thing} field" to add one (rule new-item-field)`,
        near: true,
      };
    }
  }
  return undefined;
}
