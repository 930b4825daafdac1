import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const PAGE_CONTROLS = new Set(['link', 'button']);
/** Names of the controls that always sit beside page numbers. */
const PAGER_WORDS = /^(?:previous|prev|next|first|last|«|»|‹|›)(?:\s+page)?$/i;

/** The page number a step names: "page 3" (read as kind word "page" and name "3"). */
function pageOf(form: { target?: { name: string; kind?: string; ordinal?: number } }): string | undefined {
  const name = normalize(form.target?.name ?? '');
  if (form.target?.kind === 'page' && /^\d+$/.test(name)) return name;
  // "the 2nd page", "the third page": page 2, 3 (counted from the first; "the last page" is the pager's Last).
  const nth = form.target?.ordinal;
  if (form.target?.kind === 'page' && !name && nth !== undefined && nth > 0) return String(nth);
  return !form.target?.kind && /^page \d+$/.test(name) ? name.split(' ')[1] : undefined;
}

/**
 * Paging (a grid's or list's pager): "page 3" is the control named 3 (or "Page 3", "Show Page 3")
 * among its pager's controls: a list or group that also holds Previous/Next.
 */
export const pageNumber: WidgetRule = {
  info: {
    name: 'page-number',
    does: '"go to page 3": the pager\'s control for page 3, in the part that also holds its Previous/Next controls.',
    when: '"click page 3", "go to page 3 of the table", "show page 2".',
    evidence: 'Exactly one link or button named 3 (or "Page 3") whose nearest list or group also holds a Previous/Next control.',
    example: {
      html: '<p>3 items</p><ul><li><a href="#p">Previous</a></li><li><a href="#1">1</a></li><li><a href="#3">3</a></li><li><a href="#n">Next</a></li></ul>',
      step: 'click page 3',
      action: 'click link "3"',
    },
  },
  applies: (form) => ['click', 'go', 'open', 'select'].includes(form.verb) && pageOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const n = pageOf(form)!;
    const named = ctx.index.order.filter((c) => c.ref && PAGE_CONTROLS.has(c.role) && new RegExp(`^(?:(?:show |go to )?page )?${n}$`).test(normalize(c.name ?? '')));
    const partOf = (c: SnapshotNode) => ancestors(ctx.index, c).find((a) => a.role === 'list' || a.role === 'group' || a.role === 'navigation' || a.children.length > 3);
    const paged = named.filter((c) => {
      const part = partOf(c);
      return !!part && part.children.some((k) => [k, ...k.children].some((x) => PAGE_CONTROLS.has(x.role) && PAGER_WORDS.test(normalize(x.name ?? ''))));
    });
    if (!paged.length) return undefined;
    if (paged.length > 1) return { handover: `${paged.length} pagers have a page ${n}: scope it ("page ${n} of the Orders table")`, near: true };
    const node = paged[0]!;
    if (node.disabled) return { handover: `page ${n} is disabled (it may be the page shown)`, near: true };
    // The pager and the rows beside it must then show another page.
    const part = partOf(node);
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, ...(part?.ref ? { effect: { turned: { ref: part.ref } } } : {}) }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1 }],
      facts: ['beside Previous/Next controls'],
    };
  },
};
