import type { SnapshotNode } from '../../snapshot/index.js';
import { nameScore } from '../score.js';
import { nameValueSplits } from '../text.js';
import { modeKey } from './mode-switch.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Fields a value is typed into. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox']);

/**
 * "apply the coupon code SAVE10", "redeem the gift card GIFT-2024": a verb that is a button's name,
 * then a field's name and its value. The field is filled, then its button pressed: the button
 * named by the verb that comes next after the field in the page's order, with no other field
 * between them (a coupon box and its Apply button).
 */
export const fieldButton: WidgetRule = {
  info: {
    name: 'field-button',
    does: 'A step whose verb is a button\'s name, then a field\'s name and a value ("apply the coupon code SAVE10"): fills the field named so, then clicks that button, the next one after the field.',
    when: 'The verb names a button on the page, and the words after it are a text field\'s whole name followed by a value (a digit, a capital or a sign in it).',
    evidence: 'Exactly one text field named by the words before the value, and a button named by the verb right after it in the page\'s order (no other field between them).',
    example: {
      html: '<label>Coupon code <input></label><button>Apply</button><label>Gift card <input></label><button>Redeem</button>',
      step: 'apply the coupon code SAVE10',
      action: 'fill textbox "Coupon code" with "SAVE10", then click button "Apply"',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'do' || form.verb === 'format') && !form.scope && form.value === undefined && !!form.target?.raw && form.target.ordinal === undefined && !form.target.roles,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const key = modeKey(form.said);
    if (!key) return undefined;
    const order = ctx.index.order;
    const isButton = (n: SnapshotNode) => n.role === 'button' && !!n.ref && !!n.name && modeKey(n.name) === key;
    if (!order.some(isButton)) return undefined;
    const pairs: { field: SnapshotNode; button: SnapshotNode; value: string; nameWords: number; mayBeValue: boolean }[] = [];
    for (const split of nameValueSplits(form.target!.raw)) {
      for (const [at, field] of order.entries()) {
        if (!TEXT_FIELDS.has(field.role) || !field.ref || !field.name || field.disabled || nameScore(split.name, field.name, true) < 1) continue;
        // The field's own button: the next control after it that is a button or a field.
        const next = order.slice(at + 1).find((n) => n.ref && (n.role === 'button' || TEXT_FIELDS.has(n.role) || n.role === 'combobox' || n.role === 'spinbutton'));
        if (next && isButton(next)) pairs.push({ field, button: next, value: split.value, nameWords: split.nameWords, mayBeValue: split.mayBeValue });
      }
    }
    if (!pairs.length) return undefined;
    const longest = pairs.filter((p) => p.nameWords === pairs[0]!.nameWords);
    const fields = new Set(longest.map((p) => p.field.ref));
    const others = pairs.filter((p) => p.nameWords < pairs[0]!.nameWords && p.field.ref !== longest[0]!.field.ref);
    if (fields.size > 1 || (longest[0]!.mayBeValue && others.length)) {
      return { handover: `the step may name ${new Set(pairs.map((p) => p.field.ref)).size} fields (${[...new Set(pairs.map((p) => said(p.field)))].join(', ')}): say it in two steps ("fill the … field with …", then "click ${form.said}")`, near: true };
    }
    const { field, button, value } = longest[0]!;
    return {
      actions: [
        { ref: field.ref!, method: 'fill', arguments: [value], description: `fill ${said(field)} with "${value}"` },
        { ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)}` },
      ],
      candidates: [
        { role: field.role, name: field.name ?? '', score: 1, why: 'named by the words before the value' },
        { role: button.role, name: button.name ?? '', score: 1, why: `named by the verb "${form.said}", next after the field` },
      ],
      facts: [`"${field.name}" takes "${value}"; the next control after it is ${said(button)}`],
    };
  },
};
