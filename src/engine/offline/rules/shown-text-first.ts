import { ACTIONABLE_ROLES, walk, type SnapshotNode } from '../../snapshot/index.js';
import { ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { textsIn } from './clickable-text.js';
import type { RuleFound, RuleHandover, WidgetRule } from './widget.js';

/** Verbs that click what they name. */
const CLICK_VERBS: ReadonlySet<string> = new Set(['click', 'open', 'double-click']);

/** Most clickable parts of a page read for one step. */
const MAX_CLICKABLE = 400;

/**
 * "click Quarterly report draft" in a list whose rows show that text (the page makes it clickable:
 * a pointer cursor) and hold a checkbox named "Select Quarterly report draft": the step says the
 * words the page shows, whole; a control whose name only holds them among other words ("Select
 * …", "Delete …") is another thing. Tried before the name rules, which would take that control
 * for the nearest name: the one clickable element (no control role) showing exactly the name,
 * outside every such control, when no control is named exactly so.
 */
export const shownTextFirst: WidgetRule = {
  info: {
    name: 'shown-text-first',
    does: 'A name the page shows whole on one clickable element (a pointer cursor, no control role) is clicked there, not on a control whose name only holds it among other words.',
    when: '"click Quarterly report draft" where a row shows that text (clickable) and holds a checkbox named "Select Quarterly report draft"; no control is named exactly so.',
    evidence: 'No control is named exactly so; at least one control\'s name holds the words among others; exactly one element with a pointer cursor and no control role, outside those controls, shows the name as a whole text.',
    example: {
      html: '<div class="row"><input type="checkbox" aria-label="Select Quarterly report draft"><div style="cursor:pointer" onclick="this.dataset.open=1">Quarterly report draft</div></div>',
      step: 'click Quarterly report draft',
      action: 'click generic "Quarterly report draft"',
    },
  },
  applies: (form, kind) => kind === 'act' && CLICK_VERBS.has(form.verb) && form.frame === 'target' && !!form.target?.name && form.target.ordinal === undefined && !form.target.roles && !form.target.kind && !form.scope,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const name = normalize(form.target!.name);
    if (name.split(' ').length < 2) return undefined;
    const controls = ctx.index.order.filter((n) => n.ref && ACTIONABLE_ROLES.has(n.role));
    if (controls.some((n) => normalize(n.name ?? '') === name)) return undefined;
    const holding = controls.filter((n) => ` ${normalize(n.name ?? '')} `.includes(` ${name} `));
    if (!holding.length) return undefined;
    const inside = new Set(holding.flatMap((n) => [...walk([n])]));
    const clickable = ctx.index.order.filter((n) => n.ref && n.cursor === 'pointer' && !ACTIONABLE_ROLES.has(n.role) && !inside.has(n));
    if (!clickable.length || clickable.length > MAX_CLICKABLE) return undefined;
    // The element whose text it is (nested clickable parts show the same text once).
    const hits = new Set<SnapshotNode>();
    for (const el of clickable) {
      const hit = textsIn(el).find((t) => t.text === name);
      if (hit) hits.add(hit.at.ref ? hit.at : el);
    }
    const shown = [...hits].filter((h) => ![...hits].some((o) => o !== h && [...walk([h])].includes(o)));
    if (shown.length !== 1) return undefined;
    const at = shown[0]!;
    const method = form.verb === 'double-click' ? 'doubleClick' : 'click';
    return {
      actions: [{ ref: at.ref!, method, arguments: [], description: `${method === 'click' ? 'click' : 'double-click'} ${at.role} "${ownText(at) || form.target!.name}"` }],
      candidates: [
        { role: at.role, name: form.target!.name, score: 1, why: 'the name shown whole, on an element with a pointer cursor' },
        ...holding.slice(0, 3).map((n) => ({ role: n.role, name: n.name ?? '', score: 0, why: 'its name holds the words among others' })),
      ],
      facts: ['a pointer cursor (the page makes it clickable)', `${holding.length} control(s) whose name only holds "${form.target!.name}" among other words`],
    };
  },
};
