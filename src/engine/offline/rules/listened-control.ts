import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText, type PageIndex } from '../page-index.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import type { RuleContext, RuleFound, RuleHandover, WidgetRule } from './widget.js';

/**
 * A control that nothing marks as one: a toolbar button, a tab, a tree node or a menu item drawn as
 * a plain `div` or `td`, with no role, no `tabindex` and no pointer cursor, which the page makes
 * clickable only by a click listener of its own (widget toolkits that add no ARIA). The listener is
 * the evidence, read through DevTools for the few elements whose whole text is the step's name
 * (offline/listeners.ts); text with no listener of its own, or one only under a delegating
 * container, is no control. Said with an activation verb ("go to Settings", "show the contacts",
 * "print to PDF", "refresh"); the click must change the page, else the step fails.
 */

/** Verbs whose object is activated by a click: they name the control. */
const ACTIVATE: ReadonlySet<string> = new Set(['open', 'go', 'click', 'do']);
/** Verbs named together with their object on the control ("Delete draft", "Add row", "Edit profile"). */
const VERB_AND_OBJECT: ReadonlySet<string> = new Set(['do', 'edit', 'remove', 'add', 'open', 'go']);
/** Kind words that say what a roleless control is drawn as ("the Billing tab", "the Reports node"). */
const KINDS: ReadonlySet<string> = new Set(['tab', 'button', 'node', 'tree item', 'treeitem', 'folder', 'page', 'item', 'link', 'view', 'entry', 'option']);
/** Most text-matching elements whose listeners are read for one step (each is a DevTools read). */
const MAX_CANDIDATES = 6;

/** The texts a control for this step would show: its name, or the verb with its object, or the verb alone. */
function wantedTexts(form: StepForm): string[] {
  const out: string[] = [];
  const target = form.target;
  if (target?.name && ACTIVATE.has(form.verb) && form.verb !== 'do') out.push(normalize(target.name));
  // "pick Weekly" in a menu drawn open: the item's text.
  if (target?.name && form.verb === 'select') out.push(normalize(target.name));
  if (target?.raw && VERB_AND_OBJECT.has(form.verb)) out.push(normalize(`${form.said} ${target.raw}`));
  if (!target && form.verb === 'do' && form.said) out.push(normalize(form.said));
  return [...new Set(out.filter(Boolean))];
}

/**
 * The elements with no control role whose own whole text is `text`. A text the page keeps from the
 * pointer (`pointer-events: none`: the tree gives it no ref, the part clicked is around it) stands
 * for the nearest element around it with a ref (`around`): that one counts only when the page says
 * it renders that text and no other (Listened.shows; an icon drawn by CSS is no text).
 */
function showing(nodes: readonly SnapshotNode[], text: string, index: PageIndex): { node: SnapshotNode; around: boolean; label: string }[] {
  const out = new Map<SnapshotNode, { around: boolean; label: string }>();
  for (const n of nodes) {
    if (n.frame.length || n.role === 'text' || ACTIONABLE_ROLES.has(n.role) || normalize(ownText(n)) !== text) continue;
    let at: SnapshotNode | undefined = n;
    for (let up = 0; at && !at.ref && up < 3; up++) at = index.parent.get(at);
    if (!at?.ref || ACTIONABLE_ROLES.has(at.role)) continue;
    out.set(at, { around: (out.get(at)?.around ?? true) && at !== n, label: ownText(n) });
  }
  return [...out].map(([node, { around, label }]) => ({ node, around, label }));
}

export const listenedControl: WidgetRule = {
  fallback: true,
  info: {
    name: 'listened-control',
    does: 'A control drawn with no role, no tabindex and no pointer cursor (a toolbar button, tab, tree node or menu item of a toolkit that adds no ARIA): the one element whose whole text is the name and that has a click listener of its own, clicked; the page must change.',
    when: '"go to Settings", "show the contacts", "print to PDF", "refresh": no control is named so, and the words are the whole text of an element that is no control by its role.',
    evidence: 'Read through DevTools (Chromium only): a click, mousedown, mouseup, pointerdown or pointerup listener (or an inline onclick) on the element or on a wrapper around it that shows no other text; a listener on a list, the app root, the body or the document is delegation and is no evidence. A text the page keeps from the pointer (no ref in the tree) stands for the element around it that has one, only when that element renders that text and no other. Exactly one such element; two hand over with their places; none hands over as before.',
    example: {
      html: '<div id="nav"><div id="n-home">Home</div><div id="n-settings">Settings</div></div><h2>Home</h2><script>for (const el of document.querySelectorAll("#nav div")) el.addEventListener("click", () => { document.querySelector("h2").textContent = el.textContent; });</script>',
      step: 'go to Settings',
      action: 'click generic "Settings"',
    },
  },
  applies: (form, kind) =>
    kind === 'act' &&
    form.frame === 'target' &&
    (ACTIVATE.has(form.verb) || form.verb === 'select' || VERB_AND_OBJECT.has(form.verb)) &&
    form.target?.ordinal === undefined &&
    (!form.target?.kind || KINDS.has(form.target.kind)) &&
    !form.scope?.relation?.match(/^(?:after|before|next|near|beside|below|above)/),
  resolve(form: StepForm, ctx: RuleContext): RuleFound | RuleHandover | undefined {
    const texts = wantedTexts(form);
    if (!texts.length) return undefined;
    const nodes = nodesInScope(form.scope, ctx.index, 'click', { name: '', exact: false });
    if ('handover' in nodes) return undefined;
    // A control named so is the name rules' (and a field's caption is its field's).
    if (ctx.index.order.some((n) => n.ref && ACTIONABLE_ROLES.has(n.role) && texts.some((t) => nameScore(t, n.name ?? '') >= MIN_SCORE))) return undefined;
    for (const text of texts) {
      const shown = showing(nodes, text, ctx.index);
      if (!shown.length) continue;
      if (shown.length > MAX_CANDIDATES) return undefined;
      const read = shown.map(({ node, around, label }) => ({ node, around, label, listened: ctx.book.listened(node), facts: form.verb === 'select' ? ctx.book.facts(node) : undefined }));
      // Not read yet: the tier reads them and asks again.
      if (read.some((r) => !r.listened || (form.verb === 'select' && !r.facts))) return undefined;
      // A browser that cannot say (no DevTools): no evidence either way.
      if (read.some((r) => r.listened!.listener === 'unknown')) return undefined;
      // "pick X" takes an item of a menu drawn open over the page (a box raised above it), not a control anywhere.
      const controls = read.filter((r) => r.listened!.listener === 'own' && (!r.around || r.listened!.shows === text) && (form.verb !== 'select' || r.facts?.floating === true));
      if (!controls.length) continue;
      if (controls.length > 1) {
        const places = controls.map((c) => placeOf(c.node, ctx)).filter(Boolean);
        return { handover: `${controls.length} elements the page listens to for clicks show "${text}"${places.length ? ` (${places.join('; ')})` : ''}: say which ("${form.said} ${text} in the … part")`, near: true };
      }
      const { node, listened, label } = controls[0]!;
      const what = `${node.role} "${label}"`;
      return {
        actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${what}`, effect: { pageChanged: true } }],
        candidates: [{ role: node.role, name: label, score: 1, why: 'whole text of an element with a click listener of its own' }],
        facts: [`a ${listened!.types!.join('/')} listener ${whereListened(listened!.up ?? 0)} (read through DevTools)`, `${shown.length} element${shown.length > 1 ? 's' : ''} with no control role show${shown.length > 1 ? '' : 's'} "${text}"`],
      };
    }
    return undefined;
  },
};

/** Where the listener sits, in words. */
function whereListened(up: number): string {
  if (up > 0) return `on a wrapper ${up} level${up > 1 ? 's' : ''} above it that shows only its text`;
  if (up < 0) return 'on the part inside it that shows its whole text';
  return 'on the element itself';
}

/** Where a node lies, in words: the name of the nearest named part above it. */
function placeOf(node: SnapshotNode, ctx: RuleContext): string {
  let at = ctx.index.parent.get(node);
  while (at) {
    const name = at.name ?? '';
    if (name && at.role !== 'generic') return `in ${at.role} "${name}"`;
    at = ctx.index.parent.get(at);
  }
  return '';
}
