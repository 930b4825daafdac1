/**
 * Words said aside. "undo that": a verb of a control's own name said with the pronoun "that" (rule verb-name), read
 * as "undo it" is; "that" starts a clause only when words follow it ("verify that …"). Found by the
 * nineteenth blind batch (a drive's undo toast). And a step led in by a word of second thoughts
 * ("never mind, cancel the rename", "oops, undo that", "actually, …"), read without it, as "okay, …"
 * is. On a notes app of our own; the near misses hand over.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const toast = (buttons: string) => `<!doctype html><title>Notes</title><h1>Notes</h1><ul><li>Groceries</li></ul>
<div role="status" id="toast">Note archived ${buttons}</div>
<script>document.querySelectorAll('#toast button').forEach((b) => b.onclick = () => { document.getElementById('toast').textContent = b.textContent + ' done'; });</script>`;

const RENAME = `<!doctype html><title>Notes</title><h1>Notes</h1>
<div role="dialog" aria-label="Rename note"><input aria-label="Name" value="Groceries"><button id="save">Save</button><button id="cancel">Cancel</button></div>
<p id="toast">Renaming</p>
<script>document.querySelectorAll('[role=dialog] button').forEach((b) => b.onclick = () => { document.getElementById('toast').textContent = b.textContent + ' done'; b.parentNode.remove(); });</script>`;

const pages = ownPages({ '/one': toast('<button>Undo</button>'), '/two': toast('<button>Undo</button><button>Undo</button>'), '/rename': RENAME });
const page = () => pages.client.page;
const status = () => page().locator('#toast').textContent();

describe('"undo that"', () => {
  it('clicks the one Undo button', async () => {
    await page().goto(`${pages.origin}/one`);
    const result = await pages.client.act('undo that');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'verb-name' });
    expect(await status()).toBe('Undo done');
  });

  it('near miss: two Undo buttons: handed over, nothing clicked', async () => {
    await page().goto(`${pages.origin}/two`);
    await expect(pages.client.act('undo that')).rejects.toThrow();
    expect(await status()).toBe('Note archived UndoUndo');
  });
});

describe('a lead-in of second thoughts', () => {
  for (const [path, step, after] of [
    ['/rename', 'never mind, cancel the rename', 'Cancel done'],
    ['/rename', 'actually, save it', 'Save done'],
    ['/one', 'oops, undo that', 'Undo done'],
  ] as const) {
    it(`"${step}"`, async () => {
      await page().goto(`${pages.origin}${path}`);
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(await status()).toBe(after);
    });
  }

  it('near miss: "never mind" alone names nothing to do: handed over', async () => {
    await page().goto(`${pages.origin}/rename`);
    await expect(pages.client.act('never mind')).rejects.toThrow();
    expect(await status()).toBe('Renaming');
  });
});
