/**
 * A command said by its verb and what it makes ("export the contacts to PDF"), where the page's
 * control of that verb is a split button whose arrow opens the menu of its variants, or a menu
 * button (rule command-menu). A CRM's toolbar of ours. Found in the fieldservice corpus (Kendo UI's
 * ToolBar split button: "export the list to PDF").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const MENUS = `<script>
  const status = (t) => { document.getElementById('status').textContent = t; };
  const menus = [];
  function wire(opener, menu, on) {
    menus.push([opener, menu]);
    opener.addEventListener('click', () => {
      const open = opener.getAttribute('aria-expanded') === 'true';
      menu.hidden = open;
      opener.setAttribute('aria-expanded', String(!open));
    });
    for (const it of menu.querySelectorAll('[role=menuitem]')) it.addEventListener('click', () => {
      on(it.textContent.trim());
      menu.hidden = true;
      opener.setAttribute('aria-expanded', 'false');
    });
  }
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const [opener, menu] of menus) { menu.hidden = true; opener.setAttribute('aria-expanded', 'false'); }
  });
  for (const box of document.querySelectorAll('[data-menu]')) {
    const opener = box.querySelector('[aria-expanded]');
    wire(opener, document.getElementById(box.dataset.menu), (t) => status(t));
  }
</script>`;

const split = (verb: string, menu: string, items: string[]) =>
  `<span class="split" data-menu="${menu}"><button type="button" onclick="document.getElementById('status').textContent = '${verb} (default)'">${verb}</button><button type="button" aria-label="More options" aria-haspopup="true" aria-expanded="false" aria-controls="${menu}">▾</button></span>`;
const list = (id: string, items: string[]) => `<ul role="menu" id="${id}" hidden>${items.map((i) => `<li role="menuitem" tabindex="-1">${i}</li>`).join('')}</ul>`;

const CRM = `<!doctype html><title>Contacts</title>
<div role="toolbar" aria-label="Contacts">
  <button type="button">New contact</button>
  <button type="button">Refresh</button>
  ${split('Export', 'export-menu', [])}
  <span data-menu="share-menu"><button type="button" aria-haspopup="true" aria-expanded="false">Share</button></span>
</div>
<h2>Contacts</h2><table><tr><th>Name</th><th>Company</th></tr><tr><td>Ada Byrne</td><td>Northwind</td></tr></table>
<p id="status">Ready</p>
${list('export-menu', ['Export to CSV', 'Export to PDF', 'Export to Excel'])}
${list('share-menu', ['Share by email', 'Share by link'])}
${MENUS}`;

// Near miss: a Print button that opens nothing; what it prints is not said on the page.
const PLAIN = `<!doctype html><title>Contacts</title>
<div role="toolbar" aria-label="Contacts"><button type="button" onclick="document.getElementById('status').textContent = 'printed'">Print</button></div>
<p id="status">Ready</p>`;

// Near miss: two Export split buttons, one per table.
const TWO = `<!doctype html><title>Contacts</title>
<div role="toolbar" aria-label="People">${split('Export', 'm1', [])}</div>
<div role="toolbar" aria-label="Companies">${split('Export', 'm2', [])}</div>
<p id="status">Ready</p>
${list('m1', ['Export to CSV', 'Export to PDF'])}${list('m2', ['Export to CSV', 'Export to PDF'])}
${MENUS}`;

const pages = ownPages({ '/crm': CRM, '/plain': PLAIN, '/two': TWO });
const status = () => pages.client.page.locator('#status').textContent();
const load = (path: string) => pages.client.page.goto(`${pages.origin}${path}`);
const shownItems = () => pages.client.page.getByRole('menuitem').filter({ visible: true }).count();

describe('a command said by its verb and what it makes, from the menu of its control', () => {
  it('"export the contacts to PDF": the split button\'s arrow opened, then Export to PDF picked', async () => {
    await load('/crm');
    const result = await pages.client.act('export the contacts to PDF');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Export to PDF');
  });

  it('"share the contact list by email": a menu button of the verb opened, its entry picked', async () => {
    await load('/crm');
    const result = await pages.client.act('share the contact list by email');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Share by email');
  });

  it('near miss: "export the contacts to XML" (no entry says XML) is handed over, the menu closed again', async () => {
    await load('/crm');
    await expect(pages.client.act('export the contacts to XML')).rejects.toThrow(/handed over/);
    expect(await status()).toBe('Ready');
    expect(await shownItems()).toBe(0);
  });

  it('near miss: "print the contacts to PDF" with a Print button that opens no menu is handed over, nothing printed', async () => {
    await load('/plain');
    await expect(pages.client.act('print the contacts to PDF')).rejects.toThrow(/handed over/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: two Export split buttons: "export the contacts to PDF" is handed over, no menu opened', async () => {
    await load('/two');
    await expect(pages.client.act('export the contacts to PDF')).rejects.toThrow(/handed over/);
    expect(await status()).toBe('Ready');
    expect(await shownItems()).toBe(0);
  });
});
