/**
 * Why an offline act on a just-prepared corpus page waits (figure 9): prepares each sampled step's
 * page as bench/corpus-act.ts does, then reads the page clock every ~20 ms until the page would be
 * settled (or 1.5 s), printing what holds it up: pending short timers (their delay and the first
 * frame of the stack that set them), animation frames, requests, load state, frames since activity.
 *   npx tsx bench/profile-corpus-settle.ts [perApp] [app,app]
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CLOCK_SCRIPT } from '../src/engine/page/page-clock.js';
import { CLOCK_KEY } from '../src/engine/injected/keys.js';
import { startTestServer } from '../test/support/http-server.js';
import type { AppStep, RealApp } from '../test/offline/real-apps/corpus.js';
import { ADMINLTE } from '../test/offline/real-apps/adminlte-steps.js';
import { SWAGGER_UI } from '../test/offline/real-apps/swagger-ui-steps.js';
import { SB_ADMIN } from '../test/offline/real-apps/sb-admin-2-steps.js';
import { JSTREE } from '../test/offline/real-apps/jstree-steps.js';
import { DATEPICKER } from '../test/offline/real-apps/datepicker-steps.js';
import { TABULATOR } from '../test/offline/real-apps/tabulator-steps.js';

const ALL: RealApp[] = [ADMINLTE, SWAGGER_UI, SB_ADMIN, JSTREE, DATEPICKER, TABULATOR];
const perApp = Number(process.argv[2] ?? 2);
const only = process.argv[3]?.split(',');
const sample = (app: RealApp): AppStep[] => {
  const acts = app.steps.filter((s) => s.kind === 'act' && s.reference);
  return acts.length <= perApp ? acts : Array.from({ length: perApp }, (_, i) => acts[Math.floor((i * acts.length) / perApp)]!);
};
// Before the clock: notes each setTimeout's delay and the stack line that set it (the clock wraps this wrapper).
const TRACE = `(() => { const st = window.setTimeout; const log = (window.__timers = []); window.setTimeout = function (h, d, ...r) { const line = (new Error().stack || '').split('\\n').slice(2, 4).map((s) => s.trim()).join(' < '); const at = performance.now(); const id = st.call(this, function () { const t = log.find((x) => x.id === id); if (t) t.ran = performance.now(); return typeof h === 'function' ? h.apply(this, arguments) : undefined; }, d, ...r); log.push({ id, d: Number(d) || 0, at, line, ready: document.readyState }); return id; }; })()`;
const server = await startTestServer(fileURLToPath(new URL('../test/offline/apps/', import.meta.url)));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
await context.addInitScript({ content: `${TRACE}; if (location.search.includes('fresh=')) localStorage.clear();` });
await context.addInitScript({ content: CLOCK_SCRIPT });
await context.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && /^https?:$/.test(url.protocol), (r) => r.abort('blockedbyclient'));
const page: Page = await context.newPage();
for (const app of ALL.filter((a) => !only || only.some((o) => a.name.endsWith(o)))) {
  for (const step of sample(app)) {
    await app.prepare(page, server.origin, step.setup);
    const t0 = await page.evaluate(() => performance.now());
    const lines: string[] = [];
    let last = '';
    for (;;) {
      const r = await page.evaluate((key) => {
        const clock = (window as unknown as Record<symbol, { read(): Record<string, unknown>; timers: Map<number, number>; rafs: Map<number, number> }>)[Symbol.for(key)]!;
        const reading = clock.read();
        const now = performance.now();
        const timers = [...clock.timers.entries()].map(([id, due]) => {
          const t = ((window as unknown as { __timers: { id: number; d: number; at: number; line: string; ready: string }[] }).__timers).find((x) => x.id === id);
          return `timer ${t?.d}ms set ${t ? (now - t.at).toFixed(0) : '?'}ms ago (${t?.ready}) due in ${(due - now).toFixed(0)}: ${t?.line.slice(0, 160)}`;
        });
        return { now, reading, timers, rafs: clock.rafs.size };
      }, CLOCK_KEY);
      const { pending, loaded, frames, quietFor, animating, knowsAll, nextDueIn } = r.reading as Record<string, number | boolean>;
      const idle = knowsAll && loaded && !animating && (frames as number) >= 2;
      const state = `pending ${pending} loaded ${loaded} frames ${frames} animating ${animating} knowsAll ${knowsAll} rafs ${r.rafs}\n      ${r.timers.join('\n      ')}`;
      if (state !== last) lines.push(`  +${(r.now - t0).toFixed(0)} ms: quietFor ${Number(quietFor).toFixed(0)} nextDueIn ${Number(nextDueIn).toFixed(0)} ${state}`);
      last = state;
      if ((!pending && (idle || (quietFor as number) >= 300)) || r.now - t0 > 1_500) {
        lines.push(`  settled by the clock at +${(r.now - t0).toFixed(0)} ms (${idle ? 'idle' : (quietFor as number) >= 300 ? 'quiet' : 'bound'})`);
        break;
      }
      await new Promise((res) => setTimeout(res, 15));
    }
    console.log(`${app.name} [${step.setup}] ${step.instruction}\n${lines.join('\n')}`);
  }
}
await browser.close();
await server.close();
