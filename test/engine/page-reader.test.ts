import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchPages } from '../../bench/pages.js';
import { Client } from '../../src/index.js';
import { captureSnapshot } from '../../src/engine/snapshot/index.js';
import { readTree } from '../../src/engine/snapshot/reader.js';
import { CORPUS_DIR, startCorpusServer } from '../support/test-pages.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/**
 * extract() reads with actwright's own page reader; act() and observe() with Playwright's AI
 * snapshot. Both must give the model the same page text (refs aside: each reader numbers its own).
 * Every page of test/pages, the bench pages, and a page of tricky semantics (labels, labelledby,
 * generated content, hidden text, states, slots, aria-owns) are read both ways and compared.
 */
let corpus: TestServer;
let bench: TestServer;
let client: Client;

beforeAll(async () => {
  corpus = await startCorpusServer();
  bench = await startTestServer();
  for (const [path, html] of benchPages(bench.crossOrigin).routes) bench.route(path, html);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await corpus?.close();
  await bench?.close();
});

const noRefs = (text: string) => text.replace(/\[ref=[^\]]+\]/g, '[ref]');
/** Pages whose text changes by itself (a ticking counter): compared on their first lines only. */
const TICKING = new Set(['stalled.html']);

async function bothReadings(url: string): Promise<{ own: string; playwright: string }> {
  await client.page.goto(url);
  const own = (await client.extract()).pageText;
  const playwright = (await captureSnapshot(client.page, { reader: 'act' })).text;
  return { own: noRefs(own), playwright: noRefs(playwright) };
}

describe('page reader: the same text as Playwright’s AI snapshot', () => {
  const pages = [
    ...readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.html')),
    ...readdirSync(`${CORPUS_DIR}offline`).filter((f) => f.endsWith('.html')).map((f) => `offline/${f}`),
  ];
  for (const page of pages) {
    it(page, async () => {
      const { own, playwright } = await bothReadings(`${corpus.origin}/${page}`);
      if (TICKING.has(page)) expect(own.split('\n')[0]).toBe(playwright.split('\n')[0]);
      else expect(own).toBe(playwright);
    });
  }
  for (const path of ['/grid-200.html', '/table-300.html', '/article.html', '/form.html', '/frames.html', '/shadow.html']) {
    it(`bench${path}`, async () => {
      const { own, playwright } = await bothReadings(bench.origin + path);
      expect(own).toBe(playwright);
    });
  }
});

describe('page reader: what it keeps', () => {
  it('an element hidden with display: none leaves nothing, not even its generated content', async () => {
    await client.page.goto(`${corpus.origin}/reader-semantics.html`);
    const text = (await client.extract()).pageText;
    expect(text).not.toContain('Display none text');
    expect(text).toContain('but this is seen');
    expect(text).not.toContain('Invisible text');
    expect(text).toContain('Screen reader only text');
    expect(text).toContain('Hidden from assistive technology but visible');
    expect(text).toContain('Slotted name');
    expect(text).not.toContain('Unslotted text');
    expect(text).toContain('Fallback slot text');
  });

  it('link targets stay out of the text; a data: URL is cut after its comma where it is kept', async () => {
    await client.page.goto(`${corpus.origin}/reader-semantics.html`);
    const snapshot = await captureSnapshot(client.page, { reader: 'read' });
    const text = snapshot.text;
    expect(text).not.toContain('/article');
    const urls = [...snapshot.byRef.values()].map((n) => n.url).filter(Boolean);
    expect(urls).toEqual(expect.arrayContaining(['/home', '/article', '/two', 'data:text/plain;base64,\u2026']));
  });

  it('a page the reader cannot read (its own script broke a DOM method) is still read, with Playwright’s snapshot', async () => {
    await client.page.goto(`${corpus.origin}/offline/login.html`);
    await client.page.evaluate(() => {
      Element.prototype.checkVisibility = () => {
        throw new Error('broken by the page');
      };
    });
    const snapshot = await captureSnapshot(client.page, { reader: 'read' });
    expect(snapshot.readerFailure).toContain('broken by the page');
    expect(snapshot.reader).toBe('act');
    expect(noRefs(snapshot.text)).toBe(noRefs((await captureSnapshot(client.page, { reader: 'act' })).text));
    expect(snapshot.text).toContain('Sign in');
  });

  it('generated text (::before, ::after) from a shadow root’s own style, or from a style sheet of another origin, is read', async () => {
    bench.route('/pseudo.css', (_req, res) => void res.writeHead(200, { 'content-type': 'text/css' }).end('.far::after { content: "from afar"; }'));
    bench.route(
      '/pseudo.html',
      `<!doctype html><link rel="stylesheet" href="${bench.crossOrigin}/pseudo.css"><p class="far">Styled </p><star-box></star-box>` +
        `<script>customElements.define('star-box', class extends HTMLElement { constructor() { super(); ` +
        `this.attachShadow({ mode: 'open' }).innerHTML = '<style>b::before { content: "Star: "; }</style><b>shadow text</b>'; } });</script>`,
    );
    bench.route('/plain.html', `<!doctype html><p>No generated text</p><star-box></star-box><script>customElements.define('star-box', class extends HTMLElement { constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<style>b::before { content: "Star: "; }</style><b>shadow text</b>'; } });</script>`);
    for (const path of ['/pseudo.html', '/plain.html']) {
      const { own, playwright } = await bothReadings(bench.origin + path);
      expect(own).toBe(playwright);
      expect(own).toContain('Star: shadow text');
    }
    expect((await bothReadings(bench.origin + '/pseudo.html')).own).toContain('Styled from afar');
  });

  it('the walk’s shortcuts read as the full rules do: slotted and unslotted children, closed roots, generated text in names, role-less elements with and without naming attributes', async () => {
    // Each line exercises a shortcut of the reader (src/engine/injected/reader/) against Playwright's own reading:
    // a host's light text read only at its slot; a closed root reached through the accessor; a
    // name from content with ::before; role-less elements named by title / aria-label or by nothing.
    bench.route(
      '/shortcuts.html',
      `<!doctype html><style>.star::before { content: "Star "; }</style><h1>Shortcuts</h1>` +
        `<div id="open-host">unslotted text <b>unslotted element</b> <span slot="a">slotted element</span></div>` +
        `<div id="closed-host">closed light text <i slot="b">slotted in closed</i></div>` +
        `<button class="star">Gold</button><a href="#x"><span class="star">Linked</span> item</a>` +
        `<div title="Div title">titled div</div><span aria-label="Span label">labelled span</span><span class="c">plain span</span>` +
        `<label>Plain label <input value="typed"></label><details><summary>Summary text</summary>closed details text</details>` +
        `<div role="button" aria-labelledby="lb1 lb2">by refs</div><span id="lb1">First ref</span><span id="lb2">Second ref</span>` +
        `<script>document.getElementById('open-host').attachShadow({ mode: 'open' }).innerHTML = '<em>open shadow</em> <slot name="a"></slot>';` +
        `document.getElementById('closed-host').attachShadow({ mode: 'closed' }).innerHTML = '<em>closed shadow</em> <slot name="b"></slot> <slot name="c">fallback text</slot>';</script>`,
    );
    const { own, playwright } = await bothReadings(bench.origin + '/shortcuts.html');
    expect(own).toBe(playwright);
    for (const text of ['slotted element', 'slotted in closed', 'closed shadow', 'fallback text', 'Star Gold', 'Star Linked item', 'Div title', 'First ref Second ref']) expect(own).toContain(text);
    expect(own).not.toContain('unslotted');
    expect(own).not.toContain('closed light text');
  });

  it('tag names that are also names of Object.prototype members (<constructor>) are unknown elements, read as text', async () => {
    bench.route('/proto-tags.html', `<!doctype html><h1>Proto tags</h1><constructor>Inside constructor</constructor><ul><constructor><li>Item in odd wrapper</li></constructor></ul>`);
    const { own, playwright } = await bothReadings(bench.origin + '/proto-tags.html');
    // Read by actwright's reader itself, not by the fallback to Playwright's snapshot.
    await expect(readTree(client.page)).resolves.toBeDefined();
    expect(own).toBe(playwright);
    expect(own).toContain('Inside constructor');
    expect(own).toContain('Item in odd wrapper');
  });

  it('a document loaded before the reader was installed (a context the client did not set up) is read too', async () => {
    const context = await client.page.context().browser()!.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${corpus.origin}/frames.html`);
      const own = await captureSnapshot(page, { reader: 'read' });
      expect(own.readerFailure).toBeUndefined();
      expect(own.reader).toBe('read');
      expect(noRefs(own.text)).toBe(noRefs((await captureSnapshot(page, { reader: 'act' })).text));
    } finally {
      await context.close();
    }
  });
});
