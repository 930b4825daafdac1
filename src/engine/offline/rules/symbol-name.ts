import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const CLICKABLE = new Set(['button', 'link', 'menuitem', 'tab']);

/**
 * A control named only by signs ("»", "×", "+", "…"): the words-only name rules read such a
 * name as nothing, so it is matched here as written, exactly.
 */
export const symbolName: WidgetRule = {
  info: {
    name: 'symbol-name',
    does: 'A control whose name is only signs ("»", "+", "×"): the one control named exactly so.',
    when: '"click »", "press +": the target has no letters or digits.',
    evidence: 'Exactly one enabled button, link, tab or menu item whose name is those signs.',
    example: { html: '<button>«</button><span>May</span><button>»</button>', step: 'click »', action: 'click button "»"' },
  },
  applies: (form) => form.verb === 'click' && !!form.target && !normalize(form.target.raw) && /\S/.test(form.target.raw) && !form.scope,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const sign = form.target!.raw.replace(/^["“]|["”]$/g, '').trim();
    const named = ctx.index.order.filter((n) => n.ref && CLICKABLE.has(n.role) && (n.name ?? '').trim() === sign);
    if (!named.length) return undefined;
    const enabled = named.filter((n) => !n.disabled);
    if (enabled.length !== 1) return { handover: enabled.length ? `${enabled.length} controls are named "${sign}": say "the first ${sign}" or scope it` : `the "${sign}" control is disabled`, near: true };
    const node = enabled[0]!;
    return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }], candidates: named.map((n) => ({ role: n.role, name: n.name ?? '', score: 1 })), facts: [] };
  },
};
