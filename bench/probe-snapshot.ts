/**
 * Where the time of Playwright's aria snapshot goes, per bench page (not part of `npm run bench`):
 * `npx tsx bench/probe-snapshot.ts`. For each page it times, alternating, the snapshot modes the
 * installed Playwright offers, a bare round trip, and a minimal in-page walk of the same DOM; and
 * it profiles the renderer (CDP Profiler) during ariaSnapshotJSON to split in-page time by function.
 */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { findBrowser } from '../src/index.js';
import { exposeClosedShadowRoots } from '../src/engine/snapshot/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { median } from './stats.js';

const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 7) || 7);
const only = process.env.PROBE_PAGES?.split(',');
const browserPath = findBrowser()?.executablePath;
if (!browserPath) throw new Error('No Chromium found');

type AnyPage = Page & Record<string, (...args: unknown[]) => Promise<unknown>>;

/** A minimal walk: elements and text, display/visibility via checkVisibility, a tag-based role. */
const MINIMAL_WALK = () => {
  const out: unknown[] = [];
  const visit = (node: Node, into: unknown[]) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        const t = child.nodeValue!.trim();
        if (t) into.push(t);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const el = child as HTMLElement;
      if (el.localName === 'script' || el.localName === 'style') continue;
      if (!el.checkVisibility()) continue;
      const kids: unknown[] = [];
      visit(el, kids);
      if (el.shadowRoot) visit(el.shadowRoot, kids);
      into.push([el.localName, el.getAttribute('aria-label') ?? '', kids]);
    }
  };
  visit(document.body, out);
  return out.length;
};

/** Same, plus getComputedStyle and getBoundingClientRect per element (what Playwright reads per element). */
const STYLED_WALK = () => {
  let n = 0;
  const visit = (node: Node, into: unknown[]) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        const t = child.nodeValue!.trim();
        if (t) into.push(t);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const el = child as HTMLElement;
      const style = getComputedStyle(el);
      if (style.display === 'none') continue;
      const r = el.getBoundingClientRect();
      const kids: unknown[] = [];
      n++;
      visit(el, kids);
      if (el.shadowRoot) visit(el.shadowRoot, kids);
      into.push([el.localName, style.cursor, r.width > 0, kids]);
    }
  };
  const out: unknown[] = [];
  visit(document.body, out);
  return n;
};

/** Same again, plus the ::before/::after styles Playwright reads for every element. */
const PSEUDO_WALK = () => {
  let n = 0;
  const visit = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const el = child as HTMLElement;
      const style = getComputedStyle(el);
      if (style.display === 'none') continue;
      el.getBoundingClientRect();
      void getComputedStyle(el, '::before').content;
      void getComputedStyle(el, '::after').content;
      n++;
      visit(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document.body);
  return n;
};

/** tsx names functions through a `__name` helper the page lacks: give it one. */
const inPage = (fn: () => unknown) => `(() => { const __name = (f) => f; return (${fn.toString()})(); })()`;

const TOUCH = 'document.documentElement.dataset.probeTouch = String(performance.now())';

async function profile(cdp: CDPSession, work: () => Promise<unknown>): Promise<Map<string, number>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>; samples: number[]; timeDeltas: number[] } };
  await cdp.send('Profiler.disable');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(profile.samples[i]!)!;
    const name = leaf.callFrame.functionName || '(anon)';
    self.set(name, (self.get(name) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const fn = byId.get(id)!.callFrame.functionName || '(anon)';
      if (seen.has(fn)) continue;
      seen.add(fn);
      inclusive.set(`incl:${fn}`, (inclusive.get(`incl:${fn}`) ?? 0) + dt);
    }
  }
  return new Map([...self, ...inclusive]);
}

const server = await startTestServer();
const { pages, routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
const browser = await chromium.launch({ executablePath: browserPath, headless: true });
try {
  const context = await browser.newContext();
  await exposeClosedShadowRoots(context);
  const page = (await context.newPage()) as AnyPage;
  const cdp = await context.newCDPSession(page);
  for (const p of pages) {
    if (only && !only.some((o) => p.path.includes(o))) continue;
    // First call per document: a fresh document each time.
    const first: number[] = [];
    const firstAfterWarm: number[] = [];
    const warm: number[] = [];
    for (let r = 0; r < 3; r++) {
      await page.goto(server.origin + p.path, { waitUntil: 'load' });
      let s = performance.now();
      await page.ariaSnapshotJSON({ mode: 'ai' });
      first.push(performance.now() - s);
      await page.goto(server.origin + p.path, { waitUntil: 'load' });
      s = performance.now();
      await page.locator('body').count();
      warm.push(performance.now() - s);
      s = performance.now();
      await page.ariaSnapshotJSON({ mode: 'ai' });
      firstAfterWarm.push(performance.now() - s);
    }
    const variants: Record<string, () => Promise<unknown>> = {
      roundTrip: () => page.evaluate('1'),
      json_ai: () => page.ariaSnapshotJSON({ mode: 'ai' }),
      yaml_ai: () => page.ariaSnapshot({ mode: 'ai' }),
      yaml_default: () => page.ariaSnapshot(),
      json_default: () => page.ariaSnapshotJSON(),
      ...(typeof page._snapshotForAI === 'function' ? { snapshotForAI: () => page._snapshotForAI!({}) } : {}),
      minimalWalk: () => page.evaluate(inPage(MINIMAL_WALK)),
      styledWalk: () => page.evaluate(inPage(STYLED_WALK)),
      pseudoWalk: () => page.evaluate(inPage(PSEUDO_WALK)),
    };
    const times = new Map<string, number[]>();
    for (let r = 0; r <= Math.min(repeat, p.maxRepeat ?? repeat); r++) {
      for (const [name, run] of Object.entries(variants)) {
        await page.evaluate(TOUCH);
        const s = performance.now();
        await run();
        if (r > 0) times.set(name, [...(times.get(name) ?? []), performance.now() - s]);
      }
    }
    const jsonChars = JSON.stringify(await page.ariaSnapshotJSON({ mode: 'ai' })).length;
    await page.evaluate(TOUCH);
    const prof = await profile(cdp, () => page.ariaSnapshotJSON({ mode: 'ai' }));
    const m = (a: number[]) => median(a).toFixed(1);
    console.log(`\n${p.path}  (json ${jsonChars} chars)`);
    console.log(`  first call per document: ${m(first)} ms; locator.count() on a new document ${m(warm)} ms, then snapshot ${m(firstAfterWarm)} ms`);
    console.log(`  ${[...times].map(([k, v]) => `${k} ${m(v)}`).join(' | ')}`);
    const top = [...prof].filter(([k]) => !k.startsWith('incl:')).sort((a, b) => b[1] - a[1]).slice(0, 12);
    const incl = ['incl:generateAriaTree', 'incl:distillAriaSnapshot', 'incl:ariaSnapshotJSON', 'incl:getElementAccessibleName', 'incl:computeBox', 'incl:getCSSContent', 'incl:isElementHiddenForAria', 'incl:receivesPointerEvents', 'incl:toAriaNode', 'incl:processElement', 'incl:serializeAsCallArgument', 'incl:(program)', 'incl:(garbage collector)'];
    console.log(`  in page (inclusive ms): ${incl.map((k) => `${k.slice(5)} ${(prof.get(k) ?? 0).toFixed(1)}`).join(' | ')}`);
    console.log(`  in page (self ms): ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
