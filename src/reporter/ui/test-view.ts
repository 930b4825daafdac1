import { h, type Child } from './dom.js';
import { statusOf } from './filter.js';
import { bytes, costLabel, int, ms, percent, statusLabel, time, usd } from './format.js';
import type { UiAttachment, UiAttempt, UiError, UiTestDetail, UiTestSummary } from './model.js';
import { filterSteps, renderSteps } from './steps.js';
import { zeroTokenShare } from './stats.js';
import { tierBreakdown } from './suite-view.js';

/** Where Playwright's trace viewer is served by `actwright show-report` / `serve`. */
export const TRACE_VIEWER_PATH = 'trace/index.html';

export interface TestNav {
  prev?: string;
  next?: string;
  position: number;
  count: number;
  go(patch: { test?: string; attempt?: number | undefined }): void;
}

/** A URL that opens Playwright's trace viewer on a trace file, or undefined from file:// (no server). */
export function traceViewerUrl(tracePath: string, page: Location = location): string | undefined {
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return undefined;
  const trace = new URL(tracePath, page.href).href;
  return `${new URL(TRACE_VIEWER_PATH, page.href).href}?trace=${encodeURIComponent(trace)}`;
}

export function renderTestHead(t: UiTestSummary, nav: TestNav): HTMLElement {
  const status = statusOf(t);
  return h('section', { className: 'test-head' },
    h('nav', { className: 'test-nav' },
      h('a', { href: '#', id: 'back', text: '← all tests', onclick: (e) => { e.preventDefault(); nav.go({ test: '', attempt: undefined }); } }),
      h('button', { type: 'button', id: 'prev', disabled: !nav.prev || undefined, title: 'previous test (k)', text: '‹ previous', onclick: () => nav.prev && nav.go({ test: nav.prev, attempt: undefined }) }),
      h('span', { className: 'muted', id: 'position', text: nav.position ? `${nav.position} of ${nav.count}` : 'not in the filtered list' }),
      h('button', { type: 'button', id: 'next', disabled: !nav.next || undefined, title: 'next test (j)', text: 'next ›', onclick: () => nav.next && nav.go({ test: nav.next, attempt: undefined }) })),
    h('h1', { className: 'test-title' }, h('span', { className: `badge ${status}`, text: status === 'failed' && t.status === 'timedOut' ? 'timed out' : status }), ' ', t.titlePath.join(' › ')),
    h('div', { className: 'muted test-meta' },
      h('span', { className: 'loc', text: `${t.file}:${t.line}:${t.column}` }),
      t.project ? h('span', { text: ` · project ${t.project}` }) : null,
      t.repeatEachIndex ? h('span', { className: 'repeat', text: ` · repeat ${t.repeatEachIndex + 1}` }) : null,
      t.tags.length ? h('span', { text: ` · ${t.tags.join(' ')}` }) : null,
      h('span', { text: ` · ${ms(t.duration)}` })),
    t.ai.steps
      ? h('div', { className: 'test-ai' },
          h('span', { text: `${t.ai.steps} AI step(s): ${tierBreakdown(t.ai.tiers)}` }),
          h('span', { text: ` · zero-token ${percent(zeroTokenShare(t.ai))}` }),
          h('span', { text: ` · tokens ${int(t.tokens.input)} / ${int(t.tokens.output)}` }),
          h('span', { className: 'cost', text: ` · ${costLabel(t.tokens)}` }),
          Object.keys(t.costByModel).length ? h('span', { text: ` (${Object.entries(t.costByModel).map(([m, c]) => `${m} ${usd(c)}`).join(', ')})` }) : null)
      : null);
}

function attemptLabel(a: UiAttempt): string {
  return `${a.retry === 0 ? 'run' : `retry #${a.retry}`} · ${statusLabel[a.status] ?? a.status}`;
}

const tabLabel = (a: UiAttempt) => `${attemptLabel(a)} · ${ms(a.duration)}`;

export function renderAttemptTabs(detail: UiTestDetail, selected: number, go: (attempt: number) => void): HTMLElement | null {
  if (detail.attempts.length < 2) return null;
  return h('div', { className: 'tabs', role: 'tablist' },
    detail.attempts.map((a, i) =>
      h('button', { type: 'button', role: 'tab', className: `tab ${a.status}`, 'aria-selected': String(i === selected), 'data-retry': a.retry, text: tabLabel(a), onclick: () => go(i) })));
}

function codeFrame(e: UiError): Child {
  const f = e.frame;
  if (!f) return null;
  const width = String(f.lines.at(-1)?.n ?? 0).length;
  return h('div', { className: 'code-frame', 'data-file': f.file, 'data-line': f.line },
    h('div', { className: 'frame-file', text: `${f.file}:${f.line}` }),
    h('pre', null, f.lines.map((l) => {
      const here = l.n === f.line;
      return h('div', { className: here ? 'frame-line here' : 'frame-line' },
        h('span', { className: 'gutter', text: `${here ? '>' : ' '} ${String(l.n).padStart(width)} | ` }),
        l.text,
        here && f.column > 0 ? h('div', { className: 'caret' }, h('span', { className: 'gutter', text: `  ${' '.repeat(width)} | ` }), `${' '.repeat(Math.max(0, f.column - 1))}^`) : null);
    })));
}

export function renderError(e: UiError): HTMLElement {
  return h('div', { className: 'test-error' },
    h('pre', { className: 'error-message', text: e.message }),
    codeFrame(e),
    e.stack ? h('details', { className: 'stack' }, h('summary', { text: 'stack' }), h('pre', { text: e.stack })) : null);
}

const RASTER_IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** A cloud session's link, only when it is a web address (a `javascript:` URL in a replay is data). */
export function webUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function renderAttachment(a: UiAttachment): HTMLElement {
  const name = h('span', { className: 'att-name', text: a.name });
  const size = a.size !== undefined ? h('span', { className: 'muted', text: ` ${bytes(a.size)}` }) : null;
  const kind = a.contentType.split('/')[0];
  if (a.text !== undefined) return h('div', { className: 'attachment text', 'data-name': a.name }, name, size, h('pre', { text: a.text }));
  if (!a.path) return h('div', { className: 'attachment missing', 'data-name': a.name }, name, h('span', { className: 'muted', text: ' (file not found when the report was written)' }));
  if (a.name === 'trace' || a.contentType === 'application/zip') {
    const viewer = traceViewerUrl(a.path);
    return h('div', { className: 'attachment trace', 'data-name': a.name }, name, size, ' ',
      viewer
        ? h('a', { className: 'button view-trace', href: viewer, target: '_blank', rel: 'noopener', text: 'View trace' })
        : h('span', { className: 'button disabled view-trace', title: 'The trace viewer needs the report served over HTTP', text: 'View trace: run npx actwright show-report' }),
      ' ', h('a', { href: a.path, download: '', text: 'download' }));
  }
  // An <img> never runs script, but the same file opened as a page would (an SVG): only raster
  // images open in a tab. Served, anything else is downloaded (and the server sandboxes it).
  // From file://, Chromium ignores `download` and opens the file as a page in the report's own
  // file: origin: a file that can hold script gets no link there, only where it is.
  const inert = !mayRunScript(a);
  const served = traceViewerUrl('.') !== undefined;
  if (kind === 'image') {
    const img = h('img', { src: a.path, alt: a.name, loading: 'lazy' });
    const shown = inert && RASTER_IMAGES.has(a.contentType.split(';')[0]!.trim().toLowerCase())
      ? h('a', { href: a.path, target: '_blank', rel: 'noopener' }, img)
      : served ? h('a', { href: a.path, download: '' }, img) : img;
    return h('div', { className: 'attachment image', 'data-name': a.name }, name, size, shown, inert || served ? null : notLinked(a.path));
  }
  if (kind === 'video') return h('div', { className: 'attachment video', 'data-name': a.name }, name, size, h('video', { src: a.path, controls: true, preload: 'metadata' }));
  if (!inert && !served) return h('div', { className: 'attachment file', 'data-name': a.name }, name, size, notLinked(a.path));
  return h('div', { className: 'attachment file', 'data-name': a.name }, h('a', { href: a.path, download: '', text: a.name }), size);
}

/** Where a file that is not linked is, for the reader to open knowingly. */
const notLinked = (path: string) =>
  h('div', { className: 'muted not-linked', text: `not linked from a file:// report (it may hold script): ${path} in the report folder, or open the report with npx actwright show-report` });

/** Types a browser runs script in when it opens the file as a page. */
const ACTIVE_TYPES = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/xml|text\/xml|text\/xsl|application\/xslt\+xml|multipart\/related|message\/rfc822)/i;
const ACTIVE_EXTENSIONS = /\.(html?|xht(ml)?|svgz?|xml|xslt?|mht(ml)?|shtml)$/i;

export function mayRunScript(a: Pick<UiAttachment, 'contentType' | 'path'>): boolean {
  return ACTIVE_TYPES.test(a.contentType.trim()) || ACTIVE_EXTENSIONS.test(a.path ?? '');
}

function stepsSection(a: UiAttempt): HTMLElement {
  if (!a.steps.length) return h('section', { className: 'steps-section', 'aria-label': 'steps' }, h('h2', { text: 'Steps' }), h('div', { className: 'muted', text: 'No steps.' }));
  const tree = renderSteps(a.steps);
  const filter = h('input', { type: 'search', id: 'step-filter', placeholder: 'Filter steps', 'aria-label': 'filter steps' });
  filter.addEventListener('input', () => filterSteps(tree, filter.value.trim()));
  return h('section', { className: 'steps-section', 'aria-label': 'steps' }, h('h2', { text: 'Steps' }), filter, tree);
}

function cloudLink(url: string | undefined): Child {
  if (!url) return null;
  const href = webUrl(url);
  return href
    ? [' · ', h('a', { href, target: '_blank', rel: 'noopener noreferrer', text: 'cloud session' })]
    : [' · ', h('span', { className: 'muted cloud-url', title: 'not a web address: shown, not linked', text: `cloud session ${url}` })];
}

export function renderAttempt(a: UiAttempt): HTMLElement {
  const traces = a.attachments.filter((x) => x.name === 'trace');
  const others = [...a.attachments.filter((x) => x.name !== 'trace')];
  // Failure screenshots first: what the page looked like is what a reader reaches for.
  others.sort((x, y) => Number(y.contentType.startsWith('image/')) - Number(x.contentType.startsWith('image/')));
  return h('div', { className: 'attempt', 'data-retry': a.retry, 'data-status': a.status },
    h('div', { className: 'muted attempt-meta', text: `${attemptLabel(a)} · started ${time(a.startedAt)} · ${ms(a.duration)} · worker ${a.workerIndex}` }),
    a.annotations.length ? h('ul', { className: 'annotations' }, a.annotations.map((n) => h('li', { text: `${n.type}${n.description ? `: ${n.description}` : ''}` }))) : null,
    a.errors.length ? h('section', { className: 'errors', 'aria-label': 'errors' }, h('h2', { text: 'Errors' }), a.errors.map(renderError)) : null,
    traces.length ? h('section', { className: 'traces', 'aria-label': 'traces' }, h('h2', { text: 'Trace' }), traces.map(renderAttachment)) : null,
    stepsSection(a),
    others.length ? h('section', { className: 'attachments', 'aria-label': 'attachments' }, h('h2', { text: 'Attachments' }), others.map(renderAttachment)) : null,
    a.sessions.length
      ? h('section', { className: 'sessions', 'aria-label': 'sessions' }, h('h2', { text: 'Replays' }),
          a.sessions.map((s) => h('div', { className: 'session', 'data-session': s.sessionId },
            h('a', { href: s.file, text: s.sessionId }), h('span', { className: 'muted', text: ` · ${s.env}` }),
            cloudLink(s.cloudSessionURL))))
      : null,
    a.stdout.length ? h('details', { className: 'output' }, h('summary', { text: `stdout (${a.stdout.length} lines)` }), h('pre', { text: a.stdout.join('\n') })) : null,
    a.stderr.length ? h('details', { className: 'output' }, h('summary', { text: `stderr (${a.stderr.length} lines)` }), h('pre', { text: a.stderr.join('\n') })) : null);
}
