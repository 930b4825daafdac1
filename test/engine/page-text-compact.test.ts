import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchPages } from '../../bench/pages.js';
import { Client } from '../../src/index.js';
import { captureSnapshot } from '../../src/engine/snapshot/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { pageTextOf, ScriptedLLM } from '../support/scripted-llm.js';
import { z } from 'zod';

/**
 * The compact page text on real Chromium, on the bench's own pages: one line per card and per row,
 * every name and price there, no link target, and every ref in act's reading still points at the
 * element it is written beside (so act/observe keep working on folded lines).
 */
let server: TestServer;
let client: Client;
/** A model that answers a URL field with the ref of the "Details of Item 0007" link it reads. */
const model = new ScriptedLLM((request) => ({ url: /link "Details of Item 0007" \[ref=([^\]]+)\]/.exec(pageTextOf(request))?.[1] ?? 'none' }));

beforeAll(async () => {
  server = await startTestServer();
  const { routes } = benchPages(server.crossOrigin);
  for (const [path, html] of routes) server.route(path, html);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 5_000, llmClient: model });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const pad = (n: number) => String(n).padStart(4, '0');

describe('compact page text on the bench pages', () => {
  it('folds each of 200 cards onto one line with its name, price, description and both refs', async () => {
    await client.page.goto(`${server.origin}/grid-200.html`);
    const { pageText } = await client.extract();
    const cards = pageText.split('\n').filter((l) => l.trimStart().startsWith('- article: '));
    expect(cards).toHaveLength(200);
    for (let i = 1; i <= 200; i++) {
      const line = cards[i - 1]!;
      expect(line).toContain(`h3 "Item ${pad(i)}"`);
      expect(line).toContain(` | $${(i * 1.25).toFixed(2)} | `);
      expect(line).toContain(`batch ${pad(i)}.`);
      expect(line).toMatch(new RegExp(`button "Add Item ${pad(i)} to cart" \\[ref=[^\\]]+\\]`));
      expect(line).toMatch(new RegExp(`link "Details of Item ${pad(i)}" \\[ref=[^\\]]+\\]`));
    }
    expect(pageText).not.toContain('#item-');
    expect(pageText).not.toContain('/url');
  });

  it("keeps refs that resolve to the element written beside them in act's reading (Playwright's refs)", async () => {
    await client.page.goto(`${server.origin}/grid-200.html`);
    const { text: pageText } = await captureSnapshot(client.page, { reader: 'act' });
    // extract() reads with actwright's own reader: the same text, with refs of its own.
    const noRefs = (text: string) => text.replace(/\[ref=[^\]]+\]/g, '[ref]');
    expect(noRefs((await client.extract()).pageText)).toBe(noRefs(pageText));
    const line = pageText.split('\n').find((l) => l.includes('h3 "Item 0150"'))!;
    const button = /button "Add Item 0150 to cart" \[ref=([^\]]+)\]/.exec(line)![1]!;
    const link = /link "Details of Item 0150" \[ref=([^\]]+)\]/.exec(line)![1]!;
    expect(await client.page.getByRef(button).textContent()).toBe('Add Item 0150 to cart');
    expect(await client.page.getByRef(link).getAttribute('href')).toBe('#item-0150');
    await client.page.getByRef(button).click();
    expect(await client.page.locator('#cart-count').textContent()).toBe('1');
  });

  it('folds each table row into its cells, in column order', async () => {
    await client.page.goto(`${server.origin}/table-300.html`);
    const { pageText } = await client.extract();
    const rows = pageText.split('\n').filter((l) => l.trimStart().startsWith('- row: checkbox'));
    expect(rows).toHaveLength(300);
    expect(rows[149]).toMatch(/^\s*- row: checkbox "Select SKU-0150" \[ref=[^\]]+\] \| SKU-0150 \| \w+ \w+ \| \d+ \| \$[\d.]+$/);
    expect(pageText).toMatch(/- row: columnheader "Pick" \[ref=[^\]]+\] \| columnheader "SKU"/);
  });

  it('extract() fills a URL field with the folded link\'s real target, read from its ref', async () => {
    await client.page.goto(`${server.origin}/grid-200.html`);
    const data = await client.extract({ instruction: 'the details link of Item 0007', schema: z.object({ url: z.url() }), offline: false });
    expect(data.url).toBe(`${server.origin}/grid-200.html#item-0007`);
    expect(pageTextOf(model.requests.at(-1)!)).not.toContain('#item-0007'); // the model never saw the address
  });
});
