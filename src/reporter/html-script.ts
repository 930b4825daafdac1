/**
 * Script of the HTML report, run in the browser. Plain JavaScript in a string (no template
 * literals inside) so that no bundler or transpiler helper can leak into it. It builds the DOM
 * with textContent only.
 */
export const REPORT_SCRIPT = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('actwright-data').textContent);
  var index = data.index, sessions = data.sessions, images = data.images;
  var app = document.getElementById('app');

  function h(tag, attrs) {
    var el = document.createElement(tag);
    for (var key in attrs || {}) {
      var v = attrs[key];
      if (v === undefined || v === null || v === false) continue;
      if (key === 'text') el.textContent = String(v);
      else if (key === 'className') el.className = v;
      else if (key.slice(0, 2) === 'on') el.addEventListener(key.slice(2), v);
      else el.setAttribute(key, String(v));
    }
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i];
      if (child === undefined || child === null || child === false) continue;
      if (Array.isArray(child)) child.forEach(function (c) { if (c) el.appendChild(c); });
      else el.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    }
    return el;
  }
  function ms(n) {
    if (n === undefined || n === null) return '';
    return n < 1000 ? Math.round(n) + ' ms' : (n / 1000).toFixed(2) + ' s';
  }
  function usd(n) {
    if (!n) return '$0';
    var s = n.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
    return '$' + (s === '0' ? n.toExponential(2) : s);
  }
  function int(n) { return (n || 0).toLocaleString('en-US'); }
  function time(epoch) { return new Date(epoch).toISOString().replace('T', ' ').replace('Z', ' UTC'); }
  function json(v) { return JSON.stringify(v, null, 2); }
  function isEmpty(o) { return !o || (typeof o === 'object' && Object.keys(o).length === 0); }
  function statusClass(t) { return t.outcome === 'flaky' && t.status === 'passed' ? 'flaky' : t.status; }
  function bucket(t) {
    if (t.status === 'skipped') return 'skipped';
    if (t.outcome === 'flaky') return 'flaky';
    return t.status === 'passed' ? 'passed' : 'failed';
  }

  var totals = index.totals, run = index.run;
  function card(label, value, key) {
    return h('div', { className: 'card', 'data-total': key }, h('div', { className: 'value', text: value }), h('div', { className: 'label', text: label }));
  }
  app.appendChild(h('header', null,
    h('h1', { text: 'actwright report' }),
    h('span', { className: 'badge ' + (run.status === 'passed' ? 'passed' : run.status === 'running' ? 'skipped' : 'failed'), id: 'run-status', text: run.status }),
    h('span', { className: 'muted', text: 'started ' + time(run.startedAt) + ' \u00b7 ' + ms(run.duration) })));
  app.appendChild(h('section', { className: 'summary', 'aria-label': 'summary' },
    card('tests', int(totals.tests), 'tests'),
    card('passed', int(totals.passed), 'passed'),
    card('failed', int(totals.failed), 'failed'),
    card('flaky', int(totals.flaky), 'flaky'),
    card('skipped', int(totals.skipped), 'skipped'),
    card('sessions', int(totals.sessions), 'sessions'),
    card('actions', int(totals.actions), 'actions'),
    card('input tokens', int(totals.tokens.inputTokens), 'inputTokens'),
    card('output tokens', int(totals.tokens.outputTokens), 'outputTokens'),
    card('cost (USD)', usd(totals.tokens.cost), 'cost'),
    card('run time', ms(run.duration), 'duration')));
  if (run.reporterErrors.length) {
    app.appendChild(h('section', { className: 'body errors', id: 'reporter-errors' },
      run.reporterErrors.map(function (e) { return h('pre', { text: 'reporter: ' + e }); })));
  }

  var state = { query: '', bucket: 'all', project: '' };
  var search = h('input', { type: 'search', id: 'search', placeholder: 'Search tests, files, pages, actions', 'aria-label': 'search', oninput: function () { state.query = search.value.trim().toLowerCase(); apply(); } });
  var counts = { all: index.tests.length, passed: 0, failed: 0, flaky: 0, skipped: 0 };
  index.tests.forEach(function (t) { counts[bucket(t)]++; });
  var buttons = ['all', 'passed', 'failed', 'flaky', 'skipped'].map(function (b) {
    return h('button', { type: 'button', 'data-filter': b, 'aria-pressed': b === 'all', text: b + ' (' + counts[b] + ')',
      onclick: function () { state.bucket = b; buttons.forEach(function (x) { x.setAttribute('aria-pressed', String(x.getAttribute('data-filter') === b)); }); apply(); } });
  });
  var projects = Array.from(new Set(index.tests.map(function (t) { return t.project; }))).sort();
  var projectSelect = projects.length > 1 ? h('select', { id: 'project', 'aria-label': 'project', onchange: function () { state.project = projectSelect.value; apply(); } },
    h('option', { value: '', text: 'all projects' }), projects.map(function (p) { return h('option', { value: p, text: p || '(default)' }); })) : null;
  app.appendChild(h('section', { className: 'filters' }, search, buttons, projectSelect));

  var list = h('section', { id: 'tests', 'aria-label': 'tests' });
  app.appendChild(list);
  var empty = h('div', { className: 'empty', id: 'no-match', text: 'No test matches.', hidden: true });
  app.appendChild(empty);

  function actionRows(session, sessionData) {
    var replay = sessionData.replay, details = sessionData.details || [];
    var shots = {};
    session.screenshots.forEach(function (s) { shots[s.actionIndex] = s; });
    var n = 0;
    return replay.data.pages.map(function (page) {
      var rows = page.actions.map(function (a) {
        var i = n++, d = details[i] || {}, u = a.tokenUsage || {}, shot = shots[i];
        var failed = d.error !== undefined || (a.result && a.result.success === false);
        return h('tr', { className: 'action' + (failed ? ' error' : ''), 'data-method': a.method, 'data-index': i },
          h('td', { className: 'num', text: String(i + 1) }),
          h('td', null, h('span', { className: 'method', text: a.method }), d.tier ? h('div', { className: 'muted', text: d.tier }) : null),
          h('td', null, isEmpty(a.parameters) ? null : h('pre', { className: 'parameters', text: json(a.parameters) })),
          h('td', null, isEmpty(a.result) ? null : h('pre', { className: 'result', text: json(a.result) }), d.error ? h('div', { className: 'action-error', text: d.error }) : null),
          h('td', { className: 'num tokens', text: a.tokenUsage ? int(u.inputTokens) + ' / ' + int(u.outputTokens) : '' }),
          h('td', { className: 'num cost', text: u.cost !== undefined ? usd(u.cost) : (u.inputTokens || u.outputTokens) ? 'price unknown' : '' }),
          h('td', { className: 'num', text: u.timeMs !== undefined ? ms(u.timeMs) : '' }),
          h('td', { className: 'num', text: '+' + ms(a.timestamp - session.startedAt) }),
          h('td', { className: 'num duration', text: a.endTime !== undefined ? ms(a.endTime - a.timestamp) : '' }),
          h('td', null, shot ? h('img', { className: 'shot', alt: 'screenshot after step ' + (i + 1), src: images[shot.file] || shot.file,
            onclick: function (e) { e.target.classList.toggle('large'); } }) : null));
      });
      return h('div', { className: 'page' },
        h('div', { className: 'page-head' }, h('span', { className: 'page-url', text: page.url }),
          h('span', { className: 'muted', text: time(page.timestamp) + ' \u00b7 ' + ms(page.duration) + ' \u00b7 ' + page.actions.length + ' action(s)' })),
        h('table', { className: 'actions' },
          h('thead', null, h('tr', null, ['#', 'method', 'parameters', 'result', 'tokens in / out', 'cost', 'inference', 'start', 'duration', 'screenshot'].map(function (c) { return h('th', { text: c }); }))),
          h('tbody', null, rows)));
    });
  }

  // A strip per session: pages as bands, actions as bars, placed by time.
  function timeline(session, replay) {
    var actions = [];
    replay.data.pages.forEach(function (p) { p.actions.forEach(function (a) { actions.push(a); }); });
    if (!actions.length) return null;
    var start = replay.data.pages[0].timestamp;
    var end = Math.max.apply(null, replay.data.pages.map(function (p) { return p.timestamp + p.duration; }).concat(actions.map(function (a) { return a.endTime || a.timestamp; })));
    var span = Math.max(end - start, 1);
    function pct(t) { return (100 * (t - start) / span).toFixed(3) + '%'; }
    function width(d) { return Math.max(100 * d / span, 0.4).toFixed(3) + '%'; }
    var strip = h('div', { className: 'timeline', 'aria-label': 'timeline' });
    replay.data.pages.forEach(function (p, i) {
      strip.appendChild(h('div', { className: 'band' + (i % 2 ? ' odd' : ''), title: p.url + ' · ' + ms(p.duration), style: 'left:' + pct(p.timestamp) + ';width:' + width(p.duration) }));
    });
    actions.forEach(function (a, i) {
      var failed = a.result && a.result.success === false;
      strip.appendChild(h('div', { className: 'bar ' + a.method + (failed ? ' failed' : ''), title: (i + 1) + '. ' + a.method + ' · ' + ms((a.endTime || a.timestamp) - a.timestamp),
        style: 'left:' + pct(a.timestamp) + ';width:' + width((a.endTime || a.timestamp) - a.timestamp) }));
    });
    return h('div', null, strip, h('div', { className: 'muted axis', text: '0 → ' + ms(span) }));
  }

  function testBody(t) {
    var body = h('div', { className: 'body' });
    body.appendChild(h('div', { className: 'muted', text: t.file + ':' + t.line + ' \u00b7 project ' + (t.project || '(default)') + ' \u00b7 started ' + time(t.startedAt) + ' \u00b7 ' + ms(t.duration) + (t.tags.length ? ' \u00b7 ' + t.tags.join(' ') : '') }));
    t.annotations.forEach(function (a) { body.appendChild(h('div', { className: 'annotation', text: a.type + (a.description ? ': ' + a.description : '') })); });
    if (t.errors.length) body.appendChild(h('div', { className: 'errors' }, t.errors.map(function (e) { return h('pre', { className: 'test-error', text: e }); })));
    if (!t.sessions.length) body.appendChild(h('p', { className: 'muted no-session', text: 'No AI client session in this test.' }));
    t.sessions.forEach(function (s) {
      var sd = sessions[s.sessionId];
      body.appendChild(h('div', { className: 'session', 'data-session': s.sessionId },
        h('h3', null, 'session ', h('a', { href: s.file, text: s.sessionId }),
          h('span', { className: 'muted', text: ' \u00b7 ' + s.env + ' \u00b7 ' + s.pages + ' page(s), ' + s.actions + ' action(s) \u00b7 tokens ' + int(s.tokens.inputTokens) + ' / ' + int(s.tokens.outputTokens) + ' \u00b7 ' + usd(s.tokens.cost) + ' \u00b7 inference ' + ms(s.tokens.inferenceTimeMs) + (s.unfinished ? ' \u00b7 unfinished: ' + s.unfinished : '') })),
        sd ? timeline(s, sd.replay) : null,
        sd ? actionRows(s, sd) : h('p', { className: 'muted', text: 'Replay data missing; see ' + s.file + '.' })));
    });
    return body;
  }

  var rows = index.tests.map(function (t) {
    var haystack = [t.titlePath.join(' '), t.file, t.project, t.tags.join(' '), t.status, t.errors.join(' ')];
    t.sessions.forEach(function (s) {
      haystack.push(s.sessionId);
      var sd = sessions[s.sessionId];
      if (sd) sd.replay.data.pages.forEach(function (p) { haystack.push(p.url); p.actions.forEach(function (a) { haystack.push(a.method, JSON.stringify(a.parameters)); }); });
    });
    var cls = statusClass(t);
    var el = h('details', { className: 'test', id: 'test-' + t.id, 'data-status': t.status, 'data-bucket': bucket(t), 'data-project': t.project },
      h('summary', null,
        h('span', { className: 'badge ' + cls, text: cls }),
        h('span', { className: 'title', text: t.titlePath.join(' \u203a ') }),
        t.retry ? h('span', { className: 'badge retry', text: 'retry #' + t.retry }) : null,
        h('span', { className: 'muted', text: t.file + ':' + t.line }),
        t.project ? h('span', { className: 'muted', text: '[' + t.project + ']' }) : null,
        h('span', { className: 'muted', text: ms(t.duration) + ' \u00b7 ' + t.sessions.length + ' session(s) \u00b7 ' + int(t.tokens.inputTokens + t.tokens.outputTokens) + ' tokens \u00b7 ' + usd(t.tokens.cost) })));
    var built = false;
    el.addEventListener('toggle', function () { if (el.open && !built) { built = true; el.appendChild(testBody(t)); } });
    list.appendChild(el);
    return { test: t, el: el, text: haystack.join(' ').toLowerCase() };
  });

  function apply() {
    var shown = 0;
    rows.forEach(function (r) {
      var ok = (state.bucket === 'all' || bucket(r.test) === state.bucket) &&
        (!state.project || r.test.project === state.project) &&
        (!state.query || state.query.split(/\s+/).every(function (w) { return r.text.indexOf(w) >= 0; }));
      r.el.hidden = !ok;
      if (ok) shown++;
    });
    empty.hidden = shown > 0;
  }
  if (!rows.length) empty.textContent = 'This run has no tests.';
  apply();
  var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target && target.tagName === 'DETAILS') { target.open = true; target.scrollIntoView(); }
})();
`;
