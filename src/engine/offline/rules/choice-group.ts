import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import type { OfflineMethod } from '../parse.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const CHOICES = new Set(['radio', 'tab', 'menuitemradio', 'option']);

/** The group and the choice: "set the text direction to RTL", "select Range as the type", "choose ISO for week numbers". */
function partsOf(form: StepForm): { group: string; choice: string } | undefined {
  if (form.value === undefined || !form.target) return undefined;
  const group = form.target.whole ?? `${form.target.name}${form.target.kind ? ` ${form.target.kind}` : ''}`.trim();
  if (!group) return undefined;
  if (form.verb === 'set' && form.frame === 'to-value') return { group, choice: form.value };
  if (form.verb === 'select' && form.frame === 'as-value') return { group, choice: form.value };
  return undefined;
}

/**
 * A choice in a named group (APG radio group, tabs): the group named by its heading, legend or
 * label ("Text direction"), the choice by its name ("RTL"). The one radio (or tab) of that name in
 * the part the group's name heads.
 */
export const choiceGroup: WidgetRule = {
  info: {
    name: 'choice-group',
    does: 'Sets a group of choices to one of them: the radio (or tab) of that name in the part the group\'s heading or label names.',
    when: '"set the text direction to RTL", "switch the theme to Dark", "select Range as the type".',
    evidence: 'The group\'s name heads one part of the page (a heading\'s section, a fieldset or radio group), and in it exactly one radio or tab is named the choice.',
    example: {
      html: '<h4>Text direction</h4><label><input type="radio" name="d" checked> LTR</label><label><input type="radio" name="d"> RTL</label><h4>Size</h4><label><input type="radio" name="s"> RTL</label>',
      step: 'set the text direction to RTL',
      action: 'check radio "RTL"',
    },
  },
  applies: (form) => partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { group, choice } = partsOf(form)!;
    const nodes = nodesInScope({ relation: 'in', name: group, exact: false }, ctx.index, 'click', { name: choice, exact: false });
    if ('handover' in nodes) return undefined;
    const scored = nodes.filter((n) => n.ref && CHOICES.has(n.role)).map((n) => ({ node: n, score: nameScore(choice, n.name ?? '') })).filter((s) => s.score >= MIN_SCORE);
    if (!scored.length) return undefined;
    const best = Math.max(...scored.map((s) => s.score));
    const top = scored.filter((s) => s.score > best - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} choices in "${group}" match "${choice}": say the choice's whole name`, near: true };
    const node: SnapshotNode = top[0]!.node;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const method: OfflineMethod = node.role === 'radio' || node.role === 'menuitemradio' ? 'check' : 'click';
    return { actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }], candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? '', score: Math.round(s.score * 100) / 100 })), facts: [`in the part "${group}" heads`] };
  },
};
