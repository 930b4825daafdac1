import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, type PageIndex } from '../page-index.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A place in an app's navigation said with its kind word after its name: "go to the Sent folder",
 * "open the Drafts folder", "switch to the Activity view": the one navigation item (a tree item, a
 * tab, a link or button of a navigation landmark, tree, tab list or menu) whose name starts with the
 * name ("Sent", "Sent items", "Drafts (2)").
 */

const VERBS: ReadonlySet<string> = new Set(['go', 'open', 'click', 'select', 'find']);
/**
 * Kind words said after a place's name in an app. Not "page" or "section": those are links to
 * addresses and anchors, place-by-kind's (which knows the page shown).
 */
const PLACE_KINDS: ReadonlySet<string> = new Set(['folder', 'tab', 'view', 'mailbox', 'channel', 'category', 'label', 'notebook', 'board', 'list', 'settings', 'preferences']);
/**
 * Things a place lists, said in the plural after its name: "show my starred files" is the place
 * "Starred", "open the recent documents" the place "Recent" (the place that lists them).
 */
const LISTED_THINGS: ReadonlySet<string> = new Set(['files', 'documents', 'docs', 'photos', 'pictures', 'images', 'videos', 'messages', 'emails', 'mails', 'notes', 'songs', 'tracks', 'tasks', 'items', 'contacts', 'events']);
/** Words before a place's name that say whose it is, not which: "my starred files". */
const OWNERS: ReadonlySet<string> = new Set(['my', 'our', 'all']);

/** Parts that hold an app's navigation, and the items in them. */
const NAV_PARTS: ReadonlySet<string> = new Set(['navigation', 'tree', 'tablist', 'menu', 'menubar']);
const NAV_ITEMS: ReadonlySet<string> = new Set(['treeitem', 'tab', 'link', 'button', 'menuitem']);
/** Words after the name that still say the same place: a count ("Drafts (2)"), or at most two words ("Sent items"). */
const MAX_REST_WORDS = 2;

function saidOf(form: StepForm, kind: 'act' | 'observe'): { name: string; kind: string } | undefined {
  const t = form.target;
  if (!VERBS.has(form.verb) || form.frame !== 'target' || !t || t.exact || t.ordinal !== undefined || form.value !== undefined || form.scope) return undefined;
  if (form.verb === 'find' && kind !== 'observe') return undefined;
  const all = words(t.whole ?? (t.kind ? `${t.name} ${t.kind}` : t.name));
  while (all.length > 2 && OWNERS.has(all[0]!)) all.shift();
  const last = all.at(-1);
  if (all.length < 2 || !last || !(PLACE_KINDS.has(last) || (LISTED_THINGS.has(last) && (form.verb === 'open' || form.verb === 'go')))) return undefined;
  return { name: all.slice(0, -1).join(' '), kind: last };
}

const isNavItem = (n: SnapshotNode, index: PageIndex) => !!n.ref && NAV_ITEMS.has(n.role) && (n.role === 'treeitem' || n.role === 'tab' || ancestors(index, n).some((a) => NAV_PARTS.has(a.role)));

/** The item's label: its name, or its own text; a tree item's name may hold its children's, its own text comes first. */
const labelOf = (n: SnapshotNode) => normalize(n.text ?? ownText(n));

/** Whether the label starts with the name, and what follows is a count or at most two words. */
function startsWith(label: string, name: string): boolean {
  if (label === name) return true;
  if (!label.startsWith(`${name} `)) return false;
  const rest = label.slice(name.length + 1).split(' ');
  return rest.every((w) => /^\d+$/.test(w)) || rest.length <= MAX_REST_WORDS;
}

export const navItemKind: WidgetRule = {
  fallback: true,
  info: {
    name: 'nav-item-kind',
    does: 'A place in an app\'s navigation said with its kind word after the name ("the Sent folder"): the one navigation item whose name starts with the name, clicked.',
    when: '"go to the Sent folder", "open the Drafts folder", "switch to the Activity view", "select the Design channel": the last word is a kind of place in an app (folder, tab, view, mailbox, channel, category, label, notebook, board, list; settings and preferences: "open the appearance settings" for a settings page\'s Appearance tab), or, after open, show or go to, the things a place lists in the plural ("show my starred files": the place Starred; "my" dropped), and no name on the page says the whole phrase.',
    evidence: 'Exactly one tree item, tab, or link, button or menu item inside a navigation landmark, tree, tab list or menu, whose label is the name or starts with it followed by a count or at most two words ("Sent items", "Drafts (2)"); one whose label is the name exactly wins over those that only start with it. Two that fit equally hand over naming them.',
    example: {
      html: '<nav aria-label="Notebooks"><ul><li><a href="#work">Work (4)</a></li><li><a href="#home">Home</a></li><li><a href="#ideas">Ideas and sketches</a></li></ul></nav><main><h1>All notes</h1></main>',
      step: 'open the Work notebook',
      action: 'click link "Work (4)"',
    },
  },
  applies: (form, kind) => saidOf(form, kind) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { name, kind } = saidOf(form, ctx.kind)!;
    const items = ctx.index.order.filter((n) => isNavItem(n, ctx.index) && (kind !== 'tab' || n.role === 'tab'));
    const fits = items.filter((n) => startsWith(labelOf(n), name));
    if (!fits.length) return undefined;
    const exact = fits.filter((n) => labelOf(n) === name);
    const chosen = exact.length ? exact : fits;
    if (chosen.length > 1) return { handover: `${chosen.length} navigation items start with "${name}" (${chosen.slice(0, 3).map(said).join(', ')}): say the item's whole name`, near: true };
    const item = chosen[0]!;
    if (item.disabled) return { handover: `${said(item)} is disabled`, near: true };
    const description = ctx.kind === 'observe' ? said(item) : `click ${said(item)}`;
    return {
      actions: [{ ref: item.ref!, method: 'click', arguments: [], description }],
      candidates: fits.map((n) => ({ role: n.role, name: n.name ?? '', score: n === item ? 1 : 0.5 })),
      facts: [`"${kind}" read as the kind of place: ${said(item)} is a navigation item whose name starts with "${name}"`],
    };
  },
};
