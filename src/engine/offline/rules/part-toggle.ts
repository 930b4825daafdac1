import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { ancestors } from '../page-index.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words of a control's name that say it hides or shows what it names. */
const HIDES = new Set(['hide', 'collapse', 'close']);
const SHOWS = new Set(['show', 'expand', 'open']);
const FLIPS = new Set(['toggle']);
/** Parts said by their kind, and the words a control's name may call them. */
const PARTS: ReadonlyMap<string, { roles: readonly string[]; says: readonly string[] }> = new Map([
  ['sidebar', { roles: ['complementary'], says: ['sidebar', 'side bar', 'side panel', 'side menu', 'side navigation'] }],
  ['side bar', { roles: ['complementary'], says: ['sidebar', 'side bar', 'side panel', 'side menu', 'side navigation'] }],
  ['navigation', { roles: ['navigation'], says: ['navigation', 'nav'] }],
  ['menu', { roles: ['navigation', 'menu'], says: ['menu', 'navigation'] }],
  ['table of contents', { roles: ['navigation'], says: ['table of contents', 'contents', 'toc'] }],
]);

/** The part word a target says, "again" and "back" aside. */
function partWord(raw: string): string | undefined {
  const n = normalize(raw).replace(/\s+(?:again|back|once more)$/, '').replace(/^(?:left|right|main|primary)\s+/, '');
  return PARTS.has(n) ? n : undefined;
}

/** Whether `phrase` is said, as whole words, in `text`. */
const says = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/**
 * "hide the sidebar", "show the sidebar again": the button whose name says it hides (or shows) that
 * part: by the part's word ("Toggle sidebar") or by the name of a landmark inside the part ("Hide
 * primary navigation" where the navigation landmark "primary" is in the complementary landmark).
 * A button whose name says the other way means the part is already so; a toggle is judged by its
 * state. A sidebar drawn off-screen leaves the tree: a "Show … navigation" button then shows it.
 * The state (aria-expanded) must change.
 */
export const partToggle: WidgetRule = {
  info: {
    name: 'part-toggle',
    does: 'Hides or shows a part said by its kind (the sidebar, the navigation, the table of contents) with the button whose name says so, by the part\'s word or a landmark inside it; the button\'s state must change.',
    when: '"hide the sidebar" (a button "Hide primary navigation", the navigation "primary" in the complementary landmark), "show the sidebar again" (the same button, now named "Show primary navigation").',
    evidence: 'One enabled button whose name is a hide/show/toggle word and words naming the part (its kind word, or the name of a landmark in it); a "show" button when asked to hide says the part is hidden already (handed over); a toggle only with its aria-expanded read. aria-expanded flips after the click.',
    example: {
      html: '<button aria-expanded="true" aria-controls="side">Hide primary navigation</button><aside id="side"><nav aria-label="primary"><a href="#/a">Intro</a></nav></aside><main><h1>Docs</h1></main>',
      step: 'hide the sidebar',
      action: 'hide the sidebar with button "Hide primary navigation"',
    },
  },
  applies: (form, kind) => {
    if (kind !== 'act' || !form.target || form.scope || form.value || form.target.ordinal !== undefined) return false;
    const verb = form.verb === 'do' ? form.said.toLowerCase() : form.verb;
    return ['close', 'open', 'collapse', 'expand', 'hide', 'show', 'toggle'].includes(verb) && !!partWord(form.target.raw);
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const word = partWord(form.target!.raw)!;
    const part = PARTS.get(word)!;
    const verb = form.verb === 'do' ? form.said.toLowerCase() : form.verb;
    const wanted = verb === 'toggle' ? undefined : HIDES.has(verb) || verb === 'close' || verb === 'collapse' ? 'hide' : 'show';
    // What a control may call the part: its words, and the names of landmarks of the part (or inside it).
    const landmarks = ctx.index.order.filter((n) => part.roles.includes(n.role));
    const inside = ctx.index.order.filter((n) => (n.role === 'navigation' || n.role === 'region') && n.name && ancestors(ctx.index, n).some((a) => landmarks.includes(a)));
    const names = [...part.says, ...[...landmarks, ...inside].filter((n) => n.name).flatMap((n) => [normalize(n.name!), `${normalize(n.name!)} ${n.role === 'complementary' ? 'sidebar' : n.role}`])];
    const buttons = ctx.index.order.filter((n): n is SnapshotNode & { ref: string } => !!n.ref && n.role === 'button' && isActionable(n) && !!n.name);
    const fitting: { node: SnapshotNode & { ref: string }; way: 'hide' | 'show' | 'toggle' }[] = [];
    for (const b of buttons) {
      const [first, ...rest] = words(b.name!);
      const way = first && HIDES.has(first) ? 'hide' : first && SHOWS.has(first) ? 'show' : first && FLIPS.has(first) ? 'toggle' : undefined;
      if (!way || !rest.length) continue;
      const what = rest.join(' ').replace(/^(?:the|this)\s+/, '');
      if (names.some((n) => what === n || (says(what, n) && word !== 'menu'))) fitting.push({ node: b, way });
      // A sidebar drawn off-screen is not in the page's tree: its button may only show it, by the navigation it holds.
      else if (!landmarks.length && part.roles.includes('complementary') && way === 'show' && /(?:^|\s)(?:navigation|nav)$/.test(what)) fitting.push({ node: b, way });
    }
    if (!fitting.length) return undefined;
    const candidates = fitting.map((f) => ({ role: f.node.role, name: f.node.name ?? '', score: f.way === wanted || f.way === 'toggle' ? 1 : 0.5 }));
    const exact = wanted ? fitting.filter((f) => f.way === wanted) : [];
    let chosen: SnapshotNode & { ref: string };
    if (exact.length === 1) chosen = exact[0]!.node;
    else if (exact.length > 1) return { handover: `${exact.length} buttons ${wanted} the ${word} (${exact.map((f) => said(f.node)).join(', ')}): name one`, near: true };
    else {
      const toggles = fitting.filter((f) => f.way === 'toggle');
      const other = fitting.filter((f) => f.way !== 'toggle');
      if (!toggles.length) return { handover: `the ${word} is ${wanted === 'hide' ? 'hidden' : 'shown'} already (${said(other[0]!.node)})`, near: true };
      if (toggles.length > 1) return { handover: `${toggles.length} buttons toggle the ${word}: name one`, near: true };
      chosen = toggles[0]!.node;
      const facts = ctx.book.facts(chosen);
      if (!facts) return { handover: `reading whether the ${word} is shown`, near: true };
      const open = facts.expanded ?? facts.controlsShown;
      if (open === undefined) return { handover: `${said(chosen)} does not say whether the ${word} is shown: say "click ${chosen.name}"`, near: true };
      if (wanted && open === (wanted === 'show')) return { handover: `the ${word} is ${wanted === 'hide' ? 'hidden' : 'shown'} already`, near: true };
    }
    if (chosen.disabled) return { handover: `${said(chosen)} is disabled`, near: true };
    const hides = wanted ? wanted === 'hide' : !!(ctx.book.facts(chosen)?.expanded ?? true);
    return {
      actions: [{ ref: chosen.ref, method: 'click', arguments: [], description: `${hides ? 'hide' : 'show'} the ${word} with ${said(chosen)}`, effect: { expanded: !hides } }],
      candidates,
      facts: [`the ${word}: ${landmarks.map(said).join(', ') || 'no landmark'}`, `${said(chosen)} says it ${hides ? 'hides' : 'shows'} it`],
    };
  },
};
