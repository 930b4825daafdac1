import { renderAiOperation } from './ai-step.js';
import { h } from './dom.js';
import { ms } from './format.js';
import type { UiStep } from './model.js';
import { categoryLabel, initiallyOpen } from './tree.js';

/** The attempt's step tree: hooks, fixtures, API calls, expects and AI steps, nested as Playwright ran them. */
export function renderSteps(steps: readonly UiStep[]): HTMLElement {
  const open = initiallyOpen(steps);
  const list = (items: readonly UiStep[], prefix: string): HTMLElement =>
    h('ul', { className: 'steps' }, items.map((s, i) => item(s, prefix ? `${prefix}.${i}` : String(i))));
  const item = (s: UiStep, key: string): HTMLElement => {
    const label = categoryLabel(s.category);
    const head = [
      h('span', { className: `step-icon ${s.error !== undefined ? 'failed' : 'ok'}`, text: s.error !== undefined ? '✕' : '✓' }),
      label ? h('span', { className: `cat cat-${s.category.replace(/[^a-z]/g, '')}`, text: label }) : null,
      h('span', { className: 'step-title' }, s.title, s.subtitle ? h('span', { className: 'muted step-sub', text: ` ${s.subtitle}` }) : null),
      s.location ? h('span', { className: 'step-loc muted', text: `${s.location.file}:${s.location.line}` }) : null,
      h('span', { className: 'step-time muted', title: `started at +${ms(s.offset)}`, text: ms(s.duration) }),
    ];
    const hasBody = s.steps.length > 0 || (s.ai?.length ?? 0) > 0 || s.error !== undefined;
    const attrs = { className: `step ${s.category === 'ai' ? 'ai' : ''} ${s.error !== undefined ? 'failed' : ''}`.trim(), 'data-category': s.category, 'data-key': key };
    if (!hasBody) return h('li', attrs, h('div', { className: 'step-head leaf' }, head));
    const details = h('details', { open: open.has(key) || undefined }, h('summary', { className: 'step-head' }, head),
      s.error !== undefined ? h('pre', { className: 'step-error', text: s.error }) : null,
      s.ai?.map(renderAiOperation),
      // An AI step's own Playwright calls (reading the page, the click) are there, folded.
      s.steps.length && s.category === 'ai'
        ? h('details', { className: 'ai-calls' }, h('summary', { className: 'muted', text: `${s.steps.length} Playwright call(s) inside this AI step` }), list(s.steps, key))
        : s.steps.length ? list(s.steps, key) : null);
    return h('li', attrs, details);
  };
  return list(steps, '');
}
