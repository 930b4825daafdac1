import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { subtree } from '../page-index.js';
import { stateOf } from '../toggle.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "expand the 2nd section", "collapse the last panel", "open up the last of the details": the nth
 * part of the page's one accordion (APG accordion: a run of sibling disclosure controls, each with
 * its expanded state, their panels between them), said by a part's kind word and its place alone.
 */

const EXPANDS = new Set(['expand', 'open']);
/** Verbs that open or close a part ("open the 2nd section", "close the last panel"). */
const TOGGLES = new Set(['expand', 'collapse', 'open', 'close']);
/** The words a tester calls one part of an accordion by (a `<details>` is "the details"). */
const PART_WORDS: ReadonlySet<string> = new Set(['section', 'sections', 'panel', 'panels', 'pane', 'panes', 'part', 'parts', 'details', 'detail', 'accordion', 'accordion item', 'accordion section', 'accordion panel', 'fold', 'disclosure']);
/** The controls that open an accordion's part: its header button (a tab in the older ARIA pattern, a link in some menus). */
const HEAD_ROLES: ReadonlySet<string> = new Set(['button', 'tab', 'link']);
/** What a part's header may be wrapped in (APG: a heading; `<details>`: a group; a list of sections: a list item). */
const WRAPPERS: ReadonlySet<string> = new Set(['heading', 'group', 'listitem', 'generic']);
/** Siblings that may lie between two parts' headers: an open part's panel, a rule between them. */
const BETWEEN: ReadonlySet<string> = new Set(['tabpanel', 'region', 'generic', 'separator', 'text', 'paragraph']);

/** The part word the target says, with no name beside it. */
function partWord(form: Parameters<WidgetRule['applies']>[0]): string | undefined {
  const t = form.target;
  if (!t || t.ordinal === undefined || form.scope || form.value !== undefined) return undefined;
  const said = normalize(t.kind && !t.name ? t.kind : !t.kind && !t.roles ? t.name : '');
  return PART_WORDS.has(said) ? said : undefined;
}

/** The control that opens a sibling's part: the sibling itself, or the first control inside a wrapper. */
function headOf(node: SnapshotNode): SnapshotNode | undefined {
  if (HEAD_ROLES.has(node.role)) return node.ref && isActionable(node) ? node : undefined;
  if (!WRAPPERS.has(node.role)) return undefined;
  const first = subtree(node).find((n) => n !== node && n.ref && isActionable(n));
  return first && HEAD_ROLES.has(first.role) ? first : undefined;
}

/** Runs of sibling parts of one shape (the same wrapper and header roles), two or more, in page order. */
function runsOf(nodes: readonly SnapshotNode[]): SnapshotNode[][] {
  const runs: SnapshotNode[][] = [];
  const visit = (children: readonly SnapshotNode[], parent: SnapshotNode | undefined) => {
    let run: { heads: SnapshotNode[]; shape: string } | undefined;
    const close = () => {
      if (run && run.heads.length >= 2) {
        // Tabs are parts of an accordion only when their panels lie among them (the older ARIA
        // accordion); a tab list whose panel lies outside it is a tab strip, not sections.
        const tabs = run.heads[0]!.role === 'tab';
        if (!tabs || (parent && parent.role === 'tablist' && parent.children.some((c) => c.role === 'tabpanel'))) runs.push(run.heads);
      }
      run = undefined;
    };
    for (const child of children) {
      const head = headOf(child);
      const shape = head ? `${child.role}/${head.role}` : '';
      if (head && run && run.shape === shape) run.heads.push(head);
      else if (head) {
        close();
        run = { heads: [head], shape };
      } else if (!run || !BETWEEN.has(child.role) || child.children.some((c) => c.role === 'heading')) close();
    }
    close();
    for (const child of children) if (child.children.length) visit(child.children, child);
  };
  visit(nodes, undefined);
  return runs;
}

export const nthSection: WidgetRule = {
  info: {
    name: 'nth-section',
    does: 'Expands or collapses the nth part of the page\'s one accordion, said by a part\'s kind word and its place alone: a run of sibling disclosure controls of one shape, each with an expanded state.',
    when: '"expand the 2nd section", "collapse the last panel", "open up the last of the details": an expand/collapse step whose target is only an ordinal and a part word (section, panel, pane, part, details).',
    evidence: 'Runs of two or more sibling headers of one shape (a button, tab or link, alone or first in a heading, group or list item; open panels between them), every header with an expanded state read from the page; tabs only when their panels lie among them. Exactly one such run; the nth of it, collapsed to expand (expanded to collapse), else handed over saying so.',
    example: {
      html: '<h2>FAQ</h2><div><h3><button aria-expanded="true" aria-controls="a1">Shipping</button></h3><div id="a1" role="region">Two days.</div><h3><button aria-expanded="false" aria-controls="a2">Returns</button></h3><div id="a2" role="region" hidden>30 days.</div><h3><button aria-expanded="false" aria-controls="a3">Warranty</button></h3><div id="a3" role="region" hidden>A year.</div></div>',
      step: 'expand the 2nd section',
      action: 'expand button "Returns"',
    },
  },
  applies: (form, kind) => kind === 'act' && TOGGLES.has(form.verb) && partWord(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const word = partWord(form)!;
    const runs = runsOf(ctx.index.snapshot.nodes);
    const heads = runs.flat();
    if (!heads.length || heads.length > MAX_PROBED_REFS) return undefined;
    const before = ctx.book.misses;
    const states = new Map(heads.map((h) => [h, stateOf(h, ctx.book)]));
    if (ctx.book.misses > before) return { handover: `reading which controls of the page expand a ${word}`, near: true };
    const accordions = runs.filter((run) => run.every((h) => states.get(h) !== undefined));
    if (!accordions.length) return undefined;
    if (accordions.length > 1) {
      return { handover: `${accordions.length} sets of expandable ${word}s are on the page (${accordions.map((run) => said(run[0]!)).join(', ')}, …): name the ${word} by its title`, near: true };
    }
    const list = accordions[0]!;
    const ordinal = form.target!.ordinal!;
    const pick = ordinal > 0 ? list[ordinal - 1] : list[list.length + ordinal];
    if (!pick) return { handover: `asked for the ${ordinal > 0 ? `#${ordinal}` : 'last'} ${word}, the page's accordion has ${list.length}`, near: true };
    const expand = EXPANDS.has(form.verb);
    if (pick.disabled) return { handover: `${said(pick)} is disabled`, near: true };
    if (states.get(pick) === expand) return { handover: `${said(pick)} is ${expand ? 'expanded' : 'collapsed'} already`, near: true };
    return {
      actions: [{ ref: pick.ref!, method: 'click', arguments: [], description: `${expand ? 'expand' : 'collapse'} ${said(pick)}`, effect: { expanded: expand } }],
      candidates: list.map((h, i) => ({ role: h.role, name: h.name ?? '', score: h === pick ? 1 : 0, why: `#${i + 1} of ${list.length}` })),
      facts: [`the page's one accordion: ${list.length} parts (${list.map(said).join(', ')})`, `${said(pick)} aria-expanded=${states.get(pick)}`],
    };
  },
};
