import { clear, h } from './dom.js';
import { neighbours, parseHash, toHash, type ViewState } from './filter.js';
import { loadDetail } from './loader.js';
import type { UiReport } from './model.js';
import { renderHeader, renderSuite } from './suite-view.js';
import { renderAttempt, renderAttemptTabs, renderTestHead } from './test-view.js';

/**
 * Served, the report is first opened with the server's token in its URL (`?token=…`), which the
 * server exchanged for a cookie: the token leaves the address bar and the history entry at once.
 */
function forgetToken(): void {
  const params = new URLSearchParams(location.search);
  if (!params.has('token')) return;
  params.delete('token');
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

/** The report page: the suite list, and a test's page when the URL names one. All state is in the hash. */
function boot(): void {
  forgetToken();
  const dataElement = document.getElementById('actwright-data');
  const app = document.getElementById('app')!;
  clear(app);
  const report = JSON.parse(dataElement?.textContent ?? 'null') as UiReport;
  const byId = new Map(report.tests.map((t) => [t.id, t]));
  let state = parseHash(location.hash);

  const navigate = (patch: Partial<ViewState>) => {
    const next = { ...state, ...patch };
    const hash = toHash(next);
    if (hash === (location.hash || '#')) render(next);
    else location.hash = hash;
  };
  const suite = renderSuite(report, navigate);
  const testPane = h('main', { id: 'test', hidden: true });
  app.append(renderHeader(report), suite.root, testPane);
  let shownIds: string[] = [];
  let renderToken = 0;

  function render(next: ViewState): void {
    const filtersChanged = !shownIds.length || ['q', 'status', 'tier', 'project', 'file', 'tag'].some((k) => state[k as keyof ViewState] !== next[k as keyof ViewState]);
    state = next;
    if (filtersChanged || !shownIds.length) shownIds = suite.apply(state);
    const test = state.test ? byId.get(state.test) : undefined;
    suite.root.hidden = !!test;
    testPane.hidden = !test;
    if (!test) {
      document.title = 'actwright report';
      return;
    }
    document.title = `${test.title} · actwright report`;
    const token = ++renderToken;
    const nav = { ...neighbours(shownIds, test.id), position: shownIds.indexOf(test.id) + 1, count: shownIds.length, go: navigate };
    clear(testPane);
    const body = h('div', { className: 'attempt-body' }, h('div', { className: 'muted loading', text: 'Loading…' }));
    testPane.append(renderTestHead(test, nav), body);
    window.scrollTo(0, 0);
    loadDetail(test.id, test.chunk).then(
      (detail) => {
        if (token !== renderToken) return;
        const index = Math.min(state.attempt ?? detail.attempts.length - 1, detail.attempts.length - 1);
        clear(body);
        const tabs = renderAttemptTabs(detail, index, (i) => navigate({ attempt: i }));
        body.append(...[tabs, renderAttempt(detail.attempts[index]!)].filter((x): x is HTMLElement => x !== null));
        testPane.dataset.loaded = test.id;
      },
      (error: Error) => {
        if (token !== renderToken) return;
        clear(body);
        body.append(h('pre', { className: 'load-error', text: error.message }));
      },
    );
  }

  window.addEventListener('hashchange', () => render(parseHash(location.hash)));
  document.addEventListener('keydown', (e) => {
    if (!state.test || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.metaKey || e.ctrlKey || e.altKey) return;
    const nav = neighbours(shownIds, state.test);
    if (e.key === 'j' && nav.next) navigate({ test: nav.next, attempt: undefined });
    else if (e.key === 'k' && nav.prev) navigate({ test: nav.prev, attempt: undefined });
    else if (e.key === 'Escape') navigate({ test: '', attempt: undefined });
  });
  shownIds = [];
  render(state);
  document.documentElement.dataset.ready = '1';
  (window as unknown as { __actwrightReadyAt: number }).__actwrightReadyAt = performance.now();
}

boot();
