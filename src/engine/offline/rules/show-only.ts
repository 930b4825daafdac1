import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { nameScore } from '../score.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a filter is drawn as: a link or button of a filter bar, a tab, a radio or an option of a segmented control. */
const FILTER_ROLES = new Set(['link', 'button', 'tab', 'radio', 'menuitemradio', 'option']);
const SHOW_WORDS = new Set(['show', 'display']);

/**
 * The filter a step names: "show only completed todos" → "completed" (the plural noun after it
 * names the things shown, not the filter), "display active items only" → "active".
 */
function filterNames(form: StepForm): string[] | undefined {
  if (form.verb !== 'open' || !SHOW_WORDS.has(form.said.toLowerCase()) || !form.target || form.scope || form.value !== undefined) return undefined;
  const words = normalize(form.target.raw).split(' ').filter(Boolean);
  const only = words[0] === 'only' ? words.slice(1) : words.at(-1) === 'only' ? words.slice(0, -1) : undefined;
  if (!only?.length || only.length > 4) return undefined;
  const names = [only.join(' ')];
  // "completed todos": the last word, a plural noun, says what is listed.
  if (only.length > 1 && /^\p{L}{3,}s$/u.test(only.at(-1)!)) names.push(only.slice(0, -1).join(' '));
  return names;
}

/**
 * "show only completed todos", "display active items only": a filter bar's control (a link,
 * button, tab, radio or option) named exactly what the step keeps. Only with "only": "show X"
 * alone may open or reveal X, and is left to the name rules.
 */
export const showOnly: WidgetRule = {
  info: {
    name: 'show-only',
    does: '"show only X" clicks the filter named X: the one link, button, tab, radio or option named exactly so.',
    when: '"show only completed todos", "display active items only": a show/display/view step whose target says "only"; a plural noun after the filter\'s name ("todos", "items") names what is listed.',
    evidence: 'Exactly one enabled control of those roles is named the filter\'s words exactly (the words as said first, then without the plural noun).',
    example: {
      html: '<ul><li>Buy milk</li></ul><a href="#/">All</a> <a href="#/active">Active</a> <a href="#/completed">Completed</a> <button>Clear completed</button>',
      step: 'show only completed items',
      action: 'click link "Completed"',
    },
  },
  applies: (form, kind) => kind === 'act' && filterNames(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    for (const name of filterNames(form)!) {
      const named: SnapshotNode[] = ctx.index.order.filter((n) => n.ref && FILTER_ROLES.has(n.role) && nameScore(name, n.name ?? '', true) === 1);
      if (!named.length) continue;
      if (named.length > 1) return { handover: `${named.length} controls are named "${name}": say which ("the ${name} link in the footer")`, near: true };
      const node = named[0]!;
      if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
      const method = node.role === 'radio' || node.role === 'menuitemradio' ? 'check' : 'click';
      return {
        actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }],
        candidates: [{ role: node.role, name: node.name ?? '', score: 1 }],
        facts: [`the filter named "${name}"`],
      };
    }
    return undefined;
  },
};
