import type { SnapshotNode } from '../../snapshot/index.js';
import { FILLER_WORDS, namesEveryWord, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const BOXES: ReadonlySet<string> = new Set(['checkbox', 'switch']);
/** Words that say the thing is a box, not which one. */
const BOX_WORDS: ReadonlySet<string> = new Set([...FILLER_WORDS, 'box', 'checkbox', 'check', 'switch', 'toggle', 'option', 'setting']);
/** Most words a tester uses to name a box by its label's subject. */
const MAX_WORDS = 3;

/**
 * A checkbox or switch named by the subject of its label, a sentence ("tick the newsletter box" for
 * "Send me the newsletter", "check the confirmation box" for "I confirm these expenses are
 * business-related"): the one box whose label holds a word alike every word said (a shared stem
 * of five letters or more). Tried only when no name matched.
 */
export const boxByWord: WidgetRule = {
  fallback: true,
  setsHiddenBoxes: true,
  info: {
    name: 'box-by-word',
    does: 'Checks or unchecks the one checkbox or switch whose label (a sentence) holds every word the step names it by, each word or a word of the same stem ("confirmation" for "I confirm …").',
    when: '"tick the newsletter box", "check the confirmation box", "untick the confirmation checkbox": a check or uncheck step naming a box, with a box word, by one to three words that match no label as a name.',
    evidence: 'Exactly one checkbox or switch whose accessible name holds a word alike each word said (equal, or a shared stem of five letters or more), box words aside; two or more hand over naming them. Afterwards the box is in the asked state.',
    example: {
      html: '<label><input type="checkbox"> I confirm these expenses are business-related</label><label><input type="checkbox"> Email me a copy</label>',
      step: 'check the confirmation box',
      action: 'check checkbox "I confirm these expenses are business-related"',
    },
  },
  applies: (form, kind) => {
    const t = form.target;
    if (kind !== 'act' || (form.verb !== 'check' && form.verb !== 'uncheck') || !t?.name || t.exact || t.ordinal !== undefined || form.scope || form.value !== undefined) return false;
    // Said as a box ("the confirmation box"): a bare word after "check" may name anything ("check the terms").
    if (!t.roles?.some((r) => BOXES.has(r))) return false;
    const asked = words(t.name).filter((w) => !BOX_WORDS.has(w));
    return asked.length > 0 && asked.length <= MAX_WORDS;
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const name = form.target!.name;
    const fits = ctx.index.order.filter((n: SnapshotNode) => n.ref && BOXES.has(n.role) && namesEveryWord(name, n.name ?? '', BOX_WORDS));
    if (!fits.length) return undefined;
    if (fits.length > 1) return { handover: `${fits.length} boxes say "${name}" (${fits.slice(0, 4).map(said).join(', ')}): name the box by more of its label`, near: true };
    const box = fits[0]!;
    if (box.disabled) return { handover: `${said(box)} is disabled`, near: true };
    const method = form.verb === 'check' ? 'check' : 'uncheck';
    return {
      actions: [{ ref: box.ref!, method, arguments: [], description: `${method} ${said(box)}` }],
      candidates: [{ role: box.role, name: box.name ?? '', score: 1, why: `its label says "${name}"` }],
      facts: [`the one box whose label says "${name}"`],
    };
  },
};
