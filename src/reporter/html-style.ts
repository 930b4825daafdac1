/** Style of the HTML report (inline: the file must stand alone). */
export const REPORT_STYLE = String.raw`
:root { --fg:#1f2328; --muted:#656d76; --line:#d0d7de; --bg:#f6f8fa; --pass:#1a7f37; --fail:#cf222e; --flaky:#9a6700; --skip:#6e7781; --accent:#0969da; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: #fff; }
header { padding: 16px 24px; border-bottom: 1px solid var(--line); display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
h1 { font-size: 20px; margin: 0; }
.muted { color: var(--muted); }
.summary { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; padding: 16px 24px; }
.card { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; background: var(--bg); }
.card .value { font-size: 18px; font-weight: 600; }
.card .label { color: var(--muted); font-size: 12px; }
.filters { display: flex; gap: 8px; padding: 0 24px 12px; flex-wrap: wrap; align-items: center; }
.filters input[type=search] { flex: 1 1 280px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
.filters button, .filters select { padding: 5px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; font: inherit; cursor: pointer; }
.filters button[aria-pressed=true] { background: var(--accent); border-color: var(--accent); color: #fff; }
#tests { padding: 0 24px 24px; }
details.test { border: 1px solid var(--line); border-radius: 6px; margin-bottom: 6px; }
details.test > summary { padding: 8px 12px; cursor: pointer; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
details.test[open] > summary { border-bottom: 1px solid var(--line); background: var(--bg); }
.title { font-weight: 600; }
.badge { display: inline-block; padding: 0 6px; border-radius: 10px; font-size: 12px; font-weight: 600; color: #fff; background: var(--skip); }
.badge.passed { background: var(--pass); } .badge.failed, .badge.timedOut, .badge.interrupted { background: var(--fail); }
.badge.flaky { background: var(--flaky); } .badge.retry { background: #8250df; }
.body { padding: 10px 14px; }
.errors pre { background: #ffebe9; border: 1px solid #ffcecb; padding: 8px; white-space: pre-wrap; overflow-x: auto; margin: 0 0 8px; }
.session { margin: 8px 0 14px; }
.session h3 { font-size: 14px; margin: 6px 0; }
.page { border-left: 3px solid var(--accent); padding-left: 10px; margin: 8px 0; }
.page-head { display: flex; gap: 10px; flex-wrap: wrap; align-items: baseline; }
.page-url { font-family: ui-monospace, monospace; word-break: break-all; }
table.actions { border-collapse: collapse; width: 100%; margin-top: 4px; }
table.actions th, table.actions td { border-bottom: 1px solid var(--line); padding: 4px 6px; text-align: left; vertical-align: top; }
table.actions th { font-size: 12px; color: var(--muted); font-weight: 600; }
tr.action.error { background: #fff5f5; }
td pre { margin: 0; white-space: pre-wrap; word-break: break-word; max-height: 240px; overflow: auto; font-size: 12px; }
.method { font-family: ui-monospace, monospace; font-weight: 600; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
img.shot { max-width: 160px; border: 1px solid var(--line); cursor: zoom-in; display: block; }
img.shot.large { max-width: 100%; cursor: zoom-out; }
.empty { padding: 24px; color: var(--muted); }
.timeline { position: relative; height: 22px; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; margin: 6px 0 2px; overflow: hidden; }
.timeline .band { position: absolute; top: 0; bottom: 0; background: #ddf4ff; border-left: 2px solid #54aeff; }
.timeline .band.odd { background: #eef8ff; }
.timeline .bar { position: absolute; top: 5px; height: 12px; border-radius: 2px; background: var(--accent); }
.timeline .bar.navigate { background: #6e7781; } .timeline .bar.extract { background: #1a7f37; }
.timeline .bar.observe { background: #8250df; } .timeline .bar.agent { background: #bf3989; } .timeline .bar.failed { background: var(--fail); }
.axis { font-size: 11px; }
.annotation { color: var(--flaky); margin: 4px 0; }
`;
