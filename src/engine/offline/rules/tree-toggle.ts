import { textOf } from '../../snapshot/index.js';
import type { SnapshotNode } from '../../snapshot/index.js';
import type { ScopeForm, StepForm } from '../grammar.js';
import { choose, scoreCandidates } from '../match.js';
import { subtree, treeItemHeader, type PageIndex } from '../page-index.js';
import { isKindWord, type TargetPhrase } from '../parse.js';
import { normalize, words } from '../text.js';
import { MIN_SCOPED_SCORE, MIN_SCORE } from '../score.js';
import { nodesInScope } from './scope.js';
import { said, weighed, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';
import { classTokens, CLOSED_WORDS, drawnDescendants, drawnNodesNamed, expanderOf, namesOf, OPEN_WORDS, type DrawnNode } from './drawn-tree.js';

/** Words that say which way: open/expand shows a node's children, close/collapse hides them. */
const EXPANDS = new Set(['expand', 'open']);
const TOGGLES = new Set(['expand', 'collapse', 'open', 'close']);
/** "toggle Root node": either way, by the node's state (a closed node opens, an open one closes). */
const flips = (form: StepForm) => form.verb === 'do' && normalize(form.said) === 'toggle';
/** "show what is inside Engineering", "show what's in Finance": the node whose children are asked to show. */
const WHAT_IS = /^what(?:\s+is|\s*s)?$/;
const INSIDE = new Set(['inside', 'in']);

/** The node a step names: its target, or the scope of "show what is inside X". */
function nodeName(form: StepForm): { name: string; whole?: string; exact: boolean; scope?: ScopeForm } | undefined {
  const t = form.target;
  if (!t) return undefined;
  if (form.scope && WHAT_IS.test(normalize(t.raw)) && INSIDE.has(form.scope.relation) && form.verb !== 'collapse' && form.verb !== 'close') {
    return { name: normalize(form.scope.name), exact: form.scope.exact };
  }
  if (!t.name && !t.whole) return undefined;
  return { name: t.name, ...(t.whole ? { whole: t.whole } : {}), exact: t.exact, ...(form.scope ? { scope: form.scope } : {}) };
}

/**
 * "expand Invoices in the Finance folder": a scope that names a tree item (its kind word after it
 * left off, as on the target) holds that item's own descendants. Undefined when no tree item, or
 * more than one, is named so: the scope is then read the general way.
 */
function inTreeItem(scope: ScopeForm, index: PageIndex): SnapshotNode[] | undefined {
  const said = words(scope.name);
  const names = [said.join(' ')];
  if (said.length > 1 && isKindWord(said.at(-1)!)) names.push(said.slice(0, -1).join(' '));
  for (const name of names) {
    const items = index.order.filter((n) => n.role === 'treeitem' && words(n.name ?? '').join(' ') === name);
    if (items.length === 1) return subtree(items[0]!).filter((n) => n !== items[0]);
    if (items.length > 1) return undefined;
  }
  return undefined;
}
type Wanted = NonNullable<ReturnType<typeof nodeName>> & { ordinal?: number };

/**
 * A tree drawn with no ARIA (drawn-tree.ts): the one node titled so (among a named node's rows
 * when the step says "X in the Y folder"), expanded or collapsed by a click on its expander icon,
 * its state read from generic class words or the expander's picture. The effect checked: the box
 * of rows grows (children shown) or shrinks (hidden). Undefined when no drawn node is titled so.
 */
function drawnToggle(form: StepForm, wanted: Wanted, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  let within: DrawnNode[] | undefined;
  const scope = 'scope' in wanted ? wanted.scope : undefined;
  if (scope) {
    const folders = namesOf(scope.name).map((n) => drawnNodesNamed(n, ctx.index)).find((l) => l.length);
    if (!folders) return undefined;
    if (folders.length > 1) return { handover: `${folders.length} rows of the tree are titled "${scope.name}": say which one by the folder it is in`, near: true };
    const under = drawnDescendants(folders[0]!, ctx.index, ctx.book);
    if (!under) return { handover: `reading the rows under "${scope.name}"`, near: true };
    if (!under.length) return { handover: `"${scope.name}" shows no rows under it (collapsed, or it has none): expand "${scope.name}" first`, near: true };
    within = under;
  }
  let nodes: DrawnNode[] = [];
  let name = '';
  // "the Engineering department": a kind word after the name is tried without it too.
  for (const n of [...new Set([...(wanted.whole ? [wanted.whole] : []), ...namesOf(wanted.name)])]) {
    if (!n) continue;
    name = n;
    const want = words(n).join(' ');
    nodes = within ? within.filter((d) => words(textOf(d.title)).join(' ') === want) : drawnNodesNamed(n, ctx.index);
    if (nodes.length) break;
  }
  if (!nodes.length) return within || wanted.ordinal !== undefined ? undefined : arrowRow(form, wanted, ctx);
  if (wanted.ordinal !== undefined) {
    const one = wanted.ordinal > 0 ? nodes[wanted.ordinal - 1] : nodes[nodes.length + wanted.ordinal];
    if (!one) return { handover: `the tree shows ${nodes.length} row${nodes.length === 1 ? '' : 's'} titled "${name}", not that many`, near: true };
    nodes = [one];
  }
  if (nodes.length > 1) return { handover: `${nodes.length} rows of the tree are titled "${name}": say which folder it is in ("${name} in the <folder> folder")`, near: true };
  const node = nodes[0]!;
  const state = expanderOf(node, ctx.book);
  const title = `row "${name}"`;
  if (state.unread) return { handover: `reading whether ${title} is expanded`, near: true };
  const expand = flips(form) ? state.expanded === false : EXPANDS.has(form.verb);
  if (!state.expander) return { handover: `${title} has no children to ${expand ? 'expand' : 'collapse'} (${state.said}): say "click ${name}" to select it`, near: true };
  if (state.expanded === undefined) return { handover: `whether ${title} is expanded is not shown (${state.said}): say "click the expander of ${name}" or hand it to a model`, near: true };
  if (state.expanded === expand) return { handover: `${title} is ${expand ? 'expanded' : 'collapsed'} already (${state.said})`, near: true };
  if (!node.list.ref) return { handover: `the rows of ${title} cannot be read again to check the effect`, near: true };
  const facts = [`${title}: ${state.said}`, `expander ${state.expander.ref}, rows in ${node.list.ref}`];
  return {
    actions: [{ ref: state.expander.ref!, method: 'click', arguments: [], description: `${expand ? 'expand' : 'collapse'} ${title} (its expander)`, effect: { region: { ref: node.list.ref, shown: expand } } }],
    candidates: [{ role: 'row', name: textOf(node.title), score: 1, why: 'the one drawn tree row titled so' }],
    facts,
  };
}

/** An arrow drawn as a glyph (a CSS ::before, a text arrow): pointing down, the row is open; pointing right, closed. */
const ARROW_DOWN = /^[\u25bc\u25be\u23f7]$/u;
const ARROW_RIGHT = /^[\u25b6\u25b8\u25ba\u23f5]$/u;

/**
 * A group's row drawn as an arrow glyph and its title, no ARIA (a timeline's or a list's nesting
 * group: "▼ Engineering"): the one row whose parts are the glyph, as text, then the title. Its
 * state from class words on the row (expanded, open; collapsed, closed), else the arrow's way
 * (down: open; right: closed); the two must agree. The row is clicked; the box of rows around it
 * must grow (expanded) or shrink (collapsed). Undefined when no such row is titled so.
 */
function arrowRow(form: StepForm, wanted: Wanted, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  let rows: { row: SnapshotNode; glyph: string; title: SnapshotNode }[] = [];
  let name = '';
  for (const n of [...new Set([...(wanted.whole ? [wanted.whole] : []), ...namesOf(wanted.name)])]) {
    const want = words(n).join(' ');
    if (!want) continue;
    name = n;
    rows = ctx.index.order.flatMap((title) => {
      if (title.children.length || words(textOf(title)).join(' ') !== want) return [];
      const row = ctx.index.parent.get(title);
      if (!row?.ref || row.role !== 'generic' || row.children.length !== 2 || row.children[1] !== title) return [];
      const glyph = row.children[0]!;
      const mark = (glyph.role === 'text' ? glyph.text ?? '' : '').trim();
      return glyph.role === 'text' && (ARROW_DOWN.test(mark) || ARROW_RIGHT.test(mark)) ? [{ row, glyph: mark, title }] : [];
    });
    if (rows.length) break;
  }
  if (!rows.length) return undefined;
  if (rows.length > 1) return { handover: `${rows.length} rows with an arrow are titled "${name}": say which by the part of the page it is in`, near: true };
  const { row, glyph } = rows[0]!;
  const list = ctx.index.parent.get(row);
  const title = `row "${name}"`;
  if (!list?.ref) return { handover: `the rows around ${title} cannot be read again to check the effect`, near: true };
  const facts = ctx.book.facts(row);
  if (!facts) return { handover: `reading whether ${title} is expanded`, near: true };
  const classes = classTokens(facts.attrs['class'] ?? '');
  const open = classes.some((w) => OPEN_WORDS.has(w));
  const closed = classes.some((w) => CLOSED_WORDS.has(w));
  const byClass = open !== closed ? open : undefined;
  const byArrow = ARROW_DOWN.test(glyph);
  if (byClass !== undefined && byClass !== byArrow) return { handover: `${title}'s classes say ${byClass ? 'expanded' : 'collapsed'} but its arrow ("${glyph}") points ${byArrow ? 'down' : 'right'}: say "click ${name}"`, near: true };
  const state = byClass ?? byArrow;
  const said = byClass !== undefined ? `its classes say ${state ? 'expanded' : 'collapsed'}, its arrow ("${glyph}") points ${state ? 'down' : 'right'}` : `its arrow ("${glyph}") points ${state ? 'down (open)' : 'right (closed)'}`;
  const expand = flips(form) ? !state : EXPANDS.has(form.verb);
  if (state === expand) return { handover: `${title} is ${expand ? 'expanded' : 'collapsed'} already (${said})`, near: true };
  return {
    actions: [{ ref: row.ref!, method: 'click', arguments: [], description: `${expand ? 'expand' : 'collapse'} ${title} (a click on it)`, effect: { region: { ref: list.ref, shown: expand } } }],
    candidates: [{ role: 'row', name: textOf(rows[0]!.title), score: 1, why: 'the one row drawn as an arrow and this title' }],
    facts: [`${title}: ${said}`, `rows in ${list.ref}`],
  };
}

/**
 * Trees (APG tree view pattern): a tree item is expanded or collapsed by its own state,
 * `aria-expanded`, and the pattern's keys: Right arrow opens a closed node, Left arrow closes an
 * open one. No toggle icon is guessed at: the keys are what every conforming tree answers to.
 */
export const treeToggle: WidgetRule = {
  info: {
    name: 'tree-toggle',
    does: 'Expands or collapses a tree item by its aria-expanded state, with the tree pattern\'s keys (Right arrow opens, Left arrow closes); an item that takes no focus (a panel bar drawn as a tree) by a click on its header; a tree drawn with no ARIA by its expander icon; a group\'s row drawn as an arrow glyph and its title (a timeline\'s nesting group) by a click on the row.',
    when: '"expand Root node in the HTML demo", "collapse the Documents node", "toggle Root node" (either way, by its state), "close the Finance folder", "show what is inside Engineering": an expand/collapse/open/close step whose target is a tree item (scoped by a heading, landmark or card when said, or by a tree item: "expand Invoices in the Finance folder" looks among that item\'s descendants); "collapse the Engineering group" (a row drawn as an arrow and its title).',
    evidence: 'One tree item by that name in the scope (a tie is handed over with a rephrasing); an item drawn as a header over the part it opens is named by its header. Its state from aria-expanded on the item or its header link, but its child parts shown win over a stale aria-expanded=false: collapsed to expand, expanded to collapse; an item with no tabindex has its header clicked and must grow (or shrink) afterwards; a node already so, or with no children, is handed over saying so. With no tree item or drawn tree node titled so: the one row whose parts are an arrow glyph (▼ down: open; ▶ right: closed) then the title, its class words (expanded, open; collapsed, closed) agreeing with the arrow when they say a state; afterwards the box of rows around it must grow or shrink (a row already so, a disagreement or a tie is handed over).',
    example: {
      html: '<h2>Files</h2><ul role="tree"><li role="treeitem" aria-expanded="false" tabindex="0">Documents<ul role="group" hidden><li role="treeitem">a.txt</li></ul></li></ul><script>document.querySelector("[role=treeitem]").addEventListener("keydown",(e)=>{const t=e.currentTarget;if(e.key==="ArrowRight"){t.setAttribute("aria-expanded","true");t.querySelector("ul").hidden=false}})</script>',
      step: 'expand Documents in the Files section',
      action: 'expand treeitem "Documents" (ArrowRight)',
    },
  },
  applies: (form, kind) => kind === 'act' && (TOGGLES.has(form.verb) || flips(form)) && !!nodeName(form) && (!form.target!.roles || form.target!.roles.includes('treeitem')),
  resolve(form, ctx) {
    const wanted = { ...nodeName(form)!, ordinal: form.target!.ordinal };
    const scope = 'scope' in wanted ? wanted.scope : undefined;
    const within = scope ? inTreeItem(scope, ctx.index) : undefined;
    // "Root node": the kind word may be part of the name; the name as written is tried first.
    let target: TargetPhrase = { name: wanted.name, exact: wanted.exact, roles: ['treeitem'] };
    let scored: ReturnType<typeof scoreCandidates> = [];
    // "the Filters panel", "the Reports section": the kind word after the name is tried without it
    // too, for an item named exactly so (a looser match is another rule's: "the archive files").
    const asked = new Set([...(wanted.whole ? [wanted.whole] : []), wanted.name]);
    for (const name of new Set([...asked, ...namesOf(wanted.name)])) {
      if (!name) continue;
      // "the last Root node": the ordinal counts the tree items of that name, in reading order.
      target = { name, exact: wanted.exact, roles: ['treeitem'], ...(wanted.ordinal !== undefined ? { ordinal: wanted.ordinal } : {}) };
      const nodes = within ?? nodesInScope(scope, ctx.index, 'click', target);
      if ('handover' in nodes) continue;
      scored = scoreCandidates(nodes, 'click', target);
      if (!asked.has(name)) scored = scored.filter((s) => s.score >= 1);
      if (scored.some((s) => s.score >= MIN_SCORE)) break;
    }
    if (!scored.some((s) => s.score >= MIN_SCORE)) return drawnToggle(form, wanted, ctx);
    const choice = choose(scored, target, ctx.index, scope ? MIN_SCOPED_SCORE : MIN_SCORE);
    if ('handover' in choice) return { handover: choice.handover, near: true };
    const node = choice.nodes[0]!;
    const read = ctx.book.facts(node);
    if (!read) return { handover: `reading whether ${said(node)} is expanded`, near: true };
    const item = read.treeItem;
    const name = treeItemHeader(node) ?? node.name ?? '';
    const title = `treeitem "${name}"`;
    // Its state where the toolkit puts it: aria-expanded on the item, else on its header (a link);
    // and whether its child parts are shown. A child group shown is what a person sees: it wins
    // over an aria-expanded="false" left stale (a panel bar drawn open by its markup).
    const aria = node.expanded ?? read.expanded ?? item?.headerExpanded;
    const shown = item?.shown;
    if (aria === true && shown === false) return { handover: `${title} says aria-expanded=true but shows none of its child parts: say "click ${name}" if that is what you want`, near: true };
    const state = shown ?? aria;
    const expand = flips(form) ? state === false : EXPANDS.has(form.verb);
    const facts = [`${title} aria-expanded=${aria ?? 'absent'}${shown !== undefined ? `, its child parts ${shown ? 'shown' : 'hidden'}` : ''}`];
    // "open the Drafts folder" on a leaf (no aria-expanded, no child items): opening a leaf is activating
    // it, as a click on it does (the tree pattern's Enter); "expand" a leaf still hands over.
    const leaf = state === undefined && !subtree(node).some((n) => n !== node && n.role === 'treeitem');
    if (leaf && normalize(form.said) === 'open') {
      return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `open ${title} (a click: it has no children)` }], candidates: weighed(scored), facts: [...facts, 'no child items: opened by a click'] };
    }
    if (state === undefined) return { handover: `${title} has no children to ${expand ? 'expand' : 'collapse'} (no aria-expanded): say "select ${name}" to select it`, near: true };
    if (state === expand) return { handover: `${title} is ${expand ? 'expanded' : 'collapsed'} already`, near: true };
    // The tree pattern's keys reach an item that takes the focus. One that cannot (the toolkit
    // listens on its header, not on keys sent to the item) is opened and closed by a click on its
    // header: the item must then grow (its child parts shown) or shrink, whatever the click also did.
    if (!item || item.focusable) {
      const key = expand ? 'ArrowRight' : 'ArrowLeft';
      return {
        actions: [{ ref: node.ref!, method: 'press', arguments: [key], description: `${expand ? 'expand' : 'collapse'} ${title} (${key})`, effect: { expanded: expand } }],
        candidates: weighed(scored),
        facts,
      };
    }
    if (!item.header) return { handover: `${title} takes no focus for the tree's keys and has no header part to click: say "click ${name}" or hand it to a model`, near: true };
    return {
      actions: [{ ref: node.ref!, within: item.header, method: 'click', arguments: [], description: `${expand ? 'expand' : 'collapse'} ${title} (a click on its header)`, effect: { region: { ref: node.ref!, shown: expand } } }],
      candidates: weighed(scored),
      facts: [...facts, 'the item takes no focus: its header clicked'],
    };
  },
};
