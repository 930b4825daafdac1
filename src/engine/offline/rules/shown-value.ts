import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import type { PageIndex } from '../page-index.js';
import { alikeWords, nounForms, normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A field said by the value it shows, as people read a settings page (issue 25): "change 15
 * minutes to 30" for the one number field holding 15 with "minutes" after it, "change 1 hour to 2
 * hours" for the one select showing "1 hour". The field gets the new value (filled, or the option
 * of that amount and unit chosen).
 */

const FIELDS: ReadonlySet<string> = new Set(['textbox', 'spinbutton']);
/** A number, then at most two words of its unit: "15 minutes", "2.5 GB", "30". */
const AMOUNT = /^([+-]?\d+(?:[.,]\d+)?)(?:\s+(\p{L}+(?:\s+\p{L}+)?))?$/u;

interface Amount {
  number: string;
  unit?: string;
}

function amountOf(text: string): Amount | undefined {
  const m = AMOUNT.exec(text.trim());
  if (!m) return undefined;
  return { number: m[1]!.replace(',', '.'), ...(m[2] ? { unit: normalize(m[2]) } : {}) };
}

const alike = (a: string, b: string) => alikeWords(a, b) || nounForms(a).includes(b) || nounForms(b).includes(a);
/** Whether a unit as said is the unit shown (its words alike, in order; the shown one may say more: "hours of inactivity"). */
const sameUnit = (said0: string, shown: string) => {
  const a = words(said0);
  const b = words(shown);
  return a.length <= b.length && a.every((w, i) => alike(w, b[i]!));
};

function partsOf(form: StepForm): { from: Amount; to: Amount } | undefined {
  if (form.verb !== 'set' || form.frame !== 'to-value' || form.scope || !form.target || form.target.ordinal !== undefined || form.value === undefined) return undefined;
  const from = amountOf(form.target.raw);
  const to = amountOf(form.value);
  if (!from || !to) return undefined;
  if (to.unit && from.unit && !sameUnit(to.unit, from.unit) && !sameUnit(from.unit, to.unit)) return undefined;
  return { from, to };
}

/** The text just after a field, before any other field: its unit ("minutes"); step buttons between are passed over. */
function unitAfter(field: SnapshotNode, index: PageIndex): string | undefined {
  const at = index.position.get(field)!;
  for (let i = at + 1; i < Math.min(index.order.length, at + 12); i++) {
    const n = index.order[i]!;
    if (n.role === 'text') {
      const t = (n.text ?? '').trim();
      return t && t.length <= 40 ? t : undefined;
    }
    if (n.role === 'button' || n.role === 'generic') continue;
    return undefined;
  }
  return undefined;
}

interface Shown {
  field: SnapshotNode;
  /** The option to choose, for a select. */
  option?: string;
  shows: string;
}

export const shownValue: WidgetRule = {
  info: {
    name: 'shown-value',
    does: 'A field said by the value it shows ("change 15 minutes to 30"): the one text or number field holding that number (with that unit written after it, when one is said), filled with the new value; or the one select showing that amount, set to the option of the new amount in the same unit.',
    when: '"change 15 minutes to 30", "change 1 hour to 2 hours", "set 4 to 2": no field is named by the words before "to".',
    evidence: 'Exactly one enabled field shows the number (a unit said must be the text just after the field, or the select\'s shown option); a select must offer the new amount in that unit. Two fields showing it hand over naming them.',
    example: {
      html: '<p><label for="a">Autosave every</label> <input id="a" type="number" value="15"> <span>minutes</span></p><p><label for="b">Backup every</label> <input id="b" type="number" value="15"> <span>days</span></p>',
      step: 'change 15 minutes to 30',
      action: 'fill spinbutton "Autosave every" with "30"',
    },
  },
  applies: (form, kind) => kind === 'act' && partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { from, to } = partsOf(form)!;
    const shown: Shown[] = [];
    for (const n of ctx.index.order) {
      if (!n.ref) continue;
      if (FIELDS.has(n.role)) {
        if ((n.text ?? '').trim().replace(',', '.') !== from.number) continue;
        const unit = unitAfter(n, ctx.index);
        if (from.unit && !(unit && sameUnit(from.unit, unit))) continue;
        shown.push({ field: n, shows: `${n.text}${unit ? ` ${unit}` : ''}` });
      } else if (n.role === 'combobox' && n.children.some((c) => c.role === 'option')) {
        const options = n.children.filter((c) => c.role === 'option');
        const chosen = options.find((o) => o.selected);
        const amount = chosen ? amountOf(chosen.name ?? '') : undefined;
        if (!amount || amount.number !== from.number || !amount.unit || (from.unit && !sameUnit(from.unit, amount.unit))) continue;
        const unit = to.unit ?? amount.unit;
        const target = options.find((o) => {
          const a = amountOf(o.name ?? '');
          return a && a.number === to.number && a.unit && (sameUnit(unit, a.unit) || sameUnit(a.unit, unit));
        });
        shown.push({ field: n, shows: chosen!.name ?? '', ...(target ? { option: target.name ?? '' } : { option: '' }) });
      }
    }
    if (!shown.length) return undefined;
    const what = `${from.number}${from.unit ? ` ${from.unit}` : ''}`;
    if (shown.length > 1) return { handover: `${shown.length} fields show ${what} (${shown.slice(0, 3).map((s) => said(s.field)).join(', ')}): name the field ("set <field> to ${to.number}")`, near: true };
    const { field, option, shows } = shown[0]!;
    if (field.disabled) return { handover: `${said(field)} is disabled`, near: true };
    const candidates = [{ role: field.role, name: field.name ?? '', score: 1, why: `shows "${shows}"` }];
    if (option !== undefined) {
      if (!option) return { handover: `${said(field)} offers no option of ${to.number}${to.unit ? ` ${to.unit}` : ''}`, near: true };
      return { actions: [{ ref: field.ref!, method: 'selectOption', arguments: [option], description: `select "${option}" in ${said(field)}` }], candidates, facts: [`${said(field)} shows "${shows}"`] };
    }
    if (to.unit && from.unit === undefined) {
      const unit = unitAfter(field, ctx.index);
      if (!unit || !sameUnit(to.unit, unit)) return { handover: `${said(field)} shows ${what} in ${unit ? `"${unit}"` : 'no unit'}, not ${to.unit}`, near: true };
    }
    return { actions: [{ ref: field.ref!, method: 'fill', arguments: [to.number], description: `fill ${said(field)} with "${to.number}"` }], candidates, facts: [`${said(field)} shows "${shows}"`] };
  },
};
