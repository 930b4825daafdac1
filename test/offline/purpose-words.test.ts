/**
 * Controls said by their purpose in other words than the page's (issue 25, the fourteenth batch's
 * hand-overs), on pages of our own: a photo library's toolbar whose icons are named only by their
 * tooltips ("⇅" titled "Reverse order") beside a "+ New folder" button (rule title-purpose); a
 * drive's and a blog's confirmations answered by purpose ("yes, move it to the Trash", "keep the
 * file": rules dialog-purpose, verb-object, dialog-answer). Each behaviour acts and its effect is
 * read on the page; each near miss hands over and leaves the page as it was.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A photo library: a toolbar of signs with tooltips and a "+ New folder" button, a list of photos. */
const LIBRARY = `<!doctype html><title>Photos</title>
<h1>Photos</h1>
<div role="toolbar" aria-label="Library tools">
  <button id="new">+ New folder</button>
  <button id="rev" title="Reverse order">⇅</button>
  <button id="info" title="Show details">ⓘ</button>
  <button id="cols" title="Reverse columns">⇆</button>
</div>
<ul id="photos"><li>Beach.jpg</li><li>Harbour.jpg</li><li>Snow.jpg</li></ul>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.getElementById('new').onclick = () => log('New folder');
  document.getElementById('rev').onclick = () => {
    const list = document.getElementById('photos');
    [...list.children].reverse().forEach((li) => list.append(li));
    log('Order: ' + [...list.children].map((li) => li.textContent).join(', '));
  };
  document.getElementById('info').onclick = () => log('Details shown');
  document.getElementById('cols').onclick = () => log('Columns reversed');
</script>`;

/** Two "+ New folder" buttons (a sidebar's and a toolbar's), and a sign whose tooltip says more than "reverse order". */
const TWICE = `<!doctype html><title>Files</title>
<nav aria-label="Places"><button class="new">+ New folder</button></nav>
<main><div role="toolbar" aria-label="Files"><button class="new">+ New folder</button> <button id="rev" title="Reverse order of columns">⇅</button></div></main>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('.new').forEach((b) => b.onclick = () => log('New folder'));
  document.getElementById('rev').onclick = () => log('Columns reversed');
</script>`;

/**
 * Confirmations, each opened by the test (not by a step): a drive's "Move “Notes.txt” to Trash?"
 * (Cancel, Move to Trash), a blog's "Delete this post?" (Keep it, Delete), a page leave prompt
 * naming no file (Stay, Leave), a wizard's "Discard the draft?" (Go back, Cancel, Discard).
 */
const CONFIRM = `<!doctype html><title>Drive</title>
<h1>Drive</h1>
<div role="alertdialog" aria-modal="true" aria-labelledby="t1" aria-describedby="d1" id="trash" hidden><h2 id="t1">Move “Notes.txt” to Trash?</h2><p id="d1">Items in Trash are deleted forever after 30 days.</p><button class="no">Cancel</button> <button class="yes">Move to Trash</button></div>
<div role="alertdialog" aria-modal="true" aria-labelledby="t2" id="post" hidden><h2 id="t2">Delete this post?</h2><p>It cannot be undone.</p><button class="no">Keep it</button> <button class="yes">Delete</button></div>
<div role="alertdialog" aria-modal="true" aria-labelledby="t3" id="leave" hidden><h2 id="t3">Leave this page?</h2><p>Changes you made may not be saved.</p><button class="no">Stay</button> <button class="yes">Leave</button></div>
<div role="alertdialog" aria-modal="true" aria-labelledby="t4" id="draft" hidden><h2 id="t4">Discard the draft?</h2><button class="no">Go back</button> <button class="no">Cancel</button> <button class="yes">Discard</button></div>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('[role=alertdialog] button').forEach((b) => b.onclick = () => {
    const d = b.closest('[role=alertdialog]');
    d.hidden = true;
    log(d.id + ': ' + b.textContent);
  });
  window.ask = (id) => { document.getElementById(id).hidden = false; };
</script>`;

const pages = ownPages({ '/library': LIBRARY, '/twice': TWICE, '/confirm': CONFIRM });
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function open(path: string) {
  await page().goto(`${pages.origin}${path}`);
}

async function resolves(step: string, rule: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule });
  expect(await log()).toBe(after);
  return result;
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await log()).toBe('Ready');
}

describe('a control said by its purpose, in other words than its tooltip or name (rule title-purpose)', () => {
  it('"reverse the sort order": the sign titled "Reverse order" (sort order is the order)', async () => {
    await open('/library');
    await resolves('reverse the sort order', 'title-purpose', 'Order: Snow.jpg, Harbour.jpg, Beach.jpg');
  });

  it('"flip the order": flip says reverse', async () => {
    await open('/library');
    await resolves('flip the order', 'title-purpose', 'Order: Snow.jpg, Harbour.jpg, Beach.jpg');
  });

  it('"create a new folder": the button "+ New folder" (create says new, said once)', async () => {
    await open('/library');
    await resolves('create a new folder', 'title-purpose', 'New folder');
  });

  it('"add a folder": add says new', async () => {
    await open('/library');
    await resolves('add a folder', 'title-purpose', 'New folder');
  });

  it('near miss: a purpose no control says (a new album) hands over', async () => {
    await open('/library');
    await handsOver('create a new album', /no element matches "create a new album"/);
  });

  it('near miss: words the tooltip does not say ("of the photos") are not read away', async () => {
    await open('/library');
    await handsOver('reverse the sort order of the photos', /no element matches "reverse the sort order of the photos"/);
  });

  it('near miss: two controls saying it hand over naming them', async () => {
    await open('/twice');
    await handsOver('create a new folder', /2 controls say that \(button "\+ New folder", button "\+ New folder"\)/);
  });

  it('near miss: a tooltip that says more than the step ("Reverse order of columns") is not the step\'s', async () => {
    await open('/twice');
    await handsOver('reverse the sort order', /no element matches "reverse the sort order"/);
  });
});

/** The drive page with one (or more) of its confirmations open. */
async function asking(...ids: string[]) {
  await open('/confirm');
  for (const id of ids) await page().evaluate((d) => (window as unknown as { ask: (id: string) => void }).ask(d), id);
}

describe('a confirmation answered by its purpose, the answer said first (rule dialog-purpose)', () => {
  it('"yes, move it to the Trash": the button "Move to Trash", and the dialog is gone', async () => {
    await asking('trash');
    await resolves('yes, move it to the Trash', 'dialog-purpose', 'trash: Move to Trash');
    expect(await page().locator('#trash').isHidden()).toBe(true);
  });

  it('"no, keep it": the button "Keep it"', async () => {
    await asking('post');
    await resolves('no, keep it', 'dialog-purpose', 'post: Keep it');
  });

  it('"no, keep the file": a verb of the no answer, the dialog\'s one no (Cancel)', async () => {
    await asking('trash');
    await resolves('no, keep the file', 'dialog-purpose', 'trash: Cancel');
  });

  it('near miss: a purpose no button says ("yes, delete it" beside Move to Trash) is not acted on', async () => {
    await asking('trash');
    // No button of it says delete (rule confirm-reply says so).
    await handsOver('yes, delete it', /no buttons that answer "delete"/);
  });

  it('near miss: "yes" with the dialog\'s no ("yes, keep it") hands over', async () => {
    await asking('post');
    await handsOver('yes, keep it', /says yes, but button "Keep it" .* is its no/);
  });

  it('near miss: two dialogs open hand over', async () => {
    await asking('trash', 'post');
    await handsOver('yes, move it to the Trash', /2 dialogs are open/);
  });
});

describe('"keep the file": the no answer of the dialog that names the file (rule verb-object)', () => {
  it('"keep the file": Cancel of the dialog that names "Notes.txt" (a file\'s name says file)', async () => {
    await asking('trash');
    await resolves('keep the file', 'verb-object', 'trash: Cancel');
  });

  it('"keep the post": "Keep it" of the dialog that says post', async () => {
    await asking('post');
    await resolves('keep the post', 'verb-object', 'post: Keep it');
  });

  it('near miss: a dialog that names no file is not answered for "keep the file"', async () => {
    await asking('leave');
    await handsOver('keep the file', /file/);
  });
});

describe('a dialog\'s yes and no words are one table (rule dialog-answer, DIALOG_ANSWERS)', () => {
  it('"cancel the deletion": "Keep it" is the no answer', async () => {
    await asking('post');
    await resolves('cancel the deletion', 'dialog-answer', 'post: Keep it');
  });

  it('"cancel": of Go back and Cancel, the one the verb names', async () => {
    await asking('draft');
    await resolves('cancel', 'dialog-answer', 'draft: Cancel');
  });
});
