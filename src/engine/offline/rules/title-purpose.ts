import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { words } from '../text.js';
import { PURPOSE_SAME } from '../vocabulary.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A control said by its purpose as a whole step, when the page's words for it are not the step's:
 * a sign ("ⓘ", "↑", "⇅") by its tooltip ("show the details pane" for "ⓘ" titled "Show details",
 * "reverse the sort order" for "⇅" titled "Reverse order"), or a named control by its name said with
 * a verb of the same sense ("create a new folder" for "+ New folder"). The step and the tooltip or
 * name say the same words, less articles, the words for where it is shown (pane, panel) and "go";
 * everyday synonyms are one word (PURPOSE_SAME): "open" and "display" say "show", "hide" says
 * "close", "flip" and "invert" say "reverse", "create" and "add" say "new", "sort" and "sorting" say
 * "order" (a word said twice counts once: "create a new folder" is "new folder").
 */

const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
// "make" says no purpose of its own: "make the text smaller" is "Smaller text".
const AROUND: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'this', 'that', 'pane', 'panel', 'sidebar', 'button', 'icon', 'please', 'go', 'make']);
const SAME: Readonly<Record<string, string>> = PURPOSE_SAME;

/** The words a purpose is said by, in any order, each once. */
function purposeKey(text: string): string {
  return [...new Set(words(text)
    .map((w) => SAME[w] ?? w)
    .filter((w) => !AROUND.has(w)))]
    .sort()
    .join(' ');
}

/**
 * A control's name that is only a sign: no letter or digit in it, or two characters at most with a
 * sign among them ("A−", "A+": a text size stepper's glyphs).
 */
const signOnly = (n: SnapshotNode) => {
  const name = (n.name ?? '').replace(/\s+/g, '');
  return !/[\p{L}\p{N}]/u.test(name) || (name.length <= 2 && /[^\p{L}\p{N}]/u.test(name));
};

/** What a sign opens, said after its tooltip's words ("open the emoji picker" for "☺" titled "Emoji"). */
const OPENED: ReadonlySet<string> = new Set(['picker', 'menu', 'dialog', 'popup', 'popover', 'window', 'drawer', 'palette']);

/**
 * A step that opens or shows what a sign's tooltip names, the tooltip saying no verb of its own:
 * "open channel details" for "ⓘ" titled "Channel details", "open the emoji picker" for "☺" titled
 * "Emoji". The step's key less "show" and less the words for what is opened (picker, menu…) that
 * the tooltip does not say; undefined when the step does not open or show.
 */
function opensKey(key: string, tipKey: string): string | undefined {
  const tip = tipKey.split(' ');
  const said = key.split(' ');
  if (!said.includes('show') || tip.includes('show')) return undefined;
  return said.filter((w) => w !== 'show' && !(OPENED.has(w) && !tip.includes(w))).join(' ');
}

/**
 * A name led by a sign before its words ("× Clear filters", "← Back to issues", "✓ Mark done"):
 * the words after it are the control's purpose, and the sign is no word a step says (a × reads as
 * the letter x to the name rules, so they miss "clear filters").
 */
const LEADING_SIGN = /^[^\p{L}\p{N}\s]+\s+(?=[\p{L}\p{N}])/u;
const signLed = (n: SnapshotNode) => LEADING_SIGN.test(n.name ?? '');

/** Whether a synonym was needed to read the step as the name: else the name rules had it already. */
const saysOtherwise = (step: string, name: string) => words(step).some((w) => SAME[w] !== undefined && !words(name).includes(w));

export const titlePurpose: WidgetRule = {
  // A last resort: it reads the tooltips of every sign on the page, so only for a step no other rule took.
  fallback: true,
  info: {
    name: 'title-purpose',
    does: 'A control said by its purpose in other words than the page\'s, as the whole step: a sign ("ⓘ", "↑", "⇅") by its tooltip ("show the details pane" clicks "ⓘ" titled "Show details", "reverse the sort order" clicks "⇅" titled "Reverse order"), or a named control by its name said with a verb of its sense ("create a new folder" clicks "+ New folder"), or by the words of a name led by a sign ("clear filters" clicks "× Clear filters"); a sign whose tooltip names a thing, opened or shown ("open channel details" clicks "ⓘ" titled "Channel details", "open the emoji picker" clicks "☺" titled "Emoji").',
    when: 'A step with no value or scope whose words, less articles, "go" and words such as pane or panel, are the words of a sign-only control\'s tooltip (a step that opens or shows it may leave out its verb and say what opens: picker, menu, dialog…), or of a control\'s name when the step says a synonym the name does not (open and display read as show, hide as close, flip and invert as reverse, create and add as new, sort as order; a word said twice counts once), or of the words after the sign that leads a name ("× Clear filters", "← Back to issues").',
    evidence: 'The tooltips (title) of the sign-only buttons, links and menu items, read from the page, and the names of the others; exactly one says the step\'s words, no more and no fewer. Two hand over naming both.',
    example: {
      html: '<div role="toolbar"><button title="Show details">ⓘ</button><button title="Up one level">↑</button><button title="Refresh">↻</button></div>',
      step: 'show the details pane',
      action: 'click button "ⓘ" (tooltip "Show details")',
    },
  },
  applies: (form, kind) => kind === 'act' && form.value === undefined && !form.scope && (!form.target || (!form.target.exact && form.target.ordinal === undefined)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const key = purposeKey(ctx.step ?? `${form.said} ${form.target?.whole ?? form.target?.raw ?? ''}`);
    if (!key || key.split(' ').length < 2) return undefined;
    const controls = ctx.index.order.filter((n) => n.ref && DOING_ROLES.has(n.role) && isActionable(n));
    const signs = controls.filter(signOnly);
    if (signs.length > MAX_PROBED_REFS) return undefined;
    // A named control said with a verb of its sense ("create a new folder" for "+ New folder"): its name is its purpose.
    const step = ctx.step ?? '';
    // A name led by a sign ("× Clear filters") is said by its words alone, no synonym needed.
    const names = controls.filter((n) => !signOnly(n) && (saysOtherwise(step, n.name ?? '') || signLed(n))).map((node) => ({ node, tip: (node.name ?? '').replace(LEADING_SIGN, ''), named: true }));
    const before = ctx.book.misses;
    const tips = signs.map((node) => ({ node, tip: ctx.book.facts(node)?.title ?? '', named: false }));
    // The facts a choice of this last resort is read for (is it seen?) asked in the same round as the tooltips.
    for (const n of names) if (purposeKey(n.tip) === key) ctx.book.facts(n.node);
    if (ctx.book.misses > before) return { handover: 'reading the tooltips of controls drawn as signs', near: true };
    const hits = [...tips, ...names].filter((t) => t.tip && (purposeKey(t.tip) === key || (!t.named && opensKey(key, purposeKey(t.tip)) === purposeKey(t.tip))));
    if (!hits.length) return undefined;
    if (hits.length > 1) return { handover: `${hits.length} controls say that (${hits.slice(0, 3).map((h) => (h.named ? said(h.node) : `${said(h.node)} "${h.tip}"`)).join(', ')}): say which`, near: true };
    const { node, tip, named } = hits[0]!;
    const shown = named ? said(node) : `${said(node)} (tooltip "${tip}")`;
    if (node.disabled) return { handover: `${shown} is disabled`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${shown}` }],
      candidates: [{ role: node.role, name: tip, score: 1, why: named ? 'its name says the step\'s words (synonyms as one)' : 'its tooltip says the step\'s words' }],
      facts: [named ? `name "${tip}"` : `tooltip "${tip}"`],
    };
  },
};
