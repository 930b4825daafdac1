import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { Client } from '../src/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { actAnswer, pageTextOf, refOf, ScriptedLLM } from '../test/support/scripted-llm.js';

/**
 * What model calls carry on a page of 200,000 elements (issue 29 item 7), with a scripted model:
 * an act whose first answer fails (so it self-heals) and an extract(schema). Prints request bytes
 * (JSON of the messages) and calls.
 *
 *   npx tsx bench/model-budget.ts [elements]
 */
async function main(): Promise<void> {
  const elements = Number(process.argv[2] ?? 200_000);
  const server = await startTestServer();
  server.route('/huge', `<!doctype html><title>Huge</title><h1>Store</h1><button>Checkout</button><ul id="l"></ul>
<script>const l = document.getElementById('l'); const f = document.createDocumentFragment();
for (let i = 0; i < ${elements - 3}; i++) { const li = document.createElement('li'); li.textContent = 'Item ' + i; f.appendChild(li); }
l.appendChild(f);</script>`);
  const llm = new ScriptedLLM();
  const client = new Client({ env: 'LOCAL', verbose: 0, llmClient: llm, offline: false, domSettleTimeout: 20_000 });
  await client.init();
  const bytes = () => llm.requests.map((r) => JSON.stringify(r.messages).length);
  try {
    await client.page.goto(`${server.origin}/huge`, { waitUntil: 'commit' });
    await client.page.waitForFunction((n) => document.querySelectorAll('li').length >= n, elements - 3, { timeout: 300_000 });
    llm.reset((request, index) => (index === 0 ? actAnswer('e99999999', 'click') : actAnswer(refOf(pageTextOf(request), 'button', 'Checkout'), 'click')));
    const act = await client.act('click the Checkout button', { timeout: 600_000 } as never);
    if (!act.success) console.log(`act: ${act.message}`);
    console.log(`${elements} elements: act ${act.success ? 'ok' : 'failed'} in ${llm.requests.length} calls, request bytes ${bytes().join(' + ')} = ${bytes().reduce((a, b) => a + b, 0)}`);
    llm.reset(() => ({ items: [] }));
    await client.extract({ instruction: 'the items', schema: z.object({ items: z.array(z.string()) }) });
    console.log(`${elements} elements: extract(schema) ${llm.requests.length} calls, request bytes ${bytes().reduce((a, b) => a + b, 0)} (largest ${Math.max(...bytes())})`);
  } finally {
    await client.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
