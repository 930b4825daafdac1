import type { SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What people call a field, by the kind of value HTML says it holds (its input type). */
const TYPE_WORDS: ReadonlyMap<string, string> = new Map([
  ['email', 'email'], ['e mail', 'email'], ['email address', 'email'], ['e mail address', 'email'], ['mail address', 'email'],
  ['phone', 'tel'], ['phone number', 'tel'], ['telephone', 'tel'], ['telephone number', 'tel'], ['mobile number', 'tel'],
  ['website', 'url'], ['web site', 'url'], ['web address', 'url'], ['url', 'url'], ['homepage', 'url'],
  ['password', 'password'],
]);
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'spinbutton']);

/**
 * "type nina@example.com into the email address field" where the field says only "Email" (or
 * nothing): the one field of the page (or of the part the step names) whose input type is the
 * kind of value the words name (`type="email"`).
 */
export const fieldType: WidgetRule = {
  info: {
    name: 'field-type',
    does: 'A field named by the kind of value it holds: the one input of that HTML type (email, tel, url, password) in the scope.',
    when: '"type a@b.c into the email address field", "fill the phone number with 555-1234": no field is named so.',
    evidence: 'The input types of the text fields in the scope (read from the page): exactly one is of the type the words name.',
    example: {
      html: '<input placeholder="Full name"><input type="email" placeholder="you@example.com"><input type="password" placeholder="Password">',
      step: 'type nina@example.com into the email address field',
      action: 'type textbox "you@example.com" with "nina@example.com"',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'type' || form.verb === 'fill') && form.value !== undefined && form.frame !== 'kind-value' && TYPE_WORDS.has(normalize(form.target?.name ?? '')) && form.target!.ordinal === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const type = TYPE_WORDS.get(normalize(form.target!.name))!;
    const nodes = nodesInScope(form.scope, ctx.index, 'fill', { name: '', exact: false });
    if ('handover' in nodes) return undefined;
    const fields = nodes.filter((n: SnapshotNode) => n.ref && FIELD_ROLES.has(n.role));
    if (!fields.length || fields.length > MAX_PROBED_REFS) return undefined;
    const before = ctx.book.misses;
    const typed = fields.filter((n) => ctx.book.facts(n)?.inputType === type);
    if (ctx.book.misses > before) return { handover: `reading which field holds ${form.target!.name}`, near: true };
    if (typed.length !== 1) return typed.length ? { handover: `${typed.length} fields take ${type === 'email' ? 'an email address' : `a ${form.target!.name}`}: say which by its label ("${typed.map((n) => n.name ?? n.placeholder ?? '').filter(Boolean).slice(0, 2).join('", "')}")`, near: true } : undefined;
    const node = typed[0]!;
    if (node.disabled || ctx.book.facts(node)?.readonly) return { handover: `${said(node)} takes no typing`, near: true };
    const method = form.verb === 'type' ? 'type' : 'fill';
    return {
      actions: [{ ref: node.ref!, method, arguments: [form.value!], description: `${method} ${said(node)} with "${form.value}"` }],
      candidates: [{ role: node.role, name: node.name ?? node.placeholder ?? '', score: 1, why: `input type ${type}` }],
      facts: [`input type ${type}`],
    };
  },
};
