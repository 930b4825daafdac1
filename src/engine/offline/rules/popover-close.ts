import { isActionable } from '../../snapshot/index.js';
import { DIALOG_ROLES } from '../dismiss.js';
import { fitsMethod } from '../match.js';
import { ancestors, ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { closes } from './part-close.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What people call a box drawn over the page that a dialog role does not mark. */
const POPOVER_WORDS: ReadonlySet<string> = new Set(['popover', 'popup', 'pop up', 'pop-up', 'overlay', 'flyout', 'bubble', 'callout']);
/** Most closing controls whose facts are read. */
const MAX_CLOSERS = 12;

/**
 * "close the popover" where the page marks no dialog (a calendar's "+2 more" box, a map's bubble):
 * the one closing control (named Close, Dismiss or ×) inside a box drawn over the page (raised by a
 * z-index, or the popover API), read from the page. Two such boxes, or none, are handed over.
 */
export const popoverClose: WidgetRule = {
  fallback: true,
  info: {
    name: 'popover-close',
    does: 'Closes the one popover open where the page marks no dialog: the closing control (Close, Dismiss, ×) inside a box drawn over the page; the control must be gone after.',
    when: '"close the popover", "dismiss the popup", "close the overlay", with no dialog on the page (part-close takes those).',
    evidence: 'Among the page\'s closing controls, exactly one lies in a box drawn over the page (positioned and raised by a z-index, or an open popover), read from the page.',
    example: {
      html: '<div style="position:relative"><p>March 18</p><div id="pop" style="position:absolute;top:0;left:40px;z-index:5;background:#fff;border:1px solid #888"><span>March 18</span> <span title="Close" aria-label="Close" role="button" tabindex="0" onclick="document.getElementById(\'pop\').remove()">×</span><p>Sprint retro</p></div></div><button aria-label="Close banner">×</button>',
      step: 'close the popover',
      action: 'click button "Close" (the closing control of the popover)',
    },
  },
  applies: (form, kind) => {
    if (kind !== 'act' || form.verb !== 'close' || form.scope || !form.target || form.target.ordinal !== undefined) return false;
    return POPOVER_WORDS.has(normalize(form.target.raw).replace(/^the /, ''));
  },
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const { index, book } = ctx;
    // A dialog on the page is part-close's (its role says what it is).
    if (index.order.some((n) => DIALOG_ROLES.has(n.role))) return undefined;
    const closers = index.order.filter((n) => n.ref && isActionable(n) && fitsMethod(n, 'click') && closes(n));
    // One per control: the innermost that says it.
    const own = closers.filter((n) => !closers.some((o) => o !== n && ancestors(index, o).includes(n))).slice(0, MAX_CLOSERS);
    if (!own.length) return undefined;
    const before = book.misses;
    const facts = own.map((n) => [n, book.facts(n)] as const);
    if (book.misses > before) return { handover: 'reading which closing controls lie in a box drawn over the page', near: true };
    const floating = facts.filter(([, f]) => f?.floating && !f.unseen && !f.covered).map(([n]) => n);
    if (!floating.length) return { handover: `no popover is open: the page's closing controls (${own.slice(0, 4).map(said).join(', ')}) lie in no box drawn over it`, near: true };
    // Two (two popovers, or one popover's × and its Close button: which one is not certain) are handed over.
    if (floating.length > 1) return { handover: `${floating.length} closing controls lie in boxes drawn over the page (${floating.slice(0, 4).map(said).join(', ')}): say which ("click … in the … popover")`, near: true };
    const enabled = floating.filter((n) => !n.disabled);
    if (!enabled.length) return { handover: `${said(floating[0]!)} is disabled`, near: true };
    const node = enabled[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (the closing control of the popover)`, effect: { region: { ref: node.ref!, shown: false } } }],
      candidates: own.map((n) => ({ role: n.role, name: n.name ?? '', score: n === node ? 1 : 0, why: floating.includes(n) ? 'in a box drawn over the page' : 'in the page' })),
      facts: [`${own.length} closing control(s) on the page, ${floating.length} in a box drawn over it`],
    };
  },
};

const SCOPE_RELATIONS: ReadonlySet<string> = new Set(['in', 'inside', 'within', 'on', 'from']);

/**
 * "click Sprint retro in the popover" where the page marks no dialog: the one element named so
 * (its name or its own text, whole) that lies in a box drawn over the page, read from the page.
 */
export const popoverScope: WidgetRule = {
  fallback: true,
  info: {
    name: 'popover-scope',
    does: 'Clicks an element said to be in the popover where the page marks no dialog: the one element named so (its whole name or text) inside a box drawn over the page.',
    when: '"click Sprint retro in the popover", "open Budget call in the popup", with no dialog on the page (the dialog rules take those).',
    evidence: 'Of the elements whose whole name or text is the name said, exactly one lies in a box drawn over the page (positioned and raised by a z-index, or an open popover), read from the page.',
    example: {
      html: '<div style="cursor:pointer">Sprint retro</div><div style="position:absolute;top:0;left:120px;z-index:5;background:#fff;border:1px solid #888"><div>March 18</div><div style="cursor:pointer">Sprint retro</div></div>',
      step: 'click Sprint retro in the popover',
      action: 'click generic "Sprint retro" (in the popover)',
    },
  },
  applies: (form, kind) => {
    const scope = form.scope;
    if (!scope || !form.target || form.target.ordinal !== undefined || !SCOPE_RELATIONS.has(scope.relation)) return false;
    if (!['click', 'open', 'select', 'double-click', 'find'].includes(form.verb) || (form.verb === 'find' && kind !== 'observe')) return false;
    return POPOVER_WORDS.has(normalize(`${scope.name} ${scope.kind ?? ''}`).replace(/^the /, '').trim());
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { index, book } = ctx;
    if (index.order.some((n) => DIALOG_ROLES.has(n.role))) return undefined;
    const name = normalize(form.target!.name);
    if (!name) return undefined;
    const all = index.order.filter((n) => n.ref && n.role !== 'text' && (normalize(n.name ?? '') === name || normalize(ownText(n)) === name));
    // One per element: the innermost that says it.
    const named = all.filter((n) => !all.some((o) => o !== n && ancestors(index, o).includes(n))).slice(0, MAX_CLOSERS);
    if (!named.length) return undefined;
    const before = book.misses;
    const facts = named.map((n) => [n, book.facts(n)] as const);
    if (book.misses > before) return { handover: `reading which "${form.target!.raw}" lies in a box drawn over the page`, near: true };
    const floating = facts.filter(([, f]) => f?.floating && !f.unseen && !f.covered).map(([n]) => n);
    if (!floating.length) return { handover: `no "${form.target!.raw}" lies in a popover (a box drawn over the page): ${named.length} on the page itself`, near: true };
    if (floating.length > 1) return { handover: `${floating.length} elements named "${form.target!.raw}" lie in boxes drawn over the page (${floating.slice(0, 3).map(said).join(', ')}): say which`, near: true };
    const node = floating[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const method = form.verb === 'double-click' ? 'doubleClick' : 'click';
    return {
      actions: [{ ref: node.ref!, method, arguments: [], description: `${method === 'click' ? 'click' : 'double-click'} ${node.role} "${node.name ?? ownText(node)}" (in the popover)` }],
      candidates: named.map((n) => ({ role: n.role, name: n.name ?? ownText(n), score: n === node ? 1 : 0, why: floating.includes(n) ? 'in a box drawn over the page' : 'in the page' })),
      facts: [`${named.length} element(s) named so, one in a box drawn over the page`],
    };
  },
};
