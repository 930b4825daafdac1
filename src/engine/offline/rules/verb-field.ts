import type { SnapshotNode } from '../../snapshot/index.js';
import { besideLabel, captionBefore, ownText, subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A select set by the verb its label is made from: "assign it to Aiko Tanaka" sets the select
 * "Assignee" to "Aiko Tanaka", "assign the bug to Ana" likewise; "review it by Omar" would set
 * "Reviewer". The label names who or what the verb's doing goes to (assign → assignee, assigned to;
 * review → reviewer), and the value is one of its options, whole.
 */

/** "<verb> it/the <thing> to|for|by <value>". */
const SHAPE = /^(?:please\s+)?([\p{L}]+)\s+(?:it|them|this|that|(?:the|this|that|my|our)\s+[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?)\s+(?:to|for|by|as)\s+(.+?)\s*[.!]?$/iu;
/** Verbs that name a control, not a doing whose doer a field names. */
const NOT_FIELD_VERBS: ReadonlySet<string> = new Set(['click', 'press', 'tap', 'select', 'choose', 'pick', 'type', 'enter', 'fill', 'set', 'change', 'move', 'drag', 'go', 'open', 'send', 'add', 'scroll', 'switch', 'turn', 'sort', 'filter', 'save', 'export', 'copy']);

const isSelect = (n: SnapshotNode) => !!n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.length > 0;
const optionsOf = (n: SnapshotNode) => subtree(n).filter((o) => o.role === 'option' && !o.disabled);
const labelsOf = (n: SnapshotNode) => [n.name, besideLabel(n), captionBefore(n)].filter((l): l is string => !!l);

/** Whether a label's words are made from the verb: its doer or receiver ("assignee", "reviewer"), or "<verb>ed to|by" ("Assigned to"). */
function madeFrom(label: string, verb: string): boolean {
  const w = words(label);
  const stem = verb.replace(/e$/, '');
  const forms = [`${verb}ee`, `${stem}ee`, `${verb}er`, `${stem}er`, `${verb}ees`, `${verb}ers`, `${stem}ers`];
  if (w.some((x) => forms.includes(x))) return true;
  const past = w.findIndex((x) => x === `${verb}ed` || x === `${stem}ed`);
  return past >= 0 && ['to', 'by', 'for'].includes(w[past + 1] ?? '');
}

export const verbField: WidgetRule = {
  readsStep: true,
  fallback: true,
  info: {
    name: 'verb-field',
    does: 'Sets the select whose label names the doer or receiver of the step\'s verb to the value said: "assign it to Aiko Tanaka" selects "Aiko Tanaka" in "Assignee" (or "Assigned to").',
    when: '"<verb> it/the <thing> to|for|by|as <value>", a verb that names no control ("assign", "review", "approve"…), and no control is named by the step.',
    evidence: 'Exactly one select (a combobox or listbox with options) whose label says the verb made a noun ("assign" → "Assignee", "review" → "Reviewer") or "<verb>ed to/by", and that offers an option named the value whole; a label that fits with no such option, or two such selects, hand over. Afterwards the select shows the value.',
    example: {
      html: '<label>Title <input></label><label>Assignee <select><option value="">No one</option><option>Ana Ruiz</option><option>Omar Haddad</option></select></label>',
      step: 'assign it to Omar Haddad',
      action: 'select "Omar Haddad" in combobox "Assignee"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.value === undefined && /^\p{L}+$/u.test(form.said.trim()),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const m = (ctx.step ?? '').trim().match(SHAPE);
    if (!m) return undefined;
    const verb = normalize(m[1]!);
    const value = normalize(m[2]!);
    if (NOT_FIELD_VERBS.has(verb) || verb.length < 4 || !value) return undefined;
    const fields = ctx.index.order.filter((n) => isSelect(n) && labelsOf(n).some((l) => madeFrom(l, verb)));
    if (!fields.length) return undefined;
    const offering = fields.map((node) => ({ node, hits: optionsOf(node).filter((o) => normalize(o.name ?? ownText(o)) === value) })).filter((f) => f.hits.length === 1);
    if (!offering.length) return { handover: `${said(fields[0]!)} is what "${verb}" sets, and it offers no option "${m[2]}": say the option as it shows it`, near: true };
    if (offering.length > 1) return { handover: `${offering.length} selects say what "${verb}" sets and offer "${m[2]}" (${offering.map((f) => said(f.node)).join(', ')}): say which`, near: true };
    const { node, hits } = offering[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const option = hits[0]!.name ?? ownText(hits[0]!);
    return {
      actions: [{ ref: node.ref!, method: 'selectOption', arguments: [option], description: `select "${option}" in ${said(node)}` }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `its label is what "${verb}" sets; it offers "${option}"` }],
      facts: [`"${verb}" made a noun: ${said(node)}`, `it offers "${option}"`],
    };
  },
};
