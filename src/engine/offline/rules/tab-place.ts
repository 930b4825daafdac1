import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, shownText, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const VERBS: ReadonlySet<string> = new Set(['click', 'open', 'select', 'go', 'find']);
/** "the tab after Profile": the neighbour's side, and its name. */
const NEIGHBOUR = /^(after|before|following|preceding|next to|to the right of|to the left of|right of|left of) (.+)$/;
const AFTER: ReadonlySet<string> = new Set(['after', 'following', 'next to', 'to the right of', 'right of']);

/** A tab's name, or the text it shows (a tab named by the link inside it). */
const tabName = (n: SnapshotNode) => n.name || shownText(n);
const sayTab = (n: SnapshotNode) => `tab "${tabName(n)}"`;

/** The tabs of the page grouped by their tab list (APG tabs: role tab owned by a tablist), in page order. */
function tabLists(index: PageIndex): SnapshotNode[][] {
  const lists = new Map<SnapshotNode | undefined, SnapshotNode[]>();
  for (const n of index.order) {
    if (n.role !== 'tab' || !n.ref) continue;
    const list = ancestors(index, n).find((up) => up.role === 'tablist');
    lists.set(list, [...(lists.get(list) ?? []), n]);
  }
  return [...lists.values()];
}

/**
 * "open the second tab", "the last tab", "the tab after Profile": a tab (APG tabs) by its place in
 * its tab list, counted or beside a tab named so; clicked, and it must be the selected tab after.
 */
export const tabPlace: WidgetRule = {
  info: {
    name: 'tab-place',
    does: 'A tab named by its place in its tab list: the nth ("the second tab", "the last tab") or the one beside a named tab ("the tab after Profile"); clicked, and selected afterwards.',
    when: '"open the second tab", "click the last tab", "open the tab after Profile", "select the tab before Billing".',
    evidence: 'Tabs (role tab) grouped by their tab list. Counted: the page has one tab list (several: handed over, say the tab by its name). Beside a name: exactly one tab named so, and a tab on that side of it in its list. The tab chosen is not the selected one already (handed over saying so).',
    example: {
      html: '<div role="tablist"><button role="tab" aria-selected="true">Profile</button><button role="tab" aria-selected="false">Billing</button><button role="tab" aria-selected="false">Team</button></div>',
      step: 'open the tab after Billing',
      action: 'click tab "Team"',
    },
  },
  applies: (form) => VERBS.has(form.verb) && !form.scope && form.value === undefined && form.target?.kind === 'tab' && ((form.target.ordinal !== undefined && !form.target.name) || (form.target.ordinal === undefined && NEIGHBOUR.test(form.target.name))),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const t = form.target!;
    const lists = tabLists(ctx.index).filter((l) => l.length >= 2);
    if (!lists.length) return undefined;
    let list: SnapshotNode[];
    let pick: SnapshotNode | undefined;
    let why: string;
    const beside = t.name.match(NEIGHBOUR);
    if (beside) {
      const name = normalize(beside[2]!.replace(/^(?:the\s+)?/, '').replace(/\s+tab$/, ''));
      const named = lists.flatMap((l) => l.filter((n) => normalize(tabName(n)) === name).map((n) => ({ n, l })));
      if (!named.length) return { handover: `no tab is named "${beside[2]}": say the tab by its own name`, near: true };
      if (named.length > 1) return { handover: `${named.length} tabs are named "${beside[2]}": say the tab you mean by its own name`, near: true };
      list = named[0]!.l;
      const at = list.indexOf(named[0]!.n);
      pick = list[AFTER.has(beside[1]!) ? at + 1 : at - 1];
      why = `${AFTER.has(beside[1]!) ? 'after' : 'before'} ${sayTab(named[0]!.n)}`;
      if (!pick) return { handover: `no tab comes ${why} in its list`, near: true };
    } else {
      if (lists.length > 1) return { handover: `${lists.length} tab lists are on the page: say the tab by its name (${lists.map((l) => `"${tabName(l[0]!)}"`).join(', ')} …)`, near: true };
      list = lists[0]!;
      const ordinal = t.ordinal!;
      pick = ordinal > 0 ? list[ordinal - 1] : list[list.length + ordinal];
      why = `#${ordinal > 0 ? ordinal : list.length + ordinal + 1} of ${list.length} tabs`;
      if (!pick) return { handover: `the tab list has ${list.length} tabs`, near: true };
    }
    if (pick.disabled) return { handover: `${sayTab(pick)} is disabled`, near: true };
    const before = ctx.book.misses;
    const selected = pick.selected ?? ctx.book.facts(pick)?.selected;
    if (ctx.book.misses > before) return { handover: `reading whether ${sayTab(pick)} is selected`, near: true };
    if (selected === true) return { handover: `${sayTab(pick)} is the selected tab already`, near: true };
    return {
      actions: [{ ref: pick.ref!, method: 'click', arguments: [], description: `click ${sayTab(pick)}`, ...(selected === false ? { effect: { rowSelected: true } } : {}) }],
      candidates: list.map((n) => ({ role: n.role, name: tabName(n), score: n === pick ? 1 : 0 })),
      facts: [`${list.length} tabs in its list`, why],
    };
  },
};
