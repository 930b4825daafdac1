import type { SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words a step may use around "all" when it means the box that sets every item. */
const ABOUT_ALL = new Set(['mark', 'all', 'as', 'complete', 'completed', 'done', 'finished', 'items', 'todos', 'tasks', 'rows', 'entries', 'the', 'checkbox', 'box', 'toggle', 'select', 'selected', 'checked', 'of', 'them']);

/**
 * The box that sets every item of a list or grid at once ("toggle all", "select all"; a tri-state
 * box in a header): "mark all as complete", "check all rows", "tick the select all box". Found by
 * the word "all" in its name or, when it shows only a sign, its developer-given names
 * (`id="toggle-all"`).
 */
export const allItemsBox: WidgetRule = {
  info: {
    name: 'all-items-box',
    does: 'Checks the one box that sets every item at once: the checkbox whose name, or developer-given names, say "all".',
    when: '"mark all as complete", "check all rows", "tick the mark all as complete checkbox": a check step about all items, with no box named so.',
    evidence: 'Exactly one checkbox on the page says "all" in its name or developer-given names (read from the page); every other word of the step is one said about all items.',
    example: {
      html: '<input type="checkbox" id="toggle-all"><ul><li><input type="checkbox" class="toggle"> Buy milk</li><li><input type="checkbox" class="toggle"> Feed the cat</li></ul>',
      step: 'mark all as complete',
      action: 'check checkbox',
    },
  },
  applies: (form, kind) => {
    if (kind !== 'act' || form.verb !== 'check' || !form.target || form.scope || form.value !== undefined) return false;
    const words = normalize(form.target.whole ?? form.target.raw).split(' ');
    return words.includes('all') && words.every((w) => ABOUT_ALL.has(w));
  },
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const boxes = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.role === 'checkbox');
    if (!boxes.length || boxes.length > MAX_PROBED_REFS) return undefined;
    const saysAll = (p: string) => p.split(' ').includes('all');
    const before = ctx.book.misses;
    const all = boxes.filter((n) => saysAll(normalize(n.name ?? '')) || ctx.book.devPhrases(n).some(saysAll));
    if (ctx.book.misses > before) return { handover: 'reading which box sets every item', near: true };
    if (all.length !== 1) return all.length ? { handover: `${all.length} boxes say "all": say which by its label`, near: true } : undefined;
    const node = all[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    return { actions: [{ ref: node.ref!, method: 'check', arguments: [], description: `check ${said(node)}` }], candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: 'says "all"' }], facts: [`names: ${[node.name ?? '', ...ctx.book.devPhrases(node)].filter(Boolean).join(', ')}`] };
  },
};
