import { chromium } from 'playwright-core';
import { startTestServer } from '../test/support/http-server.js';
const server = await startTestServer('/work/main/test/offline/apps/');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const url = `${server.origin}/todomvc/vanillajs/index.html`;
const fn = (els: Element[]) => els.length + (document.title ? 1 : 0);
const viaAll = () => page.getByPlaceholder('What needs to be done?').evaluateAll(fn);
const viaHandles = async () => { const hs = await page.getByPlaceholder('What needs to be done?').elementHandles(); const r = await page.evaluate(fn, hs as any); for (const h of hs) void h.dispose(); return r; };
const res: Record<string, number[]> = {};
const push = (k: string, v: number) => (res[k] ??= []).push(v);
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (let i = 0; i < 40; i++) {
  for (const way of ['all', 'handles']) {
    await page.goto(url + '?i=' + i + way);
    await page.getByPlaceholder('What needs to be done?').waitFor();
    const f = way === 'all' ? viaAll : viaHandles;
    for (let k = 0; k < 4; k++) { const t = performance.now(); await f(); push(`${way}${k === 0 ? ' first' : ' later'}`, performance.now() - t); }
  }
}
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(14), med(v).toFixed(2));
await browser.close(); await server.close();
