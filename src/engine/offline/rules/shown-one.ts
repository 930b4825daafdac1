import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { nounForms, normalize, words } from '../text.js';
import { VERB_ONLY_TAILS } from '../vocabulary.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls that do something when clicked. */
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/** Roles of the entries of a list of many (APG listbox, grid, tree, feed). */
const ITEM_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'option', 'treeitem', 'article']);
/** Dialogs (APG dialog and alertdialog): an open one shows one thing. */
const DIALOG_ROLES: ReadonlySet<string> = new Set(['dialog', 'alertdialog']);
/**
 * The words that point at the one thing shown or chosen now, before its noun: "this message", "the
 * open message", "the current recipe", "the selected task". The noun is the step's last word.
 */
const POINTED = /\b(?:this|the\s+(?:open|opened|current|selected|active|shown|displayed))\s+(?:[\p{L}\p{N}-]+\s+){0,2}?([\p{L}-]+)\s*[.!]?\s*$/iu;
/** The adjectives of POINTED, which the typed form keeps in the target's name ("open message"). */
const POINTING_WORDS: ReadonlySet<string> = new Set(['this', 'open', 'opened', 'current', 'selected', 'active', 'shown', 'displayed']);

/** Whether a control's name is the verb alone (or with a word that names nothing: "Archive now"), or the verb and the noun ("Delete recipe"). */
function namedByVerb(name: string, verb: string, noun: string): boolean {
  const w = words(name);
  while (w.length > 1 && VERB_ONLY_TAILS.has(w.at(-1)!)) w.pop();
  if (!w.length || w[0] !== verb) return false;
  if (w.length === 1) return true;
  return w.length === 2 && nounForms(noun).includes(w[1]!);
}

/** The largest part around a control holding none of the other candidates (its pane, its card, its dialog). */
function ownPart(control: SnapshotNode, rivals: readonly SnapshotNode[], index: PageIndex): SnapshotNode {
  let part = control;
  for (const up of ancestors(index, control)) {
    const inside = subtree(up);
    if (rivals.some((r) => r !== control && inside.includes(r))) break;
    part = up;
  }
  return part;
}

/** Containers whose name titles what they hold. */
const TITLED_ROLES: ReadonlySet<string> = new Set(['region', 'navigation', 'complementary', 'main', 'form', 'group', 'list', 'listbox', 'grid', 'table', 'tree', 'treegrid', 'feed', 'dialog', 'alertdialog', 'tabpanel']);

/** The names a part is known by: its own, its headings' text and the names of the titled containers in it. */
function partNames(part: SnapshotNode): string[] {
  const inside = subtree(part);
  const heads = inside.filter((n) => n.role === 'heading').map(ownText);
  const titled = inside.filter((n) => n !== part && TITLED_ROLES.has(n.role) && n.name).map((n) => n.name!);
  return [part.role !== 'generic' ? part.name ?? '' : '', ...heads, ...titled].filter(Boolean);
}

/**
 * Whether a part is a list of many of the things said: named so in the plural ("Messages" for
 * "this message"), or holding two or more entries of a list (list items, rows, options).
 */
function listOfMany(part: SnapshotNode, noun: string): string | undefined {
  const plural = nounForms(noun).filter((f) => f !== noun);
  const title = partNames(part).find((t) => words(t).some((w) => plural.includes(w)));
  if (title) return `titled "${title}"`;
  const items = subtree(part).filter((n) => ITEM_ROLES.has(n.role)).length;
  return items >= 2 ? `holds ${items} list entries` : undefined;
}

/**
 * Why a part shows one thing open, or undefined: it is an open dialog, or the part is titled by a
 * heading that another part (a list of many) shows as one of its entries (a reading pane headed "Flight itinerary" beside the list that
 * holds it).
 */
function showsOne(control: SnapshotNode, part: SnapshotNode, lists: readonly SnapshotNode[], ctx: RuleContext): string | undefined {
  const around = [control, ...ancestors(ctx.index, control)];
  const dialog = around.find((n) => DIALOG_ROLES.has(n.role));
  if (dialog) return `in the open ${dialog.role}${dialog.name ? ` "${dialog.name}"` : ''}`;
  for (const heading of subtree(part).filter((n) => n.role === 'heading')) {
    const title = normalize(ownText(heading));
    if (!title) continue;
    const shown = lists.find((list) => subtree(list).some((n) => n.role !== 'heading' && !DOING_ROLES.has(n.role) && normalize(ownText(n)) === title));
    if (shown) return `headed "${ownText(heading)}", an entry of the list beside it`;
  }
  return undefined;
}

/**
 * "archive this message", "delete the open recipe", "edit the selected task": a verb said of the
 * one thing shown or chosen now, where the page names two or more controls by that verb (the
 * list's Archive, acting on the ticked messages, and the reading pane's own). The one in the part
 * that shows one such thing (an open dialog, a selected entry, a pane headed by one of the list's
 * entries), when every other is in a list of many.
 */
export const shownOne: WidgetRule = {
  fallback: true,
  info: {
    name: 'shown-one',
    does: 'Clicks the control named by the step\'s verb in the part of the page that shows the one thing open or selected now ("archive this message": the reading pane\'s Archive, not the list\'s).',
    when: '"archive this message", "delete the open recipe", "edit the current task", "print the selected invoice": "this" or "the open/opened/current/selected/active/shown" before the noun, and two or more controls named by the verb alone (or the verb and the noun).',
    evidence: 'A control in each entry of a list (a row\'s Duplicate): the one in the one entry marked selected (aria-selected). Otherwise, for each control named by the verb, its part (the largest container around it holding no other such control): exactly one part shows one thing (it is an open dialog, or it is headed by a title that another control\'s part shows as an entry), and every other part is a list of many (titled by the noun in the plural, or holding two or more list entries, rows or options). Anything else (no entry or two selected, two parts showing one, a part neither) is not decided here.',
    example: {
      html: '<section aria-label="Recipes"><button>Delete</button><ul><li>Lemon tart</li><li>Pea soup</li></ul></section><section aria-label="Recipe"><h2>Lemon tart</h2><button>Delete</button><p>Zest two lemons.</p></section>',
      step: 'delete this recipe',
      action: 'click button "Delete" (headed "Lemon tart", an entry of the list beside it)',
    },
  },
  applies: (form, kind) => {
    const t = form.target;
    return kind === 'act' && !!t?.name && !t.exact && t.ordinal === undefined && !t.roles && !form.scope && form.value === undefined && /^\p{L}+$/u.test(form.said.trim());
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const pointed = ctx.step?.match(POINTED);
    if (!pointed) return undefined;
    const noun = normalize(pointed[1]!);
    // The typed form's target is the noun (and the pointing word): "open message", "message".
    const asked = words(form.target!.name).filter((w) => !POINTING_WORDS.has(w));
    if (asked.at(-1) !== noun || noun.length < 3) return undefined;
    const verb = normalize(form.said);
    const named = ctx.index.order.filter((n) => n.ref && DOING_ROLES.has(n.role) && n.name && namedByVerb(n.name, verb, noun));
    if (named.length < 2) return undefined;
    // A control in each entry of a list (a row's Duplicate): the one in the entry the page marks selected.
    const entries = named.map((node) => ancestors(ctx.index, node).find((n) => ITEM_ROLES.has(n.role)));
    if (entries.every((e) => e) && new Set(entries).size === named.length) {
      const chosen = entries.filter((e) => e!.selected === true);
      if (chosen.length !== 1) return { handover: `${named.length} controls are named "${form.said}", one in each ${entries[0]!.role}, and ${chosen.length ? `${chosen.length} of them are` : 'none is'} marked selected: name the ${noun}` };
      const node = named[entries.indexOf(chosen[0])]!;
      const entry = chosen[0]!;
      if (node.disabled) return { handover: `${said(node)} of the selected ${noun} is disabled`, near: true };
      const why = `in the selected ${entry.role}${entry.name ? ` "${entry.name}"` : ''}`;
      return {
        actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (${why})` }],
        candidates: named.map((n, i) => ({ role: n.role, name: n.name ?? '', score: n === node ? 1 : 0, why: n === node ? why : `in a ${entries[i]!.role} not selected` })),
        facts: [`"${pointed[0].trim()}" points at the ${noun} chosen now`, `${named.length} controls named by the verb "${form.said}", one in each ${entry.role}; one ${entry.role} is selected`],
      };
    }
    const parts = named.map((node) => ({ node, part: ownPart(node, named, ctx.index) }));
    const lists = parts.filter((p) => listOfMany(p.part, noun));
    const ones = parts.flatMap((p) => {
      if (lists.includes(p)) return [];
      const why = showsOne(p.node, p.part, lists.map((l) => l.part), ctx);
      return why ? [{ ...p, why }] : [];
    });
    const where = (p: { part: SnapshotNode }) => partNames(p.part)[0] ?? said(p.part);
    if (ones.length !== 1 || lists.length !== named.length - 1) {
      const listed = parts.slice(0, 3).map((p) => `"${where(p)}"`).join(', ');
      // Not this rule's to refuse: a later rule may know the page otherwise (near: false).
      return { handover: `${named.length} controls are named "${form.said}" (in ${listed}), and no one of them lies in the one part that shows the ${noun} open or selected beside lists of ${noun}s: say the part ("${form.said} in ${where(parts.at(-1)!)}")` };
    }
    const { node, why } = ones[0]!;
    if (node.disabled) return { handover: `${said(node)} of the ${noun} shown is disabled`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (${why})` }],
      candidates: parts.map((p) => ({ role: p.node.role, name: p.node.name ?? '', score: p.node === node ? 1 : 0, why: p.node === node ? why : `in a list of many ${noun}s (${listOfMany(p.part, noun)})` })),
      facts: [`"${pointed[0].trim()}" points at the ${noun} shown now`, `${named.length} controls named by the verb "${form.said}"`],
    };
  },
};
