import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a control that goes one step back is called, arrows aside. */
const BACK_NAMES: ReadonlySet<string> = new Set(['back', 'previous', 'prev', 'go back', 'previous step', 'back to previous step', 'step back']);
/** What "go back to …" may name: the step before. */
const BEFORE = /^(?:previous|prior|last)(?: (?:step|screen|slide|question))?$|^(?:step|screen) before$/;
const DIALOGS: ReadonlySet<string> = new Set(['dialog', 'alertdialog']);
const FILLERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'main']);

/** "go to the previous step", "take me back a step": the step before, said with no "back" in the verb ("go to the last step" is the final one). */
const toStepBefore = (form: StepForm) => /^go to$/i.test(form.said) && BEFORE.test(normalize(form.target?.raw ?? '')) && !/^last\b/.test(normalize(form.target?.raw ?? ''));

const backName = (node: SnapshotNode) => BACK_NAMES.has(normalize((node.name ?? '').replace(/[←‹«<]/g, ' ')));

/**
 * "go back", "go back to the previous step": in a sequence shown in a dialog (a wizard, a guided
 * tour), the one control of the open dialog named Back or Previous. With no dialog open, a Back
 * control on the page and the browser's history could both be meant: handed over.
 */
export const goBack: WidgetRule = {
  info: {
    name: 'go-back',
    does: 'Goes one step back in the sequence an open dialog shows (a wizard, a tour), or back from the dialog to what lies behind it ("go back to the form"): its one control named Back, Go back or Previous.',
    when: '"go back", "go back to the previous step", "go to the previous step", "take me back a step", with a dialog open; "go back to X" where X is nothing the open dialog shows and its control is named Back or Go back (Previous steps through items inside the dialog: handed over).',
    evidence: 'Exactly one enabled button or link named Back, Go back, Previous or Prev (arrows aside) inside the open dialogs; for "go back to X", X said by no name or text inside them (a wizard\'s step list would make it a doubt), and the dialog gone after. With no dialog open, the browser\'s history back could be meant as well: handed over, saying how to name either.',
    example: {
      html: '<div role="dialog" aria-label="Setup, step 2 of 3"><p>Pick a plan</p><button>Back</button><button>Next</button></div><a href="#home">Home</a>',
      step: 'go back to the previous step',
      action: 'click button "Back"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'go' && !form.scope && !!form.target && form.target.ordinal === undefined
    && ((form.said === 'go' && normalize(form.target.raw) === 'back') || /^go back to$/i.test(form.said) || toStepBefore(form)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const dialogs = ctx.index.order.filter((n) => DIALOGS.has(n.role));
    const controls = (nodes: readonly SnapshotNode[]) => nodes.filter((n) => n.ref && isActionable(n) && (n.role === 'button' || n.role === 'link') && backName(n));
    // "go back to the form": back from the open dialog to what lies behind it, which the dialog itself does not show.
    const place = normalize(form.target!.raw);
    const behind = form.said !== 'go' && !BEFORE.test(place);
    if (behind) {
      // "go back to the previous page" is the browser's history, not the dialog.
      if (!dialogs.length || /\bpage\b/.test(place)) return undefined;
      const inside = dialogs.flatMap((d) => subtree(d)).filter((n) => !backName(n));
      const words = place.split(' ').filter((w) => w && !FILLERS.has(w));
      if (!words.length || inside.some((n) => words.every((w) => normalize(n.name ?? n.text ?? '').split(' ').includes(w)))) return undefined;
    }
    // "go to the previous step" with no dialog open: a pager's or a wizard's own Previous (other rules).
    if (!dialogs.length && toStepBefore(form)) return undefined;
    if (!dialogs.length) {
      const onPage = controls(ctx.index.order);
      return {
        handover: onPage.length
          ? `no dialog is open: ${said(onPage[0]!)}${onPage.length > 1 ? ` (and ${onPage.length - 1} more)` : ''} and the browser's history back could both be meant: say "click ${onPage[0]!.name}", or go back in the browser`
          : 'no dialog is open and no control is named Back or Previous: the browser\'s history back is not an offline action; say which control to click',
        near: true,
      };
    }
    const found = controls(dialogs.flatMap((d) => subtree(d)));
    if (!found.length) return { handover: `the open dialog has no control named Back or Previous: say which control to click`, near: true };
    if (found.length > 1) return { handover: `${found.length} controls go back in the open dialogs (${found.map(said).join(', ')}): say "click the first ${found[0]!.name}" or name its dialog`, near: true };
    const node = found[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled: this is the first step`, near: true };
    // "Previous" steps to the item before within the dialog (a carousel, a lightbox): it does not
    // leave the dialog for what lies behind it, nor reach a named item further back in one click.
    if (behind && /^prev/.test(normalize((node.name ?? '').replace(/[←‹«<]/g, ' ')))) {
      return { handover: `${said(node)} goes one item back inside the open dialog, and "${form.target!.raw}" is not what it shows: say "click ${node.name}" for each step back, or name the control that leads there`, near: true };
    }
    return {
      // Back to what lies behind the dialog: the dialog must be gone.
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, ...(behind ? { effect: { popup: { kind: 'dialog' as const, open: false } } } : {}) }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1 }],
      facts: [`${dialogs.length} dialog open`, `${said(node)} in it`, ...(behind ? [`"${place}" is not in the dialog: it lies behind it`] : [])],
    };
  },
};
