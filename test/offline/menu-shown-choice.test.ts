/**
 * "show tickets assigned to nobody" with a filter's menu open (rules/open-menu-item.ts, issue 25):
 * the verb of showing, the things shown, then the name of one radio item of the open menu. On a
 * help desk of our own whose "Assignee" filter opens a menu of radio items. Found by the tracker
 * app's "show issues assigned to nobody" (its menu item "Assigned to nobody").
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const DESK = `<!doctype html><title>Tickets</title>
<h1>Tickets</h1>
<button id="opener" aria-haspopup="menu" aria-expanded="true">Assignee ▾</button>
<div role="menu" aria-label="Assignee">
  <div role="menuitemradio" tabindex="-1" aria-checked="true" id="anyone">Assigned to anyone</div>
  <div role="menuitemradio" tabindex="-1" aria-checked="false" id="nobody">Assigned to nobody</div>
  <div role="menuitemradio" tabindex="-1" aria-checked="false" id="me">Assigned to me</div>
  <div role="menuitem" tabindex="-1" id="export">Export tickets</div>
</div>
<ul><li>Printer jam</li><li>VPN down</li></ul>
<p id="shown">anyone</p>
<script>
  for (const item of document.querySelectorAll('[role=menuitemradio]')) item.addEventListener('click', () => {
    for (const o of document.querySelectorAll('[role=menuitemradio]')) o.setAttribute('aria-checked', String(o === item));
    document.getElementById('shown').textContent = item.id;
  });
</script>`;

const pages = ownPages({ '/': DESK });
const page = () => pages.client.page;
const open = () => page().goto(`${pages.origin}/`);

describe('a choice of an open menu said after "show" and the things shown', () => {
  it('"show tickets assigned to nobody" picks "Assigned to nobody"', async () => {
    await open();
    const result = await pages.client.act('show tickets assigned to nobody');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#shown').textContent()).toBe('nobody');
  });

  it('near miss: a choice chosen already ("show tickets assigned to anyone") is handed over, nothing changed', async () => {
    await open();
    await expect(pages.client.act('show tickets assigned to anyone')).rejects.toThrow(/chosen already/);
    expect(await page().locator('#shown').textContent()).toBe('anyone');
  });

  it('near miss: no choice says the rest ("show tickets assigned to Dana") is handed over', async () => {
    await open();
    await expect(pages.client.act('show tickets assigned to Dana')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#shown').textContent()).toBe('anyone');
  });
});
