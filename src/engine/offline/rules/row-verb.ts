import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { VERB_WORDS } from '../vocabulary.js';
import type { OfflineAction } from '../action.js';
import { keyedRows, rowTie } from './grid-rows.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * An action on one row said as its verb and the row's item ("restore Old logo.png", "delete
 * Draft v1.docx forever", "rename Reading list.txt"), as file managers, drives, mail clients and
 * media libraries draw them: the row's own control named by the verb and the step's words after
 * the item ("Restore", "Delete forever"); else the row's one menu button (APG menu button: a
 * button with an aria-expanded state, closed) opened, then, on the page as it is after, the one
 * entry of the menu it shows that says those words ("Rename") picked (methods/follow.ts,
 * pickMenuEntry). One decision, two actions: the entry is read from the menu once it shows, and a
 * menu with no such entry is closed again and the step handed over.
 */

const COMMANDS: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'my']);
/** Verbs other rules read on a row (select, check, edit, open, star...): only a verb the grammar has no entry for, or delete/remove with words after the item. */
const VERBS: ReadonlySet<string> = new Set(['do', 'remove']);

interface Said {
  verb: string;
  /** The step's words after the verb, each a candidate split into the item and what it says after it. */
  phrase: string[];
  /**
   * With a scope read in the step ("Harbour at dusk.jpg", "Blue in Green": a name holding a
   * preposition), how many of the phrase's first words are the target's: the item must reach past
   * them into the scope's words, or the scope is a scope and the step not this rule's.
   */
  before?: number;
}

function saidOf(form: StepForm, step?: string): Said | undefined {
  const t = form.target;
  if (!t || !VERBS.has(form.verb) || form.value !== undefined || t.kind || t.ordinal !== undefined || t.exact) return undefined;
  if (form.scope && (form.scope.exact || !step)) return undefined;
  const verb = normalize(form.said);
  if (!/^\p{L}{3,}$/u.test(verb)) return undefined;
  const lead = (list: string[]) => {
    while (list.length && ARTICLES.has(list[0]!.toLowerCase())) list.shift();
    return list;
  };
  const target = lead(t.raw.trim().split(/\s+/));
  if (!form.scope) return target.length ? { verb, phrase: target } : undefined;
  // The words after the verb as the step writes them (the typed form drops the scope's articles).
  const at = step!.search(new RegExp(`(?:^|\\s)${form.said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`, 'i'));
  if (at < 0) return undefined;
  const phrase = lead(step!.slice(at).trim().slice(form.said.length).trim().replace(/[.!]+$/, '').split(/\s+/));
  return target.length && phrase.length > target.length ? { verb, phrase, before: target.length } : undefined;
}

/** The words a control's name says, less articles. */
const nameWords = (text: string) => words(normalize(text)).filter((w) => !ARTICLES.has(w));

/**
 * The row's own controls named by the verb and the rest of the step: the name's words are the verb
 * and the rest, or the verb, the item's words and the rest ("Restore Old logo.png").
 */
function controlsFor(row: SnapshotNode, verbs: readonly string[], key: string, rest: string[]): SnapshotNode[] {
  const names = verbs.flatMap((verb) => [[verb, ...rest].join(' '), [verb, ...nameWords(key), ...rest].join(' ')]);
  return subtree(row).filter((n) => n !== row && n.ref && COMMANDS.has(n.role) && isActionable(n) && names.includes(nameWords(n.name ?? '').join(' ')));
}

/** The verb's words: as said, and for delete/remove either ("remove X forever" for "Delete forever"). */
const verbWords = (form: StepForm, verb: string): string[] => (form.verb === 'remove' ? [...new Set([verb, ...VERB_WORDS.remove])] : [verb]);

/** A row's or an item's menu buttons: buttons with an expanded state (read from the page when the snapshot has none), closed. */
export function menuButtons(row: SnapshotNode, ctx: RuleContext): SnapshotNode[] {
  return subtree(row).filter((n) => n !== row && n.ref && n.role === 'button' && !n.disabled && (n.expanded ?? ctx.book.facts(n)?.expanded) === false);
}

/**
 * A click on a row's or an item's one menu button, then, once its menu shows, the one entry that
 * says every group of words (each group's words are alternatives): methods/follow.ts picks it.
 */
export function openMenuThenPick(opener: SnapshotNode, what: string, entry: string, says: string[][], rule: 'row-verb' | 'item-from'): OfflineAction {
  return {
    ref: opener.ref!,
    method: 'click',
    arguments: [],
    description: `open ${said(opener)} of ${what}, then pick the menu entry saying "${entry}"`,
    menu: { says, not: [], pick: { rule } },
  };
}

export const rowVerb: WidgetRule = {
  info: {
    name: 'row-verb',
    does: 'An action on one row said as its verb and the row\'s item ("restore Old logo.png", "delete Draft v1.docx forever", "rename Reading list.txt"): the row\'s own control named by the verb and the words after the item ("Restore", "Delete forever"), else the row\'s one menu button opened and, once its menu shows, the one entry that says them ("Rename") picked.',
    when: 'A verb the grammar has no entry for (restore, rename, archive, duplicate...), or delete/remove with words after the item ("forever"), then an item some row of a table says; no control is named by the whole step.',
    evidence: 'Exactly one row of data says the item (the longest run of the step\'s first words that a row says; a name holding a preposition, "Harbour at dusk.jpg", is read whole); in it, exactly one enabled button, link or menu item whose name is the verb (delete and remove are one) and the words after the item (or the verb, the item and those words); else exactly one closed menu button (aria-expanded false) in the row, and, after it is clicked, exactly one entry of the menu that shows that says the verb and those words. Two rows, two controls, no control and no menu button, or a menu with no such entry (closed again with Escape) hand over.',
    example: {
      html: '<table aria-label="Bin"><tr><th>Name</th><th>Deleted</th><th></th></tr><tr><td>Minutes.odt</td><td>Monday</td><td><button>Recover</button> <button>Erase permanently</button></td></tr><tr><td>Poster.svg</td><td>Tuesday</td><td><button>Recover</button> <button>Erase permanently</button></td></tr></table>',
      step: 'recover Poster.svg',
      action: 'click button "Recover" of the row for "Poster.svg"',
    },
  },
  applies: (form, kind) => kind === 'act' && VERBS.has(form.verb) && !!form.target,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const read = saidOf(form, ctx.step);
    if (!read) return undefined;
    const { verb, phrase, before: targetWords } = read;
    // The item: the longest run of the step's first words that a row says; the words after it say the action.
    let found: { rows: SnapshotNode[]; key: string; rest: string[] } | undefined;
    for (let k = phrase.length; k > (targetWords ?? 0) && !found; k--) {
      const keyed = keyedRows(ctx.index, phrase.slice(0, k).join(' '));
      const rows = keyed.rows.filter((r) => r.ref);
      if (rows.length) found = { rows, key: keyed.key, rest: phrase.slice(k).map((w) => normalize(w)).filter((w) => !ARTICLES.has(w)) };
    }
    if (!found) return undefined;
    const { rows, key, rest } = found;
    // delete/remove with nothing after the item is row-control's ("remove order 1007").
    if (form.verb === 'remove' && !rest.length) return undefined;
    const action = [verb, ...rest].join(' ');
    if (rows.length > 1) return { handover: rowTie(rows, key), near: true };
    const row = rows[0]!;
    const what = `the row for "${key}"`;
    const candidates = [{ role: row.role, name: (row.name ?? key).slice(0, 60), score: 1, why: `says "${key}"` }];
    const verbs = verbWords(form, verb);
    const controls = controlsFor(row, verbs, key, rest);
    if (controls.length > 1) return { handover: `${what} has ${controls.length} controls named "${action}" (${controls.map(said).join(', ')}): say which`, near: true };
    if (controls.length === 1) {
      const control = controls[0]!;
      if (control.disabled) return { handover: `${said(control)} in ${what} is disabled`, near: true };
      return { actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${said(control)} of ${what}` }], candidates, facts: [`${what}: ${said(row)}`, `its control: ${said(control)}`] };
    }
    const before = ctx.book.misses;
    const menus = menuButtons(row, ctx);
    if (ctx.book.misses > before) return { handover: 'reading which of the row\'s buttons open a menu', near: true };
    const held = subtree(row).filter((n) => n !== row && n.ref && isActionable(n)).map((n) => n.name || n.role);
    if (menus.length !== 1) {
      return { handover: `${what} has no control named "${action}"${menus.length ? ` and ${menus.length} menu buttons (${menus.map(said).join(', ')})` : ' and no menu button'}${held.length ? ` (it holds: ${held.slice(0, 6).join(', ')})` : ''}: say which control to click`, near: true };
    }
    const opener = menus[0]!;
    return {
      actions: [openMenuThenPick(opener, what, action, [verbs, ...rest.map((w) => [w])], 'row-verb')],
      candidates,
      facts: [`${what}: ${said(row)}`, `no control of the row is named "${action}"; its menu button: ${said(opener)}`],
    };
  },
};
