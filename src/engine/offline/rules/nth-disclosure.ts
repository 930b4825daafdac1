import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { fitsMethod, mentions } from '../match.js';
import { isKindWord } from '../parse.js';
import { stateOf } from '../toggle.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const EXPANDS = new Set(['expand', 'open']);
const TOGGLES = new Set(['expand', 'collapse']);

/**
 * "expand the last DELETE operation", "collapse the second Pet section": the nth of the
 * disclosure controls (an aria-expanded state, read from the page) whose label starts with the
 * name, one per part of the page (a row's summary and its arrow open the same thing).
 */
export const nthDisclosure: WidgetRule = {
  info: {
    name: 'nth-disclosure',
    does: 'Expands or collapses the nth of the parts whose disclosure control\'s label starts with the name, counted in page order, one per part.',
    when: '"expand the last DELETE operation", "collapse the second Order section": an expand/collapse step with an ordinal; a kind word after the name ("operation") may be left off.',
    evidence: 'The controls with an aria-expanded state (read from the page) whose label starts with the name, in page order, a control beside the one before whose label is the start of the other\'s (a summary and its arrow) counted once; the nth, collapsed to expand (expanded to collapse), else handed over saying so.',
    example: {
      html: '<div><button aria-expanded="false">GET /pets List pets</button></div><div><button aria-expanded="false">DELETE /pets/{id} Delete a pet</button></div><div><button aria-expanded="false">DELETE /users/{id} Delete a user</button></div>',
      step: 'expand the last DELETE operation',
      action: 'expand button "DELETE /users/{id} Delete a user"',
    },
  },
  applies: (form, kind) => kind === 'act' && TOGGLES.has(form.verb) && form.target?.ordinal !== undefined && !!form.target.name && !form.scope && !form.target.roles,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const target = form.target!;
    const all = words(target.name);
    const names = [target.name, ...(all.length > 1 && isKindWord(all.at(-1)!) ? [all.slice(0, -1).join(' ')] : [])];
    for (const name of names) {
      const saying = ctx.index.order.filter((n) => n.ref && isActionable(n) && fitsMethod(n, 'click') && mentions(n, name, true));
      if (!saying.length) continue;
      if (saying.length > MAX_PROBED_REFS) return undefined;
      const before = ctx.book.misses;
      const states = saying.map((n) => stateOf(n, ctx.book));
      if (ctx.book.misses > before) return { handover: `reading which controls for "${name}" expand`, near: true };
      // One per part: a control beside the one counted before, whose label is the start of the
      // other's (a summary and its arrow), opens the same thing.
      const list: { node: SnapshotNode; open: boolean }[] = [];
      saying.forEach((node, i) => {
        if (states[i] === undefined) return;
        const last = list.at(-1)?.node;
        const [a, b] = [normalize(last?.name ?? ''), normalize(node.name ?? '')];
        if (last && ctx.index.parent.get(last) === ctx.index.parent.get(node) && (a.startsWith(b) || b.startsWith(a))) return;
        list.push({ node, open: states[i]! });
      });
      if (!list.length) continue;
      const ordinal = target.ordinal!;
      const pick = ordinal > 0 ? list[ordinal - 1] : list[list.length + ordinal];
      if (!pick) return { handover: `asked for the ${ordinal > 0 ? `#${ordinal}` : 'last'} part that "${name}" starts, found ${list.length}`, near: true };
      const expand = EXPANDS.has(form.verb);
      if (pick.node.disabled) return { handover: `${said(pick.node)} is disabled`, near: true };
      if (pick.open === expand) return { handover: `${said(pick.node)} is ${expand ? 'expanded' : 'collapsed'} already`, near: true };
      return {
        actions: [{ ref: pick.node.ref!, method: 'click', arguments: [], description: `${expand ? 'expand' : 'collapse'} ${said(pick.node)}`, effect: { expanded: expand } }],
        candidates: list.map((p, i) => ({ role: p.node.role, name: p.node.name ?? '', score: p === pick ? 1 : 0, why: `#${i + 1} of ${list.length}` })),
        facts: [`${list.length} parts start with "${name}"`, `${said(pick.node)} aria-expanded=${pick.open}`],
      };
    }
    return undefined;
  },
};
