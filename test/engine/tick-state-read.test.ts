// A native box ticked where the read before the click found it taking the pointer: its state after
// the click is read by Playwright's `isChecked` (its utility world, one round trip) instead of a
// second main-world read (a query, then the read: two); only a box in the state asked for is taken
// from it, anything else is read the long way (docs/benchmarks.md, pace16). Counted, not timed.
// Near misses: a box that refuses the click fails the step; a box the page ticks a moment later
// is still found ticked. Real Chromium, pages on 127.0.0.1, no model.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/index.js';
import { ACTION_CACHE_VERSION, actionCacheKey, cacheFileName, type ActionCacheEntry } from '../../src/engine/cache/index.js';
import { clientPool } from '../support/client-pool.js';
import { locatorCallCounts } from '../support/locator-calls.js';

const listPage = `<title>Shopping</title><ul>
<li><input type="checkbox" id="milk"> <label for="milk">Milk</label></li>
<li><input type="checkbox" id="eggs" onclick="return false"> <label for="eggs">Eggs</label></li>
<li><input type="checkbox" id="bread" onclick="event.preventDefault(); const box = this; setTimeout(() => { box.checked = true; }, 150)"> <label for="bread">Bread</label></li>
</ul>`;

const pool = clientPool({ '/list': listPage });

async function startClient(): Promise<{ client: Client; dir: string }> {
  const dir = pool.cacheDir();
  return { client: await pool.start(dir), dir };
}


/** A cache entry ticking the box named `name`, as the action cache writes one. */
function writeTick(dir: string, step: string, url: string, name: string): void {
  const key = actionCacheKey({ kind: 'act', instruction: step, pageUrl: url });
  const selector = `internal:role=checkbox[name="${name}"s]`;
  const entry: ActionCacheEntry = {
    version: ACTION_CACHE_VERSION,
    key,
    actions: [{ selector, description: `check checkbox "${name}"`, method: 'check', arguments: [], code: `await page.getByRole('checkbox', { name: '${name}', exact: true }).check();`, element: { role: 'checkbox', name, origin: pool.origin } }],
    by: { kind: 'rule', rule: 'kind-word' },
    writtenAt: new Date().toISOString(),
  };
  writeFileSync(join(dir, cacheFileName(key)), JSON.stringify(entry));
}

const COUNTED = ['evaluate', 'evaluateAll', 'isChecked'] as const;

describe('the state of a box just ticked, read in one round trip', () => {
  it('a cached tick reads the box once in the main world (before the click) and once by isChecked (after it)', async () => {
    const { client } = await startClient();
    const url = `${pool.origin}/list`;
    const step = 'tick "Milk"';
    await client.page.goto(url);
    const first = await client.act(step);
    expect(first.success, first.message).toBe(true);
    expect(first.decision?.by.kind).not.toBe('cache');
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const calls = await locatorCallCounts(client.page.locator('body'), COUNTED, async () => {
      replay = await client.act(step);
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#milk').isChecked()).toBe(true);
    // Without the change: { evaluate: 0, evaluateAll: 2, isChecked: 0 } (the read after the click in the main world).
    expect(calls).toEqual({ evaluate: 0, evaluateAll: 1, isChecked: 1 });
  });

  it('near miss: a box that refuses the click is not reported ticked', async () => {
    const { client, dir } = await startClient();
    const url = `${pool.origin}/list`;
    const step = 'tick "Eggs"';
    writeTick(dir, step, url, 'Eggs');
    await client.page.goto(url);
    const result = await client.act(step);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/unchecked/);
    expect(await client.page.locator('#eggs').isChecked()).toBe(false);
    expect(await client.page.locator('#milk').isChecked()).toBe(false);
  });

  it('near miss: a box the page ticks a moment after the click is found ticked', async () => {
    const { client, dir } = await startClient();
    const url = `${pool.origin}/list`;
    const step = 'tick "Bread"';
    writeTick(dir, step, url, 'Bread');
    await client.page.goto(url);
    const result = await client.act(step);
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#bread').isChecked()).toBe(true);
  });
});
