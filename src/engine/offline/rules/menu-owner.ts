import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, type PageIndex } from '../page-index.js';
import { normalize, nounForms } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "pin him", "remove Marco from the call", "mute her for everyone" while a person's menu is open
 * (APG menu: "Options for Marco Rossi"): the person said by a pronoun or by their own name is the
 * one the open menu acts on, so the item is the step's other words — the item's name less that
 * person's name ("Pin Marco" for "pin him").
 */

const MENU_ITEMS: ReadonlySet<string> = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);
/** Pronouns for a person: what an open menu's owner is called once named. */
const PERSON_PRONOUNS: ReadonlySet<string> = new Set(['him', 'her', 'them', 'himself', 'herself', 'themselves']);
/** Words that say nothing of an item: articles, and "please". */
const QUIET: ReadonlySet<string> = new Set(['the', 'a', 'an', 'please']);
/** Parts an opener's owner names: a row, a list item, an article, a group, a card. */
const OWNER_PARTS: ReadonlySet<string> = new Set(['row', 'listitem', 'article', 'group', 'region']);

const split = (text: string) => normalize(text).split(' ').filter((w) => w && !QUIET.has(w));
const sameWord = (a: string, b: string) => a === b || nounForms(a).includes(b) || nounForms(b).includes(a);

/** The step's words in order: its verb, its target, its scope ("mute him for everyone"). */
function stepWords(form: StepForm): string[] {
  const scope = form.scope ? [form.scope.relation, form.scope.name, form.scope.kind ?? ''] : [];
  return split([form.said, form.target?.raw ?? '', ...scope].join(' '));
}

/**
 * Whom the open menu is for: the words after "for" in the menu's name or its opener's ("Options for
 * Marco Rossi"), else the name of the row, list item or card its opener lies in.
 */
function ownerOf(menu: SnapshotNode, opener: SnapshotNode | undefined, index: PageIndex): string[] | undefined {
  for (const name of [menu.name, opener?.name]) {
    const m = /\bfor\s+(.+)$/i.exec(name ?? '');
    if (m) return split(m[1]!);
  }
  const part = opener && ancestors(index, opener).find((up) => OWNER_PARTS.has(up.role) && up.name);
  return part ? split(part.name!) : undefined;
}

export const menuOwner: WidgetRule = {
  info: {
    name: 'menu-owner',
    does: 'Picks an item of the open menu of a person (or any thing the menu is for) when the step names that person by a pronoun or by their name: "pin him" for "Pin Marco", "remove Marco from the call" for "Remove from the call", both in the open menu "Options for Marco Rossi".',
    when: 'A menu is shown, opened by a control that says aria-expanded=true, and its name (or its opener\'s) says whom it is for ("Options for Marco Rossi"), or its opener lies in a named row, list item or card; the step says him, her or them, or a word of that owner\'s name.',
    evidence: 'The step\'s words less the pronoun and the owner\'s words are, in order, exactly one item\'s name less the owner\'s words (articles aside). A name of anyone else stays in the step, so no item fits and the step is handed over; two items that fit hand over naming them.',
    example: {
      html: '<ul><li aria-label="Nova Reyes">Nova Reyes <button aria-haspopup="menu" aria-expanded="true">Player actions</button></li></ul><div role="menu" aria-label="Actions for Nova Reyes"><button role="menuitem">Bench Nova</button><button role="menuitem">Make captain</button></div>',
      step: 'bench her',
      action: 'click menuitem "Bench Nova" of the open menu for "nova reyes"',
    },
  },
  applies: (form, kind) => kind === 'act' && !!form.target?.raw && !form.target.exact && form.target.ordinal === undefined && form.value === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { index } = ctx;
    const menus = index.order.filter((n) => n.role === 'menu' && n.children.some((c) => MENU_ITEMS.has(c.role) || c.children.some((g) => MENU_ITEMS.has(g.role))));
    if (menus.length !== 1) return undefined;
    const menu = menus[0]!;
    const openers = index.order.filter((n) => n.expanded === true && n.ref && !ancestors(index, n).includes(menu) && n.role !== 'menu');
    if (!openers.length) return undefined;
    const owner = ownerOf(menu, openers.length === 1 ? openers[0] : undefined, index);
    if (!owner?.length) return undefined;
    const words = stepWords(form);
    const isOwner = (w: string) => owner.some((o) => sameWord(o, w));
    const rest = words.filter((w) => !PERSON_PRONOUNS.has(w) && !isOwner(w));
    // The step says the person (a pronoun or their name), and something besides.
    if (rest.length === words.length || !rest.length) return undefined;
    const items = index.order.filter((n) => n.ref && MENU_ITEMS.has(n.role) && ancestors(index, n).includes(menu));
    const fits = items.filter((n) => {
      const own = split(n.name ?? ownText(n)).filter((w) => !isOwner(w));
      return own.length === rest.length && own.every((w, i) => sameWord(w, rest[i]!));
    });
    if (!fits.length) return undefined;
    const ownerName = owner.join(' ');
    if (fits.length > 1) return { handover: `${fits.length} items of the menu for "${ownerName}" fit "${rest.join(' ')}" (${fits.map(said).join(', ')}): say which by its name`, near: true };
    const item = fits[0]!;
    if (item.disabled) return { handover: `${said(item)} of the open menu is disabled`, near: true };
    if (item.role === 'menuitemcheckbox' && item.checked === true) return { handover: `${said(item)} is ticked already`, near: true };
    return {
      actions: [{ ref: item.ref!, method: item.role === 'menuitemcheckbox' ? 'check' : 'click', arguments: [], description: `click ${said(item)} of the open menu for "${ownerName}"` }],
      candidates: items.map((n) => ({ role: n.role, name: n.name ?? '', score: n === item ? 1 : 0, why: n === item ? `says "${rest.join(' ')}" less "${ownerName}"` : 'other words' })),
      facts: [`${said(menu)} is open, for "${ownerName}"`, `"${words.join(' ')}" says the person by ${words.some((w) => PERSON_PRONOUNS.has(w)) ? 'a pronoun' : 'their name'}`],
    };
  },
};
