import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { normalize, words } from '../text.js';
import { numberForms } from './columns.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'menuitem', 'link']);
/** Verbs of the grammar said the same way by a control ("Delete selected" for "remove the selected rows"). */
const SAME: Readonly<Record<string, readonly string[]>> = { remove: ['remove', 'delete'] };

/** "remove the selected orders", "export all selected rows", "archive selected": the verb and the items' noun. */
function askOf(form: StepForm): { verbs: readonly string[]; noun: string } | undefined {
  if (!form.target || form.scope || form.value !== undefined || form.target.exact) return undefined;
  const verbs = form.verb === 'remove' ? SAME['remove']! : form.verb === 'do' && /^\p{L}+$/u.test(form.said) ? [normalize(form.said)] : undefined;
  if (!verbs) return undefined;
  const m = normalize(form.target.whole ?? form.target.raw).match(/^(?:all\s+)?(?:(?:the|those|these)\s+)?(?:currently\s+)?selected(?:\s+(.+))?$/);
  if (!m) return undefined;
  const noun = m[1] ?? '';
  return noun.split(' ').length <= 3 ? { verbs, noun } : undefined;
}

/**
 * A toolbar's action on the selected items, named by the verb and "selected" (a grid's "Remove
 * selected", "Delete selected rows", "Export selected"): "remove the selected orders" clicks it.
 * The items' noun, when the control says one, must be the step's (in either number).
 */
export const selectedAction: WidgetRule = {
  info: {
    name: 'selected-action',
    does: 'An action on the selected items: the one control named by the verb and "selected" ("Remove selected", "Delete selected rows").',
    when: '"remove the selected orders", "delete selected", "export all selected rows".',
    evidence: 'Exactly one enabled button, link or menu item whose name is the verb (remove and delete alike), "selected", and nothing else or the step\'s noun in either number.',
    example: {
      html: '<button>Remove selected</button><button>Remove all</button><ul><li>Order 1 <button>Remove</button></li></ul>',
      step: 'remove the selected orders',
      action: 'click button "Remove selected"',
    },
  },
  applies: (form, kind) => kind === 'act' && askOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { verbs, noun } = askOf(form)!;
    const nouns = noun ? numberForms(noun) : [];
    const fits = (node: SnapshotNode) => {
      const w = words(node.name ?? '').filter((x) => x !== 'the' && x !== 'all');
      if (w.length < 2 || !verbs.includes(w[0]!) || w[1] !== 'selected') return false;
      const rest = w.slice(2).join(' ');
      return !rest || nouns.includes(rest);
    };
    const found = ctx.index.order.filter((n) => n.ref && DOING_ROLES.has(n.role) && fits(n));
    if (!found.length) return undefined;
    const enabled = found.filter((n) => !n.disabled);
    if (!enabled.length) return { handover: `${said(found[0]!)} is disabled: select the items first`, near: true };
    if (enabled.length > 1) return { handover: `${enabled.length} controls act on the selected items (${enabled.slice(0, 3).map(said).join(', ')}): click the one you mean by its name`, near: true };
    const node = enabled[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
      candidates: found.map((n) => ({ role: n.role, name: n.name ?? '', score: n.disabled ? 0 : 1 })),
      facts: [`${said(node)} is named by the verb and "selected"`],
    };
  },
};
