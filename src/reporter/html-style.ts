/** Style of the HTML report (inline: index.html stands alone apart from its data folder). */
export const REPORT_STYLE = String.raw`
:root { --fg:#1f2328; --muted:#656d76; --line:#d0d7de; --bg:#f6f8fa; --pass:#1a7f37; --fail:#cf222e; --flaky:#9a6700; --skip:#6e7781; --accent:#0969da; --ai:#8250df; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: #fff; }
header { padding: 12px 24px; border-bottom: 1px solid var(--line); display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
header .home { font-size: 18px; font-weight: 700; color: var(--fg); text-decoration: none; }
h1 { font-size: 18px; margin: 6px 0; } h2 { font-size: 15px; margin: 18px 0 6px; }
a { color: var(--accent); }
.muted { color: var(--muted); }
.summary { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 8px; padding: 14px 24px; }
.card { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; background: var(--bg); }
.card .value { font-size: 17px; font-weight: 600; }
.card .label { color: var(--muted); font-size: 12px; }
.card .sub { color: var(--muted); font-size: 11px; }
.filters { display: flex; gap: 6px; padding: 0 24px 8px; flex-wrap: wrap; align-items: center; }
.filters input[type=search] { flex: 1 1 260px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
button, select, .button { padding: 4px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; font: inherit; cursor: pointer; color: var(--fg); text-decoration: none; display: inline-block; }
button[disabled], .button.disabled { color: var(--muted); cursor: default; }
.filters button[aria-pressed=true] { background: var(--accent); border-color: var(--accent); color: #fff; }
.list-head { padding: 0 24px 4px; font-size: 12px; }
table.tests { border-collapse: collapse; width: calc(100% - 48px); margin: 0 24px 24px; }
table.tests th { font-size: 12px; color: var(--muted); text-align: left; font-weight: 600; border-bottom: 1px solid var(--line); padding: 4px 6px; }
table.tests td { border-bottom: 1px solid var(--line); padding: 6px; vertical-align: top; }
table.tests tr:hover td { background: var(--bg); }
.title-cell .title { font-weight: 600; color: var(--fg); text-decoration: none; }
.title-cell .title:hover { text-decoration: underline; }
.loc { font-size: 12px; }
.row-error { color: var(--fail); font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 70ch; font-family: ui-monospace, monospace; }
.tag { color: var(--accent); font-size: 12px; margin-left: 6px; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.badge { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; font-weight: 600; color: #fff; background: var(--skip); white-space: nowrap; }
.badge.passed { background: var(--pass); } .badge.failed, .badge.timedOut, .badge.interrupted { background: var(--fail); }
.badge.flaky { background: var(--flaky); } .badge.retry { background: #8250df; margin-left: 6px; } .badge.repeat { background: #57606a; margin-left: 6px; }
.empty { padding: 24px; color: var(--muted); }
.reporter-errors pre { margin: 0 24px 8px; background: #fff8c5; border: 1px solid #d4a72c; padding: 6px; white-space: pre-wrap; }
#test { padding: 8px 24px 40px; max-width: 1200px; }
.test-nav { display: flex; gap: 8px; align-items: center; margin: 4px 0 8px; }
.test-meta, .test-ai { font-size: 13px; } .test-ai { margin-top: 4px; }
.tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--line); margin: 12px 0 0; }
.tab { border-radius: 6px 6px 0 0; border-bottom: none; }
.tab[aria-selected=true] { background: var(--bg); font-weight: 600; border-color: var(--accent); }
.tab.failed, .tab.timedOut { color: var(--fail); } .tab.passed { color: var(--pass); }
.attempt-meta { margin: 10px 0; font-size: 12px; }
.annotations { color: var(--flaky); margin: 4px 0; padding-left: 18px; }
.test-error { border: 1px solid #ffcecb; border-radius: 6px; margin-bottom: 10px; overflow: hidden; }
.error-message { background: #ffebe9; margin: 0; padding: 8px 10px; white-space: pre-wrap; word-break: break-word; font-size: 12.5px; }
.code-frame { border-top: 1px solid #ffcecb; }
.frame-file { font-size: 12px; color: var(--muted); padding: 4px 10px; background: var(--bg); }
.code-frame pre { margin: 0; padding: 6px 0; font-size: 12.5px; overflow-x: auto; }
.frame-line { padding: 0 10px; white-space: pre; } .frame-line.here { background: #ffebe9; font-weight: 600; }
.caret { color: var(--fail); } .gutter { color: var(--muted); user-select: none; }
.stack summary { cursor: pointer; padding: 4px 10px; font-size: 12px; color: var(--muted); }
.stack pre { margin: 0; padding: 6px 10px; font-size: 12px; white-space: pre-wrap; }
ul.steps { list-style: none; margin: 0; padding-left: 18px; } .steps-section > ul.steps { padding-left: 0; }
.step-head { display: flex; gap: 8px; align-items: baseline; padding: 2px 4px; border-radius: 4px; cursor: default; }
summary.step-head { cursor: pointer; list-style: none; } summary.step-head::-webkit-details-marker { display: none; }
summary.step-head::before { content: '▸'; color: var(--muted); width: 10px; } details[open] > summary.step-head::before { content: '▾'; }
.step-head.leaf { padding-left: 22px; }
.step-head:hover { background: var(--bg); }
.step-title { flex: 1; word-break: break-word; }
.step-loc, .step-time { font-size: 12px; white-space: nowrap; }
.step-icon.ok { color: var(--pass); } .step-icon.failed { color: var(--fail); }
.step.failed > details > summary .step-title, .step.failed > .step-head .step-title { color: var(--fail); }
.cat { font-size: 11px; border-radius: 4px; padding: 0 4px; background: #eaeef2; color: var(--muted); }
.cat-ai { background: #fbefff; color: var(--ai); font-weight: 600; }
.cat-check { background: #eef6ff; color: #0550ae; font-weight: 600; }
.check { margin: 6px 0; } .check .verdict { font-weight: 600; } .check.passed .verdict { color: var(--pass); } .check.failed .verdict { color: var(--fail); }
.step-error { color: var(--fail); margin: 2px 0 4px 22px; white-space: pre-wrap; font-size: 12px; }
.ai-op { border: 1px solid #d8b9ff; border-left: 3px solid var(--ai); border-radius: 6px; margin: 4px 0 8px 22px; padding: 6px 10px; background: #fdfaff; }
.ai-op.failed { border-color: #ffcecb; border-left-color: var(--fail); }
.instruction q { font-style: italic; } .method { font-family: ui-monospace, monospace; font-weight: 600; }
dl.facts { display: flex; flex-wrap: wrap; gap: 2px 14px; margin: 4px 0; font-size: 12.5px; }
dl.facts dt { color: var(--muted); } dl.facts dt::after { content: ':'; } dl.facts dd { margin: 0 0 0 -10px; font-variant-numeric: tabular-nums; }
dl.facts dd.page { word-break: break-all; }
.chosen ol { margin: 2px 0; padding-left: 22px; } .selector { background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; margin-left: 6px; font-size: 12px; }
.code-block { display: flex; align-items: flex-start; gap: 6px; margin: 3px 0; } .code-form { flex: 1; margin: 0; padding: 3px 6px; background: #f6f8fa; border: 1px solid var(--line); border-radius: 4px; font-size: 12px; white-space: pre-wrap; word-break: break-all; }
.copy { font-size: 11px; padding: 1px 6px; cursor: pointer; } .copy-buffer { position: fixed; left: -9999px; }
.heal, .healed-steps { border: 1px solid #f0d58c; background: #fffbea; border-radius: 6px; padding: 4px 8px; margin: 6px 0; } .heal-from .code-form, .code-form.heal-from { text-decoration: line-through; }
.evidence { margin: 4px 0; } .evidence ol.candidates { margin: 2px 0; padding-left: 22px; } .evidence .score { font-variant-numeric: tabular-nums; font-weight: 600; } .evidence .role { color: #555; }
dd.effect.missing { color: #b00020; font-weight: 600; }
.healed-steps h2 { font-size: 14px; margin: 2px 0 6px; } .healed-steps li { margin-bottom: 6px; }
.label { color: var(--muted); font-size: 12px; margin-top: 4px; }
.ai-error { color: var(--fail); white-space: pre-wrap; margin: 4px 0; font-size: 12px; }
.io summary { cursor: pointer; font-size: 12px; color: var(--muted); margin-top: 4px; }
.vtree { font-family: ui-monospace, monospace; font-size: 12px; background: #fff; border: 1px solid var(--line); border-radius: 4px; padding: 4px 6px; max-height: 280px; overflow: auto; }
.vl { white-space: pre-wrap; word-break: break-word; } .vk { color: var(--muted); } .vl.number .vv, .vl.boolean .vv { color: #0550ae; } .vl.null .vv { color: var(--muted); }
.shots { display: flex; gap: 10px; margin-top: 6px; } figure.shot { margin: 0; } figure.shot img { max-width: 240px; border: 1px solid var(--line); cursor: zoom-in; display: block; }
figure.shot img.large { max-width: 100%; cursor: zoom-out; } figure.shot figcaption { font-size: 11px; color: var(--muted); }
.attachment { margin: 6px 0; } .attachment img, .attachment video { display: block; max-width: 100%; max-height: 480px; border: 1px solid var(--line); margin-top: 4px; }
.attachment pre { background: var(--bg); padding: 6px; white-space: pre-wrap; max-height: 240px; overflow: auto; font-size: 12px; }
.att-name { font-weight: 600; }
.output pre { background: var(--bg); padding: 6px; white-space: pre-wrap; font-size: 12px; max-height: 300px; overflow: auto; }
.ai-calls { margin-left: 22px; } .ai-calls > summary { cursor: pointer; font-size: 12px; }
#step-filter { width: 100%; max-width: 420px; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; margin-bottom: 6px; }
.load-error { color: var(--fail); }
`;
