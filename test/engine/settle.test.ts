import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, type LogLine } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/**
 * Settling from the page's own clock, and page text reuse. Reuse is counted through the debug log
 * ("page text read" / "page text reused"), not timing: every test asserts what the second call sees.
 */
let server: TestServer;
let client: Client;
const lines: LogLine[] = [];
const reads = () => lines.filter((l) => l.category === 'snapshot').map((l) => (l.message.startsWith('page text reused') ? 'reused' : 'read'));

const doc = (body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/static', doc('<h1>Static page</h1><p id="p">First text</p><button onclick="">Add</button><input aria-label="Name">'));
  server.route('/other', doc('<h1>Other page</h1>'));
  server.route('/child', doc('<p>Inside the frame</p>'));
  server.route('/with-frame', doc('<h1>Host</h1><iframe id="f" src="/child"></iframe>'));
  server.route('/narrow', doc('<h1>Responsive</h1><p class="wide">Only on wide screens</p>', '<style>@media (max-width: 600px) { .wide { display: none } }</style>'));
  server.route('/shadow', doc('<h1>Shadow host</h1><x-box></x-box><script>customElements.define("x-box", class extends HTMLElement { connectedCallback() { this.attachShadow({ mode: "open" }).innerHTML = "<p>Shadow first</p>"; } });</script>'));
  // A request the page makes after load, answered late: what it renders must be in the page text.
  server.route('/api/late', async (_req, res) => {
    await new Promise<void>((resolve) => setTimeout(resolve, 700));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ item: 'Delivered late' }));
  });
  const lateScript = '<script>addEventListener("load", () => fetch("/api/late").then((r) => r.json()).then((d) => { document.getElementById("out").textContent = d.item; }));</script>';
  server.route('/late', doc(`<h1>Late</h1><p id="out">Waiting</p>${lateScript}`));
  server.route('/late-child', doc(`<p id="out">Frame waiting</p>${lateScript}`));
  server.route('/late-frame', doc('<h1>Host of a late frame</h1><iframe src="/late-child"></iframe>'));
  server.route('/sandboxed', doc('<h1>Host of a sandboxed frame</h1><iframe sandbox src="/child"></iframe>'));
  // A frame of the page's own origin behind a frame of another origin (top -> other origin -> top's origin).
  server.route('/behind-other-origin', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(doc(`<h1>Host behind</h1><iframe src="${server.crossOrigin}/between-page"></iframe>`));
  });
  server.route('/between-page', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(doc(`<p>Between the origins</p><iframe src="${server.origin}/child"></iframe>`));
  });
  // What a page schedules with no request: a timer set at load, one set by a click, a poll loop
  // that changes nothing, an interval, a timer far off.
  server.route('/timer-at-load', doc('<h1>Timer</h1><p id="out">Pending</p><script>setTimeout(() => { document.getElementById("out").textContent = "Shown by the timer"; }, 600);</script>'));
  server.route('/timer-on-click', doc('<h1>Save</h1><p id="out">Not saved</p><button onclick="setTimeout(() => { document.getElementById(\'out\').textContent = \'Saved by the timer\'; }, 400)">Save</button>'));
  server.route('/api/slow', async (_req, res) => {
    await new Promise<void>((resolve) => setTimeout(resolve, 700));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ item: 'Order 42' }));
  });
  server.route('/fetch-then-timer', doc('<h1>Orders</h1><p id="out">No order</p><button onclick="fetch(\'/api/slow\').then((r) => r.json()).then((d) => setTimeout(() => { document.getElementById(\'out\').textContent = d.item + \' shown\'; }, 250))">Load</button>'));
  // A render sliced into tasks through a MessageChannel (as React's scheduler does), committed at the end.
  server.route('/sliced-render', doc('<h1>Search</h1><p id="out">No results</p><button>Search</button><script>document.querySelector("button").onclick = () => { const channel = new MessageChannel(); let slices = 0; channel.port1.onmessage = () => { const until = performance.now() + 12; while (performance.now() < until); if (++slices < 15) channel.port2.postMessage(null); else document.getElementById("out").textContent = "15 results"; }; channel.port2.postMessage(null); };</script>'));
  // A message that waits in its port's queue (the port is started only later): frames go by while
  // it is queued, which is what a busy machine does to a render sliced into messages.
  server.route('/queued-message', doc('<h1>Search</h1><p id="out">No results</p><button>Search</button><script>document.querySelector("button").onclick = () => { const channel = new MessageChannel(); channel.port1.addEventListener("message", () => { document.getElementById("out").textContent = "15 results"; }); channel.port2.postMessage(null); setTimeout(() => channel.port1.start(), 1200); };</script>'));
  server.route('/click-now', doc('<h1>Counter</h1><p id="out">Clicked 0 times</p><button onclick="document.getElementById(\'out\').textContent = \'Clicked \' + (++this.dataset.n || (this.dataset.n = 1)) + \' times\'">Add one</button>'));
  server.route('/poll-loop', doc('<h1>Polling</h1><p>Nothing changes</p><script>(async () => { for (;;) await new Promise((r) => setTimeout(r, 100)); })(); setInterval(() => {}, 50);</script>'));
  server.route('/progress', doc('<h1>Upload</h1><p id="out">0 %</p><script>let p = 0; const t = setInterval(() => { p += 20; document.getElementById("out").textContent = p < 100 ? p + " %" : "Upload complete"; if (p >= 100) clearInterval(t); }, 150);</script>'));
  server.route('/ticking', doc('<h1>Ticking</h1><p id="n">0</p><script>let n = 0; setInterval(() => { document.getElementById("n").textContent = String(++n); }, 200);</script>'));
  server.route('/far-timer', doc('<h1>Far timer</h1><p id="out">Before</p><script>setTimeout(() => { document.getElementById("out").textContent = "After five minutes"; }, 300000);</script>'));
  // An interval set at load whose first run (400 ms on) changes the page once: until it has run,
  // nothing tells it from an interval that changes nothing.
  server.route('/first-tick', doc('<h1>Status</h1><p id="out">Waiting</p><script>setInterval(() => { const out = document.getElementById("out"); if (out.textContent !== "Ready") out.textContent = "Ready"; }, 400);</script>'));
  server.route('/busy', doc('<h1>Busy</h1><p id="n">0</p><script>let n = 0; setInterval(() => { document.getElementById("n").textContent = String(++n); }, 20);</script>'));
  client = new Client({ env: 'LOCAL', verbose: 2, disablePino: true, domSettleTimeout: 10_000, logger: (line) => lines.push(line) });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});
beforeEach(() => void (lines.length = 0));

const pageText = async () => (await client.extract()).pageText;

describe('settling from the page clock', () => {
  it('awaits a request the page makes after load and renders from', async () => {
    await client.page.goto(`${server.origin}/late`);
    expect(await pageText()).toContain('Delivered late');
  });

  it('awaits it inside a child frame too', async () => {
    await client.page.goto(`${server.origin}/late-frame`);
    expect(await pageText()).toContain('Delivered late');
  });

  it('bounds an always-busy page by domSettleTimeoutMs and still reads it', async () => {
    await client.page.goto(`${server.origin}/busy`);
    const text = ((await client.extract({ domSettleTimeoutMs: 300 })) as { pageText: string }).pageText;
    expect(text).toContain('Busy');
  });

  it('a frame that cannot run scripts (sandboxed) does not hold settling up', async () => {
    await client.page.goto(`${server.origin}/sandboxed`);
    // Only settling can end this call: the bound is 10 minutes, the test's own timeout 1 minute.
    const text = ((await client.extract({ domSettleTimeoutMs: 600_000 })) as { pageText: string }).pageText;
    expect(text).toContain('Inside the frame');
  });

  it('awaits a change the page scheduled on a timer at load, with no request', async () => {
    await client.page.goto(`${server.origin}/timer-at-load`);
    const text = await pageText();
    expect(text).toContain('Shown by the timer');
    expect(text).not.toContain('Pending');
  });

  it('awaits a change a click scheduled on a timer', async () => {
    await client.page.goto(`${server.origin}/timer-on-click`);
    expect(await pageText()).toContain('Not saved');
    await client.page.getByRole('button', { name: 'Save' }).click();
    expect(await pageText()).toContain('Saved by the timer');
  });

  it('awaits a timer set by the handler of a slow response', async () => {
    await client.page.goto(`${server.origin}/fetch-then-timer`);
    await pageText();
    await client.page.getByRole('button', { name: 'Load' }).click();
    expect(await pageText()).toContain('Order 42 shown');
  });

  it('awaits a render the page slices into tasks through messages, committed at its end', async () => {
    await client.page.goto(`${server.origin}/sliced-render`);
    await pageText();
    await client.page.getByRole('button', { name: 'Search' }).click();
    expect(await pageText()).toContain('15 results');
  });

  it('awaits a message posted and not yet received, however many frames go by while it waits', async () => {
    await client.page.goto(`${server.origin}/queued-message`);
    await pageText();
    await client.page.getByRole('button', { name: 'Search' }).click();
    expect(await pageText()).toContain('15 results');
  });

  it('a page set with setContent is followed from its start: its timer is awaited', async () => {
    const page = await client.context.newPage();
    try {
      await page.setContent(doc('<p id="out">Draft</p><script>setTimeout(() => { document.getElementById("out").textContent = "Published"; }, 900);</script>'));
      expect(await pageText()).toContain('Published');
    } finally {
      await page.close();
    }
  });

  it("the test's own page, still blank when the client comes, is followed from its start too", async () => {
    const context = await client.context.playwright.browser()!.newContext();
    const page = await context.newPage();
    const borrowing = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context });
    try {
      await borrowing.init();
      await page.setContent(doc('<p id="out">Draft</p><script>setTimeout(() => { document.getElementById("out").textContent = "Published"; }, 900);</script>'));
      expect((await borrowing.extract()).pageText).toContain('Published');
    } finally {
      await borrowing.close();
      await context.close();
    }
  });

  it('a quiet page after a click is read once idle: the change is read, not the full quiet window awaited', async () => {
    await client.page.goto(`${server.origin}/click-now`);
    await pageText();
    await client.page.getByRole('button', { name: 'Add one' }).click();
    lines.length = 0;
    expect(await pageText()).toContain('Clicked 1 times');
    // Settled because nothing was pending and frames went by without a change (not after the quiet window).
    expect(lines.filter((l) => l.category === 'settle').map((l) => /\((\w+)\)/.exec(l.message)?.[1])).toEqual(['idle']);
  });

  it('a page that changes on an interval is read once the interval stops changing it', async () => {
    await client.page.goto(`${server.origin}/progress`);
    await client.page.waitForFunction(() => document.getElementById('out')!.textContent !== '0 %');
    expect(await pageText()).toContain('Upload complete');
  });

  it("an interval's first run, set at load with a short delay, is awaited like a short timer", async () => {
    await client.page.goto(`${server.origin}/first-tick`);
    expect(await pageText()).toContain('Ready');
  });

  it('a page an interval keeps changing is bounded by domSettleTimeoutMs, and read', async () => {
    await client.page.goto(`${server.origin}/ticking`);
    // Past the first tick: the page is changing when the call comes.
    await client.page.waitForFunction(() => document.getElementById('n')!.textContent !== '0');
    lines.length = 0;
    const text = ((await client.extract({ domSettleTimeoutMs: 700 })) as { pageText: string }).pageText;
    expect(text).toContain('Ticking');
    expect(lines.filter((l) => l.category === 'settle').map((l) => l.message)).toEqual([expect.stringMatching(/^page still changing/)]);
  });

  // Only settling can end this call: the bound is 10 minutes, the test's own timeout 1 minute.
  it('an interval that changes nothing, a poll loop that changes nothing, and a timer far off do not hold settling up', async () => {
    await client.page.goto(`${server.origin}/poll-loop`);
    expect(((await client.extract({ domSettleTimeoutMs: 600_000 })) as { pageText: string }).pageText).toContain('Nothing changes');
    await client.page.goto(`${server.origin}/far-timer`);
    const text = ((await client.extract({ domSettleTimeoutMs: 600_000 })) as { pageText: string }).pageText;
    expect(text).toContain('Before');
    expect(text).not.toContain('After five minutes');
  });

  it("a test's paused fake clock (page.clock) does not stop settling", async () => {
    const page = await client.context.newPage();
    try {
      await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
      await page.clock.pauseAt(new Date('2030-01-01T00:00:01Z'));
      await page.goto(`${server.origin}/timer-at-load`);
      // The page's timer is the test's to run: it does not fire, and settling does not wait for it.
      const text = ((await client.extract({ domSettleTimeoutMs: 600_000 })) as { pageText: string }).pageText;
      expect(text).toContain('Pending');
    } finally {
      await page.close();
    }
  });

  it("the page's own clock counts its fetch and XMLHttpRequest calls under way (the browser's request event may come after the next look)", async () => {
    await client.page.goto(`${server.origin}/static`);
    await client.extract();
    const pending = () => client.page.evaluate(() => (window as unknown as Record<symbol, { read(): { pending: number } }>)[Symbol.for('actwright.clock')]!.read().pending);
    expect(await pending()).toBe(0);
    await client.page.evaluate(() => void ((window as unknown as { inFlight: Promise<unknown> }).inFlight = fetch('/api/late').then((r) => r.json())));
    expect(await pending()).toBe(1);
    await client.page.evaluate(() => (window as unknown as { inFlight: Promise<unknown> }).inFlight);
    expect(await pending()).toBe(0);
    await client.page.evaluate(() => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', '/api/late');
      (window as unknown as { inFlight: Promise<unknown> }).inFlight = new Promise((resolve) => xhr.addEventListener('loadend', resolve));
      xhr.send();
    });
    expect(await pending()).toBe(1);
    await client.page.evaluate(() => (window as unknown as { inFlight: Promise<unknown> }).inFlight);
    expect(await pending()).toBe(0);
    // The page still gets its answers as before.
    expect(await client.page.evaluate(() => fetch('/api/late').then((r) => r.json()))).toEqual({ item: 'Delivered late' });
  });

  it('a page loaded before the client came settles too (clock installed on adoption)', async () => {
    const context = client.context.playwright;
    const page = await context.newPage();
    await page.goto(`${server.origin}/static`);
    const late = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context });
    try {
      await late.init();
      late.context.setActivePage(page);
      expect((await late.extract()).pageText).toContain('First text');
    } finally {
      await late.close();
      await page.close();
    }
  });
});

describe('page text reuse', () => {
  it('an unchanged page is read once, then reused', async () => {
    await client.page.goto(`${server.origin}/static`);
    const first = await pageText();
    const second = await pageText();
    expect(second).toBe(first);
    expect(reads()).toEqual(['read', 'reused']);
  });

  it('a DOM mutation is seen by the next call', async () => {
    await client.page.goto(`${server.origin}/static`);
    expect(await pageText()).toContain('First text');
    await client.page.evaluate(() => (document.getElementById('p')!.textContent = 'Second text'));
    expect(await pageText()).toContain('Second text');
    expect(reads()).toEqual(['read', 'read']);
  });

  it('a mutation inside a shadow root is seen', async () => {
    await client.page.goto(`${server.origin}/shadow`);
    expect(await pageText()).toContain('Shadow first');
    await client.page.evaluate(() => (document.querySelector('x-box')!.shadowRoot!.querySelector('p')!.textContent = 'Shadow second'));
    expect(await pageText()).toContain('Shadow second');
  });

  it('a typed value (no DOM mutation) is seen', async () => {
    await client.page.goto(`${server.origin}/static`);
    await pageText();
    await client.page.getByLabel('Name').fill('Ada Lovelace');
    expect(await pageText()).toContain('Ada Lovelace');
    // Set by a script, with no event at all.
    await client.page.evaluate(() => ((document.querySelector('input') as HTMLInputElement).value = 'Grace Hopper'));
    expect(await pageText()).toContain('Grace Hopper');
    expect(reads()).toEqual(['read', 'read', 'read']);
  });

  it('a navigation is seen', async () => {
    await client.page.goto(`${server.origin}/static`);
    await pageText();
    await client.page.goto(`${server.origin}/other`);
    expect(await pageText()).toContain('Other page');
    // The same URL loaded again is a new document: read again.
    await client.page.reload();
    await pageText();
    expect(reads()).toEqual(['read', 'read', 'read']);
  });

  it('an iframe added, then removed, is seen', async () => {
    await client.page.goto(`${server.origin}/static`);
    expect(await pageText()).not.toContain('Inside the frame');
    await client.page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = '/child';
      document.body.append(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    });
    expect(await pageText()).toContain('Inside the frame');
    await client.page.evaluate(() => document.querySelector('iframe')!.remove());
    expect(await pageText()).not.toContain('Inside the frame');
  });

  it('a child frame that navigates is seen', async () => {
    await client.page.goto(`${server.origin}/with-frame`);
    expect(await pageText()).toContain('Inside the frame');
    await client.page.frames()[1]!.goto(`${server.origin}/other`);
    const text = await pageText();
    expect(text).toContain('Other page');
    expect(text).not.toContain('Inside the frame');
  });

  // After the first look, a frame of its parent's origin is read within the parent's look (one
  // round trip for both): what changes in it must still be seen, and an unchanged page still reused.
  it("a same-origin frame read within its parent's look: its changes, typed values and navigation are seen", async () => {
    await client.page.goto(`${server.origin}/with-frame`);
    expect(await pageText()).toContain('Inside the frame');
    const child = client.page.frames()[1]!;
    await child.evaluate(() => (document.querySelector('p')!.textContent = 'Changed inside'));
    expect(await pageText()).toContain('Changed inside');
    expect(await pageText()).toContain('Changed inside');
    await child.evaluate(() => document.body.append(Object.assign(document.createElement('input'), { ariaLabel: 'Code' })));
    await pageText();
    // A value set by a script, no event and no mutation: only the frame's own controls show it.
    await child.evaluate(() => (document.querySelector('input')!.value = 'XY-42'));
    expect(await pageText()).toContain('XY-42');
    await child.goto(`${server.origin}/other`);
    const text = await pageText();
    expect(text).toContain('Other page');
    expect(text).not.toContain('Changed inside');
    expect(reads()).toEqual(['read', 'read', 'reused', 'read', 'read', 'read']);
  });

  it('a frame of the page\'s origin behind a frame of another origin is followed too', async () => {
    await client.page.goto(`${server.origin}/behind-other-origin`);
    expect(await pageText()).toContain('Inside the frame');
    const inner = client.page.frames().find((f) => f.url().endsWith('/child'))!;
    await inner.evaluate(() => (document.querySelector('p')!.textContent = 'Changed behind'));
    expect(await pageText()).toContain('Changed behind');
    // A request it makes now, answered late, is awaited from the top frame's look.
    await inner.evaluate(() => {
      void fetch('/api/late').then((r) => r.json()).then((d: { item: string }) => (document.querySelector('p')!.textContent = d.item));
    });
    expect(await pageText()).toContain('Delivered late');
  });

  it('a viewport change is seen', async () => {
    const page = client.page;
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`${server.origin}/narrow`);
    expect(await pageText()).toContain('Only on wide screens');
    await page.setViewportSize({ width: 500, height: 700 });
    expect(await pageText()).not.toContain('Only on wide screens');
    await page.setViewportSize({ width: 1000, height: 700 });
    expect(await pageText()).toContain('Only on wide screens');
    expect(reads()).toEqual(['read', 'read', 'read']);
  });

  it('a scoped read (extract with a selector) is always fresh; the whole page\'s last text stays good', async () => {
    await client.page.goto(`${server.origin}/static`);
    await pageText();
    const scoped = ((await client.extract({ selector: 'h1' })) as { pageText: string }).pageText;
    expect(scoped).toContain('Static page');
    expect(scoped).not.toContain('First text');
    // extract() reads with actwright's own reader: a scoped read replaces nothing the whole read relies on.
    expect(await pageText()).toContain('First text');
    expect(reads()).toEqual(['read', 'read', 'reused']);
  });

  it("a scoped read does not spoil act's kept read: its Playwright refs still resolve", async () => {
    await client.page.goto(`${server.origin}/static`);
    await client.page.evaluate(() => {
      const button = document.querySelector('button')!;
      button.onclick = () => document.body.setAttribute('data-clicks', String(Number(document.body.dataset.clicks ?? 0) + 1));
    });
    expect((await client.act('click the Add button')).success).toBe(true);
    await client.extract({ selector: 'h1' });
    expect((await client.act('click the Add button')).success).toBe(true);
    expect(await client.page.getAttribute('body', 'data-clicks')).toBe('2');
  });

  it("refs of a reused read still resolve: act clicks through them, also after the test's own ariaSnapshot", async () => {
    await client.page.goto(`${server.origin}/static`);
    await client.page.evaluate(() => {
      const button = document.querySelector('button')!;
      button.onclick = () => document.body.setAttribute('data-clicks', String(Number(document.body.dataset.clicks ?? 0) + 1));
    });
    await pageText();
    const first = await client.act('click the Add button');
    expect(first.success, first.message).toBe(true);
    expect(await client.page.getAttribute('body', 'data-clicks')).toBe('1');
    // Unchanged page read, then the test reads part of it itself: Playwright's refs now point at that part.
    await pageText();
    await pageText();
    await client.page.locator('h1').ariaSnapshot({ mode: 'ai' });
    const second = await client.act('click the Add button');
    expect(second.success, second.message).toBe(true);
    expect(await client.page.getAttribute('body', 'data-clicks')).toBe('2');
    expect(reads()).toContain('reused');
  });
});
