import type { SnapshotNode } from '../../snapshot/index.js';
import type { TargetPhrase } from '../parse.js';
import { normalize } from '../text.js';
import { ITEM_KIND_WORDS } from './item-kind.js';

/**
 * Kinds of thing a step may name by a word after the name ("the Pet section", "the Root node"),
 * with the roles an element of that kind has. A role word of vocabulary.ts already narrows the
 * candidates to its roles; these words are the ones it does not know.
 */
const KINDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['section', ['region', 'group', 'article', 'heading', 'tabpanel', 'treeitem']],
  ['panel', ['region', 'group', 'tabpanel', 'heading', 'dialog']],
  ['card', ['region', 'group', 'article', 'heading']],
  ['node', ['treeitem']],
  ['tree item', ['treeitem']],
  ['folder', ['treeitem']],
  ['row', ['row']],
  ['cell', ['cell', 'gridcell']],
  ['column', ['columnheader']],
  ['dialog', ['dialog', 'alertdialog']],
  ['modal', ['dialog', 'alertdialog']],
  ['tree', ['tree', 'treegrid']],
  ['tab', ['tab']],
]);

/** Words a control's name puts before a kind of thing when it makes or changes one ("New folder", "Add task", "Upload file"). */
const ACTING_WORDS: ReadonlySet<string> = new Set(['new', 'add', 'create', 'upload', 'delete', 'remove', 'edit', 'rename', 'move', 'copy', 'share', 'download', 'compose', 'import', 'export', 'duplicate', 'archive']);

/** Whether a name says the kind word with a word that acts on such a thing ("+ New folder" for "folder"). */
function actsOn(name: string, kind: string): boolean {
  const said = normalize(name).split(' ');
  return said.includes(kind) && said.some((w) => ACTING_WORDS.has(w));
}

/**
 * "kind-guard": a name matched only in part (score under 1) never acts when the step says the
 * target is a kind of thing the element is not ("expand the Pet section" on a button "Pet
 * store"). A step that opens a dialog, panel or section ("open the default modal") may be
 * answered by the control that opens it. Returns the hand-over, in words a tester can act on, or
 * undefined when it may act.
 */
/** Kinds a step may open by their opener: "open the default modal" is the button that launches it. */
const OPENED: ReadonlySet<string> = new Set(['dialog', 'modal', 'panel', 'section', 'card', 'tab']);
const OPENERS: readonly string[] = ['button', 'link', 'tab', 'menuitem'];

export function kindGuard(target: TargetPhrase, nodes: readonly SnapshotNode[], score: number, opens = false): string | undefined {
  if (target.exact || score >= 1 || !target.name) return undefined;
  const words = normalize(target.name).split(' ');
  // "open the folder" beside a "+ New folder" button: a thing said by its kind alone is none of the
  // controls whose names say the word and what they do to such a thing (create, upload, delete it).
  if (words.length === 1 && ITEM_KIND_WORDS.has(words[0]!)) {
    const other = nodes.find((n) => actsOn(n.name ?? '', words[0]!));
    return other ? `the step names a ${words[0]} by its kind alone, and the nearest match is ${other.role} "${other.name ?? ''}", which acts on one: name the ${words[0]} as the page shows it, or say "click ${other.name ?? ''}" if that is the one` : undefined;
  }
  if (words.length < 2) return undefined;
  const two = words.slice(-2).join(' ');
  const kind = KINDS.has(two) ? two : KINDS.has(words.at(-1)!) ? words.at(-1)! : undefined;
  if (!kind) return undefined;
  const roles = opens && OPENED.has(kind) ? [...KINDS.get(kind)!, ...OPENERS] : KINDS.get(kind)!;
  const other = nodes.find((n) => !roles.includes(n.role));
  if (!other) return undefined;
  const name = words.slice(0, -kind.split(' ').length).join(' ');
  return `the step names a ${kind} ("${target.name}"), and the nearest match is ${other.role} "${other.name ?? ''}", not a ${kind}: say "${other.role} ${other.name ?? name}" if it is the one, or name the ${kind} as the page shows it`;
}
