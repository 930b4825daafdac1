import type { SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words that say nothing of what is cancelled. */
const FILLERS = new Set(['the', 'a', 'an', 'it', 'this', 'my', 'of']);

/**
 * "cancel try it out", "cancel the edit": the Cancel control whose developer-given names say what
 * it cancels (`class="try-out__btn cancel"`), when the page has no control named the whole phrase
 * (the control that started it turned into the Cancel).
 */
export const cancelNamed: WidgetRule = {
  info: {
    name: 'cancel-named',
    does: '"cancel X" clicks the Cancel control whose developer-given names say X.',
    when: '"cancel try it out", "cancel the edit": the verb cancel (or abort) and what is cancelled, with no control named the whole phrase.',
    evidence: 'Of the enabled controls named exactly Cancel, exactly one has a developer-given name (id, class, test id) holding every word of X (read from the page).',
    example: {
      html: '<button class="btn try-out__btn cancel">Cancel</button><form><button type="reset">Cancel</button></form>',
      step: 'cancel try it out',
      action: 'click button "Cancel"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'cancel' && !!form.target?.name && !form.scope,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const wanted = normalize(form.target!.raw).split(' ').filter((w) => w && !FILLERS.has(w));
    if (!wanted.length) return undefined;
    const cancels: SnapshotNode[] = ctx.index.order.filter((n) => n.ref && (n.role === 'button' || n.role === 'link') && normalize(n.name ?? '') === 'cancel');
    if (!cancels.length || cancels.length > MAX_PROBED_REFS) return undefined;
    const before = ctx.book.misses;
    const saying = cancels.filter((n) => ctx.book.devPhrases(n).some((p) => wanted.every((w) => p.split(' ').includes(w))));
    if (ctx.book.misses > before) return { handover: `reading what the Cancel controls cancel`, near: true };
    if (saying.length !== 1) return saying.length ? { handover: `${saying.length} Cancel controls say "${wanted.join(' ')}": say where ("click Cancel in the … section")`, near: true } : undefined;
    const node = saying[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }], candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `developer-given names say "${wanted.join(' ')}"` }], facts: [`developer-given names: ${ctx.book.devPhrases(node).join(', ')}`] };
  },
};
