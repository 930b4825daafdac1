// A cached step on an element with no role of its own that holds only text (a list item's label,
// double-clicked to edit it, as TodoMVC's are): the replay checks that the element is still that
// (the entry records it as `generic` with no name) by one read in Playwright's utility world (its
// AI-mode aria tree, whether it is shown, whether it is hidden from assistive technology, side by
// side) instead of the long read (an aria snapshot that first waits for the element: four round
// trips in series). Counted, not timed: the long read is Locator.ariaSnapshot, the short one
// Locator.ariaSnapshotJSON. Near misses: the same selector finding a paragraph of the same text, or the label hidden
// from assistive technology, is read the long way and the entry is not replayed.
// The same short read answers a shown, named element of a role that may be named (the ✖ a hover
// shows, recorded offline for `delete "Bread"`), and leaves to the long read what it could answer
// otherwise than the long read does (a page of kinds: a heading named by the button it holds, an
// aria-hidden button, a named paragraph, a named generic, a generic holding a button…).
// Real Chromium, pages on 127.0.0.1, no model.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Client } from '../../src/index.js';
import { clientPool, hoverList } from '../support/client-pool.js';
import { quickIdentity, readIdentity } from '../../src/engine/cache/verify.js';

/** Elements the one-round-trip read must answer as the long read does, or leave to it. */
const KINDS = `<title>Kinds</title>
<button id="named">Save draft</button>
<h2 id="heading"><button>Shipping</button></h2>
<div aria-hidden="true"><button id="unseen">Archive</button></div>
<button id="hidden" style="visibility: hidden">Restore</button>
<p id="para" aria-label="Summary">Three items</p>
<div id="labelled" aria-label="Rated 4 of 5">★★★★</div>
<span id="bare">just text</span>
<div id="holder"><span>one</span> <button>two</button></div>
<button class="twin">Copy</button><button class="twin">Copy</button>`;

// The repository's TodoMVC (test/offline/apps/todomvc/vanillajs): a todo's label is double-clicked to edit it.
const pool = clientPool({ '/groceries': hoverList('remove-item'), '/kinds': KINDS }, fileURLToPath(new URL('../offline/apps/', import.meta.url)));

/** Calls of the long identity read (`ariaSnapshot`) and of the short one (`ariaSnapshotJSON` in AI mode) while `work` runs. */
async function identityReads(sample: Locator, work: () => Promise<unknown>): Promise<{ long: number; short: number }> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const ownLong = proto.ariaSnapshot as (...args: unknown[]) => Promise<unknown>;
  const ownShort = proto.ariaSnapshotJSON as (...args: unknown[]) => Promise<unknown>;
  const reads = { long: 0, short: 0 };
  proto.ariaSnapshot = function (this: unknown, ...args: unknown[]) {
    reads.long++;
    return Reflect.apply(ownLong, this, args);
  };
  proto.ariaSnapshotJSON = function (this: unknown, ...args: unknown[]) {
    if ((args[0] as { mode?: string } | undefined)?.mode === 'ai' && (this as { _selector?: string })._selector !== ':root') reads.short++;
    return Reflect.apply(ownShort, this, args);
  };
  try {
    await work();
  } finally {
    proto.ariaSnapshot = ownLong;
    proto.ariaSnapshotJSON = ownShort;
  }
  return reads;
}

const editing = (client: Client) => client.page.locator('#todo-list li.editing label').allTextContents();

/** TodoMVC with three todos, in a client on `dir`'s cache. */
async function todos(dir: string): Promise<Client> {
  const client = await pool.start(dir);
  const page = client.page;
  await page.goto(`${pool.origin}/todomvc/vanillajs/index.html#/`);
  for (const title of ['buy milk', 'feed the cat', 'water the plants']) {
    await page.getByPlaceholder('What needs to be done?').fill(title);
    await page.getByPlaceholder('What needs to be done?').press('Enter');
  }
  return client;
}

/** Records `double-click "feed the cat"` (the todo's label, an element with no role of its own) in a new cache; returns the cache folder. */
async function recorded(): Promise<string> {
  const dir = pool.cacheDir();
  const client = await todos(dir);
  const result = await client.act('double-click "feed the cat"');
  expect(result.success, result.message).toBe(true);
  expect(result.actions[0]?.selector).toBe('internal:text="feed the cat"i');
  expect(await editing(client)).toEqual(['feed the cat']);
  await client.close();
  return dir;
}

describe('a cached step on a text-only element: its identity in one read', () => {
  it('double-click "feed the cat" replays with the short identity read and no long one; the todo is being edited', async () => {
    const dir = await recorded();
    const client = await todos(dir);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await identityReads(client.page.locator('body'), async () => {
      result = await client.act('double-click "feed the cat"');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(result!.decision?.by.kind).toBe('cache');
    expect(await editing(client)).toEqual(['feed the cat']);
    // Without the short read: { long: 1, short: 0 }.
    expect(reads).toEqual({ long: 0, short: 1 });
  });

  it('near miss: the selector now finds a paragraph "feed the cat" (a role of its own, only text): read the long way, not replayed; nothing is edited by the cached step', async () => {
    const dir = await recorded();
    const client = await todos(dir);
    // The todo's label becomes a paragraph of the same text: an element with a role of its own now.
    await client.page.evaluate(() => {
      const label = Array.from(document.querySelectorAll('#todo-list label')).find((l) => l.textContent === 'feed the cat')!;
      const paragraph = document.createElement('p');
      paragraph.textContent = 'feed the cat';
      label.replaceWith(paragraph);
    });
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await identityReads(client.page.locator('body'), async () => {
      result = await client.act('double-click "feed the cat"').catch((error: Error) => ({ success: false, message: error.message, decision: undefined }) as never);
    });
    expect(result!.decision?.by.kind).not.toBe('cache');
    expect(reads.long).toBeGreaterThanOrEqual(1);
    expect(await editing(client)).toEqual([]);
  });

  it('near miss: the label hidden from assistive technology (aria-hidden on its item): read the long way, not replayed', async () => {
    const dir = await recorded();
    const client = await todos(dir);
    await client.page.evaluate(() => {
      const label = Array.from(document.querySelectorAll('#todo-list label')).find((l) => l.textContent === 'feed the cat')!;
      label.closest('li')!.setAttribute('aria-hidden', 'true');
    });
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await identityReads(client.page.locator('body'), async () => {
      result = await client.act('double-click "feed the cat"').catch((error: Error) => ({ success: false, message: error.message, decision: undefined }) as never);
    });
    expect(result!.decision?.by.kind).not.toBe('cache');
    expect(reads.long).toBeGreaterThanOrEqual(1);
  });
});

describe('what the one-round-trip read answers, and what it leaves to the long read', () => {
  it('a named button and a text-only span are answered as the long read answers them; the rest is left to it', async () => {
    const client = await pool.start();
    const page = client.page;
    await page.goto(`${pool.origin}/kinds`);
    const quick = async (selector: string) => quickIdentity(page, selector);
    const long = async (selector: string) => {
      const identity = await readIdentity(page, selector, 1_000);
      return identity && { role: identity.role, name: identity.name };
    };
    expect(await quick('#named')).toEqual({ role: 'button', name: 'Save draft' });
    expect(await long('#named')).toEqual({ role: 'button', name: 'Save draft' });
    expect(await quick('#bare')).toEqual({ role: 'generic', name: '' });
    // Near misses, each left to the long read: a heading named by the button it holds (the AI-mode
    // tree leaves its name out), a button hidden from assistive technology, a button not shown, a
    // paragraph (a role ARIA forbids naming) with an aria-label, a generic with an aria-label, a
    // generic holding a button, a selector finding two buttons, one finding none.
    for (const selector of ['#heading', '#unseen', '#hidden', '#para', '#labelled', '#holder', '.twin', '#nothing']) {
      expect(await quick(selector), selector).toBeUndefined();
    }
  });

  it('offline, recording delete "Bread": the ✖ shown on hover (a button named by its CSS mark) is recorded by the short read, no long one; Bread is deleted', async () => {
    const dir = pool.cacheDir();
    const client = await pool.start(dir);
    await client.page.goto(`${pool.origin}/groceries`);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await identityReads(client.page.locator('body'), async () => {
      result = await client.act('delete "Bread"');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(await client.page.locator('#list li label').allTextContents()).toEqual(['Milk', 'Eggs']);
    // Without the named answer: { long: 1, short: 1 } (the short read asked, then the long one).
    expect(reads).toEqual({ long: 0, short: 1 });
  });
});
