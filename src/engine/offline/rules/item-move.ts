import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "move "Keyboard trap in the date picker" to In progress", "move Acme renewal to Won": on a board
 * whose cards each carry their own status dropdown (a kanban of issues, a sales pipeline), an item
 * is moved by choosing the place in its dropdown. The card is the one item whose title (a link, a
 * heading, a text of its own) is the name said; the place is the option of its one dropdown that
 * offers it.
 */

/** Roles of an item that holds its own controls: a card (article), a list item, a row, a group. */
const ITEM_ROLES: ReadonlySet<string> = new Set(['article', 'listitem', 'row', 'group']);

/** The name and the place, from "move <item> to <place>"; undefined when the step is not of this shape. */
function wantedOf(form: StepForm): { item: string; place: string } | undefined {
  const t = form.target;
  if (form.verb !== 'move' || form.frame !== 'to-value' || !t?.name || form.scope || t.ordinal !== undefined || t.kind || !form.value) return undefined;
  // The name as written (the typed form's name is lower-cased), less an article and quotes.
  const item = t.raw.replace(/^(?:the|a|an)\s+/i, '').replace(/^["“'](.*)["”']$/u, '$1').trim();
  return item ? { item, place: form.value } : undefined;
}

/** The item's titles: its links' and headings' names and its own texts, normalized. */
function titlesOf(item: SnapshotNode): string[] {
  return subtree(item)
    .flatMap((n) => (n.role === 'link' || n.role === 'heading' ? [n.name ?? ownText(n)] : n.role === 'text' || (n !== item && !n.children.length && n.role !== 'option') ? [n.text ?? ''] : []))
    .map((t) => normalize(t))
    .filter(Boolean);
}

/** The innermost items with a title that is the name said. */
function itemsTitled(index: PageIndex, name: string): SnapshotNode[] {
  const wanted = normalize(name);
  const items = index.order.filter((n) => ITEM_ROLES.has(n.role) && n.ref && titlesOf(n).includes(wanted));
  return items.filter((n) => !items.some((o) => o !== n && ancestors(index, o).includes(n)));
}

const optionsOf = (select: SnapshotNode) => subtree(select).filter((o) => o.role === 'option');
const optionName = (o: SnapshotNode) => o.name ?? ownText(o);

export const itemMove: WidgetRule = {
  info: {
    name: 'item-move',
    does: 'Moves an item of a board to another column or stage by its own dropdown: in the one card (or list item, row) titled as said, the one dropdown that offers the place, set to it.',
    when: '"move "Keyboard trap in the date picker" to In progress", "move Acme renewal to Won": a move to a place that is no slider\'s value, where each card carries a status dropdown.',
    evidence: 'Exactly one innermost card, list item, row or group has a title (a link, a heading or a text of its own) that is the name said; in it, exactly one dropdown offers an option named the place, not the one selected now. The dropdown shows the option after (a card the page draws anew is not judged).',
    example: {
      html: '<section><h2>Lead</h2><article><a href="#d1">Acme renewal</a><select><option selected>Lead</option><option>Qualified</option><option>Won</option></select></article><article><a href="#d2">Globex pilot</a><select><option selected>Lead</option><option>Qualified</option><option>Won</option></select></article></section>',
      step: 'move Acme renewal to Qualified',
      action: 'select "Qualified" in combobox of the card "Acme renewal"',
    },
  },
  applies: (form, kind) => kind === 'act' && !!wantedOf(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { item, place } = wantedOf(form)!;
    const items = itemsTitled(ctx.index, item);
    const withSelect = items.filter((n) => subtree(n).some((d) => d.role === 'combobox' && d.ref && optionsOf(d).length));
    if (!withSelect.length) return undefined;
    if (items.length > 1) return { handover: `${items.length} items are titled "${item}": say which (its column or another word of it)`, near: true };
    const card = items[0]!;
    const what = `the card "${item}"`;
    const wanted = normalize(place);
    const selects = subtree(card).filter((d) => d.role === 'combobox' && d.ref && optionsOf(d).some((o) => normalize(optionName(o)) === wanted));
    if (!selects.length) return { handover: `no dropdown of ${what} offers "${place}" (it offers: ${[...new Set(subtree(card).filter((d) => d.role === 'combobox').flatMap((d) => optionsOf(d).map(optionName)))].slice(0, 6).join(', ')})`, near: true };
    if (selects.length > 1) return { handover: `${selects.length} dropdowns of ${what} offer "${place}": say which ("set … of ${item} to ${place}")`, near: true };
    const select = selects[0]!;
    if (select.disabled) return { handover: `the dropdown of ${what} is disabled`, near: true };
    const option = optionsOf(select).find((o) => normalize(optionName(o)) === wanted)!;
    if (option.selected) return { handover: `${what} is in "${optionName(option)}" already`, near: true };
    const name = optionName(option);
    return {
      actions: [{ ref: select.ref!, method: 'selectOption', arguments: [name], description: `select "${name}" in ${said(select)} of ${what}`, effect: { selected: true } }],
      candidates: [{ role: card.role, name: item, score: 1, why: `titled "${item}"` }],
      facts: [`${what}: ${said(card)}`, `its one dropdown offering "${name}": ${said(select)}`],
    };
  },
};
