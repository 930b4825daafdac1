import { ACTIONABLE_ROLES } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { subtree } from '../page-index.js';
import { addresses, followable, headingOf, headingText, linkName, namesCurrentPage, pageKey, SECTION_KINDS, withoutPlaceKind } from '../places.js';
import { pageOf } from '../links.js';
import { normalize } from '../text.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Verbs of going somewhere, as the grammar reads them, and verbs of its own said so ("read the guide", "scroll to …"). */
const GOES: ReadonlySet<string> = new Set(['go', 'open', 'click', 'find']);
const GOES_SAID = /^(?:read|view|visit|see|browse|scroll|jump|navigate|follow|head|return|skip|show)$/i;
/** Controls that would make a name say two kinds of thing: a button or tab of that name is not a page. */
const OTHER_PLACES: ReadonlySet<string> = new Set(['button', 'tab', 'menuitem', 'treeitem']);

/** The name as said, and the name with its place kind word taken off (tried second). */
function namesOf(form: StepForm): { full: string; bare: string; kind?: string } {
  const target = form.target!;
  let full = normalize(target.raw);
  // "scroll to the notes", "the link to Scheduling jobs": the words say where, not what it is called.
  full = full.replace(/^(?:(?:down|up|back|over)\s+)?to\s+(?:the\s+)?/, '').replace(/^link to (?:the )?/, '');
  if (target.kind === 'heading') return { full: normalize(target.name), bare: normalize(target.name), kind: 'heading' };
  const { name, kind } = withoutPlaceKind(full);
  return { full, bare: name, ...(kind ? { kind } : {}) };
}

/**
 * "go to the Retries and failures guide", "navigate to the command line reference", "jump to the
 * Backoff section", "show the Worker section of the API page", "scroll to the 3.1.0 release notes",
 * "click the 'ferry status' heading": a page or a section named with a word for its kind. The name
 * as said first (a link "deployment guide"), then without the kind word, among the links a person
 * can follow (a heading's own anchor among them). Links to one address are one place; two places
 * hand over, naming them. A section prefers the current page's own anchors; a heading is its link.
 */
export const placeByKind: WidgetRule = {
  info: {
    name: 'place-by-kind',
    does: 'Follows the link to a page or a section named with a word for its kind (guide, reference, section, notes, page, heading), the kind word dropped when no link holds it; a section of the current page before a page elsewhere; a heading by its anchor.',
    when: '"go to the Retries and failures guide", "jump to the Backoff section", "show the Worker section of the API page" (the page shown), "scroll to the 3.1.0 release notes", "click the \'ferry status\' heading".',
    evidence: 'The words (with the kind word, else without it) are the whole name of links that all lead to one address (or of one heading); no button, tab or menu item has that name (else the name rules\' tie stands), and none shown is named by the whole step ("move to trash" with a menu item "Move to trash" is that item\'s, not the Trash link\'s); a bare click or find needs the kind word; the address is not the one shown. Links to two addresses: handed over naming them. The address changes after the click.',
    example: {
      html: '<nav aria-label="Docs"><ul><li><a href="#/guide/retries">Retries and failures</a></li><li><a href="#/guide/deploy">Deployment</a></li></ul></nav><main><h1>Home</h1></main>',
      step: 'go to the Retries and failures guide',
      action: 'click link "Retries and failures"',
    },
  },
  applies: (form, kind) =>
    !!form.target && form.target.ordinal === undefined && !form.value && form.frame === 'target'
    && (GOES.has(form.verb) || (form.verb === 'do' && GOES_SAID.test(form.said)))
    // "click Sign in" with no kind word is the name rules' alone.
    && (!['click', 'find'].includes(form.verb) || !!form.target.kind)
    && (kind === 'act' || form.verb === 'find')
    && (!form.scope || /\b(?:page|guide|docs|reference)$/i.test(`${form.scope.name} ${form.scope.kind ?? ''}`.trim()))
    && (!form.target.kind || ['page', 'section', 'heading', 'link'].includes(form.target.kind)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { index } = ctx;
    const here = pageKey(index.snapshot.url, index.snapshot.url);
    // "the Worker section of the API page": only of the page shown (another page is another step).
    if (form.scope && !namesCurrentPage(form.scope.name, index)) return undefined;
    const names = namesOf(form);
    // "move to trash" while a menu item or button "Move to trash" is shown: the step says that
    // control's whole name, an action on a thing, not a place to go (a link "Trash" is the place).
    const wholeStep = normalize(`${form.said} ${form.target!.raw}`);
    if (index.order.some((n) => n.ref && n.role !== 'link' && ACTIONABLE_ROLES.has(n.role) && !ctx.book.covered(n) && normalize(n.name ?? '') === wholeStep)) return undefined;
    const wantsSection = !!form.scope || (!!names.kind && SECTION_KINDS.has(names.kind));
    // "open Settings", "show Reports" with no kind word: a link of that name may open a part as
    // well as lead somewhere (a sidebar section): the name and disclosure rules read it.
    if (!names.kind && !form.scope && (form.verb === 'open' || /^show$/i.test(form.said))) return undefined;
    if (names.kind === 'heading') return byHeading(names.full, form, ctx);
    // "go to the login page" on the login page: its Login link leads on, not to it.
    if (!wantsSection && (pageOf(index.snapshot.url) === names.bare.replace(/ /g, '') || (names.kind && namesCurrentPage(names.full, index)))) {
      return { handover: `the page is the "${names.bare}" page already`, near: true };
    }
    // A link that says it is expanded or collapsed (aria-expanded) opens and closes a part: a
    // disclosure, not a place, and the disclosure rules' (which never open what is open already).
    const links = followable(index.order).filter((l) => !ctx.book.covered(l) && l.expanded === undefined);
    for (const name of names.bare !== names.full ? [names.full, names.bare] : [names.full]) {
      if (!name) continue;
      let hits = links.filter((l) => linkName(l) === name);
      if (!hits.length) continue;
      // A link no one sees (a closed drop-down's, drawn off-screen) is not followed: read first.
      const before = ctx.book.misses;
      const seen = hits.filter((l) => ctx.book.facts(l) && !ctx.book.unseen(l));
      if (ctx.book.misses > before) return { handover: `reading whether the links named "${name}" are shown`, near: true };
      if (!seen.length) return { handover: `the links named "${name}" are hidden: open what holds them first`, near: true };
      hits = seen;
      const rivals = index.order.filter((n) => n.ref && OTHER_PLACES.has(n.role) && normalize(n.name ?? '') === name);
      // A button or tab of that name as well: the name rules' tie, and their reason, stand.
      if (rivals.length) return undefined;
      // A section: the current page's own anchors (a heading's link, a sidebar entry for it) before links to other pages.
      if (wantsSection && here) {
        const own = hits.filter((l) => l.url && pageKey(l.url, index.snapshot.url)?.page === here.page);
        if (own.length) hits = own;
      }
      const places = addresses(hits);
      if (places.size > 1) {
        const shown = [...places].slice(0, 3).map((u) => u.replace(/^https?:\/\/[^/]+/, '')).join(', ');
        return { handover: `${hits.length} links named "${name}" lead to ${places.size} places (${shown}): scope it ("${name} in the sidebar")`, near: true };
      }
      const link = hits[0]!;
      const to = link.url ? pageKey(link.url, index.snapshot.url) : undefined;
      if (to && here && to.page === here.page && to.section === here.section && link.url === index.snapshot.url) return { handover: `the page shows "${name}" already`, near: true };
      const facts = [`"${names.full}"${name !== names.full ? ` read as "${name}" (the kind word "${names.kind}" dropped: no link holds it)` : ''}`, `${hits.length} link${hits.length === 1 ? '' : 's'} to ${link.url ?? 'one place'}`];
      if (ctx.kind === 'observe') return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: said(link) }], candidates: hits.map((h) => ({ role: h.role, name: h.name ?? '', score: 1 })), facts };
      return {
        actions: [{ ref: link.ref!, method: 'click', arguments: [], description: `click ${said(link)}`, effect: { navigated: true } }],
        candidates: hits.map((h) => ({ role: h.role, name: h.name ?? '', score: 1, why: h.url ?? '' })),
        facts,
      };
    }
    return undefined;
  },
};

/** "click the 'ferry status' heading", "find the Backoff heading": the one heading of that name, by its own anchor. */
function byHeading(name: string, form: StepForm, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const headings = ctx.index.order.filter((n) => n.role === 'heading' && headingText(n) === name);
  if (!headings.length) return undefined;
  if (headings.length > 1) return { handover: `${headings.length} headings "${name}": scope it ("the ${name} heading in …")`, near: true };
  const heading = headings[0]!;
  const anchors = followable(subtree(heading)).filter((l) => headingOf(l, ctx.index) === heading);
  const candidates = [{ role: 'heading', name, score: 1 }];
  if (anchors.length === 1) {
    const link = anchors[0]!;
    if (ctx.kind === 'observe') return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: said(link) }], candidates, facts: ['the heading\'s own anchor'] };
    return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: `click the anchor of heading "${name}"`, effect: { navigated: true } }], candidates, facts: ['the heading\'s own anchor'] };
  }
  if (!heading.ref) return undefined;
  if (ctx.kind === 'observe') return { actions: [{ ref: heading.ref, method: 'click', arguments: [], description: `heading "${name}"` }], candidates, facts: [] };
  // A heading with no anchor: a click does nothing a person wants; bringing it into view is what "go to" means.
  if (form.verb === 'click') return { handover: `heading "${name}" is no link: say "scroll to the ${name} heading"`, near: true };
  return { actions: [{ ref: heading.ref, method: 'scrollIntoView', arguments: [], description: `scroll heading "${name}" into view` }], candidates, facts: ['a heading with no anchor'] };
}
