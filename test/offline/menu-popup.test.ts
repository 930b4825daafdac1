/**
 * Rule menu-button, on a menu button that states aria-haspopup but no aria-expanded (a row's ⋮):
 * "open the actions menu for Invoice 1043" opens that row's menu, and the effect judged is a menu
 * shown after (there is no state to read). Found on a file manager ("open the actions menu for
 * Roadmap.pdf", issue 25); the pages here are ours, of another domain (invoices).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const INVOICES = ['Invoice 1041', 'Invoice 1042', 'Invoice 1043'];
/** A table of invoices, each row ending in a ⋮ button; `opens` says whether its click shows the menu. */
const table = (opens: boolean, popup = 'menu') => `<!doctype html><title>Invoices</title><main><h1>Invoices</h1>
  <table aria-label="Invoices"><thead><tr><th>Invoice</th><th>Client</th><th></th></tr></thead><tbody>${INVOICES.map((n, i) => `
    <tr><td><a href="#/${i}">${n}</a></td><td>Client ${i + 1}</td><td><button type="button" class="kebab" data-n="${n}" aria-label="More actions" aria-haspopup="${popup}">⋮</button></td></tr>`).join('')}
  </tbody></table>
  <div role="menu" id="menu" hidden aria-label="Invoice actions"><button role="menuitem">Download PDF</button><button role="menuitem">Void</button></div>
  <p id="did"></p></main>
  <script>
    for (const b of document.querySelectorAll('.kebab')) b.addEventListener('click', () => {
      document.getElementById('did').textContent = 'Menu of ' + b.dataset.n;
      if (${opens}) document.getElementById('menu').hidden = false;
    });
  </script>`;

const pages = ownPages({
  '/invoices': table(true),
  // Near misses: a ⋮ whose click shows nothing; a ⋮ that says it opens a dialog, not a menu.
  '/invoices-inert': table(false),
  '/invoices-dialog': table(true, 'dialog'),
});

describe('menu-button: a menu button with no aria-expanded', () => {
  it('"open the actions menu for Invoice 1043" clicks that row\'s ⋮ and sees a menu shown', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/invoices`);
    const result = await client.act('open the actions menu for Invoice 1043');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ rule: 'menu-button' });
    expect(await client.page.locator('#did').textContent()).toBe('Menu of Invoice 1043');
    expect(await client.page.getByRole('menu').isVisible()).toBe(true);
  });

  it('a click that shows no menu fails the step (the effect is absent), never a success', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/invoices-inert`);
    const result = await client.act('open the actions menu for Invoice 1042');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/no menu appeared/);
  });

  it('hands over three alike menu buttons with no row said, and a ⋮ that opens a dialog', async () => {
    const { client } = pages;
    for (const [path, step] of [['/invoices', 'open the actions menu'], ['/invoices-dialog', 'open the actions menu for Invoice 1043']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await client.page.locator('#did').textContent(), step).toBe('');
    }
  });
});
