// A control inside a list item is found through the item's first text (snapshot/selectors.ts,
// anchoredSelector). Text made of marks alone ("✔ ✖": TodoMVC draws them with CSS while a todo is
// edited) is shown by the tree but not matched by Playwright's `has-text`, so a selector anchored
// on it found nothing: the offline probe paid a read through it (three round trips in series)
// before reading the element through its ref (pace14, issue 27, figure 8). Such text is no longer
// taken as the item's anchor. Counted, not timed: no read through a selector anchored on marks
// alone. Near miss: rows of an unnamed box whose first text is marks and whose next text is not
// unique ("Milk", "Milk shake") get no anchored selector, and `tick "Milk"` ticks Milk, never Milk shake.
// Real Chromium, pages on 127.0.0.1, no model.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Client } from '../../src/index.js';
import { clientPool } from '../support/client-pool.js';

const pool = clientPool({
  '/marks': `<title>Groceries</title>
<ul id="list">${['Milk', 'Milk shake', 'Bread'].map((i) => `<li><span>★★</span> <input type="checkbox" id="${i.replace(' ', '-')}"> <span>${i}</span></li>`).join('')}</ul>`,
}, fileURLToPath(new URL('./apps/', import.meta.url)));

/** The selectors of the locators read through `evaluateAll` while `work` runs. */
async function readSelectors(sample: Locator, work: () => Promise<unknown>): Promise<string[]> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const own = proto.evaluateAll as (...args: unknown[]) => Promise<unknown>;
  const selectors: string[] = [];
  proto.evaluateAll = function (this: { _selector?: string }, ...args: unknown[]) {
    selectors.push(this._selector ?? '');
    return Reflect.apply(own, this, args) as Promise<unknown>;
  };
  try {
    await work();
  } finally {
    proto.evaluateAll = own;
  }
  return selectors;
}

/** An anchor of marks alone: `internal:has-text="✔ ✖"i`. */
const MARKS_ANCHOR = /internal:has-text="[^\p{L}\p{N}"]*"i/u;

describe('an item\'s text of marks alone is not its anchor', () => {
  it('TodoMVC, a todo being edited: "fill the edit box" reads no selector anchored on "✔ ✖"; the todo is renamed', async () => {
    const client = await pool.start();
    const page = client.page;
    await page.goto(`${pool.origin}/todomvc/vanillajs/index.html#/`);
    for (const title of ['buy some cheese', 'feed the cat']) {
      await page.getByPlaceholder('What needs to be done?').fill(title);
      await page.getByPlaceholder('What needs to be done?').press('Enter');
    }
    await page.getByText('feed the cat').dblclick();
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const selectors = await readSelectors(page.locator('body'), async () => {
      result = await client.act('fill the edit box with "feed the dog" and press Enter');
    });
    expect(result!.success, result!.message).toBe(true);
    await expect.poll(() => page.locator('#todo-list li label').allTextContents()).toEqual(['buy some cheese', 'feed the dog']);
    // Without it: one read through `internal:role=listitem >> internal:has-text="✔ ✖"i >> internal:role=textbox`.
    expect(selectors.filter((s) => MARKS_ANCHOR.test(s))).toEqual([]);
  });

  it('near miss: rows "★★ Milk" and "★★ Milk shake": no anchor on "★★" nor on "Milk"; tick "Milk" ticks Milk alone', async () => {
    const client = await pool.start();
    await client.page.goto(`${pool.origin}/marks`);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const selectors = await readSelectors(client.page.locator('body'), async () => {
      result = await client.act('tick "Milk"');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(await client.page.locator('#Milk').isChecked()).toBe(true);
    expect(await client.page.locator('#Milk-shake').isChecked()).toBe(false);
    expect(await client.page.locator('#Bread').isChecked()).toBe(false);
    expect(selectors.filter((s) => MARKS_ANCHOR.test(s) || /internal:has-text="milk"i/i.test(s))).toEqual([]);
  });
});
