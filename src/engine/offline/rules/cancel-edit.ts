import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What an edit being cancelled is called: "editing", "the edit", "my changes", "the typing". */
const EDIT_OBJECT = /^(?:(?:the|my|this|that|your|these|those|current)\s+)?(?:edit|edits|editing|change|changes|typing)$/;
/** Verbs that end an edit without keeping it. */
const CANCELS: ReadonlySet<string> = new Set(['cancel', 'discard', 'abandon', 'abort', 'undo', 'throw away']);
/** Names of controls that cancel an edit: a page that has one is left to the rules that click it. */
const CANCEL_NAMES = /^(?:cancel|discard|revert|abandon|abort|undo)(?:\s+(?:edit|edits|editing|change|changes))?$/;
/** Fields a text is edited in. */
const FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);

/**
 * "cancel editing", "discard my changes": the field being edited (the one with the focus) left by
 * Escape, as the platform and the APG grid pattern cancel an edit, when the page has no control
 * that cancels. The field must lose the focus or go afterwards (ExpectedEffect.editorLeft): an
 * Escape that leaves it being edited is a failed step. No field with the focus: handed over.
 */
export const cancelEdit: WidgetRule = {
  info: {
    name: 'cancel-edit',
    does: '"cancel editing" presses Escape in the text field that has the focus, when no control on the page cancels; the field must lose the focus or go afterwards.',
    when: '"cancel editing", "cancel the edit", "discard my changes", "abandon the edit": a verb that ends an edit unkept and the edit as its object; no scope.',
    evidence: 'The focused element is a text field; no button, link or menu item is named Cancel, Discard, Revert (with or without "edit"/"changes").',
    example: {
      html: '<ul><li><input value="feed the cat" autofocus aria-label="Edit item"></li></ul><script>document.querySelector("input").addEventListener("keydown", (e) => { if (e.key === "Escape") e.target.remove(); })</script>',
      step: 'cancel editing',
      action: 'press Escape in textbox "Edit item" (cancels the edit)',
    },
  },
  applies: (form, kind) => kind === 'act' && !form.scope && form.value === undefined && (form.verb === 'cancel' || CANCELS.has(normalize(form.said))) && !!form.target && EDIT_OBJECT.test(normalize(form.target.raw)),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const controls = ctx.index.order.filter((n) => n.ref && (n.role === 'button' || n.role === 'link' || n.role === 'menuitem') && CANCEL_NAMES.test(normalize(n.name ?? '')));
    if (controls.length) return undefined;
    const focused = ctx.index.order.find((n) => n.active && n.ref);
    if (!focused || !FIELDS.has(focused.role)) return { handover: `nothing is being edited (${focused ? `${said(focused)} has the focus, no text field` : 'no text field has the focus'}): open the edit first ("double-click …"), or name the control that cancels`, near: true };
    return {
      actions: [{ ref: '', method: 'press', arguments: ['Escape'], description: `press Escape in ${said(focused)} (cancels the edit)`, effect: { editorLeft: true } }],
      candidates: [{ role: focused.role, name: focused.name ?? '', score: 1, why: 'the field with the focus' }],
      facts: [`${said(focused)} has the focus`, 'no button, link or menu item on the page cancels (Cancel, Discard, Revert)', 'Escape cancels an edit (the platform, the APG grid pattern)'],
    };
  },
};
