import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Locator } from 'playwright-core';
import { Client } from '../../src/index.js';
import { startCorpusServer } from '../support/test-pages.js';
import type { TestServer } from '../support/http-server.js';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startCorpusServer();
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 5_000 });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Visible text fragments and interactive elements of one frame, open shadow roots included. */
function collectVisible(frame: Frame) {
  return frame.evaluate(() => {
    const texts: string[] = [];
    let interactive = 0;
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          const text = node.textContent?.replace(/\s+/g, ' ').trim();
          if (text && parent && !['SCRIPT', 'STYLE', 'TITLE'].includes(parent.tagName) && parent.checkVisibility({ visibilityProperty: true })) texts.push(text);
          continue;
        }
        if (!(node instanceof Element)) continue; // the shadow root itself
        const el = node;
        if (el.matches('button, a[href], input, select, textarea') && el.checkVisibility({ visibilityProperty: true })) interactive++;
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document.body);
    return { texts, interactive };
  });
}

/** An interactive element with its ref: on a line of its own, or as a part of a folded line. */
const INTERACTIVE = /(?:^\s*- |: | \| )(button|link|textbox|searchbox|spinbutton|slider|checkbox|radio|combobox)\b[^|]*?\[ref=/gm;

async function expectText(locator: Locator, text: string) {
  await locator.filter({ hasText: text }).waitFor({ timeout: 5_000 });
  expect(await locator.textContent()).toContain(text);
}

describe('page text of the corpus', () => {
  for (const name of ['forms.html', 'table.html', 'frames.html', 'shadow.html', 'dropdown.html', 'late-list.html', 'new-tab.html']) {
    it(`${name}: every visible text and every interactive element is in the page text`, async () => {
      const page = client.page;
      await page.goto(`${server.origin}/${name}`);
      const { pageText } = await client.extract();
      const flat = collapse(pageText);
      let interactive = 0;
      for (const frame of page.frames()) {
        const seen = await collectVisible(frame);
        interactive += seen.interactive;
        for (const text of seen.texts) expect(flat, `"${text}" (${frame.url()})`).toContain(text);
      }
      const refLines = [...pageText.matchAll(INTERACTIVE)].length;
      expect(refLines).toBeGreaterThanOrEqual(interactive);
      if (name !== 'late-list.html') expect(interactive).toBeGreaterThan(0);
    });
  }

  it('reaches into nested cross-origin iframes', async () => {
    await client.page.goto(`${server.origin}/frames.html`);
    const { pageText } = await client.extract();
    expect(client.page.frames().map((f) => new URL(f.url()).hostname).sort()).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', 'localhost']);
    expect(pageText).toMatch(/- iframe \[ref=[^\]]+\]\n(\s+.*\n)*\s+- iframe \[ref=[^\]]+\]\n(\s+.*\n)*\s+- button "Pay now" \[ref=f\d+e\d+\]/);
    expect(pageText).toContain('Payment pending');
  });

  it('sees closed shadow roots while the page still sees them closed', async () => {
    await client.page.goto(`${server.origin}/shadow.html`);
    const { pageText } = await client.extract();
    for (const text of ['Open shadow text', 'button "Open action"', 'Closed shadow text', 'textbox "Coupon"', 'button "Closed action"']) {
      expect(pageText).toContain(text);
    }
    expect(await client.page.locator('#status').getAttribute('data-host-root')).toBe('null');
    expect(await client.page.evaluate(() => document.querySelector('closed-widget')!.shadowRoot)).toBeNull();
  });

  it('waits for a list that loads late', async () => {
    await client.page.goto(`${server.origin}/late-list.html`);
    const { pageText } = await client.extract();
    expect(pageText).not.toContain('Loading');
    expect(pageText).toContain('A-102: Oak shelf');
  });

  it('a page that never settles is read within the settle bound', async () => {
    await client.page.goto(`${server.origin}/stalled.html`);
    const started = Date.now();
    const { pageText } = (await client.extract({ domSettleTimeoutMs: 500 })) as { pageText: string };
    expect(pageText).toContain('Never quiet');
    expect(Date.now() - started).toBeLessThan(5_000); // a bound, generous on a loaded machine
  });

  it('records extract() in the history', async () => {
    await client.page.goto(`${server.origin}/table.html`);
    await client.extract();
    const last = (await client.history).at(-1)!;
    expect(last.method).toBe('extract');
    expect((last.result as { pageText: string }).pageText).toContain('Quarterly sales');
  });
});

describe('observe() without an instruction', () => {
  it("lists the page's actions with durable selectors that resolve after a reload, across frames", async () => {
    const page = client.page;
    await page.goto(`${server.origin}/frames.html`);
    const actions = await client.observe();
    const pay = actions.find((a) => a.description.includes('Pay now'));
    expect(pay?.selector).toContain(' >>> ');
    expect(pay?.selector).not.toMatch(/aria-ref|\bf\d+e\d+\b/);
    expect(actions.map((a) => a.description)).toEqual(
      expect.arrayContaining([expect.stringContaining('Save shipping'), expect.stringContaining('Card number')]),
    );
    await page.reload();
    await page.deepLocator(pay!.selector).waitFor({ timeout: 5_000 });
    for (const action of actions) expect(await page.deepLocator(action.selector).count(), action.selector).toBe(1);
    expect((await client.history).map((h) => h.method)).toContain('observe');
  });

  it('gives closed-shadow elements selectors that work after a reload', async () => {
    const page = client.page;
    await page.goto(`${server.origin}/shadow.html`);
    const actions = await client.observe();
    const closed = actions.find((a) => a.description.includes('Closed action'))!;
    await page.reload();
    await page.deepLocator(closed.selector).click({ timeout: 5_000 });
    await expectText(page.locator('#status'), 'Closed action clicked');
  });
});
