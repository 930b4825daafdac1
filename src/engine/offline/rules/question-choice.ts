import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import type { PageIndex } from '../page-index.js';
import { subtree } from '../page-index.js';
import { normalize, words, namesEveryWord, withoutAside } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A choice named through its question (APG radio group; a fieldset and its legend): "choose France
 * as the country", "set Which country do you live in? to Italy", "pick Other for the country
 * question", "answer Yes to Did you contact our support team?", "switch the plan back to Basic".
 * The question is the group's accessible name (aria-labelledby a title, a legend); the choice is
 * the one radio of exactly that name in it. Radios drawn visually hidden behind their labels are
 * checked through the label a person clicks (setsHiddenBoxes), verified by the radio's state.
 */

const GROUP_ROLES: ReadonlySet<string> = new Set(['radiogroup', 'group']);
/** Words that say the thing is a question, not which one. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'question', 'field', 'group', 'choice', 'choices', 'option', 'options', 'answer', 'for', 'of', 'to', 'our', 'your', 'my']);
const PICK_VERBS: ReadonlySet<string> = new Set(['pick', 'choose', 'select', 'tick', 'mark']);

interface Ask {
  question: string;
  choice: string;
}

function scopeText(form: StepForm): string | undefined {
  const s = form.scope;
  if (!s) return undefined;
  return `${s.name}${s.kind ? ` ${s.kind}` : ''}`;
}

/** The target as said, with a scope the grammar read inside a question put back ("… live in a country house?"). */
function phraseOf(form: StepForm): string {
  const t = form.target!;
  return form.scope ? `${t.raw} ${form.scope.relation} ${scopeText(form)!}` : t.raw;
}

/** Each way "<question> to <choice>" splits at a " to " (a choice may hold one: "25 to 44"). */
function splitsAt(phrase: string, swap: boolean): Ask[] {
  const out: Ask[] = [];
  const re = /\s+to\s+/gi;
  for (let m = re.exec(phrase); m; m = re.exec(phrase)) {
    const before = phrase.slice(0, m.index).trim();
    const after = phrase.slice(m.index + m[0].length).trim();
    if (before && after) out.push(swap ? { choice: before, question: after } : { question: before, choice: after });
  }
  return out;
}

/** The readings of a step as a question and a choice (several when " to " could split it more than one way). */
function asksOf(form: StepForm): Ask[] {
  const t = form.target;
  if (!t || t.ordinal !== undefined) return [];
  // "choose France as the country".
  if (form.verb === 'select' && form.frame === 'as-value' && form.value !== undefined && !form.scope) return [{ question: t.raw, choice: form.value }];
  // "set <question> to <choice>", "switch <question> back to <choice>", "set the age to 25 to 44".
  if (form.verb === 'set' && form.frame === 'to-value' && form.value !== undefined && !form.scope) {
    return splitsAt(`${t.raw.replace(/\s+back$/i, '')} to ${form.value}`, false).map((a) => ({ ...a, question: a.question.replace(/\s+back$/i, '') }));
  }
  // "pick Other for the country question".
  if (form.verb === 'select' && form.frame === 'target' && form.scope?.relation === 'for' && PICK_VERBS.has(normalize(form.said))) {
    return [{ question: scopeText(form)!, choice: t.raw }];
  }
  // "answer Yes to <question>".
  if (form.verb === 'do' && normalize(form.said) === 'answer' && form.value === undefined) return splitsAt(phraseOf(form), true);
  return [];
}

/** Whether every word of the question as said (the question words aside) is in the group's name. */
function names(question: string, group: SnapshotNode): boolean {
  return namesEveryWord(question, group.name ?? '', QUESTION_WORDS);
}

const strip = (s: string) => normalize(s.replace(/^["'“”‘’]+|["'“”‘’.?!]+$/g, ''));

interface Group {
  group: SnapshotNode;
  radios: SnapshotNode[];
}

/** Named groups of two or more radios, innermost. */
function groupsOf(index: PageIndex): Group[] {
  const out: Group[] = [];
  for (const group of index.order) {
    if (!GROUP_ROLES.has(group.role) || !normalize(group.name ?? '')) continue;
    const radios = subtree(group).filter((n) => n !== group && n.role === 'radio');
    if (radios.length >= 2) out.push({ group, radios });
  }
  return out.filter((g) => !out.some((o) => o !== g && subtree(g.group).includes(o.group)));
}

/** The radios named the choice: exactly, else by their name without its aside in brackets ("Other (describe)" for Other). */
function choicesOf(radios: readonly SnapshotNode[], choice: string): SnapshotNode[] {
  const exact = radios.filter((r) => strip(r.name ?? '') === choice);
  if (exact.length) return exact;
  return radios.filter((r) => strip(withoutAside(r.name ?? '') ?? '') === choice);
}

const YES: ReadonlySet<string> = new Set(['yes', 'on', 'true']);
const NO: ReadonlySet<string> = new Set(['no', 'off', 'false']);
const BOXES: ReadonlySet<string> = new Set(['switch', 'checkbox']);

/**
 * A yes/no question drawn as one switch or checkbox named by the question ("answer Yes to Did you
 * contact our support team?", "switch <question> to No"): checked for Yes, unchecked for No.
 */
function switchOf(form: StepForm, index: PageIndex): RuleFound | RuleHandover | undefined {
  const fits: { ask: Ask; box: SnapshotNode; on: boolean }[] = [];
  for (const ask of asksOf(form)) {
    const choice = strip(ask.choice);
    if (!YES.has(choice) && !NO.has(choice)) continue;
    for (const box of index.order) if (BOXES.has(box.role) && box.ref && names(ask.question, box) && !fits.some((f) => f.box === box)) fits.push({ ask, box, on: YES.has(choice) });
  }
  if (!fits.length) return undefined;
  if (fits.length > 1) return { handover: `${fits.length} switches fit (${fits.map((f) => said(f.box)).join(', ')}): name the question by more of its title`, near: true };
  const { box, on } = fits[0]!;
  if (box.disabled) return { handover: `${said(box)} is disabled`, near: true };
  const method = on ? 'check' : 'uncheck';
  return {
    actions: [{ ref: box.ref!, method, arguments: [], description: `${method} ${said(box)}` }],
    candidates: [{ role: box.role, name: box.name ?? '', score: 1 }],
    facts: [`a yes/no question: ${said(box)}`],
  };
}

export const questionChoice: WidgetRule = {
  info: {
    name: 'question-choice',
    does: 'Answers a question with one of its choices: the radio of exactly that name in the one radio group (or fieldset) the question names.',
    when: '"choose France as the country", "set Which country do you live in? to Italy", "pick Other for the country question", "answer Yes to <question>", "switch the plan back to Basic".',
    evidence: 'Groups (radiogroup, group/fieldset) with an accessible name holding every word of the question as said; in exactly one of them, a radio whose whole name is the choice. With no such radio and a choice of Yes/No (On/Off), the one switch or checkbox whose name holds the question: checked for Yes, unchecked for No. Two fitting groups or switches hand over.',
    example: {
      html: '<fieldset><legend>Which country do you live in?</legend><label><input type="radio" name="c"> France</label><label><input type="radio" name="c"> Italy</label></fieldset>',
      step: 'choose France as the country',
      action: 'check radio "France" in group "Which country do you live in?"',
    },
  },
  setsHiddenBoxes: true,
  applies: (form, kind) => kind === 'act' && asksOf(form).length > 0,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    // Every reading that names a group holding a radio of exactly the choice's name.
    const groups = groupsOf(ctx.index);
    const fits: { ask: Ask; group: Group }[] = [];
    for (const ask of asksOf(form)) {
      const choice = strip(ask.choice);
      if (!choice) continue;
      for (const g of groups) if (names(ask.question, g.group) && choicesOf(g.radios, choice).length && !fits.some((f) => f.group === g)) fits.push({ ask, group: g });
    }
    if (!fits.length) return switchOf(form, ctx.index);
    const candidates = fits.map((f) => ({ role: f.group.group.role, name: f.group.group.name ?? '', score: 1 }));
    if (fits.length > 1) {
      const listed = fits.map((f) => `"${f.group.group.name ?? ''}"`).join(', ');
      return { handover: `${fits.length} questions fit (${listed}): name the question by more of its title, e.g. "set ${fits[0]!.group.group.name ?? ''} to ${fits[0]!.ask.choice}"`, near: true };
    }
    const ask = fits[0]!.ask;
    const choice = strip(ask.choice);
    const { group, radios } = fits[0]!.group;
    const matches = choicesOf(radios, choice);
    if (matches.length > 1) return { handover: `${matches.length} choices named "${ask.choice}" in ${said(group)}`, near: true };
    const radio = matches[0]!;
    if (!radio.ref) return undefined;
    if (radio.disabled) return { handover: `${said(radio)} is disabled`, near: true };
    return {
      actions: [{ ref: radio.ref, method: 'check', arguments: [], description: `check ${said(radio)} in ${said(group)}` }],
      candidates,
      facts: [`the question: ${said(group)}, ${radios.length} radios`],
    };
  },
};
