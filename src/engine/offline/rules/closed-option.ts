import type { SnapshotNode } from '../../snapshot/index.js';
import type { PickAfter } from '../../decision/resolved.js';
import { subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { fieldLabels } from './listbox-pick.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Most closed list fields a step said alone is weighed against: past this, the page has too many to guess. */
const MAX_FIELDS = 3;

/**
 * An option of a closed combobox said alone: "pay Greenway Utilities" (the field Payee), "choose
 * Express shipping". No shown element has the name (the name rules found none); the options of an
 * APG combobox whose popup is drawn only while open are not on the page, so the field that can offer
 * the value is opened and the option picked once shown (listbox-pick's pick: the field must show it
 * after). Which field: the one the verb names (its label starts with the verb: pay → Payee), else,
 * for a verb of choosing, the one closed list field of the page. Several are handed over naming them;
 * a field opened whose list has no such option is closed again (Escape) and the step handed over.
 */
export const closedOption: WidgetRule = {
  info: {
    name: 'closed-option',
    does: 'Picks an option of a closed combobox said without its field ("pay Greenway Utilities", "choose Express shipping"): the one field that can offer it is opened, the option picked once its list shows it, and the field must show it after; a list with no such option is closed again and the step handed over.',
    when: 'A step of a choosing verb (choose, pick, select) or another verb, with a name and no field, scope, kind or ordinal; no shown element has the name. A combobox that is a search box (its name or label says search) is never looked in: it suggests what is typed, it holds no list to pick from.',
    evidence: 'The enabled comboboxes a person sees that say they are collapsed (aria-expanded=false, read from the page) and show no options of their own (not a native select): the one whose label has a word made of the step\'s verb and a noun\'s ending (pay → Payee, Payment; ship → Shipping; not add → Address), else, for a verb of choosing, the only one on the page. Two or more (at most 3 weighed) are handed over naming them; none leaves the step to the other rules. Cost: one open, one read of the list, one Escape when it lacks the option.',
    example: {
      html: '<label id="l" for="p">Payee</label><input id="p" role="combobox" aria-expanded="false" aria-controls="lb" onclick="const l=document.getElementById(\'lb\');l.innerHTML=\'<li role=option onclick=&quot;p.value=this.textContent;lb.hidden=true;p.setAttribute(\\\'aria-expanded\\\',\\\'false\\\')&quot;>Greenway Utilities</li>\';l.hidden=false;this.setAttribute(\'aria-expanded\',\'true\')"><ul role="listbox" id="lb" aria-labelledby="l" hidden></ul>',
      step: 'pay Greenway Utilities',
      action: 'open combobox "Payee" to pick "Greenway Utilities"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.frame === 'target' && !!form.target && !form.scope && form.value === undefined && !form.target.kind && !form.target.roles && form.target.ordinal === undefined && words(normalize(form.target.raw)).length <= 6,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const t = form.target!;
    const value = t.exact ? t.name : t.raw;
    const verb = normalize(form.said ?? '');
    const choosing = form.verb === 'select';
    // A search box drawn as a combobox suggests what is typed into it; it holds no closed list of options to pick from.
    const searchBox = (n: SnapshotNode) => [n.name ?? '', ...fieldLabels(n)].some((l) => /\bsearch/i.test(l));
    const fields = ctx.index.order.filter((n) => n.ref && n.role === 'combobox' && !n.disabled && !searchBox(n) && !subtree(n).some((o) => o.role === 'option'));
    if (!fields.length || fields.length > 12) return undefined;
    const before = ctx.book.misses;
    const closed = fields.filter((n) => !ctx.book.unseen(n) && (n.expanded ?? ctx.book.facts(n)?.expanded) === false);
    if (ctx.book.misses > before) return { handover: `reading which list fields are closed`, near: false };
    // The verb names the field: "pay" for Payee, "ship" for Shipping method (a label word that starts with it).
    // The word is the verb with an ending that makes a noun of it (pay → payee, payment; ship → shipping), not any word it begins (add → address).
    const fromVerb = new RegExp(`^${verb.replace(/[^a-z0-9]/g, '')}(?:|s|e|es|ee|ees|er|ers|ment|ments|ing|p?ing)$`);
    const byVerb = verb.length >= 3 && !choosing ? closed.filter((n) => fieldLabels(n).some((l) => words(normalize(l)).some((w) => fromVerb.test(w)))) : [];
    const pool = byVerb.length ? byVerb : choosing ? closed : [];
    if (!pool.length) return undefined;
    const names = pool.map((n) => said(n));
    if (pool.length > 1) {
      const shown = names.slice(0, MAX_FIELDS).join(', ') + (pool.length > MAX_FIELDS ? ' …' : '');
      return { handover: `no shown element says "${value}", and ${pool.length} closed lists may offer it (${shown}): name the field ("choose ${value} as ${fieldLabels(pool[0]!)[0] ?? 'the field'}")`, near: true };
    }
    const node: SnapshotNode = pool[0]!;
    const pick: PickAfter = { option: value, exact: t.exact, roles: ['option'], probe: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `open ${said(node)} to pick "${value}"`, effect: { expanded: true }, then: pick }],
      candidates: [{ role: node.role, name: node.name ?? fieldLabels(node)[0] ?? '', score: 1, why: byVerb.length ? `its label says the verb "${verb}"` : 'the only closed list field' }],
      facts: [`no shown element says "${value}"`, `${said(node)} aria-expanded=false, its options shown only while open`, byVerb.length ? `its label starts with the verb "${verb}"` : 'the only closed list field of the page'],
    };
  },
};
