import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Verbs of typing that may be said with a value alone ("enter SPRING10"), as the grammar leaves them (no field, so no frame of its table). */
const TYPING: ReadonlyMap<string, 'fill' | 'type'> = new Map([['enter', 'fill'], ['input', 'fill'], ['write', 'fill'], ['type', 'type']]);
/** Fields that take typed text. */
const TEXT_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton']);
const DIALOG_ROLES: ReadonlySet<string> = new Set(['dialog', 'alertdialog']);

/**
 * "enter SPRING10", "type "hello"": a value with no field named. Typing goes where the caret is:
 * the one text field that has the focus, else the one text field of the one open dialog (a prompt).
 * A value that names a control or a mode ("enter fullscreen") is no value: left to the other rules.
 */
export const typingHere: WidgetRule = {
  fallback: true,
  info: {
    name: 'typing-here',
    does: 'A value typed with no field named ("enter SPRING10", `type "hello"`): into the text field that has the focus, else into the one text field of the one open dialog (a prompt); the field must hold the value after.',
    when: 'A verb of typing (enter, input, write, type) and one word or one quoted value after it, no preposition, no field.',
    evidence: 'Exactly one enabled text field has the focus, or no field has it and exactly one dialog is open with exactly one text field in it; no control on the page is named by the value (then it names a control or a mode, not a text).',
    example: {
      html: '<button>Apply promo code</button><div role="dialog" aria-label="Apply promo code"><label>Promo code <input></label><button>Apply</button><button>Cancel</button></div>',
      step: 'enter SPRING10',
      action: 'fill textbox "Promo code" with "SPRING10"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'do' && TYPING.has(normalize(form.said)) && !form.scope && !!form.target && form.target.ordinal === undefined && !form.target.roles && !form.target.kind
    && (form.target.exact || /^\S+$/.test(form.target.raw)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const value = form.target!.exact ? form.target!.name : form.target!.raw;
    if (!value.trim()) return undefined;
    const { index } = ctx;
    // "enter fullscreen": the value is a control's name (or a word of it): a mode, not a text.
    const word = normalize(value);
    if (!form.target!.exact && index.order.some((n) => n.ref && n.name && !TEXT_ROLES.has(n.role) && normalize(n.name).split(' ').includes(word))) return undefined;
    const fields = index.order.filter((n) => n.ref && TEXT_ROLES.has(n.role));
    const focused = fields.filter((n) => n.active);
    let field: SnapshotNode | undefined;
    let why: string;
    if (focused.length === 1) {
      field = focused[0]!;
      why = `${said(field)} has the focus`;
    } else {
      if (focused.length > 1) return undefined;
      const dialogs = index.order.filter((n) => DIALOG_ROLES.has(n.role) && !ancestors(index, n).some((up) => DIALOG_ROLES.has(up.role)));
      if (dialogs.length !== 1) return undefined;
      const inDialog = subtree(dialogs[0]!).filter((n) => n.ref && TEXT_ROLES.has(n.role));
      if (inDialog.length !== 1) return inDialog.length ? { handover: `${said(dialogs[0]!)} has ${inDialog.length} text fields: say which ("enter ${value} in ${inDialog[0]!.name || 'the … field'}")`, near: true } : undefined;
      field = inDialog[0]!;
      why = `${said(field)} is the one text field of ${said(dialogs[0]!)}, the one open dialog`;
    }
    if (field.disabled) return { handover: `${said(field)} is disabled`, near: true };
    const method = TYPING.get(normalize(form.said))!;
    return {
      actions: [{ ref: field.ref!, method, arguments: [value], description: `${method} ${said(field)} with "${value}"` }],
      candidates: [{ role: field.role, name: field.name ?? '', score: 1, why }],
      facts: [why],
    };
  },
};
