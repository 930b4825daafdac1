import type { SnapshotNode } from '../../snapshot/index.js';
import { normalize } from '../text.js';
import { nameWords } from './name-prefix.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const ARROW_ROLES: ReadonlySet<string> = new Set(['button', 'link']);

/** Words for an arrow control. */
const ARROW_WORDS: ReadonlySet<string> = new Set(['arrow', 'chevron', 'caret']);

/** Directions as steps say them → the words a control's name starts with, and the signs it may be. */
const DIRECTIONS: readonly { said: ReadonlySet<string>; names: ReadonlySet<string>; signs: ReadonlySet<string> }[] = [
  { said: new Set(['right', 'next', 'forward']), names: new Set(['next', 'forward']), signs: new Set(['›', '»', '→', '>', '▶', '⟩']) },
  { said: new Set(['left', 'previous', 'prev', 'back', 'backward']), names: new Set(['previous', 'prev', 'back', 'backward']), signs: new Set(['‹', '«', '←', '<', '◀', '⟨']) },
];

/**
 * "click the right arrow", "the next arrow in Testimonials", "the Next week arrow": carousels,
 * calendars and pagers draw their next/previous controls as arrows and name them "Next slide",
 * "Previous month" (or only a sign, "›"). The direction the step says (right, next; left,
 * previous) names the one control in the scope whose name starts with that direction.
 */
export const arrowDirection: WidgetRule = {
  fallback: true,
  info: {
    name: 'arrow-direction',
    does: 'An arrow named by its direction ("click the right arrow", "the next arrow in Testimonials"): the one button or link whose name starts with next/previous (or is an arrow sign) in the scope.',
    when: 'The target is an arrow (arrow, chevron, caret) with a direction word (right, next, forward; left, previous, back), and no control is named so.',
    evidence: 'Exactly one button or link in the scope whose name starts with a word of that direction (and the step\'s other words, "Next week"), or is an arrow sign of it; a disabled one is handed over.',
    example: {
      html: '<h2>Reviews</h2><button aria-label="Previous slide">‹</button><button aria-label="Next slide">›</button><h2>March 2026</h2><button aria-label="Previous month">‹</button><button aria-label="Next month">›</button>',
      step: 'click the next arrow in Reviews',
      action: 'click button "Next slide"',
    },
  },
  applies: (form, kind) => (form.verb === 'click' || (form.verb === 'find' && kind === 'observe')) && form.frame === 'target' && !!form.target && form.target.ordinal === undefined && normalize(form.target.whole ?? form.target.raw).split(' ').some((w) => ARROW_WORDS.has(w)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const words = normalize(form.target!.whole ?? form.target!.raw).split(' ').filter((w) => w && !ARROW_WORDS.has(w) && w !== 'button' && w !== 'icon');
    const direction = DIRECTIONS.find((d) => words.some((w) => d.said.has(w)));
    if (!direction) return undefined;
    // "the Next week arrow": the step's other words must be in the name too.
    const others = words.filter((w) => !direction.said.has(w));
    const nodes = nodesInScope(form.scope, ctx.index, 'click', { name: '', exact: false, roles: [...ARROW_ROLES] });
    if ('handover' in nodes) return undefined;
    const pointing = nodes.filter((n: SnapshotNode) => {
      if (!n.ref || !ARROW_ROLES.has(n.role) || !n.name) return false;
      const name = nameWords(n.name).split(' ');
      if (direction.signs.has(n.name.trim())) return !others.length;
      return direction.names.has(name[0] ?? '') && others.every((w) => name.includes(w));
    });
    if (!pointing.length) return undefined;
    if (pointing.length > 1) return { handover: `${pointing.length} controls point ${[...direction.names][0]} (${pointing.slice(0, 4).map(said).join(', ')}): say where ("the ${[...direction.names][0]} arrow in the … section")`, near: true };
    const node = pointing[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled: there is nothing that way`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
      candidates: pointing.map((n) => ({ role: n.role, name: n.name ?? '', score: 1, why: `points ${[...direction.names][0]}` })),
      facts: [`direction "${[...direction.names][0]}"`],
    };
  },
};
