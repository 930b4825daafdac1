import type { SnapshotNode } from '../../snapshot/index.js';
import { findAnchors, scoreCandidates } from '../match.js';
import { ancestors, subtree } from '../page-index.js';
import type { OfflineMethod } from '../parse.js';
import { MIN_LEAD, MIN_SCORE } from '../score.js';
import { words } from '../text.js';
import { namedContainers } from '../dev-match.js';
import type { StepForm } from '../grammar.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * Parts said by their kind, in the order tried: a sidebar is a complementary landmark, else the
 * part whose tag or developer-given names say sidebar, else a navigation landmark outside the page's banner; a step (of a tour or a wizard) or a popup is the
 * open dialog.
 */
const KINDS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ['sidebar', [['complementary'], ['navigation']]],
  ['step', [['dialog', 'alertdialog']]],
  ['popup', [['dialog', 'alertdialog']]],
]);

/** Developer-given names of a top bar: "navbar", "top bar", "topbar", "header nav". */
const TOP_BAR = /\b(?:navbar|nav bar|top ?bar|top nav|topnav|header)\b/;

/** The name the APG breadcrumb pattern gives its navigation. */
const BREADCRUMB = /^\s*breadcrumbs?(?:\s+trail)?\s*$/i;

const METHODS: Partial<Record<string, OfflineMethod>> = { click: 'click', check: 'check', uncheck: 'uncheck', select: 'click', open: 'click', go: 'click' };

/** The kind word a scope ends in ("the tour step", "the sidebar", "the side bar"), when it names no part by its words. */
function kindOf(scope: { name: string; kind?: string }): string | undefined {
  const all = [...words(scope.name), ...(scope.kind ? [scope.kind] : [])];
  const last = all.slice(-2).join('') === 'sidebar' ? 'sidebar' : all.at(-1);
  return last && KINDS.has(last) && all.length <= 3 ? last : undefined;
}

/** The parts named sidebar by tag or developer-given names that hold a control named like the target (facts read first). */
function sidebarByName(target: NonNullable<StepForm['target']>, ctx: RuleContext): SnapshotNode[] | RuleHandover | undefined {
  const named = scoreCandidates(ctx.index.order, 'click', { name: target.name, exact: target.exact }).filter((s) => s.node.ref && s.score >= MIN_SCORE);
  if (!named.length || named.length > MAX_PROBED_REFS) return undefined;
  const parts = namedContainers('sidebar', named.map((s) => s.node), ctx.index, ctx.book);
  return 'handover' in parts ? { handover: parts.handover, near: true } : parts;
}

/**
 * "click Reports in the sidebar" (a navigation landmark named "Sections"), "tick the box in the
 * tour step" (the open dialog): a scope said by the kind of part, when no part on the page is
 * named by its words. The one part of that kind; the target in it by the name rules' scores.
 */
export const partByKind: WidgetRule = {
  info: {
    name: 'part-by-kind',
    does: 'A scope said by the kind of part ("in the sidebar", "in the tour step") when no part is named so: the one part of that kind (a complementary landmark, else the part whose tag or developer-given names say sidebar, else a navigation landmark outside the banner; the open dialog), and the target in it.',
    when: '"click Reports in the sidebar" (a navigation landmark named "Sections"), "tick the box in the tour step" (the open dialog of a guided tour).',
    evidence: 'No text on the page matches the scope\'s words; exactly one part of the kind; in it, one candidate for the target clearly ahead of the others.',
    example: {
      html: '<header><nav aria-label="Top"><a href="#home">Home</a><a href="#reports-top">Reports</a></nav></header><div><nav aria-label="Sections"><a href="#overview">Overview</a><a href="#reports">Reports</a></nav><main><h1>Overview</h1></main></div>',
      step: 'click Reports in the sidebar',
      action: 'click link "Reports"',
    },
  },
  applies: (form, kind) => kind === 'act' && !!form.scope && !!form.target && form.target.ordinal === undefined && !!METHODS[form.verb] && !!kindOf(form.scope),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const scope = form.scope!;
    const kind = kindOf(scope)!;
    // A part named by the scope's words is the name rules' to find.
    if (!('handover' in findAnchors({ anchor: [scope.name, scope.kind].filter(Boolean).join(' '), anchorExact: false }, ctx.index))) return undefined;
    const banner = (n: SnapshotNode) => ancestors(ctx.index, n).some((a) => a.role === 'banner');
    let parts: SnapshotNode[] = [];
    for (const roles of KINDS.get(kind)!) {
      // A sidebar drawn with no landmark (`<ul class="sidebar">`) beside a navigation landmark that
      // is the top bar: the part whose tag or developer-given names say sidebar, before any navigation.
      if (kind === 'sidebar' && roles.includes('navigation')) {
        const named = sidebarByName(form.target!, ctx);
        if (named && 'handover' in named) return named;
        if (named?.length) {
          parts = named;
          break;
        }
      }
      parts = ctx.index.order.filter((n) => roles.includes(n.role) && !(roles.includes('navigation') && banner(n)));
      // A navigation its authors called the top bar (`class="navbar topbar"`) is no sidebar.
      if (kind === 'sidebar' && roles.includes('navigation')) {
        const before = ctx.book.misses;
        // A breadcrumb trail (APG breadcrumb: a navigation named Breadcrumb) is no sidebar either.
        parts = parts.filter((n) => !BREADCRUMB.test(n.name ?? '') && !ctx.book.devPhrases(n).some((p) => TOP_BAR.test(p)));
        if (ctx.book.misses > before) return { handover: 'reading the names of the page\'s navigation', near: true };
      }
      if (parts.length) break;
    }
    if (!parts.length) return undefined;
    if (parts.length > 1) return { handover: `${parts.length} parts could be the ${kind} (${parts.map(said).join(', ')}): name it ("in the ${parts[0]!.name || parts[0]!.role}")`, near: true };
    const part = parts[0]!;
    const method = METHODS[form.verb]!;
    const target = form.target!;
    const scored = scoreCandidates(subtree(part), method, { name: target.name, exact: target.exact, ...(target.roles ? { roles: target.roles } : {}) })
      .filter((s) => s.node.ref && s.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score);
    if (!scored.length) return { handover: `nothing in ${said(part)} (the ${kind}) matches "${target.raw}"`, near: true };
    if (scored.length > 1 && scored[0]!.score - scored[1]!.score < MIN_LEAD) return { handover: `${scored.length} controls in ${said(part)} match "${target.raw}": say its name`, near: true };
    const node = scored[0]!.node;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const checks = method === 'check' || method === 'uncheck';
    return {
      actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}`, ...(checks ? { effect: { checked: method === 'check' } } : {}) }],
      candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? '', score: s.score })),
      facts: [`the ${kind}: ${said(part)}`],
    };
  },
};
