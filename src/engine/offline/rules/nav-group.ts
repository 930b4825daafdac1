import type { SnapshotNode } from '../../snapshot/index.js';
import { ownText } from '../page-index.js';
import { followable, headingText } from '../places.js';
import { normalize } from '../text.js';
import { ordinalWord } from '../vocabulary.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const GOES: ReadonlySet<string> = new Set(['go', 'open', 'click', 'select', 'find']);
/** What the items of a navigation list are called: pages, links, entries. */
const ITEM_WORDS: ReadonlySet<string> = new Set(['page', 'pages', 'link', 'links', 'item', 'items', 'entry', 'entries', 'topic', 'topics', 'article', 'articles', 'guide', 'guides', 'chapter', 'chapters', 'section', 'sections']);
/** Parts that may carry a group's name themselves. */
const NAMED_GROUPS: ReadonlySet<string> = new Set(['list', 'navigation', 'group', 'menu', 'region', 'tree']);


/** The lists a name heads: a heading's next list, a list item's (or text's) own list under its words, a list or landmark so named. */
function listsHeadedBy(name: string, order: readonly SnapshotNode[], parent: ReadonlyMap<SnapshotNode, SnapshotNode | undefined>): SnapshotNode[] {
  const found: SnapshotNode[] = [];
  const add = (list: SnapshotNode | undefined) => {
    if (list && !found.includes(list)) found.push(list);
  };
  const firstList = (node: SnapshotNode): SnapshotNode | undefined => (node.role === 'list' ? node : node.children.map(firstList).find(Boolean));
  for (const node of order) {
    if (node.role === 'link' || node.role === 'button') continue;
    if (node.role === 'heading' ? headingText(node) === name : NAMED_GROUPS.has(node.role) && normalize(node.name ?? '') === name) {
      if (node.role !== 'heading') {
        add(firstList(node));
        continue;
      }
      const siblings = parent.get(node)?.children ?? [];
      const next = siblings.slice(siblings.indexOf(node) + 1).find((s) => s.role !== 'text');
      if (next && next.role !== 'heading') add(firstList(next));
      continue;
    }
    // A list item (or a wrapper) whose own words are the name, over its list: a sidebar's group.
    if (!node.name && normalize(ownText(node)) === name) {
      const list = node.children.find((c) => c.role === 'list');
      if (list) add(list);
    }
  }
  return found;
}

/** A list's entries: for each of its items, the one link it holds outside any list nested in it. */
function entriesOf(list: SnapshotNode): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  for (const item of list.children) {
    if (item.role === 'link') out.push(item);
    if (item.role !== 'listitem') continue;
    const own = (n: SnapshotNode): SnapshotNode[] => n.children.flatMap((c) => (c.role === 'list' ? [] : c.role === 'link' ? [c] : own(c)));
    const links = own(item);
    if (links.length === 1) out.push(links[0]!);
  }
  return out;
}

/**
 * "open the second page in the Guides section", "click the last link in the Reference group": the
 * nth entry of the navigation list a heading, a list item's own words (a sidebar's group) or a
 * list's name calls so. A list no one sees (a closed drop-down drawn off-screen) is not counted.
 */
export const navGroup: WidgetRule = {
  info: {
    name: 'nav-group',
    does: 'Follows the nth entry (page, link, item) of the navigation list that a group\'s heading or words name, counted in page order; lists no one sees are left out.',
    when: '"open the second page in the Guides section", "click the last link in the Reference group": an ordinal, an item word, and a scope that names a group of links.',
    evidence: 'Exactly one shown list headed by the scope\'s words (a heading before it, a list item whose own words they are, a list or landmark so named); its items each hold one link; the nth exists.',
    example: {
      html: '<aside><ul><li>Start<ul><li><a href="#/intro">Intro</a></li></ul></li><li>Guides<ul><li><a href="#/config">Configuration</a></li><li><a href="#/jobs">Scheduling jobs</a></li><li><a href="#/deploy">Deployment</a></li></ul></li></ul></aside>',
      step: 'open the second page in the Guides section',
      action: 'click link "Scheduling jobs"',
    },
  },
  applies: (form, kind) =>
    !!form.target && form.target.ordinal !== undefined && !!form.scope?.name && !form.value && form.frame === 'target' && GOES.has(form.verb) && (kind === 'act' || form.verb === 'find')
    && (form.target.name ? ITEM_WORDS.has(normalize(form.target.name)) && !form.target.kind : form.target.kind === 'page' || form.target.kind === 'link'),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const scope = form.scope!;
    const names = scope.kind ? [normalize(`${scope.name} ${scope.kind}`), normalize(scope.name)] : [normalize(scope.name)];
    let lists: SnapshotNode[] = [];
    for (const name of names) {
      lists = listsHeadedBy(name, ctx.index.order, ctx.index.parent).filter((l) => entriesOf(l).length >= 2);
      if (lists.length) break;
    }
    if (!lists.length) return undefined;
    // A drop-down drawn off-screen until hovered is no list a person reads: its links are read first.
    const before = ctx.book.misses;
    const shown = lists.filter((l) => entriesOf(l).some((link) => ctx.book.facts(link) && !ctx.book.unseen(link)));
    if (ctx.book.misses > before) return { handover: `reading whether the lists named "${scope.name}" are shown`, near: true };
    if (shown.length !== 1) return { handover: shown.length ? `${shown.length} lists are headed "${scope.name}": scope it further ("in the ${scope.name} section of the sidebar")` : `no list headed "${scope.name}" is shown`, near: true };
    const entries = entriesOf(shown[0]!).filter((l) => !ctx.book.covered(l));
    const ordinal = form.target!.ordinal!;
    const link = ordinal > 0 ? entries[ordinal - 1] : entries[entries.length + ordinal];
    if (!link) return { handover: `asked for the ${ordinalWord(ordinal)} entry of "${scope.name}", it has ${entries.length}`, near: true };
    if (!followable([link]).length) return { handover: `${said(link)} cannot be followed`, near: true };
    const candidates = entries.map((e, i) => ({ role: e.role, name: e.name ?? '', score: e === link ? 1 : 0, why: `#${i + 1} of ${entries.length}` }));
    const facts = [`${entries.length} entries in the list headed "${scope.name}"`, `the ${ordinalWord(ordinal)}: ${said(link)}`];
    if (ctx.kind === 'observe') return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: said(link) }], candidates, facts };
    const effect = link.url && link.url !== ctx.index.snapshot.url ? { effect: { navigated: true } } : {};
    return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: `click ${said(link)}`, ...effect }], candidates, facts };
  },
};
