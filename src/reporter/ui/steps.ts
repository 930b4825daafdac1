import { renderAiOperation } from './ai-step.js';
import { h } from './dom.js';
import { ms, pageLabel } from './format.js';
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
      h('span', { className: 'step-title' }, s.title, s.subtitle ? h('span', { className: 'muted step-sub', text: ` ${s.subtitle.startsWith('data:') ? pageLabel(s.subtitle) : s.subtitle}` }) : null),
      s.location ? h('span', { className: 'step-loc muted', text: `${s.location.file}:${s.location.line}` }) : null,
      h('span', { className: 'step-time muted', title: `started at +${ms(s.offset)}`, text: ms(s.duration) }),
    ];
    const hasBody = s.steps.length > 0 || (s.ai?.length ?? 0) > 0 || s.error !== undefined;
    const folds = s.category === 'ai' || s.category === 'check';
    const attrs = { className: `step ${folds ? s.category : ''} ${s.error !== undefined ? 'failed' : ''}`.replace(/\s+/g, ' ').trim(), 'data-category': s.category, 'data-key': key };
    if (!hasBody) return h('li', attrs, h('div', { className: 'step-head leaf' }, head));
    const details = h('details', { open: open.has(key) || undefined }, h('summary', { className: 'step-head' }, head),
      s.error !== undefined ? h('pre', { className: 'step-error', text: s.error }) : null,
      s.ai?.map(renderAiOperation),
      // An AI step's own Playwright calls (reading the page, the click; a check's assertion) are there, folded.
      s.steps.length && folds
        ? h('details', { className: 'ai-calls' }, h('summary', { className: 'muted', text: `${s.steps.length} Playwright call(s) inside this ${s.category === 'check' ? 'check' : 'AI step'}` }), list(s.steps, key))
        : s.steps.length ? list(s.steps, key) : null);
    return h('li', attrs, details);
  };
  return list(steps, '');
}

/**
 * Shows only the steps whose title holds every word of `query` (and the steps around them, opened);
 * an empty query shows them all again, as they were.
 */
export function filterSteps(tree: HTMLElement, query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const items = Array.from(tree.querySelectorAll('li.step')) as HTMLLIElement[];
  let shown = 0;
  // Children come after their parents in document order: walk backwards so a parent sees its children.
  const keep = new Set<HTMLLIElement>();
  for (let i = items.length - 1; i >= 0; i--) {
    const li = items[i]!;
    const title = li.querySelector(':scope > details > summary .step-title, :scope > .step-head .step-title')?.textContent?.toLowerCase() ?? '';
    const self = words.every((w) => title.includes(w));
    const child = (Array.from(li.querySelectorAll(':scope li.step')) as HTMLLIElement[]).some((c) => keep.has(c));
    if (!words.length || self || child) keep.add(li);
    li.hidden = !keep.has(li);
    if (words.length && child) {
      const details = li.querySelector(':scope > details') as HTMLDetailsElement | null;
      if (details) details.open = true;
      const calls = li.querySelector(':scope > details > .ai-calls') as HTMLDetailsElement | null;
      if (calls) calls.open = true;
    }
    if (!li.hidden && self) shown++;
  }
  return shown;
}
