import type { SnapshotNode } from '../../snapshot/index.js';
import { DIALOG_ROLES } from '../dismiss.js';
import type { StepForm } from '../grammar.js';
import { ownText, subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { DIALOG_ANSWERS } from '../vocabulary.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "confirm the deletion", "confirm", "cancel the deletion": the answer to the open confirmation
 * dialog, its one affirmative button (Yes…, OK, Confirm, or the verb its title or the step says:
 * "Delete" for "Delete order?" or "the deletion") or its one Cancel/No.
 */

/** Words a step may name the dialog's question by, besides the action itself. */
const ABOUT: ReadonlySet<string> = new Set(['it', 'this', 'that', 'dialog', 'action', 'prompt', 'request', 'confirmation', 'changes', 'change']);
/** The answers' names (vocabulary.ts, DIALOG_ANSWERS): yes (Yes…, OK, Confirm) and no (No…, Cancel, Keep…, Go back). */
const YES: readonly string[] = DIALOG_ANSWERS.yes.names;
const NO: readonly string[] = DIALOG_ANSWERS.no.names;

/** A word's stem for matching an action and its noun: "deletion" and "Delete", "removal" and "Remove". */
const stem = (w: string) => w.slice(0, Math.min(5, w.length));

interface Answer {
  yes: boolean;
  /** The step's noun for the action, when one is said ("deletion"). */
  action?: string;
}

function answerOf(form: StepForm): Answer | undefined {
  const verb = form.said.toLowerCase();
  const yes = verb === 'confirm' ? true : verb === 'cancel' ? false : undefined;
  if (yes === undefined || form.scope || form.value !== undefined) return undefined;
  const t = form.target;
  if (!t || !t.raw) return { yes };
  if (t.kind || t.ordinal !== undefined) return undefined;
  const said = words(t.raw).filter((w) => w !== 'the');
  if (said.length !== 1) return undefined;
  return ABOUT.has(said[0]!) ? { yes } : { yes, action: said[0]! };
}

export const dialogAnswer: WidgetRule = {
  info: {
    name: 'dialog-answer',
    does: 'Answers the open confirmation dialog: "confirm" clicks its one affirmative button (Yes…, OK, Confirm, or the verb of its title or of the step\'s noun), "cancel" its one Cancel or No.',
    when: '"confirm the deletion", "confirm", "cancel the deletion", "confirm it": no control is named the whole step, and a dialog is open.',
    evidence: 'Exactly one open dialog or alert dialog; a noun said ("deletion") is the stem of its title\'s or a button\'s verb; in it, exactly one enabled button whose first word is yes, ok, confirm, or that verb (to confirm), or cancel or no (to cancel).',
    example: {
      html: '<p>Invoice 7</p><div role="alertdialog" aria-label="Remove invoice 7?"><p>This cannot be undone.</p><button>No, keep it</button><button>Yes, remove it</button></div>',
      step: 'confirm the removal',
      action: 'click button "Yes, remove it"',
    },
  },
  applies: (form, kind) => kind === 'act' && answerOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { yes, action } = answerOf(form)!;
    const dialogs = ctx.index.order.filter((n) => DIALOG_ROLES.has(n.role));
    if (!dialogs.length) return undefined;
    if (dialogs.length > 1) return { handover: `${dialogs.length} dialogs are open (${dialogs.slice(0, 3).map(said).join(', ')}): name the button to click`, near: true };
    const dialog = dialogs[0]!;
    const buttons = subtree(dialog).filter((n) => n !== dialog && n.ref && n.role === 'button');
    // The answer word a name starts with: its first word, or its first two ("Go back").
    const first = (n: SnapshotNode) => {
      const said = words(n.name ?? ownText(n));
      const two = said.slice(0, 2).join(' ');
      return YES.includes(two) || NO.includes(two) ? two : said[0] ?? '';
    };
    const heading = subtree(dialog).find((n) => n.role === 'heading');
    const title = normalize(dialog.name || (heading ? ownText(heading) : ''));
    // The action the dialog asks about: its title's first word ("Delete order?"), else a button's ("Remove").
    if (action) {
      const verbs = [words(title)[0] ?? '', ...buttons.flatMap((b) => words(b.name ?? ownText(b)).slice(0, 2))].filter(Boolean);
      if (!verbs.some((v) => v.length >= 4 && stem(v) === stem(action))) return { handover: `the open ${said(dialog)} does not ask about "${action}": name the button to click`, near: true };
    }
    const titleVerb = words(title)[0];
    const fits = (b: SnapshotNode) => {
      const w = first(b);
      if (!yes) return NO.includes(w);
      return YES.includes(w) || (!!titleVerb && w === titleVerb) || (!!action && w.length >= 4 && stem(w) === stem(action));
    };
    let found = buttons.filter(fits);
    // Of several answers ("Go back" and "Cancel"), the one the step's own verb names ("cancel").
    const verb = form.said.toLowerCase();
    if (found.length > 1 && found.filter((b) => first(b) === verb).length === 1) found = found.filter((b) => first(b) === verb);
    if (found.length !== 1) return { handover: `the open ${said(dialog)} has ${found.length || 'no'} button${found.length === 1 ? '' : 's'} to ${yes ? 'confirm' : 'cancel'} with${found.length ? ` (${found.map(said).join(', ')})` : ''}: name the one to click`, near: true };
    const button = found[0]!;
    if (button.disabled) return { handover: `${said(button)} in ${said(dialog)} is disabled`, near: true };
    return {
      actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)}` }],
      candidates: buttons.map((b) => ({ role: b.role, name: b.name ?? '', score: b === button ? 1 : 0 })),
      facts: [`the open dialog: ${said(dialog)}`, `its ${yes ? 'affirmative' : 'cancelling'} button: ${said(button)}`],
    };
  },
};
