import { ACTIONABLE_ROLES, walk, type SnapshotNode } from '../../snapshot/index.js';
import { ownText } from '../page-index.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import type { RuleFound, RuleHandover, WidgetRule } from './widget.js';

/** Verbs that click what they name (not "go to" or "show", which may mean a place, not a click). */
const CLICK_VERBS: ReadonlySet<string> = new Set(['click', 'open', 'select', 'double-click', 'find']);

/** Most clickable parts of a page read for one step. */
const MAX_CLICKABLE = 400;

/** The texts an element shows: its own and each of its descendants' (names and text fragments). */
export function textsIn(node: SnapshotNode): { text: string; at: SnapshotNode }[] {
  const out: { text: string; at: SnapshotNode }[] = [];
  for (const n of walk([node])) {
    // An element's name and the text it shows are two texts ("4 / 5" and "Desert" on one slide).
    const own = n.role === 'text' ? [n.text ?? ''] : [n.name ?? '', n.text ?? '', ownText({ ...n, name: undefined } as SnapshotNode)];
    for (const text of new Set(own.map(normalize))) if (text) out.push({ text, at: n });
  }
  return out;
}

/**
 * Content drawn without roles that the page makes clickable (a calendar's events, a carousel's
 * thumbnails, cards, time slots): an element with a pointer cursor that is no control of its own
 * (a div, a group, an image) is a click target by the text it shows, when exactly one such element
 * shows that text. "click the Desert thumbnail": a last (or first) word that the element's text
 * does not say is the kind of thing, not its name.
 */
export const clickableText: WidgetRule = {
  fallback: true,
  info: {
    name: 'clickable-text',
    does: 'Content drawn without roles that the page makes clickable (events, thumbnails, cards, slots): the one element with a pointer cursor whose text is the name, clicked on that text.',
    when: '"open Dentist", "click the Desert thumbnail": no control is named so, and the text lies in an element that is no button or link but looks clickable (a pointer cursor).',
    evidence: 'Exactly one element with a pointer cursor (no control role) shows a text equal to the name; a word of the step its text does not say ("thumbnail", "event") is read as the kind of thing, only when the whole name is shown by none.',
    example: {
      html: '<div class="event" style="cursor:pointer" onclick="this.dataset.open=1"><div>10a</div><div>Dentist</div></div><div class="event" style="cursor:pointer" onclick=""><div>2p</div><div>Design review</div></div>',
      step: 'open Dentist',
      action: 'click generic "Dentist"',
    },
  },
  applies: (form, kind) => CLICK_VERBS.has(form.verb) && (form.verb !== 'find' || kind === 'observe') && form.frame === 'target' && !!form.target?.name && form.target.ordinal === undefined && !form.target.roles,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const nodes = nodesInScope(form.scope, ctx.index, 'click', { name: '', exact: false });
    if ('handover' in nodes) return undefined;
    const clickable = nodes.filter((n: SnapshotNode) => n.ref && n.cursor === 'pointer' && !ACTIONABLE_ROLES.has(n.role));
    if (!clickable.length || clickable.length > MAX_CLICKABLE) return undefined;
    const name = normalize(form.target!.name);
    // A control named so is the name rules' (a tie there stays a tie: a box's clickable label is the box).
    if (ctx.index.order.some((n) => n.ref && ACTIONABLE_ROLES.has(n.role) && nameScore(name, n.name ?? '') >= MIN_SCORE)) return undefined;
    const words = name.split(' ');
    // The whole name first; then without a first or last word that names the kind of thing.
    const tries = [{ name, dropped: '' }];
    if (words.length > 1 && !form.target!.exact) tries.push({ name: words.slice(0, -1).join(' '), dropped: words.at(-1)! }, { name: words.slice(1).join(' '), dropped: words[0]! });
    for (const { name: wanted, dropped } of tries) {
      const showing = clickable
        .map((el) => ({ el, texts: textsIn(el) }))
        .map((c) => ({ ...c, hit: c.texts.find((t) => t.text === wanted) }))
        .filter((c) => c.hit && (!dropped || !c.texts.some((t) => ` ${t.text} `.includes(` ${dropped} `))));
      if (!showing.length) continue;
      if (showing.length > 1) return { handover: `${showing.length} clickable parts of the page show "${wanted}": say where ("${form.said} ${wanted} in the … section")`, near: true };
      const { el, hit } = showing[0]!;
      // Clicked on the text itself (a person clicks the words, not the middle of a card that may hold other controls).
      const at = hit!.at.ref ? hit!.at : el;
      const what = `${at.role} "${ownText(at) || wanted}"`;
      const method = form.verb === 'double-click' ? 'doubleClick' : 'click';
      return {
        actions: [{ ref: at.ref!, method, arguments: [], description: `${method === 'click' ? 'click' : 'double-click'} ${what}` }],
        candidates: [{ role: el.role, name: wanted, score: 1, why: 'text of an element with a pointer cursor' }],
        facts: ['a pointer cursor (the page makes it clickable)', ...(dropped ? [`"${dropped}" read as the kind of thing: the element does not say it`] : [])],
      };
    }
    return undefined;
  },
};
