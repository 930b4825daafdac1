import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { boxLabel, labelledBox, ownText, subtree, type PageIndex } from '../page-index.js';
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
    evidence: 'The group\'s name heads one part of the page (a heading\'s section, a fieldset or radio group), and in it exactly one radio or tab is named the choice. Where nothing else groups them (a form toolkit\'s drawn radios, no names of their own): a caption that labels no box, first in its block, over two or more radios and no other control (or a form grid\'s caption cell just before the cell holding them), each radio named by the label beside it, which is what is checked.',
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
    let scored = 'handover' in nodes ? [] : nodes.filter((n) => n.ref && CHOICES.has(n.role)).map((n) => ({ node: n, score: nameScore(choice, n.name ?? '') })).filter((s) => s.score >= MIN_SCORE);
    // A toolkit's drawn radios: no heading, legend or radio group names the group, and no radio has a
    // name of its own; the group's caption sits above its radios in one block, each radio's label beside it.
    let captioned = false;
    if (!scored.length) {
      scored = captionedRadios(group, ctx.index).map((n) => ({ node: n, score: nameScore(choice, n.name || ownText(boxLabel(n) ?? n)) })).filter((s) => s.score >= MIN_SCORE);
      captioned = scored.length > 0;
    }
    if (!scored.length) return undefined;
    const best = Math.max(...scored.map((s) => s.score));
    const top = scored.filter((s) => s.score > best - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} choices in "${group}" match "${choice}": say the choice's whole name`, near: true };
    const node: SnapshotNode = top[0]!.node;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const method: OfflineMethod = node.role === 'radio' || node.role === 'menuitemradio' ? 'check' : 'click';
    // A drawn radio is set the way a person sets it, by its label (the box lies hidden under it).
    const label = captioned && !node.name ? boxLabel(node) : undefined;
    if (label?.ref) return { actions: [{ ref: label.ref, method: 'check', arguments: [], description: `check the radio labelled "${ownText(label)}" under "${group}"` }], candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name || ownText(boxLabel(s.node) ?? s.node), score: Math.round(s.score * 100) / 100 })), facts: [`"${group}" captions a block of radios with no group role; the radio is named by the label beside it`] };
    return { actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }], candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? '', score: Math.round(s.score * 100) / 100 })), facts: [`in the part "${group}" heads`] };
  },
};

/**
 * The radios a caption heads when nothing else groups them: a short text that labels no box, the
 * first of its parent's children, where the rest of that block holds two or more radios and no
 * other control (`<div><label>Employment type</label><div><input type=radio><label>Full-time</label></div>…</div>`,
 * a form toolkit's grouped fields); or a caption cell of a form grid whose next cell holds two or more radios and
 * no other control (`<span>Visit type</span><div><input type=radio>…</div>`). Each caption the group's words
 * name exactly gives its block's radios.
 */
function captionedRadios(group: string, index: PageIndex): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  for (const caption of index.order) {
    if (ACTIONABLE_ROLES.has(caption.role) || labelledBox(caption) || !['text', 'generic'].includes(caption.role)) continue;
    const text = ownText(caption);
    if (!text || text.length > 60 || nameScore(group, text) < 1) continue;
    // A block whose own text is its caption (a field's box holding the caption and the radios) is no caption:
    // its next sibling is another field's (the gym form's "Locker size" block took the towel's radios).
    if (subtree(caption).some((n) => n !== caption && ACTIONABLE_ROLES.has(n.role))) continue;
    const block = index.parent.get(caption);
    if (!block) continue;
    // The caption first in its block, over the rest of it; or, in a form laid out as a grid of caption
    // and field cells, the caption's cell just before the cell that holds the radios.
    const at = block.children.indexOf(caption);
    const inside = at === 0 ? block.children.slice(1).flatMap((c) => subtree(c)) : block.children[at + 1] ? subtree(block.children[at + 1]!) : [];
    const controls = inside.filter((n) => ACTIONABLE_ROLES.has(n.role));
    if (controls.length < 2 || controls.some((n) => n.role !== 'radio')) continue;
    out.push(...controls);
  }
  return out;
}
