/**
 * Where actwright's page-text time goes, per bench page: the browser call of each reader
 * (extract()'s own page reader, and act's Playwright ariaSnapshotJSON), parse, render, the ref
 * index, and act's durable selector for one element. Not part of `npm run bench` (no Stagehand
 * side): `npx tsx bench/profile-page-text.ts [outDir]` prints medians and, with outDir, writes
 * each page's text there to read. bench/probe-snapshot.ts splits Playwright's call further.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { findBrowser } from '../src/index.js';
import { exposeClosedShadowRoots, installReader, parseAriaJson, renderSnapshot, fromNodes, selectorsFor } from '../src/engine/snapshot/index.js';
import { readTree } from '../src/engine/snapshot/reader.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages, missingFrom } from './pages.js';
import { median } from './stats.js';

const outDir = process.argv[2];
const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 5) || 5);
const browserPath = findBrowser()?.executablePath;
if (!browserPath) throw new Error('No Chromium found');
const server = await startTestServer();
const { pages, routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
const browser = await chromium.launch({ executablePath: browserPath, headless: true });
try {
  const context = await browser.newContext();
  await exposeClosedShadowRoots(context);
  await installReader(context);
  const page = await context.newPage();
  console.log('page | own reader ms | Playwright ms | parse ms | render ms | index ms | selector ms | chars | missing');
  for (const p of pages) {
    await page.goto(server.origin + p.path, { waitUntil: 'load' });
    const t = { own: [] as number[], browser: [] as number[], parse: [] as number[], render: [] as number[], index: [] as number[], selector: [] as number[] };
    let text = '';
    for (let r = 0; r <= Math.min(repeat, p.maxRepeat ?? repeat); r++) {
      let s = performance.now();
      await readTree(page);
      t.own.push(performance.now() - s);
      s = performance.now();
      const json = await page.ariaSnapshotJSON({ mode: 'ai' });
      t.browser.push(performance.now() - s);
      s = performance.now();
      const nodes = parseAriaJson(json);
      t.parse.push(performance.now() - s);
      s = performance.now();
      text = renderSnapshot(nodes);
      t.render.push(performance.now() - s);
      s = performance.now();
      const snap = fromNodes(page.url(), nodes);
      t.index.push(performance.now() - s - 0);
      const target = [...snap.byRef.values()].filter((n) => n.role === 'button').at(-1);
      s = performance.now();
      if (target?.ref) await selectorsFor(page, snap)(target.ref);
      t.selector.push(performance.now() - s);
    }
    const m = (a: number[]) => median(a.slice(1)).toFixed(1);
    console.log(`${p.path} | ${m(t.own)} | ${m(t.browser)} | ${m(t.parse)} | ${m(t.render)} | ${m(t.index)} (incl. render) | ${m(t.selector)} | ${text.length} | ${missingFrom(text, p).join(', ')}`);
    if (outDir) await writeFile(`${outDir}/${p.path.replace(/\W+/g, '_')}.txt`, text);
  }
} finally {
  await browser.close();
  await server.close();
}
