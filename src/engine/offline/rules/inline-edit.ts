import { isActionable, textOf, type SnapshotNode } from '../../snapshot/index.js';
import { ownText, subtree } from '../page-index.js';
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
    when: '"edit "feed the cat"", "edit the Buy milk item": the verb edit and a text of the page.',
    evidence: 'Exactly one text on the page (not a control, holding none) is the name exactly, and the page shows a line saying double-click edits.',
    example: {
      html: '<ul><li><input type="checkbox"> <label style="display:block">feed the cat</label></li><li><input type="checkbox"> <label style="display:block">buy milk</label></li></ul><footer>Double-click to edit a todo</footer>',
      step: 'edit "feed the cat"',
      action: 'doubleClick "feed the cat"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'edit' && !!form.target?.name && !form.scope && form.target.ordinal === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const name = form.target!.name;
    const texts: SnapshotNode[] = ctx.index.order.filter((n) => n.ref && !isActionable(n) && nameScore(name, ownText(n), true) === 1 && !subtree(n).some((d) => d !== n && isActionable(d)));
    if (texts.length !== 1) return texts.length ? { handover: `"${name}" is written ${texts.length} times: say which ("edit "${name}" in the … list")`, near: true } : undefined;
    const node = texts[0]!;
    const hint = ctx.index.order.find((n) => DOUBLE_CLICK_HINT.test(ownText(n) || (n.children.length ? '' : textOf(n))) || DOUBLE_CLICK_HINT.test(n.text ?? ''));
    if (!hint) return { handover: `nothing on the page says how "${name}" is edited: say "double-click ${name}" or name its Edit control`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'doubleClick', arguments: [], description: `doubleClick "${ownText(node)}"` }],
      candidates: [{ role: node.role, name: ownText(node), score: 1, why: 'the text to edit' }],
      facts: [`the page says: "${(hint.text ?? ownText(hint)).slice(0, 80)}"`, `no control named Edit for "${ownText(node)}" was found`],
    };
  },
};
