import { isActionable, textOf, type SnapshotNode } from '../../snapshot/index.js';
import { ownText, subtree, type PageIndex } from '../page-index.js';
import { nounForms, words } from '../text.js';
import { nameScore } from '../score.js';
import { type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** The page's own word on how a text is edited in place: "Double-click to edit a todo". */
const DOUBLE_CLICK_HINT = /\b(?:double[\s-]?click|dbl[\s-]?click|double[\s-]?tap)(?:ing)?\s+(?:\S+\s+){0,3}?to\s+(?:edit|rename|change)\b/i;

/**
 * "edit "feed the cat"" where no control says Edit: a list's text edited in place, the way the
 * page itself says (a line such as "Double-click to edit a todo"): the one text on the page that
 * is the name, double-clicked. Without the page saying so, the step is handed over with the
 * rephrasing that would resolve.
 */
export const inlineEdit: WidgetRule = {
  info: {
    name: 'inline-edit',
    does: '"edit X" double-clicks the text X when the page says that double-clicking edits, and no control says Edit.',
    when: '"edit "feed the cat"", "edit the Buy milk item": the verb edit and a text of the page; "edit the 3rd todo": an ordinal and the noun the page\'s line on editing uses.',
    evidence: 'Exactly one text on the page (not a control, holding none) is the name exactly, and the page shows a line saying double-click edits; for an ordinal, that line says the noun and one list\'s every item shows one text.',
    example: {
      html: '<ul><li><input type="checkbox"> <label style="display:block">feed the cat</label></li><li><input type="checkbox"> <label style="display:block">buy milk</label></li></ul><footer>Double-click to edit a todo</footer>',
      step: 'edit "feed the cat"',
      action: 'doubleClick "feed the cat"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'edit' && !!form.target?.name && !form.scope && (form.target.ordinal === undefined || (!form.target.roles && words(form.target.name).length === 1)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    if (form.target!.ordinal !== undefined) return nthEdited(form.target!.name, form.target!.ordinal, ctx.index);
    const name = form.target!.name;
    const texts: SnapshotNode[] = ctx.index.order.filter((n) => n.ref && !isActionable(n) && nameScore(name, ownText(n), true) === 1 && !subtree(n).some((d) => d !== n && isActionable(d)));
    if (texts.length !== 1) return texts.length ? { handover: `"${name}" is written ${texts.length} times: say which ("edit "${name}" in the … list")`, near: true } : undefined;
    const node = texts[0]!;
    const hint = hintOf(ctx.index);
    if (!hint) return { handover: `nothing on the page says how "${name}" is edited: say "double-click ${name}" or name its Edit control`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'doubleClick', arguments: [], description: `doubleClick "${ownText(node)}"` }],
      candidates: [{ role: node.role, name: ownText(node), score: 1, why: 'the text to edit' }],
      facts: [`the page says: "${hintText(hint).slice(0, 80)}"`, `no control named Edit for "${ownText(node)}" was found`],
    };
  },
};

/** The line where the page says that double-clicking edits. */
function hintOf(index: PageIndex): SnapshotNode | undefined {
  return index.order.find((n) => DOUBLE_CLICK_HINT.test(ownText(n) || (n.children.length ? '' : textOf(n))) || DOUBLE_CLICK_HINT.test(n.text ?? ''));
}

function hintText(hint: SnapshotNode): string {
  return hint.text ?? (ownText(hint) || textOf(hint));
}

/** An item's one text a person reads as the item (not a control, holding none), or undefined. */
function itemText(item: SnapshotNode): SnapshotNode | undefined {
  const texts = subtree(item).filter((n) => n !== item && n.ref && !isActionable(n) && ownText(n) && !subtree(n).some((d) => d !== n && isActionable(d)));
  if (texts.length === 1) return texts[0];
  // An item that is its text (no part of its own holds it) and holds no control.
  return !texts.length && item.ref && ownText(item) && !subtree(item).some((d) => d !== item && isActionable(d)) ? item : undefined;
}

/**
 * "edit the 3rd todo": the nth item of the one list whose every item shows one text, double-clicked,
 * when the page's own line on editing says the noun ("Double-click to edit a todo").
 */
export function nthEdited(noun: string, ordinal: number, index: PageIndex): RuleFound | RuleHandover | undefined {
  const hint = hintOf(index);
  if (!hint || !words(hintText(hint)).some((w) => nounForms(noun).includes(w))) return undefined;
  const lists = index.order
    .filter((n) => n.role === 'list')
    .map((list) => list.children.filter((c) => c.role === 'listitem'))
    .filter((items) => items.length >= 2 && items.every((item) => itemText(item)));
  if (lists.length !== 1) return { handover: lists.length ? `${lists.length} lists of items with a text: say the item's text ("edit "…"")` : `no list of items with a text to edit: say the item's text ("edit "…"")`, near: true };
  const items = lists[0]!;
  const item = ordinal > 0 ? items[ordinal - 1] : items[items.length + ordinal];
  if (!item) return { handover: `asked for item ${ordinal} of ${items.length}: say the item's text ("edit "…"")`, near: true };
  const node = itemText(item)!;
  return {
    actions: [{ ref: node.ref!, method: 'doubleClick', arguments: [], description: `doubleClick "${ownText(node)}"` }],
    candidates: items.map((it, i) => ({ role: it.role, name: ownText(itemText(it)!), score: it === item ? 1 : 0, why: `#${i + 1} of ${items.length}` })),
    facts: [`the page says: "${hintText(hint).slice(0, 80)}"`, `${items.length} items in the list, each showing one text`],
  };
}
