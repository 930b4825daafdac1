import type { SnapshotNode } from '../../snapshot/index.js';
import { containsPhrase, normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words a form puts on the field that repeats another, to confirm it. */
const CONFIRM_WORDS = /\b(?:confirm|confirmation|retype|re type|repeat|again|verify|re enter|reenter)\b/;
const FIELD_ROLES = new Set(['textbox', 'searchbox']);

/**
 * "confirm the password: s3cret": a sign-up form's field that repeats another one to confirm it
 * ("Retype password", "Confirm password", "Password again"), filled with the value.
 */
export const confirmField: WidgetRule = {
  info: {
    name: 'confirm-field',
    does: 'Fills the field that repeats another to confirm it: the one labelled with the field\'s name and a word such as retype, confirm, repeat or again.',
    when: '"confirm the password: s3cret", "confirm the email: a@b.c": the verb confirm, the field\'s name, a colon and the value.',
    evidence: 'Exactly one enabled text field whose name or placeholder says the field\'s name and a confirming word.',
    example: {
      html: '<input type="password" placeholder="Password"><input type="password" placeholder="Retype password">',
      step: 'confirm the password: "s3cret!"',
      action: 'fill textbox "Retype password" with "s3cret!"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'confirm' && form.frame === 'colon-value' && !!form.target?.name && form.value !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const name = normalize(form.target!.name);
    const says = (n: SnapshotNode) => [n.name, n.placeholder].some((l) => {
      const label = normalize(l ?? '');
      return containsPhrase(label.replace(CONFIRM_WORDS, ' ').replace(/\s+/g, ' ').trim(), name) && CONFIRM_WORDS.test(label);
    });
    const fields = ctx.index.order.filter((n) => n.ref && FIELD_ROLES.has(n.role) && says(n));
    if (fields.length !== 1) return fields.length ? { handover: `${fields.length} fields confirm "${name}": say which by its label`, near: true } : undefined;
    const node = fields[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'fill', arguments: [form.value!], description: `fill ${said(node)} with "${form.value}"` }],
      candidates: [{ role: node.role, name: node.name ?? node.placeholder ?? '', score: 1, why: `confirms the ${name}` }],
      facts: [`the field that confirms the ${name}`],
    };
  },
};
