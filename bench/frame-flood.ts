import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { Client } from '../src/index.js';
import { startTestServer } from '../test/support/http-server.js';

/**
 * Memory on a page that adds an iframe every 25 ms (issue 29 item 7): one extract() under a 5 s
 * domSettleTimeout, Node's resident memory and heap sampled every 250 ms. Before the frame cap every
 * new frame cost a look, a DevTools session and a read; past MAX_FRAMES_READ they are summarised.
 *
 *   node --expose-gc --import tsx bench/frame-flood.ts [--idle: the page alone, no AI call, for comparison]
 */
const SETTLE_MS = 5_000;
const PAGE = `<!doctype html><title>Flood</title><h1>Frames</h1><script>
let n = 0; setInterval(() => { const f = document.createElement('iframe'); f.srcdoc = '<p>Frame ' + (++n) + '</p><button>Buy ' + n + '</button>'; document.body.appendChild(f); }, 25);
</script>`;

/** Resident memory (bytes) of this process's descendants: the browser the client launched. */
function browserRss(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' }).trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of rows) if (!mine.has(pid!) && mine.has(ppid!)) (mine.add(pid!), (grew = true));
  }
  return rows.filter(([pid]) => pid !== process.pid && mine.has(pid!)).reduce((n, [, , rss]) => n + rss! * 1024, 0);
}

async function main(): Promise<void> {
  const server = await startTestServer();
  server.route('/flood', PAGE);
  const client = new Client({ env: 'LOCAL', verbose: 0, offline: false });
  await client.init();
  try {
    await client.page.goto(`${server.origin}/flood`);
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const base = process.memoryUsage();
    const framesBefore = client.page.frames().length;
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const browserBase = browserRss();
    let peakBrowser = browserBase;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakBrowser = Math.max(peakBrowser, browserRss());
    }, 250);
    const started = performance.now();
    // `--idle`: the page alone for as long, no AI call: what its own frames cost.
    const idle = process.argv.includes('--idle');
    const result = idle
      ? await new Promise<{ pageText: string }>((r) => setTimeout(() => r({ pageText: '' }), SETTLE_MS))
      : ((await client.extract({ domSettleTimeoutMs: SETTLE_MS } as never)) as unknown as { pageText: string });
    const ms = performance.now() - started;
    clearInterval(sampler);
    const framesAfter = client.page.frames().length;
    const added = Math.max(1, framesAfter - framesBefore);
    const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
    console.log(`extract() on a page adding an iframe every 25 ms: ${Math.round(ms)} ms, frames ${framesBefore} → ${framesAfter}, page text ${result.pageText.length} chars`);
    console.log(`browser memory growth: rss +${mb(peakBrowser - browserBase)} MB (${((peakBrowser - browserBase) / added / 1024).toFixed(0)} KB per frame)`);
    console.log(`Node memory growth: rss +${mb(peakRss - base.rss)} MB (${((peakRss - base.rss) / added / 1024).toFixed(0)} KB per frame), heap +${mb(peakHeap - base.heapUsed)} MB (${((peakHeap - base.heapUsed) / added / 1024).toFixed(0)} KB per frame)`);
  } finally {
    await client.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
