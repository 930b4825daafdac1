import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, type PageIndex } from '../page-index.js';
import { alikeWords, nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A radio said with its group's word, as people say it: "select Express delivery" for the option
 * "Express (1–2 working days) – £6.95" in the fieldset "Delivery method", "choose Card payment"
 * for "Card" in "Payment method": the step's words are the option's first word(s), then a word of
 * the group's legend or label.
 */

const VERBS: ReadonlySet<string> = new Set(['select', 'check', 'uncheck', 'click', 'find']);
/** The choices of a group said so: radios, and the checkboxes of a fieldset ("tick the docs label" in "Labels"). */
const CHOICES: ReadonlySet<string> = new Set(['radio', 'checkbox']);
/** The parts a radio's group is drawn by: a radio group, a fieldset (group), named. */
const GROUPS: ReadonlySet<string> = new Set(['radiogroup', 'group']);
/** Words a group's label has that say nothing of what it is about. */
const NOT_CONTENT: ReadonlySet<string> = new Set(['the', 'a', 'an', 'of', 'your', 'my', 'choose', 'select', 'pick', 'please']);

const alike = (a: string, b: string) => alikeWords(a, b) || nounForms(a).includes(b) || nounForms(b).includes(a);

/** The words of the target, when the step is of this shape. */
function saidWords(form: StepForm, kind: 'act' | 'observe'): string[] | undefined {
  const t = form.target;
  if (!VERBS.has(form.verb) || form.frame !== 'target' || !t?.name || t.exact || form.scope || form.value !== undefined || t.ordinal !== undefined) return undefined;
  if (form.verb === 'find' && kind !== 'observe') return undefined;
  if (t.roles && !t.roles.some((r) => CHOICES.has(r))) return undefined;
  const w = words(t.name);
  return w.length >= 2 && w.length <= 5 ? w : undefined;
}

/** The named group a radio lies in (its nearest radio group or fieldset with a name). */
function groupOf(radio: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  return ancestors(index, radio).find((a) => GROUPS.has(a.role) && a.name);
}

interface Fit {
  radio: SnapshotNode;
  group: SnapshotNode;
  option: string;
  groupWords: string;
}

/** Every way the words split into an option's first words and words of its group's label. */
function fits(said: readonly string[], index: PageIndex, unticks: boolean): Fit[] {
  const out: Fit[] = [];
  for (const radio of index.order) {
    // A radio is never unticked by a step: only a checkbox is.
    if (!CHOICES.has(radio.role) || (unticks && radio.role !== 'checkbox') || !radio.ref || !radio.name) continue;
    const group = groupOf(radio, index);
    if (!group) continue;
    const own = words(radio.name);
    const legend = words(group.name!).filter((w) => !NOT_CONTENT.has(w));
    for (let k = 1; k < said.length; k++) {
      const head = said.slice(0, k);
      const rest = said.slice(k);
      // The option's first words as said, and more after them; or its whole name and the group's
      // word after it ("the docs label" for "docs" in "Labels"), which no name rule reads.
      if (own.length < k || !head.every((w, i) => own[i] === w)) continue;
      if (!rest.every((w) => legend.some((l) => alike(w, l)))) continue;
      // The group's word is not the option's own next word ("Express delivery" for "Express delivery Saturday").
      if (rest.some((w) => own.slice(k).some((o) => alike(w, o)))) continue;
      out.push({ radio, group, option: head.join(' '), groupWords: rest.join(' ') });
      break;
    }
  }
  return out;
}

export const groupWordChoice: WidgetRule = {
  fallback: true,
  setsHiddenBoxes: true,
  info: {
    name: 'group-word-choice',
    does: 'A radio said by its first word(s) and a word of its group\'s legend or label ("Express delivery" for "Express (1–2 working days)" in "Delivery method"): that radio checked; a checkbox of a fieldset likewise ("tick the docs label" for "docs" in "Labels"), ticked or unticked.',
    when: '"select Express delivery", "choose Card payment", "find the Express delivery option": no name on the page says the words as written.',
    evidence: 'Exactly one radio or checkbox, in a named radio group or fieldset, whose name starts with the first word(s) said (or is them whole), while every other word said is a word of its group\'s label (a plural alike: "label" for "Labels"). Two radios that fit (in one group or two) hand over naming them.',
    example: {
      html: '<fieldset><legend>Seat class</legend><label><input type="radio" name="c"> Economy (standard seat)</label><label><input type="radio" name="c"> Business (lie-flat)</label></fieldset>',
      step: 'select Business class',
      action: 'check radio "Business (lie-flat)" of the group "Seat class"',
    },
  },
  applies: (form, kind) => saidWords(form, kind) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const said0 = saidWords(form, ctx.kind)!;
    const unticks = form.verb === 'uncheck';
    const found = fits(said0, ctx.index, unticks);
    if (!found.length) return undefined;
    if (found.length > 1) {
      return { handover: `${found.length} options fit "${form.target!.name}" (${found.slice(0, 3).map((f) => `${said(f.radio)} in "${f.group.name}"`).join(', ')}): say the option's whole name`, near: true };
    }
    const { radio, group, option, groupWords } = found[0]!;
    if (radio.disabled) return { handover: `${said(radio)} is disabled`, near: true };
    const what = `${said(radio)} of the group "${group.name}"`;
    const method = unticks ? ('uncheck' as const) : ('check' as const);
    const action = ctx.kind === 'observe' ? { ref: radio.ref!, method, arguments: [], description: what } : { ref: radio.ref!, method, arguments: [], description: `${method} ${what}` };
    return {
      actions: [action],
      candidates: [{ role: radio.role, name: radio.name ?? '', score: 1, why: `starts "${option}"; "${groupWords}" is its group's word` }],
      facts: [`"${groupWords}" read as the group "${group.name}": ${group.role}`],
    };
  },
};
