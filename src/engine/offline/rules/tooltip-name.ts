import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const ICON_ROLES = new Set(['button', 'link']);

/**
 * Icon buttons (a toolbar's, a card's tools) that show only an icon font's glyph, which names
 * them with a sign no one can say, and carry their purpose in a tooltip (`title`): "click the Collapse button in the Budget
 * card" is the nameless button of that card whose tooltip says "Collapse".
 */
export const tooltipName: WidgetRule = {
  info: {
    name: 'tooltip-name',
    does: 'A button that shows only an icon, found by its tooltip (title): the one nameless button or link in the scope whose tooltip says the name.',
    when: '"click the Collapse button in the Budget card", "press the Refresh button": no control is named so, and icon buttons have no name.',
    evidence: 'The tooltips of the nameless buttons and links in the scope (read from the page): exactly one says the name, clearly ahead of the others.',
    example: {
      html: '<h3>Budget</h3><button title="Collapse">&#xf068;</button><button title="Remove">&#xf00d;</button><h3>Notes</h3><button title="Collapse">&#xf068;</button>',
      step: 'click the Collapse button in the Budget section',
      action: 'click button (tooltip "Collapse")',
    },
  },
  applies: (form, kind) => (form.verb === 'click' || form.verb === 'find' || form.verb === 'hover') && !!form.target?.name && !form.target.exact && form.target.ordinal === undefined && (!form.target.roles || form.target.roles.some((r) => ICON_ROLES.has(r))) && (kind === 'observe' || form.verb !== 'find'),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const name = form.target!.name;
    const nodes = nodesInScope(form.scope, ctx.index, 'click', { name: '', exact: false, roles: ['button', 'link'] });
    if ('handover' in nodes) return undefined;
    const nameless = nodes.filter((n: SnapshotNode) => n.ref && ICON_ROLES.has(n.role) && isActionable(n) && !normalize(n.name ?? ''));
    if (!nameless.length || nameless.length > MAX_PROBED_REFS) return undefined;
    const before = ctx.book.misses;
    const scored = nameless.map((node) => ({ node, tip: ctx.book.facts(node)?.title ?? '' })).map((s) => ({ ...s, score: nameScore(name, s.tip) }));
    if (ctx.book.misses > before) return { handover: 'reading the tooltips of icon buttons', near: true };
    const best = Math.max(0, ...scored.map((s) => s.score));
    if (best < MIN_SCORE) return undefined;
    const top = scored.filter((s) => s.score > best - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} icon buttons${form.scope ? ` in "${form.scope.name}"` : ''} have the tooltip "${top[0]!.tip}": say where ("the ${name} button in the … card")`, near: true };
    const { node, tip } = top[0]!;
    if (node.disabled) return { handover: `${said(node)} (tooltip "${tip}") is disabled`, near: true };
    const method = form.verb === 'hover' ? 'hover' : 'click';
    return {
      actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${node.role} (tooltip "${tip}")` }],
      candidates: scored.filter((s) => s.score > 0).map((s) => ({ role: s.node.role, name: s.tip, score: Math.round(s.score * 100) / 100, why: 'tooltip' })),
      facts: [`tooltip "${tip}"`, ...(form.scope ? [`in the part "${form.scope.name}" names`] : [])],
    };
  },
};
