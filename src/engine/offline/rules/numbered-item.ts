import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { numberedItems, numberSaid, type NumberSaid } from '../item-numbers.js';
import { ownText, subtree } from '../page-index.js';
import { selectionBox, selectRow } from './grid-rows.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * An item said by the number the page shows for it ("select issue #12", "open ticket 4521",
 * "find order #1004"): the one list item, row or article whose own text starts with that number.
 * Selected by its one selection checkbox (checked after), opened by its one link (the address
 * changes after), located as itself. The number said inside another item's text ("Duplicate of
 * #12") names no item; two items that show it, or an item with no single link to open, are handed
 * over saying so.
 */

const UNSELECT = /^(?:unselect|deselect|unmark)$/i;

type Doing = 'select' | 'unselect' | 'open' | 'locate';

/** What the step does to the item, and the number it names the item by; undefined when not of this shape. */
function wantedOf(form: StepForm, kind: 'act' | 'observe'): { doing: Doing; number: NumberSaid; said: string } | undefined {
  const t = form.target;
  if (!t || form.scope || form.value !== undefined || t.ordinal !== undefined || t.kind) return undefined;
  const number = numberSaid(t.raw);
  if (!number) return undefined;
  let doing: Doing | undefined;
  if (kind === 'observe') doing = form.verb === 'find' ? 'locate' : undefined;
  else if (form.verb === 'select' || form.verb === 'check') doing = 'select';
  else if (form.verb === 'uncheck' || (form.verb === 'do' && UNSELECT.test(form.said))) doing = 'unselect';
  else if (form.verb === 'open' || form.verb === 'click' || form.verb === 'go') doing = 'open';
  return doing ? { doing, number, said: t.raw.replace(/^the\s+/i, '') } : undefined;
}

/** The item in a few words: its link's name, else its first text. */
const labelOf = (item: SnapshotNode) => (subtree(item).find((n) => n.role === 'link' && n.name)?.name ?? item.name ?? ownText(item)).slice(0, 50);

/** The item's enabled links. */
const linksOf = (item: SnapshotNode) => subtree(item).filter((n) => n !== item && n.ref && n.role === 'link' && !n.disabled);
const isBox = (box: ReturnType<typeof selectionBox>) => !!box && !('handover' in box);

/**
 * Whether the items are one item shown in several views: each titled the same (its first link's
 * name) and every link of theirs going to one same place.
 */
export function sameItem(items: readonly SnapshotNode[]): boolean {
  const titles = new Set(items.map((n) => linksOf(n)[0]?.name ?? ''));
  const urls = new Set(items.flatMap((n) => linksOf(n).map((l) => l.url ?? '')));
  return titles.size === 1 && !titles.has('') && urls.size === 1 && !urls.has('');
}

export const numberedItem: WidgetRule = {
  info: {
    name: 'numbered-item',
    does: 'An item said by the number the page shows for it ("issue #12", "ticket 4521", "#7"): the one list item, row or article whose own text starts with that number, selected by its selection checkbox, opened by its one link, or located.',
    when: '"select issue #12", "untick ticket 4521", "open issue #13", "go to order #1004", "find PR #7": a noun and a number (or "#" and a number) no control is named by; not "row 5", "page 2" (places).',
    evidence: 'Exactly one innermost list item, row or article has a text that starts with "#N" (or with the noun said and N: "Order #1004"); a number said later in a text ("Duplicate of #12") does not count. One item shown in two views (a list and a board: the same title, its links going to one place) is the view that has what the verb needs (its selection box, its link). To select, its one selection checkbox, checked after; to open, its one link, the address changed after. Two items, no item, several links or none hand over, saying which.',
    example: {
      html: '<ul aria-label="Tickets"><li><input type="checkbox" aria-label="Select"> <a href="#/t/4520">Printer offline</a> <span>#4520 opened today</span></li><li><input type="checkbox" aria-label="Select"> <a href="#/t/4521">VPN drops every hour</a> <span>#4521 opened today</span></li></ul>',
      step: 'open ticket #4521',
      action: 'click link "VPN drops every hour" of ticket #4521',
    },
  },
  applies: (form, kind) => !!wantedOf(form, kind),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { doing, number, said: key } = wantedOf(form, ctx.kind)!;
    let items = numberedItems(ctx.index, number).filter((n) => n.ref);
    if (!items.length) return undefined;
    // One item shown in two views (a list and a board): the same title, each link going to the same
    // place. The view that has what the verb needs is the one: its selection box, or its link.
    if (items.length > 1 && sameItem(items)) {
      const fit = items.filter((n) => (doing === 'select' || doing === 'unselect' ? isBox(selectionBox(n)) : doing === 'open' ? linksOf(n).length === 1 : false));
      if (fit.length === 1 || (doing === 'open' && fit.length === items.length)) items = [fit[0]!];
    }
    if (items.length > 1) return { handover: `${items.length} items show the number #${number.n} as their own (${items.slice(0, 3).map((n) => `"${labelOf(n)}"`).join(', ')}): say more of the one you mean (its title)`, near: true };
    const item = items[0]!;
    const what = key;
    const candidates = [{ role: item.role, name: labelOf(item), score: 1, why: `its text starts with #${number.n}` }];
    const facts = [`${what}: ${said(item)} "${labelOf(item)}", whose text starts with its number`];
    if (doing === 'locate') return { actions: [{ ref: item.ref!, method: 'click', arguments: [], description: `${what} (${item.role})` }], candidates, facts };
    if (doing === 'select' || doing === 'unselect') {
      const selected = selectRow(item, doing === 'select', ctx, what);
      if ('handover' in selected) return selected;
      return { actions: selected.actions, candidates, facts: [...facts, ...selected.facts] };
    }
    const links = linksOf(item);
    if (links.length !== 1) {
      return {
        handover: links.length
          ? `${what} holds ${links.length} links (${links.slice(0, 4).map((l) => `"${l.name ?? ownText(l)}"`).join(', ')}): say which to click ("click … in ${what}")`
          : `${what} has no link to open it: say which control in it to click`,
        near: true,
      };
    }
    const link = links[0]!;
    return {
      actions: [{ ref: link.ref!, method: 'click', arguments: [], description: `click ${said(link)} of ${what}`, effect: { navigated: true } }],
      candidates,
      facts: [...facts, `its one link: ${said(link)}`],
    };
  },
};
