import { codeView } from './ai-step.js';
import { h, type Child } from './dom.js';
import { facets, matches, searchText, statusOf, STATUS_FILTERS, TIER_FILTERS, type ViewState } from './filter.js';
import { costLabel, int, ms, percent, statusLabel, time, usd } from './format.js';
import type { UiReport, UiTestSummary } from './model.js';
import { zeroTokenShare } from './stats.js';

export interface SuiteView {
  root: HTMLElement;
  /** Applies the filters; returns the ids shown, in order. */
  apply(state: ViewState): string[];
}

function card(label: string, value: string, key: string, ...extra: Child[]): HTMLElement {
  return h('div', { className: 'card', 'data-total': key }, h('div', { className: 'value', text: value }), h('div', { className: 'label', text: label }), extra);
}

export function tierBreakdown(tiers: Record<string, number | undefined>): string {
  return Object.entries(tiers)
    .filter(([, n]) => n)
    .map(([tier, n]) => `${tier} ${n}`)
    .join(' · ');
}

export function renderHeader(report: UiReport): HTMLElement {
  const { run } = report;
  const runClass = run.status === 'passed' ? 'passed' : run.status === 'running' ? 'skipped' : 'failed';
  return h('header', null,
    h('a', { href: '#', className: 'home', text: 'actwright report' }),
    h('span', { className: `badge ${runClass}`, id: 'run-status', text: run.status }),
    h('span', { className: 'muted', text: `started ${time(run.startedAt)} · ${ms(run.duration)}` }));
}

function renderTotals(report: UiReport): HTMLElement {
  const t = report.totals;
  const models = Object.entries(t.costByModel).sort((a, b) => b[1] - a[1]);
  return h('section', { className: 'summary', 'aria-label': 'totals' },
    card('tests', int(t.tests), 'tests'),
    card('passed', int(t.passed), 'passed'),
    card('failed', int(t.failed), 'failed'),
    card('flaky', int(t.flaky), 'flaky'),
    card('skipped', int(t.skipped), 'skipped'),
    card('AI steps', int(t.ai.steps), 'aiSteps', h('div', { className: 'sub', text: tierBreakdown(t.ai.tiers) })),
    card('zero-token AI steps', percent(zeroTokenShare(t.ai)), 'zeroToken', h('div', { className: 'sub', text: `${int(t.ai.zeroToken)} of ${int(t.ai.steps)}` })),
    card('tokens in / out', `${int(t.tokens.input)} / ${int(t.tokens.output)}`, 'tokens'),
    card('cost (USD)', costLabel(t.tokens), 'cost',
      models.length ? h('div', { className: 'sub by-model' }, models.map(([m, c]) => h('div', { 'data-model': m, text: `${m}: ${usd(c)}` }))) : null,
      t.tokens.unpricedTokens ? h('div', { className: 'sub', text: `${int(t.tokens.unpricedTokens)} tokens with no price` }) : null),
    card('run time', ms(report.run.duration), 'duration'));
}

function select(id: string, label: string, values: readonly string[], allLabel: string, onChange: (v: string) => void, display = (v: string) => v): HTMLSelectElement {
  const el = h('select', { id, 'aria-label': label }, h('option', { value: '', text: allLabel }), values.map((v) => h('option', { value: v, text: display(v) })));
  el.addEventListener('change', () => onChange(el.value));
  return el;
}

/** The cached steps that healed in this run: where, why, and the code before and after (each with a copy button). */
function renderHealed(report: UiReport, navigate: (patch: Partial<ViewState>) => void): HTMLElement | null {
  const healed = report.healed ?? [];
  if (!healed.length) return null;
  return h('section', { className: 'healed-steps', id: 'healed-steps', 'aria-label': 'healed steps' },
    h('h2', { text: `Healed steps (${healed.length}): the page changed under a cached step; the cache now holds the new code` }),
    h('ol', null, healed.map((s) =>
      h('li', { className: 'healed-step', 'data-test': s.testId },
        h('a', { href: `#?test=${encodeURIComponent(s.testId)}`, text: s.titlePath.join(' › '), onclick: (e) => { e.preventDefault(); navigate({ test: s.testId, attempt: undefined }); } }),
        h('span', { className: 'muted loc', text: ` ${s.file}:${s.line}` }),
        s.instruction !== undefined ? h('div', null, h('span', { className: 'method', text: 'act' }), ' ', h('q', { text: s.instruction })) : null,
        h('div', { className: 'muted heal-reason', text: s.reason }),
        codeView(s.from, 'heal-from'),
        codeView(s.to, 'heal-to')))));
}

export function renderSuite(report: UiReport, navigate: (patch: Partial<ViewState>) => void): SuiteView {
  const tests = report.tests;
  const counts: Record<string, number> = { all: tests.length, passed: 0, failed: 0, flaky: 0, skipped: 0 };
  for (const t of tests) counts[statusOf(t)]!++;
  const { projects, files, tags } = facets(tests);

  const search = h('input', { type: 'search', id: 'search', placeholder: 'Search titles, files, tags, errors', 'aria-label': 'search' });
  let typing: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => navigate({ q: search.value.trim() }), 120);
  });
  const statusButtons = ['', ...STATUS_FILTERS].map((s) =>
    h('button', { type: 'button', 'data-filter': s || 'all', 'aria-pressed': 'false', text: `${s || 'all'} (${counts[s || 'all']})`, onclick: () => navigate({ status: s as ViewState['status'] }) }),
  );
  const tier = select('tier', 'AI tier', TIER_FILTERS, 'any tier', (v) => navigate({ tier: v as ViewState['tier'] }), (v) => (v === 'none' ? 'no AI steps' : `${v} tier`));
  const project = projects.length > 1 ? select('project', 'project', projects, 'all projects', (v) => navigate({ project: v }), (v) => v || '(default)') : null;
  const file = files.length > 1 ? select('file', 'file', files, 'all files', (v) => navigate({ file: v })) : null;
  const tag = tags.length ? select('tag', 'tag', tags, 'all tags', (v) => navigate({ tag: v })) : null;
  const filters = h('section', { className: 'filters', 'aria-label': 'filters' }, search, statusButtons, tier, project, file, tag);

  // With --repeat-each, every repeat of a test is labelled (the first one too).
  const repeatKey = (t: UiTestSummary) => [t.project, t.file, t.line, t.column, t.titlePath.join('\0')].join('\0');
  const seenKeys = new Map<string, number>();
  for (const t of tests) seenKeys.set(repeatKey(t), (seenKeys.get(repeatKey(t)) ?? 0) + 1);
  const repeated = (t: UiTestSummary) => t.repeatEachIndex > 0 || (seenKeys.get(repeatKey(t)) ?? 0) > 1;
  const rows = tests.map((t) => ({ test: t, text: searchText(t), row: row(t) }));
  const body = h('tbody', null, rows.map((r) => r.row));
  const table = h('table', { className: 'tests', id: 'tests', 'aria-label': 'tests' },
    h('thead', null, h('tr', null, ['', 'test', 'project', 'duration', 'AI steps', 'zero-token', 'tokens in / out', 'cost'].map((c) => h('th', { text: c })))),
    body);
  const shownCount = h('span', { className: 'muted', id: 'shown' });
  const empty = h('div', { className: 'empty', id: 'no-match', hidden: true, text: tests.length ? 'No test matches the filters.' : 'This run has no tests.' });
  const errors = report.run.reporterErrors.length
    ? h('section', { className: 'reporter-errors', id: 'reporter-errors' }, report.run.reporterErrors.map((e) => h('pre', { text: `reporter: ${e}` })))
    : null;
  const root = h('main', { id: 'suite' }, renderTotals(report), errors, renderHealed(report, navigate), filters, h('div', { className: 'list-head' }, shownCount), table, empty);

  return {
    root,
    apply(state) {
      if (document.activeElement !== search) search.value = state.q;
      for (const b of statusButtons) b.setAttribute('aria-pressed', String((b.dataset.filter === 'all' ? '' : b.dataset.filter) === state.status));
      tier.value = state.tier;
      if (project) project.value = state.project;
      if (file) file.value = state.file;
      if (tag) tag.value = state.tag;
      const ids: string[] = [];
      for (const r of rows) {
        const ok = matches(r.test, state, r.text);
        r.row.hidden = !ok;
        if (ok) ids.push(r.test.id);
      }
      shownCount.textContent = `${ids.length} of ${tests.length} tests`;
      empty.hidden = ids.length > 0;
      return ids;
    },
  };

  function row(t: UiTestSummary): HTMLTableRowElement {
    const status = statusOf(t);
    const last = t.attempts.at(-1);
    const href = `#?test=${encodeURIComponent(t.id)}`;
    return h('tr', { className: `test-row ${status}`, 'data-id': t.id, 'data-status': status },
      h('td', null, h('span', { className: `badge ${status === 'failed' && last?.status === 'timedOut' ? 'timedOut' : status}`, text: status === 'failed' && last ? statusLabel[last.status] ?? status : status })),
      h('td', { className: 'title-cell' },
        h('a', { href, className: 'title', text: t.titlePath.join(' › '), onclick: (e) => { e.preventDefault(); navigate({ test: t.id, attempt: undefined }); } }),
        t.attempts.length > 1 ? h('span', { className: 'badge retry', text: `${t.attempts.length} attempts` }) : null,
        repeated(t) ? h('span', { className: 'badge repeat', text: `repeat ${t.repeatEachIndex + 1}` }) : null,
        t.tags.map((tg) => h('span', { className: 'tag', text: tg })),
        h('div', { className: 'muted loc', text: `${t.file}:${t.line}` }),
        t.error ? h('div', { className: 'row-error', text: t.error }) : null),
      h('td', { className: 'muted', text: t.project }),
      h('td', { className: 'num', text: ms(t.duration) }),
      h('td', { className: 'num ai-steps', title: tierBreakdown(t.ai.tiers), text: t.ai.steps ? `${t.ai.steps}` : '' }),
      h('td', { className: 'num zero-token', text: t.ai.steps ? percent(zeroTokenShare(t.ai)) : '' }),
      h('td', { className: 'num tokens', text: t.tokens.input + t.tokens.output ? `${int(t.tokens.input)} / ${int(t.tokens.output)}` : '' }),
      h('td', { className: 'num cost', title: Object.entries(t.costByModel).map(([m, c]) => `${m}: ${usd(c)}`).join('\n') || undefined, text: t.ai.steps ? costLabel(t.tokens) : '' }));
  }
}
