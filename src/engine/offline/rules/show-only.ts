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
 * names the things shown, not the filter), "display active items only" → "active". Without
 * "only" ("show the closed issues"): the words before a plural noun, which only a filter that
 * keeps a state (a toggle button, a tab, a radio) is named by (`stateful`).
 */
function filterNames(form: StepForm): { names: string[]; stateful: boolean } | undefined {
  if (form.verb !== 'open' || !SHOW_WORDS.has(form.said.toLowerCase()) || !form.target || form.scope || form.value !== undefined) return undefined;
  const words = normalize(form.target.raw).split(' ').filter(Boolean);
  const only = words[0] === 'only' ? words.slice(1) : words.at(-1) === 'only' ? words.slice(0, -1) : undefined;
  if (!only) {
    // "show the closed issues", "show archived projects": a filter's word or two, then what is listed.
    const plain = words[0] === 'the' || words[0] === 'all' ? words.slice(1) : words;
    if (plain.length < 2 || plain.length > 3 || !/^\p{L}{3,}s$/u.test(plain.at(-1)!)) return undefined;
    return { names: [plain.slice(0, -1).join(' ')], stateful: true };
  }
  if (!only.length || only.length > 4) return undefined;
  const names = [only.join(' ')];
  // "completed todos": the last word, a plural noun, says what is listed.
  if (only.length > 1 && /^\p{L}{3,}s$/u.test(only.at(-1)!)) names.push(only.slice(0, -1).join(' '));
  return { names, stateful: false };
}

/**
 * A filter's name less the count and the sign it shows beside its words: "✓ 3 Closed" is
 * "closed", "Open (8)" "open", "Drafts 12" "drafts". Only whole numbers at either end are left out.
 */
export function nameWithoutCount(name: string): string {
  const words = normalize(name.replace(/^[^\p{L}\p{N}]+/u, '')).split(' ').filter(Boolean);
  const isCount = (w: string | undefined) => !!w && /^\d[\d,]*$/.test(w);
  while (words.length > 1 && isCount(words[0])) words.shift();
  while (words.length > 1 && isCount(words.at(-1))) words.pop();
  return words.join(' ');
}

/** Roles of a filter that keeps its state, which "show the X items" (no "only") may name. */
const STATEFUL_ROLES = new Set(['tab', 'radio', 'menuitemradio']);

/**
 * "show only completed todos", "display active items only": a filter bar's control (a link,
 * button, tab, radio or option) named exactly what the step keeps. Only with "only": "show X"
 * alone may open or reveal X, and is left to the name rules.
 */
export const showOnly: WidgetRule = {
  info: {
    name: 'show-only',
    does: '"show only X" clicks the filter named X: the one link, button, tab, radio or option named exactly so (or so less the count it shows, "✓ 3 Closed"); "show the X items" likewise where that filter keeps its state (a toggle button, a tab, a radio).',
    when: '"show only completed todos", "display active items only": a show/display/view step whose target says "only"; a plural noun after the filter\'s name ("todos", "items") names what is listed. "show the closed issues": no "only", a word or two and a plural noun.',
    evidence: 'Exactly one enabled control of those roles is named the filter\'s words exactly (the words as said first, then without the plural noun), else so less a count at either end. Without "only": that control is a toggle button (aria-pressed, read from the page), a tab or a radio, not on already; a toggle button is pressed after.',
    example: {
      html: '<ul><li>Buy milk</li></ul><a href="#/">All</a> <a href="#/active">Active</a> <a href="#/completed">Completed</a> <button>Clear completed</button>',
      step: 'show only completed items',
      action: 'click link "Completed"',
    },
  },
  applies: (form, kind) => kind === 'act' && filterNames(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { names, stateful } = filterNames(form)!;
    for (const name of names) {
      // The name as shown, else less its count ("✓ 3 Closed").
      let named: SnapshotNode[] = ctx.index.order.filter((n) => n.ref && FILTER_ROLES.has(n.role) && nameScore(name, n.name ?? '', true) === 1);
      if (!named.length) named = ctx.index.order.filter((n) => n.ref && FILTER_ROLES.has(n.role) && !!n.name && nameScore(name, nameWithoutCount(n.name), true) === 1);
      if (!named.length) continue;
      if (named.length > 1) return { handover: `${named.length} controls are named "${name}": say which ("the ${name} link in the footer")`, near: true };
      const node = named[0]!;
      if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
      const method = node.role === 'radio' || node.role === 'menuitemradio' ? 'check' : 'click';
      if (stateful) {
        // No "only": the control must keep the filter as a state (aria-pressed, a tab, a radio), read from the page.
        let pressed: boolean | undefined;
        if (node.role === 'button') {
          const before = ctx.book.misses;
          pressed = node.pressed === true ? true : ctx.book.facts(node)?.pressed;
          if (ctx.book.misses > before) return { handover: `reading whether ${said(node)} is a filter that stays pressed`, near: true };
          if (pressed === undefined) return undefined;
        } else if (!STATEFUL_ROLES.has(node.role)) return undefined;
        const on = pressed ?? (node.role === 'tab' ? node.selected : node.checked === true);
        if (on === true) return { handover: `${said(node)} is on already: the ${name} ones are shown`, near: true };
        return {
          actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}`, ...(node.role === 'button' ? { effect: { checked: true } } : {}) }],
          candidates: [{ role: node.role, name: node.name ?? '', score: 1 }],
          facts: [`the filter named "${name}"${nameWithoutCount(node.name ?? '') !== normalize(node.name ?? '') ? ' (less its count)' : ''}`, node.role === 'button' ? `${said(node)} aria-pressed=false` : `${said(node)} not selected`],
        };
      }
      return {
        actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }],
        candidates: [{ role: node.role, name: node.name ?? '', score: 1 }],
        facts: [`the filter named "${name}"`],
      };
    }
    return undefined;
  },
};
