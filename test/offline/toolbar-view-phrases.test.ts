/**
 * A toolbar's show toggle said with what it adds ("show archived projects too" for a Show archived
 * toggle button), rule toolbar-phrase; one pressed already is handed over (a click would hide
 * them). A project tracker of ours. Found in the fieldservice corpus (Kendo UI's ToolBar: "show
 * closed orders too").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const page = (pressed: boolean) => `<!doctype html><title>Tracker</title>
<nav><a href="#projects">Projects</a> <a href="#people">People</a></nav>
<div role="toolbar" aria-label="Projects">
  <button type="button" onclick="status('new')">New project</button>
  <button type="button" onclick="status('refreshed')">Refresh</button>
  <button type="button" aria-pressed="${pressed}" onclick="const on = this.getAttribute('aria-pressed') !== 'true'; this.setAttribute('aria-pressed', String(on)); status(on ? 'archived shown' : 'archived hidden')">Show archived</button>
</div>
<div role="tablist"><button role="tab" aria-selected="true">Projects</button><button role="tab" aria-selected="false">Milestones</button></div>
<div role="tabpanel" aria-label="Projects"><ul><li>Harbour bridge</li><li>Library roof</li></ul></div>
<p id="status">Ready</p>
<script>function status(t) { document.getElementById('status').textContent = t; }</script>`;

const pages = ownPages({ '/tracker': page(false), '/archived-on': page(true) });
const status = () => pages.client.page.locator('#status').textContent();
const load = (path: string) => pages.client.page.goto(`${pages.origin}${path}`);
const pressed = () => pages.client.page.getByRole('button', { name: 'Show archived' }).getAttribute('aria-pressed');

describe('a toolbar show toggle said with what it adds', () => {
  it('"show archived projects too": the Show archived toggle pressed', async () => {
    await load('/tracker');
    const result = await pages.client.act('show archived projects too');
    expect(result.success, result.message).toBe(true);
    expect(await pressed()).toBe('true');
  });

  it('near miss: "show archived projects too" with Show archived pressed already is handed over, left on', async () => {
    await load('/archived-on');
    await expect(pages.client.act('show archived projects too')).rejects.toThrow(/handed over/);
    expect(await pressed()).toBe('true');
    expect(await status()).toBe('Ready');
  });
});
