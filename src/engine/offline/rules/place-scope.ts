import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { addresses, linkName, placeScope, withoutPlaceKind } from '../places.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const GOES: ReadonlySet<string> = new Set(['go', 'open', 'click', 'find', 'select']);
const GOES_SAID = /^(?:read|view|visit|see|browse|jump|navigate|follow|head|return)$/i;
/** What a place's link list may hold besides links: a navbar's buttons and menu items. */
const CONTROLS: ReadonlySet<string> = new Set(['link', 'button', 'menuitem', 'tab']);

/** The target's name: "the link to Scheduling jobs" is "scheduling jobs", "the quick start link" is "quick start". */
function targetName(raw: string, name: string, kind: string | undefined): string {
  const said = kind === 'link' || kind === 'button' ? normalize(name) : withoutPlaceKind(name).name;
  return said.replace(/^(?:to|for)\s+(?:the\s+)?/, '');
}

/**
 * "click API in the top navigation", "follow the quick start link in the introduction", "open the
 * link to Scheduling jobs in the Backoff paragraph", "click Ferrydock at the top of the sidebar to
 * go home": a link named in a part of the page the step names by where it is (places.ts,
 * placeScope), when the page gives that part no such name.
 */
export const placeScopeRule: WidgetRule = {
  info: {
    name: 'place-scope',
    does: 'A link (or a navbar\'s button) by its name in a part of the page said by where it is: the top navigation, the sidebar, the footer, the text, its introduction, a paragraph or section by its heading; "at the top of" takes the first.',
    when: '"click API in the top navigation", "follow the quick start link in the introduction", "open the link to Scheduling jobs in the Backoff paragraph", "click Ferrydock at the top of the sidebar to go home".',
    evidence: 'The place is one landmark (a navigation in the banner, else the one outside the sidebar and the content; the complementary landmark; contentinfo; main) or the part of main under one heading (the introduction: before its first subheading); in it, the controls whose whole name is the target lead to one address (or the step said "the top of"). The page names no part by the scope\'s words.',
    example: {
      html: '<div><nav aria-label="secondary"><a href="#/api">API</a></nav><aside><nav aria-label="primary"><a href="#/">Intro</a><a href="#/ref/api">JavaScript API</a><a href="#/old/api">API</a></nav></aside><main><h1>Intro</h1></main></div>',
      step: 'click API in the top navigation',
      action: 'click link "API"',
    },
  },
  applies: (form, kind) =>
    !!form.target && !!form.scope && !form.scope.exact && !form.value && form.frame === 'target'
    && (GOES.has(form.verb) || (form.verb === 'do' && GOES_SAID.test(form.said)))
    && (kind === 'act' || form.verb === 'find')
    && (!!form.target.name || (form.target.kind === 'link' && form.target.ordinal !== undefined)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const scope = form.scope!;
    const target = form.target!;
    const place = placeScope(`${scope.name} ${scope.kind ?? ''}`.trim(), ctx.index);
    if (!place) return undefined;
    if ('handover' in place) return { ...place, near: true };
    const controls = place.parts.filter((n): n is SnapshotNode & { ref: string } => !!n.ref && CONTROLS.has(n.role) && isActionable(n) && !ctx.book.covered(n));
    let hits: SnapshotNode[];
    let why: string;
    if (!target.name) {
      const links = controls.filter((n) => n.role === 'link');
      const nth = target.ordinal! > 0 ? links[target.ordinal! - 1] : links[links.length + target.ordinal!];
      if (!nth) return { handover: `${place.why} holds ${links.length} links`, near: true };
      hits = [nth];
      why = `#${target.ordinal} of ${links.length} links`;
    } else {
      const name = targetName(target.raw, target.name, target.kind);
      hits = controls.filter((n) => linkName(n) === name && (!target.roles?.length || target.roles.includes(n.role) || target.kind === 'page'));
      why = `named "${name}"`;
      if (!hits.length) return { handover: `nothing named "${name}" in ${place.why}`, near: true };
      if (addresses(hits).size > 1 && !place.first) return { handover: `${hits.length} controls named "${name}" in ${place.why} (${hits.map(said).join(', ')}): say "the first ${name}"`, near: true };
    }
    const before = ctx.book.misses;
    const seen = hits.filter((h) => ctx.book.facts(h) && !ctx.book.unseen(h));
    if (ctx.book.misses > before) return { handover: `reading whether ${said(hits[0]!)} is shown`, near: true };
    if (!seen.length) return { handover: `${said(hits[0]!)} is hidden: open what holds it first`, near: true };
    hits = seen;
    const chosen = hits[0]!;
    if (chosen.disabled) return { handover: `${said(chosen)} is disabled`, near: true };
    const facts = [`the place: ${place.why}`, `${said(chosen)}, ${why}`];
    const candidates = hits.map((h, i) => ({ role: h.role, name: h.name ?? '', score: i === 0 ? 1 : 0.9 }));
    if (ctx.kind === 'observe') return { actions: [{ ref: chosen.ref!, method: 'click', arguments: [], description: said(chosen) }], candidates, facts };
    const effect = chosen.role === 'link' && chosen.url && !/^javascript:/i.test(chosen.url) && chosen.url !== ctx.index.snapshot.url ? { effect: { navigated: true } } : {};
    return { actions: [{ ref: chosen.ref!, method: 'click', arguments: [], description: `click ${said(chosen)}`, ...effect }], candidates, facts };
  },
};
