/**
 * Places said by a movement verb or by what they list (issue 25, the fourteenth batch's hand-overs),
 * on a drive of our own: folders listed as links in a table's rows, a sidebar of locations (My files,
 * Recent, Starred, Trash). "go into Invoices" goes to the folder named so; each near miss hands over
 * and leaves the page as it was.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const DRIVE = `<!doctype html><title>Drive</title>
<nav aria-label="Locations"><a href="#files" class="loc">My files</a> <a href="#recent" class="loc">Recent</a> <a href="#starred" class="loc">Starred</a> <a href="#trash" class="loc">Trash</a></nav>
<main><h1>My files</h1>
<table aria-label="Files"><thead><tr><th>Name</th><th>Modified</th></tr></thead><tbody>
<tr><td><a href="#f/documents" class="folder">Documents</a></td><td>2026-10-01</td></tr>
<tr><td><a href="#f/invoices" class="folder">Invoices</a></td><td>2026-10-02</td></tr>
<tr><td><a href="#f/invoices-2025" class="folder">Invoices 2025</a></td><td>2026-01-02</td></tr>
<tr><td>Budget.xlsx</td><td>2026-11-18</td></tr>
</tbody></table></main>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('a').forEach((a) => a.onclick = () => log('Opened ' + a.textContent));
</script>`;

const pages = ownPages({ '/drive': DRIVE });
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function open(path: string) {
  await page().goto(`${pages.origin}${path}`);
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(await log()).toBe(after);
  return result;
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await log()).toBe('Ready');
}

describe('a place entered by a movement verb ("go into X": read as "go to X")', () => {
  it('"go into Invoices": the folder link named Invoices', async () => {
    await open('/drive');
    await resolves('go into Invoices', 'Opened Invoices');
  });

  it('"go into the Documents folder": the folder said with its kind', async () => {
    await open('/drive');
    await resolves('go into the Documents folder', 'Opened Documents');
  });

  it('"go to the Documents folder" (as before)', async () => {
    await open('/drive');
    await resolves('go to the Documents folder', 'Opened Documents');
  });

  it('near miss: a place the page does not list hands over', async () => {
    await open('/drive');
    await handsOver('go into Receipts', /receipts/i);
  });
});
