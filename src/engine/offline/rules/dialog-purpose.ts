import type { SnapshotNode } from '../../snapshot/index.js';
import { DIALOG_ROLES } from '../dismiss.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { DIALOG_ANSWERS, PRONOUNS } from '../vocabulary.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type StepRule } from './widget.js';

/**
 * A confirmation answered by its purpose, the answer said first: "yes, move it to the Trash" (the
 * open dialog's "Move to Trash"), "no, keep it" ("Keep it"), "no, keep the file" (its one no:
 * "Cancel"). The step's answer word (DIALOG_ANSWERS: yes, ok, sure / no) and the clause after its
 * comma: the one button of the one open dialog (APG dialog, alertdialog) whose name says the
 * clause's words (less articles and pronouns), on the side the answer word says; else, for a clause
 * that starts with a verb of that answer ("keep", "cancel", "confirm"), the dialog's one button of
 * that answer. The grammar reads no "yes, …": a step rule, tried before the name rules.
 */

const LEAD = /^\s*(yes|ok|okay|sure|no)\s*,\s*(.+?)\s*[.!]*\s*$/i;
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'this', 'that', 'please']);
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);

const YES_NAMES: readonly string[] = DIALOG_ANSWERS.yes.names;
const NO_NAMES: readonly string[] = DIALOG_ANSWERS.no.names;

interface Said {
  answer: 'yes' | 'no';
  clause: string;
}

function saidOf(step: string): Said | undefined {
  const m = LEAD.exec(step);
  if (!m || !/\p{L}/u.test(m[2]!)) return undefined;
  return { answer: m[1]!.toLowerCase() === 'no' ? 'no' : 'yes', clause: m[2]! };
}

/** The words a clause or a name says, each once, less articles and pronouns, in order. */
const contentWords = (text: string) => [...new Set(words(normalize(text)).filter((w) => !ARTICLES.has(w) && !PRONOUNS.has(w)))];

/** The answer a button's name starts with (its first word, or its first two: "Go back"), if any. */
function answerOf(n: SnapshotNode): 'yes' | 'no' | undefined {
  const said = words(normalize(n.name ?? ownText(n)));
  for (const first of [said.slice(0, 2).join(' '), said[0] ?? '']) {
    if (YES_NAMES.includes(first)) return 'yes';
    if (NO_NAMES.includes(first)) return 'no';
  }
  return undefined;
}

export const dialogPurpose: StepRule = {
  info: {
    name: 'dialog-purpose',
    does: 'Answers the open dialog said by its purpose with the answer first: "yes, move it to the Trash" clicks its "Move to Trash", "no, keep it" its "Keep it", "no, keep the file" its one no answer (Cancel).',
    when: 'act: a step that starts with yes, ok, okay, sure or no, a comma, then a clause; a dialog is open.',
    evidence: 'Exactly one open dialog or alert dialog, no button of it named by the whole step; in it, exactly one enabled button whose name says the clause\'s words, no more and no fewer (less articles and pronouns), and is not the other answer (a no for "yes, …"); else, when the clause starts with a verb of the answer said (keep, cancel / confirm, accept), exactly one button of that answer (No…, Cancel, Keep… / Yes…, OK, Confirm). Afterwards the dialog is gone. Two dialogs, two such buttons, or a button of the other answer hand over; words no button says are left to the other rules.',
    example: {
      html: '<div role="alertdialog" aria-label="Move “Notes.txt” to Trash?"><p>Items in Trash are deleted after 30 days.</p><button>Cancel</button><button>Move to Trash</button></div>',
      step: 'yes, move it to the Trash',
      action: 'click button "Move to Trash"',
    },
  },
  applies: (step, kind) => kind === 'act' && saidOf(step) !== undefined,
  resolve(step: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
    const { answer, clause } = saidOf(step)!;
    const dialogs = ctx.index.order.filter((n) => DIALOG_ROLES.has(n.role));
    if (!dialogs.length) return undefined;
    if (dialogs.length > 1) return { handover: `${dialogs.length} dialogs are open (${dialogs.slice(0, 3).map(said).join(', ')}): name the button to click`, near: true };
    const dialog = dialogs[0]!;
    const buttons = subtree(dialog).filter((n) => n !== dialog && n.ref && DOING_ROLES.has(n.role) && (n.name ?? '').trim() && ancestors(ctx.index, n).find((up) => DIALOG_ROLES.has(up.role)) === dialog);
    const listed = buttons.map((b) => `"${b.name}"`).join(', ') || 'no buttons';
    // A button named by the whole step ("Yes, clear it") is the name rules' to click.
    if (buttons.some((b) => normalize(b.name ?? '') === normalize(step))) return undefined;
    const want = contentWords(clause);
    const same = (n: SnapshotNode) => {
      const name = contentWords(n.name ?? '');
      return name.length === want.length && name.every((w) => want.includes(w));
    };
    let found = buttons.filter(same);
    let why = `its name says "${clause}"`;
    if (found.length === 1 && answerOf(found[0]!) && answerOf(found[0]!) !== answer) {
      return { handover: `"${step}" says ${answer}, but ${said(found[0]!)} in ${said(dialog)} is its ${answerOf(found[0]!)}: name the button to click`, near: true };
    }
    if (!found.length) {
      // "no, keep the file": a verb of the answer said, the dialog's one button of that answer.
      const verbs: readonly string[] = answer === 'yes' ? DIALOG_ANSWERS.yes.verbs : DIALOG_ANSWERS.no.verbs;
      // Words no button says: not this rule's to refuse (the name rules may read them otherwise).
      if (!verbs.includes(want[0] ?? '')) return undefined;
      found = buttons.filter((b) => answerOf(b) === answer);
      why = `"${want[0]}" asks for its ${answer} answer`;
    }
    const enabled = found.filter((n) => !n.disabled);
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} buttons of ${said(dialog)} fit "${clause}" (${enabled.map(said).join(', ')}): name the one to click`, near: true }
        : found.length ? { handover: `${said(found[0]!)} in ${said(dialog)} is disabled`, near: true } : { handover: `${said(dialog)} has no button that answers ${answer} (it has ${listed}): name the button to click`, near: true };
    }
    const node = enabled[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, effect: { popup: { kind: 'dialog', open: false } } }],
      candidates: buttons.map((b) => ({ role: b.role, name: b.name ?? '', score: b === node ? 1 : 0, ...(b === node ? { why } : {}) })),
      facts: [`the open dialog: ${said(dialog)}`, `"${step}" answers ${answer}`, `${said(node)}: ${why}`],
    };
  },
};
