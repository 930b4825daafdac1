/**
 * A dialog named by the -ing form of what it does, and closed by its Done (rule part-close): "close
 * the sharing dialog" for a dialog named "Share "Trip.jpg"" whose buttons are Copy link, Send and
 * Done (no × and no Close), as the drive app of the twentieth blind batch draws its share dialog.
 * On pages of our own; the dialog must be gone after the click. Near misses: a dialog with Cancel
 * beside its OK (an OK applies a field: no plain way out), a dialog named otherwise, a dialog with
 * two Done buttons.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const dialog = (name: string, body: string) => `<!doctype html><title>Photos</title>
<h1>Trip</h1><button>Upload</button>
<div role="dialog" aria-modal="true" aria-labelledby="t"><h2 id="t">${name}</h2>${body}</div>
<p id="log">ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('[role=dialog] button').forEach((b) => b.onclick = () => {
    log(b.textContent + ' clicked');
    if (b.dataset.closes) document.querySelector('[role=dialog]').remove();
  });
</script>`;

const SHARE = '<label>Add people <input></label><button>Copy link</button> <button disabled>Send</button> <button data-closes="1">Done</button>';

const pages = ownPages({
  '/share': dialog('Share "Trip.jpg"', SHARE),
  '/rename': dialog('Rename "Trip.jpg"', '<label>New name <input value="Trip.jpg"></label><button data-closes="1">Cancel</button> <button data-closes="1">OK</button>'),
  '/two-done': dialog('Share "Trip.jpg"', `${SHARE} <button data-closes="1">Done</button>`),
});
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function handsOver(path: string, step: string) {
  await page().goto(`${pages.origin}${path}`);
  await expect(pages.client.act(step)).rejects.toThrow(/handed over/);
  expect(await log()).toBe('ready');
  expect(await page().getByRole('dialog').count()).toBe(1);
}

describe('a dialog said by what it does, closed by its Done (rule part-close)', () => {
  it('"close the sharing dialog" clicks Done of the dialog "Share "Trip.jpg"", and it is gone', async () => {
    await page().goto(`${pages.origin}/share`);
    const result = await pages.client.act('close the sharing dialog');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'part-close' });
    expect(await log()).toBe('Done clicked');
    expect(await page().getByRole('dialog').count()).toBe(0);
  });

  it('near miss: "close the renaming dialog" with Cancel and OK (OK would apply the name): handed over', async () => {
    await handsOver('/rename', 'close the renaming dialog');
  });

  it('near miss: "close the uploading dialog" where the open dialog shares: handed over', async () => {
    await handsOver('/share', 'close the uploading dialog');
  });

  it('near miss: two Done buttons: handed over', async () => {
    await handsOver('/two-done', 'close the sharing dialog');
  });
});
