import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client } from '../../src/index.js';
import { EXTRACT_CHUNK_CHARS } from '../../src/engine/methods/extract.js';
import { HEAL_BUDGET_CHARS, MAX_EXTRACT_CALLS, PAGE_TEXT_BUDGET_CHARS } from '../../src/engine/methods/page-budget.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { actAnswer, pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

/**
 * Model requests are bounded (issue 29 item 7), measured in bytes and calls with a scripted model
 * on a page of 50,000 elements (about 1.5 MB of page text; bench/model-budget.ts runs 200,000): an
 * act and its self-heal, an observe and an extract(schema).
 */
const ELEMENTS = 50_000;
/** What a request carries besides the page text: system rules, instruction, fences. */
const OVERHEAD = 8_000;
const PAGE = `<!doctype html><title>Huge</title><h1>Store</h1><button>Checkout</button><ul id="l"></ul>
<script>const l = document.getElementById('l'); const f = document.createDocumentFragment();
for (let i = 0; i < ${ELEMENTS - 3}; i++) { const li = document.createElement('li'); li.textContent = 'Catalogue entry number ' + i; f.appendChild(li); }
l.appendChild(f);</script>`;

let server: TestServer;
let client: Client;
const llm = new ScriptedLLM();
const bytes = (i: number) => JSON.stringify(llm.requests[i]!.messages).length;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/huge', PAGE);
  client = new Client({ env: 'LOCAL', verbose: 0, llmClient: llm, offline: false, domSettleTimeout: 10_000 });
  await client.init();
  await client.page.goto(`${server.origin}/huge`, { waitUntil: 'commit' });
  await client.page.waitForFunction((n) => document.querySelectorAll('li').length >= n, ELEMENTS - 3, { timeout: 100_000 });
}, 120_000);
afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe('model requests on a huge page', () => {
  it('act and its self-heal carry bounded page text; the heal does not resend the page', async () => {
    llm.reset((request, index) => (index === 0 ? actAnswer('e99999999', 'click') : actAnswer(refOf(pageTextOf(request), 'button', 'Checkout'), 'click')));
    const result = await client.act('click the Checkout button');
    expect(result.success).toBe(true);
    expect(llm.requests).toHaveLength(2);
    expect(bytes(0)).toBeLessThan(PAGE_TEXT_BUDGET_CHARS + OVERHEAD);
    expect(bytes(1)).toBeLessThan(HEAL_BUDGET_CHARS + OVERHEAD);
    expect(pageTextOf(llm.requests[0]!)).toMatch(/^\(page text bounded to \d+ characters: \d+ of \d+ lines/);
    console.log(`act: request bytes ${bytes(0)} + heal ${bytes(1)}`);
  }, 120_000);

  it('observe carries bounded page text with what the instruction names', async () => {
    llm.reset(() => ({ elements: [] }));
    await client.observe('find the Checkout button');
    expect(bytes(0)).toBeLessThan(PAGE_TEXT_BUDGET_CHARS + OVERHEAD);
    expect(pageTextOf(llm.requests[0]!)).toContain('button "Checkout"');
  }, 120_000);

  it(`extract(schema) makes at most ${MAX_EXTRACT_CALLS} calls, each bounded`, async () => {
    llm.reset(() => ({ entries: [] }));
    await client.extract({ instruction: 'the catalogue entries', schema: z.object({ entries: z.array(z.string()) }) });
    expect(llm.requests.length).toBeGreaterThan(0);
    expect(llm.requests.length).toBeLessThanOrEqual(MAX_EXTRACT_CALLS);
    for (let i = 0; i < llm.requests.length; i++) expect(bytes(i)).toBeLessThan(EXTRACT_CHUNK_CHARS + OVERHEAD);
    console.log(`extract: ${llm.requests.length} calls, ${llm.requests.map((_, i) => bytes(i)).reduce((a, b) => a + b, 0)} bytes`);
  }, 120_000);
});
