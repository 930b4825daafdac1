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
