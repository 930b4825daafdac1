import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A control drawn as a sign ("ⓘ", "↑", "⇅") whose tooltip says what it does, said by that purpose
 * as a whole step: "show the details pane" for "ⓘ" titled "Show details", "go up one level" for
 * "↑" titled "Up one level". The step and the tooltip say the same words, less articles, the
 * words for where it is shown (pane, panel) and "go"; "open" and "display" say "show", "hide" says
 * "close".
 */

const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
const AROUND: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'this', 'that', 'pane', 'panel', 'sidebar', 'button', 'icon', 'please', 'go']);
const SAME: Readonly<Record<string, string>> = { open: 'show', display: 'show', hide: 'close' };

/** The words a purpose is said by, in any order. */
function purposeKey(text: string): string {
  return words(text)
    .map((w) => SAME[w] ?? w)
    .filter((w) => !AROUND.has(w))
    .sort()
    .join(' ');
}

/** A control's name that is only a sign: no letter or digit in it. */
const signOnly = (n: SnapshotNode) => !/[\p{L}\p{N}]/u.test(n.name ?? '');

export const titlePurpose: WidgetRule = {
  // A last resort: it reads the tooltips of every sign on the page, so only for a step no other rule took.
  fallback: true,
  info: {
    name: 'title-purpose',
    does: 'A control drawn as a sign ("ⓘ", "↑", "⇅"), said by the purpose its tooltip gives, as the whole step: "show the details pane" clicks "ⓘ" titled "Show details", "go up one level" clicks "↑" titled "Up one level".',
    when: 'A step with no value or scope whose words, less articles, "go" and words such as pane or panel, are the words of a sign-only control\'s tooltip (open and display read as show, hide as close).',
    evidence: 'The tooltips (title) of the sign-only buttons, links and menu items, read from the page; exactly one says the step\'s words, no more and no fewer. Two hand over naming both.',
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
    const signs = ctx.index.order.filter((n) => n.ref && DOING_ROLES.has(n.role) && isActionable(n) && signOnly(n));
    if (!signs.length || signs.length > MAX_PROBED_REFS) return undefined;
    const before = ctx.book.misses;
    const tips = signs.map((node) => ({ node, tip: ctx.book.facts(node)?.title ?? '' }));
    if (ctx.book.misses > before) return { handover: 'reading the tooltips of controls drawn as signs', near: true };
    const hits = tips.filter((t) => t.tip && purposeKey(t.tip) === key);
    if (!hits.length) return undefined;
    if (hits.length > 1) return { handover: `${hits.length} controls have a tooltip saying that (${hits.slice(0, 3).map((h) => `${said(h.node)} "${h.tip}"`).join(', ')}): say where`, near: true };
    const { node, tip } = hits[0]!;
    if (node.disabled) return { handover: `${said(node)} (tooltip "${tip}") is disabled`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (tooltip "${tip}")` }],
      candidates: [{ role: node.role, name: tip, score: 1, why: 'its tooltip says the step\'s words' }],
      facts: [`tooltip "${tip}"`],
    };
  },
};
