/**
 * A control whose name is led by a sign ("× Clear filters", "← Back to contacts"), said by its
 * words alone (rules/title-purpose.ts): a CRM's contact list of our own. The name rules read a × as
 * the letter x, so "clear filters" matched nothing. Found by the seventeenth blind batch (an issue
 * tracker's "× Clear filters").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const CONTACTS = `<!doctype html><title>Contacts</title>
<a href="#/home" id="back">← Back to dashboard</a>
<h1>Contacts</h1>
<div class="filters"><span>Filtered by: Customer</span> <button id="clear">× Clear filters</button></div>
<ul><li>Ana Lima</li><li>Ben Ode</li></ul>
<p id="status">Ready</p>
<script>
  document.getElementById('clear').onclick = () => { document.getElementById('status').textContent = 'filters cleared'; };
  addEventListener('hashchange', () => { document.getElementById('status').textContent = 'at ' + location.hash; });
</script>`;

// Two panels, each with its own "× Clear filters".
const TWO = `<!doctype html><title>Reports</title>
<section aria-label="Deals"><button class="c">× Clear filters</button></section>
<section aria-label="Tickets"><button class="c">× Clear filters</button></section>
<p id="status">Ready</p>
<script>document.querySelectorAll('.c').forEach((b) => b.onclick = () => { document.getElementById('status').textContent = 'cleared'; });</script>`;

const pages = ownPages({ '/contacts': CONTACTS, '/two': TWO });
const status = () => pages.client.page.locator('#status').textContent();

describe('a name led by a sign, said by its words (rule title-purpose)', () => {
  it('"clear filters" clicks "× Clear filters"', async () => {
    await pages.client.page.goto(`${pages.origin}/contacts`);
    const result = await pages.client.act('clear filters');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'title-purpose' });
    expect(await status()).toBe('filters cleared');
  });

  it('near miss: two "× Clear filters" (one per panel) hand over naming both', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    await expect(pages.client.act('clear filters')).rejects.toThrow(/2 controls say that/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: words the name does not say ("clear all filters") are not it', async () => {
    await pages.client.page.goto(`${pages.origin}/contacts`);
    await expect(pages.client.act('clear all the saved filters')).rejects.toThrow();
    expect(await status()).toBe('Ready');
  });
});
