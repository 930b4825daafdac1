import type { SnapshotNode } from '../../snapshot/index.js';
import { withoutLeadIn } from '../grammar.js';
import { ownText, subtree } from '../page-index.js';
import { normalize, nounForms, words } from '../text.js';
import { DIALOG_ANSWERS } from '../vocabulary.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A question the page asks (APG alertdialog: "Leave the call?") answered as a person answers it:
 * "yes, leave" (its one button that says the verb and is no cancel), "yes, remove him", "no",
 * "actually, stay in the call" (its Cancel: staying is the no of a question about leaving),
 * "no, keep them" (the no of a question about deleting).
 */

/** Words that open a yes or a no. */
const YES_WORDS = /^(?:yes|yeah|yep|sure|ok|okay)\b[\s,.!-]*/i;
const NO_WORDS = /^(?:no|nope|actually|wait|oh)\b[\s,.!-]*/i;
/** Verbs that answer no to a question about one of these acts: "stay" to leaving, "keep" to deleting. */
const UNDO_OF: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['stay', new Set(['leave', 'exit', 'quit', 'end', 'close', 'log', 'sign', 'hang'])],
  ['keep', new Set(['delete', 'remove', 'discard', 'clear', 'erase', 'archive', 'leave', 'close', 'exit', 'quit'])],
]);
/** Words that say nothing of which button: pronouns for what the question is about, articles. */
const QUIET: ReadonlySet<string> = new Set(['the', 'a', 'an', 'it', 'them', 'him', 'her', 'this', 'that', 'these', 'those', 'please', 'one', 'then']);
const NO_NAMES: readonly string[] = DIALOG_ANSWERS.no.names;

interface Reply {
  yes: boolean;
  /** The words after the yes or the no ("leave", "stay in the call"). */
  rest: string[];
}

function replyOf(step: string): Reply | undefined {
  const text = withoutLeadIn(step.trim()).replace(/[.!]+$/, '');
  const yes = YES_WORDS.exec(text);
  if (yes) return { yes: true, rest: words(text.slice(yes[0].length)).filter((w) => !QUIET.has(w)) };
  const no = NO_WORDS.exec(text);
  const rest = words(no ? text.slice(no[0].length) : text).filter((w) => !QUIET.has(w));
  if (no && !rest.length && /^(?:no|nope)\b/i.test(text)) return { yes: false, rest };
  if (rest.length && UNDO_OF.has(rest[0]!) && rest.length <= 4) return { yes: false, rest };
  return undefined;
}

/** The first word of a button's name, or its first two when they are a no ("go back", "not now"). */
function firstOf(n: SnapshotNode): string {
  const w = words(n.name ?? ownText(n));
  const two = w.slice(0, 2).join(' ');
  return NO_NAMES.includes(two) ? two : (w[0] ?? '');
}

export const confirmReply: WidgetRule = {
  readsStep: true,
  fallback: true,
  info: {
    name: 'confirm-reply',
    does: 'Answers the question an open alert dialog asks as a person answers it: "yes, leave" clicks its one button that says "leave" ("Just leave"), "yes, remove him" its "Remove", "no" or "actually, stay in the call" its Cancel (staying is the no of leaving; keeping the no of deleting).',
    when: 'The step starts with yes (yeah, sure, ok) and a verb, or with no, or says stay or keep (after "no", "actually" or alone): one alert dialog (or a dialog whose title asks, ending in "?") is open.',
    evidence: 'Yes: exactly one button of the dialog, no cancel among them, whose name says the step\'s verb as a word. No: the question\'s own verb (its title\'s first word) is one that stay or keep answers (leave, exit, quit, end; delete, remove, discard…) — any question for a plain "no" —, words after "stay in" or "keep" are said by the dialog, and exactly one button is its no (Cancel, No…, Keep…, or named by the step\'s own verb). Afterwards the dialog is gone.',
    example: {
      html: '<div role="alertdialog" aria-labelledby="q"><h2 id="q">Leave the lesson?</h2><button>Cancel</button><button>Save and leave</button><button>End for everyone</button></div>',
      step: 'yes, leave',
      action: 'click button "Save and leave"',
    },
  },
  applies: (form, kind) => kind === 'act' && /^(?:yes|yeah|yep|sure|ok|okay|no|nope|stay|keep|actually|wait|oh)\b/i.test(form.said),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const reply = ctx.step ? replyOf(ctx.step) : undefined;
    if (!reply) return undefined;
    const asking = ctx.index.order.filter((n) => n.role === 'alertdialog' || (n.role === 'dialog' && /\?\s*$/.test(n.name ?? '')));
    if (!asking.length) return undefined;
    if (asking.length > 1) return { handover: `${asking.length} dialogs ask a question (${asking.slice(0, 3).map(said).join(', ')}): click the answer by its name`, near: true };
    const dialog = asking[0]!;
    const heading = subtree(dialog).find((n) => n.role === 'heading');
    const title = normalize(dialog.name || (heading ? ownText(heading) : ''));
    const titleVerb = words(title)[0] ?? '';
    const buttons = subtree(dialog).filter((n) => n !== dialog && n.ref && n.role === 'button' && (n.name || ownText(n)));
    // "yes, clear it" for a button "Yes, clear it": a control named the whole step is the name rules'.
    if (buttons.some((n) => normalize(n.name ?? ownText(n)) === normalize(ctx.step!))) return undefined;
    const isNo = (n: SnapshotNode) => NO_NAMES.includes(firstOf(n));
    const says = (n: SnapshotNode, w: string) => words(n.name ?? ownText(n)).some((x) => x === w || nounForms(w).includes(x));
    let found: SnapshotNode[];
    if (reply.yes) {
      const verb = reply.rest[0];
      if (!verb) return undefined;
      found = buttons.filter((n) => !isNo(n) && says(n, verb));
    } else {
      const verb = reply.rest[0];
      if (verb && UNDO_OF.has(verb)) {
        if (!UNDO_OF.get(verb)!.has(titleVerb)) return { handover: `${said(dialog)} does not ask about leaving or removing something: "${verb}" answers no question of it; click the answer by its name`, near: true };
        // "stay in the call": the words after say what the question is about.
        const about = reply.rest.slice(1).filter((w) => !['in', 'on', 'at', 'with'].includes(w));
        const text = normalize([dialog.name ?? '', ...subtree(dialog).map((n) => n.name ?? n.text ?? '')].join(' ')).split(' ');
        if (about.some((w) => !text.some((x) => x === w || nounForms(w).includes(x)))) return { handover: `${said(dialog)} does not say "${about.join(' ')}": click the answer by its name`, near: true };
        const own = buttons.filter((n) => firstOf(n) === verb);
        found = own.length ? own : buttons.filter(isNo);
      } else found = buttons.filter(isNo);
    }
    const what = reply.yes ? `"${reply.rest[0]}"` : 'no';
    if (found.length !== 1) return { handover: `${said(dialog)} has ${found.length || 'no'} button${found.length === 1 ? '' : 's'} that answer${found.length === 1 ? 's' : ''} ${what}${found.length ? ` (${found.map(said).join(', ')})` : ''}: click the one you mean by its name`, near: true };
    const button = found[0]!;
    if (button.disabled) return { handover: `${said(button)} in ${said(dialog)} is disabled`, near: true };
    return {
      actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)}`, effect: { popup: { kind: 'dialog', open: false } } }],
      candidates: buttons.map((b) => ({ role: b.role, name: b.name ?? '', score: b === button ? 1 : 0, why: b === button ? `answers ${what}` : 'another answer' })),
      facts: [`${said(dialog)} asks "${title}"`, `"${ctx.step}" answers ${reply.yes ? `yes, by "${reply.rest[0]}"` : 'no'}`],
    };
  },
};
