import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const PART_ROLES: ReadonlySet<string> = new Set(['navigation', 'list', 'group', 'toolbar']);
const CONTROL_ROLES: ReadonlySet<string> = new Set(['link', 'button']);
const VERBS: ReadonlySet<string> = new Set(['click', 'go', 'open', 'select']);

/** The names of a pager's step controls, most certain first. "»"/"«" mean last/first beside "›"/"‹", else next/previous. */
const STEP_NAMES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  next: [['next'], ['›', '>', '→'], ['»']],
  previous: [['previous', 'prev'], ['‹', '<', '←'], ['«']],
  first: [['first'], ['«']],
  last: [['last'], ['»']],
};
const WORD_STEPS: ReadonlySet<string> = new Set(['next', 'previous', 'prev', 'first', 'last']);

/** The page a control names: "3", "Page 3", "Go to page 3"; undefined for any other name. */
const pageOf = (n: SnapshotNode): number | undefined => {
  const m = /^(?:(?:go to |goto |show )?page )?(\d+)$/i.exec((n.name ?? '').trim().replace(/\s+/g, ' '));
  return m ? Number(m[1]) : undefined;
};
const digits = (n: SnapshotNode) => pageOf(n) !== undefined;
/** A control's step as its name says it: "Next", "Next Page", "Go to next page", "›" are "next"/"›". */
const signOf = (n: SnapshotNode) =>
  (n.name ?? '').trim().toLowerCase().replace(/\s+/g, ' ').replace(/^(?:go to|goto|move to|show)\s+(?:the\s+)?/, '').replace(/\s+page$/, '') ||
  ownText(n).trim().toLowerCase();

/** Verbs of moving on that say a page step with "to": "continue to the next page", "move on to the next page". */
const MOVE_VERBS: ReadonlySet<string> = new Set(['go', 'continue', 'proceed', 'advance', 'move', 'skip']);

/**
 * A page step said as a movement: "continue to the next page", "proceed on to the next page"
 * (the grammar reads "to the next" as the name) → "next"; "go back one page", "go back a page" →
 * "previous". Any other name is kept.
 */
function paraphrase(said: string, name: string): string {
  const verb = normalize(said);
  if (!MOVE_VERBS.has(verb)) return name;
  const to = /^(?:on )?to (?:the )?(next|previous|prev|first|last)$/.exec(name);
  if (to) return to[1]!;
  if (verb === 'go' && /^back (?:one|a)$/.test(name)) return 'previous';
  return name;
}

/** The step a form asks of a pager, or undefined: "the next page", "the last page", "the Previous page of the table". */
function stepOf(form: { verb?: string; said?: string; target?: { name: string; kind?: string; ordinal?: number } }): string | undefined {
  const t = form.target;
  if (t?.kind !== 'page') return undefined;
  const name = paraphrase(form.said ?? '', normalize(t.name));
  if (!name && t.ordinal === 1) return 'first';
  if (!name && t.ordinal === -1) return 'last';
  if (name === 'prev') return 'previous';
  return t.ordinal === undefined && name in STEP_NAMES ? name : undefined;
}

/**
 * Pagers: parts (navigation, list, group, toolbar) holding two or more page-number controls,
 * outermost (a navigation landmark around its list); and, drawn without page numbers, the
 * smallest part that holds controls for two steps named in words (First, Previous, Next, Last:
 * "Next Page", "Go to next page") and says "page" (a "Page 1 of 3" beside them): a wizard's
 * Previous/Next or a carousel's arrows are no pager.
 */
function pagers(index: PageIndex): SnapshotNode[] {
  const numbered = index.order.filter((n) => PART_ROLES.has(n.role) && subtree(n).filter((c) => CONTROL_ROLES.has(c.role) && digits(c)).length >= 2);
  const outer = numbered.filter((p) => !numbered.some((q) => q !== p && ancestors(index, p).includes(q)));
  // Each part around a step control, with the steps its controls take.
  const stepsIn = new Map<SnapshotNode, Set<string>>();
  for (const control of index.order) {
    const sign = CONTROL_ROLES.has(control.role) ? signOf(control) : '';
    if (!WORD_STEPS.has(sign)) continue;
    for (const part of ancestors(index, control)) {
      const steps = stepsIn.get(part) ?? new Set<string>();
      steps.add(sign === 'prev' ? 'previous' : sign);
      stepsIn.set(part, steps);
    }
  }
  // The smallest such parts that say "page": deepest first, and none around one found.
  const depth = (n: SnapshotNode) => ancestors(index, n).length;
  const parts = [...stepsIn].filter(([, steps]) => steps.size >= 2).map(([part]) => part).sort((a, b) => depth(b) - depth(a));
  const around = new Set<SnapshotNode>();
  const inner: SnapshotNode[] = [];
  for (const part of parts) {
    if (around.has(part) || !subtree(part).some((c) => /\bpages?\b/i.test(`${c.name ?? ''} ${c.text ?? ''}`))) continue;
    inner.push(part);
    for (const up of ancestors(index, part)) around.add(up);
  }
  const apart = inner.filter((p) => !outer.some((q) => q === p || ancestors(index, p).includes(q) || ancestors(index, q).includes(p)));
  return [...outer, ...apart];
}

/** The heading just before a node in page order. */
function headingBefore(node: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  const at = index.position.get(node) ?? 0;
  for (let i = at - 1; i >= 0; i--) if (index.order[i]!.role === 'heading') return index.order[i];
  return undefined;
}

/** Whether a pager is the one a scope's words name: its own name or its parts' names, or the heading over it. */
function namedBy(pager: SnapshotNode, scope: string, index: PageIndex): boolean {
  const wanted = words(scope).filter((w) => !['the', 'a', 'of', 'table', 'list', 'grid'].includes(w));
  if (!wanted.length) return true;
  const texts = [pager, ...ancestors(index, pager)].map((n) => n.name ?? '').filter(Boolean);
  const heading = headingBefore(pager, index);
  if (heading) texts.push(ownText(heading));
  const stem = (w: string) => w.replace(/(?:es|s)$/, '');
  return texts.some((t) => {
    const have = words(t).map(stem);
    return wanted.every((w) => have.includes(stem(w)));
  });
}

/**
 * "go to the next page of customers", "click the last page", "show the previous page of the
 * table": the pager's Next/Previous/First/Last control (or its arrows), of the one pager the scope
 * names (its name, or the heading over it), or the page's only pager.
 */
export const pagerStep: WidgetRule = {
  info: {
    name: 'pager-step',
    does: 'Steps a pager: its Next, Previous, First or Last control (or the arrows that stand for them), in the pager the scope names or the page\'s only one; the pager and its rows must then show another page.',
    when: '"go to the next page of customers", "click the last page", "the Previous page of the table", "continue to the next page", "go back one page".',
    evidence: 'Parts (navigation, list, group) holding two or more page-number controls, or, without numbers, the smallest part holding two step controls named in words ("Next Page", "Go to previous page") that says "page"; one of them named by the scope (its own name, the names around it, or the heading over it), or only one on the page; in it, the control for the step, enabled. The first/last page is the lowest or the highest number ("3", "Page 3") when no First/Last control is shown. Afterwards the pager or the rows beside it read otherwise.',
    example: {
      html: '<h2>Orders</h2><nav aria-label="Order pages"><a href="#o1">1</a><a href="#o2">2</a><a href="#on">Next</a></nav><h2>Users</h2><nav aria-label="User pages"><a href="#u1">1</a><a href="#u2">2</a><a href="#un">Next</a></nav>',
      step: 'go to the next page of users',
      action: 'click link "Next"',
    },
  },
  applies: (form, kind) => kind === 'act' && (VERBS.has(form.verb) || MOVE_VERBS.has(normalize(form.said))) && stepOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const step = stepOf(form)!;
    const all = pagers(ctx.index);
    const scope = form.scope?.name ? [form.scope.name, form.scope.kind ?? ''].join(' ') : '';
    const chosen = scope ? all.filter((p) => namedBy(p, scope, ctx.index)) : all;
    if (!chosen.length) return undefined;
    if (chosen.length > 1) return { handover: `${chosen.length} pagers on the page: scope it ("the ${step} page of the ${headingBefore(chosen[0]!, ctx.index) ? ownText(headingBefore(chosen[0]!, ctx.index)!) : 'Orders'} table")`, near: true };
    const pager = chosen[0]!;
    const controls = subtree(pager).filter((n) => CONTROL_ROLES.has(n.role));
    let pick: SnapshotNode | undefined;
    for (const names of STEP_NAMES[step]!) {
      // "»" is Last beside "›", Next without it (and "«" the same way).
      if ((names.includes('»') || names.includes('«')) && (step === 'next' || step === 'previous') && controls.some((c) => ['›', '‹'].includes(signOf(c)))) continue;
      if ((names.includes('»') || names.includes('«')) && (step === 'first' || step === 'last') && !controls.some((c) => ['›', '‹'].includes(signOf(c)))) continue;
      const hits = controls.filter((c) => names.includes(signOf(c)));
      if (hits.length === 1) { pick = hits[0]; break; }
      if (hits.length > 1) return { handover: `${hits.length} controls for the ${step} page in ${said(pager)}: name one`, near: true };
    }
    if (!pick && (step === 'first' || step === 'last')) {
      const numbered = controls.filter(digits).sort((a, b) => pageOf(a)! - pageOf(b)!);
      pick = step === 'first' ? numbered[0] : numbered.at(-1);
    }
    if (!pick) return { handover: `${said(pager)} has no control for the ${step} page`, near: true };
    if (!pick.ref || pick.disabled) return { handover: `${said(pick)} in ${said(pager)} is disabled: the ${step === 'next' || step === 'last' ? 'last' : 'first'} page is shown already`, near: true };
    return {
      actions: [{ ref: pick.ref, method: 'click', arguments: [], description: `click ${said(pick)}`, ...(pager.ref ? { effect: { turned: { ref: pager.ref } } } : {}) }],
      candidates: [{ role: pick.role, name: pick.name ?? '', score: 1 }],
      facts: [`${all.length} pager${all.length === 1 ? '' : 's'} on the page`, `the ${step} page: ${said(pick)} in ${said(pager)}`],
    };
  },
};
