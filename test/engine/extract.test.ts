import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, ExtractionError, InvalidArgumentError, InvalidModelAnswerError } from '../../src/index.js';
import { EXTRACT_CHUNK_CHARS } from '../../src/engine/methods/extract.js';
import { startModelTier, stopModelTier } from '../support/model-tier.js';
import type { TestServer } from '../support/http-server.js';
import { pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

let server: TestServer;
let client: Client;
const model = new ScriptedLLM();

beforeAll(async () => void ({ server, client } = await startModelTier(model)));
afterAll(() => stopModelTier(server, client));
beforeEach(() => model.reset(() => ({})));

const open = (name: string) => client.page.goto(`${server.origin}/${name}`);

/** What a model reading the table would answer: the rows of the page text it was given. */
function readTableRows(text: string) {
  const rows: { region: string; q1: number; q4: number }[] = [];
  const lines = text.split('\n');
  for (const line of lines) {
    // A row is folded onto one line: `- row: North | 10 | 12 | 14 | 16`.
    const folded = /^\s*- row: (.*)$/.exec(line)?.[1];
    if (!folded) continue;
    const cells = folded.split(' | ');
    if (cells.length === 5 && cells.every((c) => !c.startsWith('columnheader')) && !['Total'].includes(cells[0]!)) {
      rows.push({ region: cells[0]!, q1: Number(cells[1]), q4: Number(cells[4]) });
    }
  }
  return rows;
}

describe('extract()', () => {
  it('returns data typed and validated by the schema', async () => {
    await open('table.html');
    model.reset((request) => ({ rows: readTableRows(pageTextOf(request)) }));
    const schema = z.object({ rows: z.array(z.object({ region: z.string(), q1: z.number(), q4: z.number() })) });
    const { rows } = await client.extract({ instruction: 'sales per region', schema });
    expect(rows).toEqual([
      { region: 'North', q1: 120, q4: 150 },
      { region: 'South', q1: 98, q4: 121 },
      { region: 'East', q1: 143, q4: 160 },
      { region: 'West', q1: 87, q4: 104 },
    ]);
    expect(model.requests).toHaveLength(1);
    const record = client.exportSession().records.at(-1)!;
    expect(record).toMatchObject({ method: 'extract', tier: 'model', tokenUsage: { inputTokens: 120, outputTokens: 12 } });
    expect(record.parameters).toMatchObject({ instruction: 'sales per region', schema: { type: 'object' } });
  });

  it('extract(instruction) returns { extraction }', async () => {
    await open('table.html');
    model.reset(() => ({ extraction: 'East had the best Q4: 160' }));
    expect(await client.extract('which region had the best Q4?')).toEqual({ extraction: 'East had the best Q4: 160' });
    expect(JSON.stringify(model.requests[0]!.schema.jsonSchema)).toContain('extraction');
  });

  it('fills URL fields with the real link targets, never invented ones', async () => {
    await open('table.html');
    model.reset((request) => ({
      source: { title: 'annual report 2025', url: refOf(pageTextOf(request), 'link', 'annual report') },
      mirror: 'https://invented.example/report',
    }));
    const schema = z.object({ source: z.object({ title: z.string(), url: z.url() }), mirror: z.url().optional() });
    const result = await client.extract({ instruction: 'the source report', schema });
    expect(result).toEqual({ source: { title: 'annual report 2025', url: `${server.origin}/reports/2025` } });
    // The model was asked for a link ref, not an address.
    expect(JSON.stringify(model.requests[0]!.schema.jsonSchema)).toContain('ref of the link');
  });

  it('limits the scope with an xpath selector', async () => {
    await open('table.html');
    model.reset(() => ({ extraction: 'ok' }));
    await client.extract({ instruction: 'the table', selector: 'xpath=/html/body/table' });
    const text = pageTextOf(model.requests[0]!);
    expect(text).toMatch(/^\s*- row: North \| /m);
    expect(text).not.toContain('annual report');
    expect(text).not.toContain('Quarterly sales'); // the h1 is outside the table
  });

  it('includes iframe content only with iframes: true, and resolves links inside frames', async () => {
    await open('frames.html');
    model.reset(() => ({ extraction: 'x' }));
    await client.extract({ instruction: 'status' });
    expect(pageTextOf(model.requests[0]!)).not.toContain('Payment pending');
    model.reset((request) => ({ terms: refOf(pageTextOf(request), 'link', 'Payment terms') }));
    const result = await client.extract({ instruction: 'terms link', schema: z.object({ terms: z.url() }), iframes: true });
    expect(pageTextOf(model.requests[0]!)).toContain('Payment pending');
    // The card frame is two hops deep and on the other site than its parent: its own origin counts.
    const cardFrame = client.page.frames().find((f) => f.url().endsWith('/frame-card.html'))!;
    expect(result.terms).toBe(new URL('/terms.html', cardFrame.url()).href);
  });

  it('splits the 2,000-card grid into chunks, one model call each, and merges them', async () => {
    await open('grid.html');
    model.reset((request) => {
      const lines = pageTextOf(request).split('\n');
      const products: { name: string; price: string; url: string }[] = [];
      for (const line of lines) {
        // A card is one line: `- article: h3 "Blue Lamp 1" | $42.01 | … | link "…" [ref=e12]`.
        const name = /h3 "(.*?)"/.exec(line)?.[1];
        const price = / \| (\$[\d.]+)(?: \||$)/.exec(line)?.[1];
        const ref = /link "[^"]*" \[ref=([^\]]+)\]/.exec(line)?.[1];
        if (name && price && ref) products.push({ name, price, url: ref });
      }
      return { products };
    });
    const schema = z.object({ products: z.array(z.object({ name: z.string(), price: z.string(), url: z.url() })) });
    const { products } = await client.extract({ instruction: 'every product with its price and link', schema });
    expect(products).toHaveLength(2_000);
    expect(new Set(products.map((p) => p.url)).size).toBe(2_000);
    expect(products[0]).toEqual({ name: 'Blue Lamp 1', price: '$42.01', url: `${server.origin}/product/1` });
    expect(products.at(-1)!.url).toBe(`${server.origin}/product/2000`);
    const calls = model.requests.length;
    expect(calls).toBeGreaterThan(1);
    for (const request of model.requests) {
      expect(pageTextOf(request).length).toBeLessThanOrEqual(EXTRACT_CHUNK_CHARS);
      expect(JSON.stringify(request.messages)).toMatch(/part \d+ of \d+/);
    }
    // No call whose answer is thrown away: every call is one chunk, all counted.
    expect(client.exportSession().records.at(-1)!.tokenUsage).toMatchObject({ inputTokens: 120 * calls, outputTokens: 12 * calls });
  }, 60_000);

  it('an answer that does not fit the schema throws a typed error, with the tokens it spent', async () => {
    await open('table.html');
    model.reset(() => ({ total: 'not a number' }));
    await expect(client.extract({ instruction: 'total', schema: z.object({ total: z.number() }) })).rejects.toBeInstanceOf(InvalidModelAnswerError);
    const failed = client.exportSession().records.at(-1)!;
    expect(failed).toMatchObject({ method: 'extract', error: expect.stringContaining('total') });
    expect(failed.tokenUsage?.inputTokens).toBe(120 * model.requests.length);
    // A required URL the page does not have is dropped, never invented: the result cannot validate.
    model.reset(() => ({ link: 'https://invented.example/' }));
    await expect(client.extract({ instruction: 'the link', schema: z.object({ link: z.url() }) })).rejects.toBeInstanceOf(ExtractionError);
  });

  it('rejects bad arguments', async () => {
    await expect(client.extract('')).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(client.extract({ schema: 'nope' as never })).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});
