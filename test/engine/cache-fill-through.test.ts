// A cached fill whose recorded element answers the step by its own name is filled through that
// element as recorded (its selector and its recorded role and name, Playwright's strict action),
// with the page's clock read beside the fill instead of a count and the clock before it: one round
// trip fewer in series (docs/benchmarks.md, pace16). Counted and ordered, not timed. Near misses:
// an entry whose selector finds another element fills nothing there and heals; on a page at work
// that draws its field anew, the text ends in the field the page kept (settled, then filled again). Real Chromium, pages on 127.0.0.1, no model.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/index.js';
import { ACTION_CACHE_VERSION, actionCacheKey, cacheFileName, type ActionCacheEntry } from '../../src/engine/cache/index.js';
import { clientPool } from '../support/client-pool.js';
import { locatorCalls } from '../support/locator-calls.js';

const SUBMIT = `onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'sent ' + document.getElementById('name').value"`;
const formPage = `<title>Form</title><header><input type="search" aria-label="Search"></header>
<form ${SUBMIT}><label>Name <input id="name"></label></form><p id="out"></p>`;
// At work for most of a second after its load (a timer pending), then its field is drawn anew,
// empty, under the same label: a text put into the first field is gone.
const redrawnPage = `<title>Redrawn</title><form ${SUBMIT}><label>Name <input id="name"></label></form><p id="out"></p>
<script>setTimeout(() => { const fresh = document.createElement('input'); fresh.id = 'name'; document.getElementById('name').replaceWith(fresh); document.body.dataset.redrawn = 'yes'; }, 900);</script>`;

const pool = clientPool({ '/form': formPage, '/redrawn': redrawnPage });

async function startClient(): Promise<{ client: Client; dir: string }> {
  const dir = pool.cacheDir();
  return { client: await pool.start(dir), dir };
}


const COUNTED = ['count', 'fill', 'inputValue', 'press', 'evaluate', 'evaluateAll'] as const;

describe('a cached fill, made through its element as recorded', () => {
  it('asks for no count before it fills: the fill, its value check, then the key', async () => {
    const { client } = await startClient();
    const url = `${pool.origin}/form`;
    const step = 'fill Name with "Ann" and press Enter';
    await client.page.goto(url);
    const first = await client.act(step);
    expect(first.success, first.message).toBe(true);
    expect(first.decision?.by.kind).not.toBe('cache');
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const calls = await locatorCalls(client.page.locator('body'), COUNTED, async () => {
      replay = await client.act(step);
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('sent Ann');
    // Without the change: ['count', 'fill', 'inputValue', 'press'] (the element counted as recorded first).
    expect(calls).toEqual(['fill', 'inputValue', 'press']);
    // The code recorded is the selector's, not the locator it was filled through.
    expect(replay!.actions[0]?.code).toBe("await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann');");
  });

  it("near miss: a variable's value is filled the long way (its element counted as recorded first, then its origin checked)", async () => {
    const { client } = await startClient();
    const url = `${pool.origin}/form`;
    const step = 'fill Name with %who% and press Enter';
    const options = { variables: { who: 'Di' } };
    await client.page.goto(url);
    const first = await client.act(step, options);
    expect(first.success, first.message).toBe(true);
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const calls = await locatorCalls(client.page.locator('body'), COUNTED, async () => {
      replay = await client.act(step, options);
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('sent Di');
    expect(calls.slice(0, 2)).toEqual(['count', 'fill']);
  });

  it('near miss: an entry whose selector finds the search box, recorded as the Name field, fills nothing there and heals to Name', async () => {
    const { client, dir } = await startClient();
    const url = `${pool.origin}/form`;
    const step = 'fill Name with "Bo" and press Enter';
    const key = actionCacheKey({ kind: 'act', instruction: step, pageUrl: url });
    const element = { role: 'textbox', name: 'Name', origin: pool.origin };
    const selector = 'internal:role=searchbox[name="Search"s]';
    const entry: ActionCacheEntry = {
      version: ACTION_CACHE_VERSION,
      key,
      actions: [
        { selector, description: 'fill Name', method: 'fill', arguments: ['Bo'], code: "await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Bo');", element },
        { selector, description: 'press Enter in Name', method: 'press', arguments: ['Enter'], code: "await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');", element },
      ],
      by: { kind: 'model' },
      writtenAt: new Date().toISOString(),
    };
    writeFileSync(join(dir, cacheFileName(key)), JSON.stringify(entry));
    await client.page.goto(url);
    const result = await client.act(step);
    expect(result.success, result.message).toBe(true);
    expect(await client.page.getByRole('searchbox').inputValue()).toBe('');
    expect(await client.page.locator('#out').textContent()).toBe('sent Bo');
    expect(result.decision?.heal?.reason).toContain('searchbox');
  });

  it('near miss: on a page at work that draws its field anew, the text is in the field the page kept', async () => {
    const { client } = await startClient();
    const url = `${pool.origin}/redrawn`;
    const step = 'fill Name with "Cy"';
    await client.page.goto(url);
    await client.page.waitForFunction(() => document.body.dataset.redrawn === 'yes');
    const first = await client.act(step);
    expect(first.success, first.message).toBe(true);
    await client.page.goto(url);
    const replay = await client.act(step);
    expect(replay.success, replay.message).toBe(true);
    expect(replay.decision?.by.kind).toBe('cache');
    await client.page.waitForFunction(() => document.body.dataset.redrawn === 'yes');
    expect(await client.page.locator('#name').inputValue()).toBe('Cy');
  });
});
