import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import type { StepForm } from '../grammar.js';
import { fitsMethod } from '../match.js';
import type { OfflineMethod } from '../parse.js';
import { nameScore } from '../score.js';
import { containsPhrase, normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** The method a verb of the form asks of a field, and the value. */
function methodOf(form: StepForm): { method: OfflineMethod; value?: string } | undefined {
  switch (form.verb) {
    case 'set':
      return form.value !== undefined ? { method: 'selectOption', value: form.value } : undefined;
    case 'fill':
    case 'type':
      return form.value !== undefined && form.frame !== 'kind-value' ? { method: form.verb, value: form.value } : undefined;
    case 'select':
      return form.value !== undefined && form.frame === 'value-into' ? { method: 'selectOption', value: form.value } : undefined;
    case 'click':
      return form.value === undefined ? { method: 'click' } : undefined;
    default:
      return undefined;
  }
}

/** A field's action for the value: a list's option (by its name, or the one option that says it), or the text. */
function actionOn(node: SnapshotNode, method: OfflineMethod, value: string | undefined): OfflineAction | { handover: string } {
  const options = node.children.filter((c) => c.role === 'option').map((c) => c.name ?? '');
  if (method === 'selectOption' && !options.length && (node.role === 'textbox' || node.role === 'searchbox' || node.role === 'spinbutton')) method = 'fill';
  if (method === 'selectOption') {
    const wanted = normalize(value ?? '');
    let hit = options.filter((o) => normalize(o) === wanted);
    if (!hit.length) hit = options.filter((o) => containsPhrase(normalize(o), wanted));
    if (hit.length !== 1) return { handover: `"${value}" is not one of the options of ${said(node)}` };
    return { ref: node.ref!, method, arguments: [hit[0]!], description: `select "${hit[0]}" in ${said(node)}` };
  }
  if (method === 'fill' || method === 'type') return { ref: node.ref!, method, arguments: [value ?? ''], description: `${method} ${said(node)} with "${value ?? ''}"` };
  return { ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` };
}

/**
 * "the response media type", "the shipping city": a name whose first words name the part of the
 * page a field lies in (a heading, a landmark, a card) and whose last words are the field's own
 * name. Tried when no control is named the whole phrase: each split of the words, the part named
 * by the head, the field named exactly the tail within it.
 */
export const qualifiedName: WidgetRule = {
  info: {
    name: 'qualified-name',
    does: 'A name whose first words name the part of the page a control is in ("response" for the Responses section) and whose last words are its own name ("Media type").',
    when: '"change the response media type to application/xml", "fill the shipping city with Oslo": no control is named the whole phrase.',
    evidence: 'For exactly one split of the words, the head names a part of the page (heading, landmark, card; a plural said singular counts) and in it exactly one control that takes the step is named the tail exactly.',
    example: {
      html: '<h4>Request</h4><label>Media type <select><option>application/json</option><option>application/xml</option></select></label><h4>Responses</h4><label>Media type <select><option>application/json</option><option>application/xml</option></select></label>',
      step: 'change the response media type to application/xml',
      action: 'select "application/xml" in combobox "Media type"',
    },
  },
  applies: (form) => !form.scope && !!form.target && !form.target.exact && form.target.ordinal === undefined && normalize(form.target.whole ?? form.target.name).split(' ').length >= 2 && methodOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { method, value } = methodOf(form)!;
    const words = normalize(form.target!.whole ?? form.target!.name).split(' ');
    const found: { node: SnapshotNode; head: string; tail: string }[] = [];
    for (let k = 1; k < words.length; k++) {
      const head = words.slice(0, k).join(' ');
      const tail = words.slice(k).join(' ');
      const target = { name: tail, exact: false, ...(form.target!.roles ? { roles: form.target!.roles } : {}) };
      // The part's name as said, or its plural ("response" for the Responses section).
      let nodes: SnapshotNode[] | { handover: string } = { handover: '' };
      for (const part of head.endsWith('s') ? [head] : [head, `${head}s`]) {
        nodes = nodesInScope({ relation: 'in', name: part, exact: false }, ctx.index, method, target);
        if (!('handover' in nodes)) break;
      }
      if ('handover' in nodes) continue;
      const fits = (n: SnapshotNode) => fitsMethod(n, method) || (method === 'selectOption' && fitsMethod(n, 'fill'));
      const named = nodes.filter((n) => n.ref && fits(n) && (!target.roles || target.roles.includes(n.role)) && nameScore(tail, n.name ?? '') === 1);
      if (named.length === 1) found.push({ node: named[0]!, head, tail });
      else if (named.length > 1) return { handover: `${named.length} controls named "${tail}" in the part "${head}" names: say which`, near: true };
    }
    const distinct = [...new Set(found.map((f) => f.node))];
    if (distinct.length !== 1) return distinct.length ? { handover: `"${words.join(' ')}" reads as several parts and names: say the part ("the ${found[0]!.tail} in the ${found[0]!.head} section")`, near: true } : undefined;
    const { node, head, tail } = found[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const action = actionOn(node, method, value);
    if ('handover' in action) return { ...action, near: true };
    return { actions: [action], candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `"${tail}" in the part "${head}" names` }], facts: [`"${head}" names the part, "${tail}" the control`] };
  },
};
