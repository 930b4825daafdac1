import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { containsPhrase, kindsSigned, normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import type { RuleFound, RuleHandover, WidgetRule } from './widget.js';

/** Verbs that pick an item by clicking it. */
const ITEM_VERBS: ReadonlySet<string> = new Set(['click', 'open', 'select', 'double-click', 'find']);

/**
 * Nouns people put after an item's name to say what kind of thing it is ("the Budget file", "the
 * Code review card"): never a control's role word (those are the grammar's), only the things apps
 * list, plan, play or file.
 */
export const ITEM_KIND_WORDS: ReadonlySet<string> = new Set([
  'task', 'file', 'card', 'item', 'entry', 'event', 'song', 'track', 'document', 'doc', 'note', 'ticket', 'issue', 'story',
  'message', 'email', 'mail', 'photo', 'picture', 'image', 'video', 'folder', 'project', 'milestone', 'meeting',
  'appointment', 'contact', 'record', 'product', 'post', 'article', 'job', 'episode', 'album', 'playlist', 'chapter',
  'lesson', 'todo', 'bug', 'epic', 'deal', 'lead', 'order', 'invoice', 'booking', 'reservation', 'shift', 'session',
  'slot', 'step', 'stage', 'phase', 'release', 'sprint', 'goal', 'activity', 'thread', 'chat', 'conversation',
  // A calendar's or a timeline's item as drawn: "the Team offsite bar".
  'bar',
]);

/** Roles whose text names a part or a field, not an item in it. */
const NOT_ITEMS: ReadonlySet<string> = new Set(['heading', 'rowheader', 'columnheader', 'caption', 'legend', 'tooltip', 'status', 'alert', 'log', 'banner', 'textbox', 'searchbox', 'combobox', 'option']);

/** The element a text is shown by: the node itself when it has a ref, else its nearest ancestor with one. */
function shownBy(node: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  if (node.ref && node.role !== 'text') return node;
  return ancestors(index, node).find((a) => a.ref);
}

/** The text a node shows as its label: its name or own text (a text fragment's text). */
function label(node: SnapshotNode): string {
  return normalize(node.role === 'text' ? (node.text ?? '') : ownText(node));
}

/**
 * The elements in `nodes` that show exactly `text` as their label, one per item: an element
 * inside another that shows the same text is the same item (the inner one is kept, to click the
 * words themselves).
 */
function itemsShowing(nodes: readonly SnapshotNode[], index: PageIndex, test: (label: string) => boolean): SnapshotNode[] {
  const found = new Set<SnapshotNode>();
  for (const n of nodes) {
    if (NOT_ITEMS.has(n.role) || !test(label(n))) continue;
    const el = shownBy(n, index);
    // A control's label (a checkbox's <label> shows its text) is no item.
    if (el && !NOT_ITEMS.has(el.role) && !subtree(el).slice(1).some((c) => ACTIONABLE_ROLES.has(c.role))) found.add(el);
  }
  // One per item: drop an element that holds another hit (the words are clicked, not the box around them).
  return [...found].filter((el) => ![...found].some((other) => other !== el && ancestors(index, other).includes(el)));
}

/** Parts that hold one item and may say its kind: a row, a list item, an article, a tree item. */
const ITEM_PARTS: ReadonlySet<string> = new Set(['row', 'listitem', 'article', 'treeitem']);
/** Parts that hold items of one kind and may say it in their name ("Folders"). */
const LIST_PARTS: ReadonlySet<string> = new Set(['list', 'table', 'grid', 'treegrid', 'tree', 'listbox', 'navigation', 'region', 'group']);

/**
 * Where the page says a control is of the kind the step names, or undefined: its item (row, list
 * item, article) shows the kind word alone ("Folder" in a Kind column), or the list it is in is
 * named by the kind ("Folders"), or its own label signs it so (a folder glyph, a file's extension:
 * kindsSigned).
 */
function kindShownFor(control: SnapshotNode, kind: string, index: PageIndex): string | undefined {
  const isKind = (text: string) => text === kind || text === `${kind}s` || text === `${kind}es`;
  const up = ancestors(index, control);
  const item = up.find((a) => ITEM_PARTS.has(a.role));
  if (item && subtree(item).some((n) => n !== control && !subtree(control).includes(n) && isKind(label(n)))) return `its ${item.role} says "${kind}"`;
  const list = up.find((a) => LIST_PARTS.has(a.role) && a.name);
  if (list && normalize(list.name ?? '').split(' ').some(isKind)) return `it is in the ${list.role} "${list.name}"`;
  const raw = control.name ?? ownText(control);
  if (kindsSigned(raw).includes(kind)) return `its label "${raw}" signs it a ${kind}`;
  return undefined;
}

/**
 * "select the Budget file", "open the Code review card", "find the Dashboard task": the step's last
 * word is the kind of thing and no name on the page says it; the item is the one element whose
 * label is the rest of the name, exactly. Two such items, or none but several whose names contain
 * the rest ("the review task" with "Budget review" and "Code review"), are handed over.
 */
export const kindWord: WidgetRule = {
  fallback: true,
  info: {
    name: 'item-kind',
    does: 'An item named with its kind word after the name ("the Budget file"): the one element whose label is the rest of the name, exactly, clicked.',
    when: '"select the Budget file", "open the Code review card": the last word is a kind of thing apps list (task, file, card, song, event, …), no element on the page says the whole phrase, and the verb picks an item (click, open, select, double-click, find).',
    evidence: 'Exactly one element (no heading, field or status) shows the rest of the name as its whole label; several that show it, or none but several whose names contain it, hand over. A link so named is taken only where the page says its kind: its row says the kind word, its list is named by it, or its own label signs it (a folder glyph 📁 for a folder, a page glyph or a file extension for a file); a link signed as another kind, or not at all, is left.',
    example: {
      html: '<div class="files"><div class="file">Budget</div><div class="file">Budget review</div><div class="file">Roadmap</div></div>',
      step: 'select the Budget file',
      action: 'click generic "Budget"',
    },
  },
  applies(form, kind) {
    const target = form.target;
    if (!ITEM_VERBS.has(form.verb) || (form.verb === 'find' && kind !== 'observe') || form.frame !== 'target') return false;
    if (!target?.name || target.exact || target.ordinal !== undefined) return false;
    // "the Documents folder": a kind word the grammar also reads as a role ("folder" a tree item)
    // is still the item's kind where no such role takes the step.
    if (target.roles && !(target.kind && ITEM_KIND_WORDS.has(target.kind) && target.whole)) return false;
    const said = normalize(target.whole && target.roles ? target.whole : target.name).split(' ');
    return said.length >= 2 && ITEM_KIND_WORDS.has(said.at(-1)!);
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const t = form.target!;
    const said = normalize(t.whole && t.roles ? t.whole : t.name);
    const kind = said.split(' ').at(-1)!;
    const rest = said.split(' ').slice(0, -1).join(' ');
    // A name on the page that says the kind word with it is the name rules' ("the Budget file" as a link's name).
    if (ctx.index.order.some((n) => containsPhrase(label(n), said))) return undefined;
    const nodes = nodesInScope(form.scope, ctx.index, 'click', { name: '', exact: false });
    if ('handover' in nodes) return undefined;
    const exact = itemsShowing(nodes, ctx.index, (l) => l === rest);
    if (exact.length > 1) return { handover: `${exact.length} elements show "${rest}": say where it is ("${form.said} the ${rest} ${kind} in the … section")`, near: true };
    if (!exact.length) {
      const partial = itemsShowing(nodes, ctx.index, (l) => containsPhrase(l, rest) && !containsPhrase(l, kind));
      if (partial.length > 1) {
        const names = partial.slice(0, 4).map((n) => `"${ownText(n) || n.text}"`).join(', ');
        return { handover: `${partial.length} ${kind}s have "${rest}" in their names (${names}): say the whole name ("${form.said} ${ownText(partial[0]!) || partial[0]!.text}")`, near: true };
      }
      return undefined;
    }
    const el = exact[0]!;
    // A control named so is the name rules' to judge (they left the step: not ours to overrule),
    // unless it is a link (an item's own, not a button that does something) and the page says it is
    // of the kind: its row's Kind cell says "Folder", its list is "Folders".
    const shown = ACTIONABLE_ROLES.has(el.role) && el.role !== 'gridcell' && el.role !== 'treeitem' && el.role !== 'option' ? (el.role === 'link' ? kindShownFor(el, kind, ctx.index) : undefined) : 'item';
    if (!shown) return undefined;
    // A kind word the grammar reads as a role ("folder": a tree item) asks for the page's own word
    // for it: a tree's node drawn without roles opens by its toggle, not by a click on its title.
    if (t.roles && shown === 'item') return undefined;
    const method = form.verb === 'double-click' ? 'doubleClick' : 'click';
    const what = `${el.role} "${ownText(el) || rest}"`;
    return {
      actions: [{ ref: el.ref!, method, arguments: [], description: `${method === 'click' ? 'click' : 'double-click'} ${what}` }],
      candidates: [{ role: el.role, name: rest, score: 1, why: `its whole label, with "${kind}" read as the kind of thing` }],
      facts: [`"${kind}" read as the kind of thing: no element says "${said}"`, ...(shown !== 'item' ? [shown] : [])],
    };
  },
};
