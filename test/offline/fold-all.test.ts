/**
 * "collapse all the folders", "expand everything": the one control that folds every part at once
 * (rule fold-all), on a shelf of folders of our own drawn with <details> and two toolbar buttons of
 * ours. Found by a file tree grid of the corpus whose own toolbar has "Collapse all"; the page here is
 * ours, other words and markup. Each with a near miss that must hand over, the page untouched.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const shelf = (buttons: string) => `<!doctype html><title>Shelf</title>
<h1>Shelf</h1>
<div>${buttons}</div>
<details open><summary>Photos folder</summary><p>beach.jpg</p></details>
<details open><summary>Music folder</summary><p>song.mp3</p></details>
<details><summary>Papers folder</summary><p>v2.1 draft.pdf</p></details>
<script>
  const all = (open) => document.querySelectorAll('details').forEach((d) => { d.open = open; });
  document.getElementById('fold')?.addEventListener('click', () => all(false));
  document.getElementById('unfold')?.addEventListener('click', () => all(true));
  document.getElementById('fold-notes')?.addEventListener('click', () => undefined);
</script>`;

const BOTH = shelf('<button id="fold">Collapse all</button> <button id="unfold">Expand all</button>');
// Two controls that fold everything: which one is meant is not for the tier to guess.
const TWO = shelf('<button id="fold">Collapse all</button> <button id="fold2">Hide all</button>');
// The only such control names another kind.
const OTHER = shelf('<button id="fold-notes">Collapse all notes</button>');

const pages = ownPages({ '/both': BOTH, '/two': TWO, '/other': OTHER });
const open = (path: string) => pages.client.page.goto(`${pages.origin}${path}`);
const opened = () => pages.client.page.$$eval('details', (ds) => ds.map((d) => (d as HTMLDetailsElement).open));
const START = [true, true, false];

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await opened()).toEqual(START);
}

describe('fold-all: every part folded at once through the one control named so', () => {
  it('"collapse all the folders" clicks Collapse all, and every folder is closed', async () => {
    await open('/both');
    const result = await pages.client.act('collapse all the folders');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'fold-all' });
    expect(result.success, result.message).toBe(true);
    expect(await opened()).toEqual([false, false, false]);
  });

  it('"expand everything" clicks Expand all', async () => {
    await open('/both');
    const result = await pages.client.act('expand everything');
    // "everything" alone reads as "all" (the grammar): the button is said by its whole name, "Expand all".
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'kind-word' });
    expect(await opened()).toEqual([true, true, true]);
  });

  it('near miss: "close all the comments" (the page shows no comment) is handed over', async () => {
    await open('/both');
    await handsOver('close all the comments', /shows no "comment"/);
  });

  it('near miss: two controls fold everything (Collapse all, Hide all): handed over', async () => {
    await open('/two');
    await handsOver('collapse all the folders', /2 controls fold everything/);
  });

  it('near miss: "collapse all the folders" when the only such control is "Collapse all notes" is handed over', async () => {
    await open('/other');
    await handsOver('collapse all the folders', /handed over/);
  });
});
