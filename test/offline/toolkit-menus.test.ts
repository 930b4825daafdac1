/**
 * Menus of a widget toolkit whose trigger says its state only once opened (rules menu-button and
 * menu-pick, drawnMenuPart): a photo editor's menu bar of our own, made of custom elements whose
 * buttons live in shadow roots, the way toolkits draw them (a host element around the button, the
 * menu beside the host, hidden until the trigger is clicked, aria-expanded set on first opening).
 * Found in the shoelace corpus ("open the Edit menu", "click Edit, then Copy").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const TOOLKIT = `<script>
  // Defined after the markup, as a toolkit's module upgrades the elements once loaded.
  customElements.define('pe-button', class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      this.attachShadow({ mode: 'open' }).innerHTML = '<button type="button" part="base"><slot></slot></button>';
    }
    get button() { return this.shadowRoot.querySelector('button'); }
  });
  // The dropdown draws its trigger and its panel in a positioned box of its shadow root (the box
  // holds the trigger alone as the page is read: the items are slotted into it).
  customElements.define('pe-dropdown', class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      this.attachShadow({ mode: 'open' }).innerHTML = '<div id="box" part="base"><slot name="trigger"></slot><div aria-labelledby="box"><slot hidden></slot></div></div>';
      const panel = this.shadowRoot.querySelector('slot:not([name])');
      const trigger = this.querySelector('pe-button');
      const menu = this.querySelector('[role=menu]');
      trigger.addEventListener('click', () => {
        if (!menu) return;
        panel.hidden = !panel.hidden;
        trigger.button.setAttribute('aria-expanded', String(!panel.hidden));
      });
      for (const item of menu ? menu.querySelectorAll('[role=menuitem]') : []) item.addEventListener('click', () => {
        document.getElementById('status').textContent = trigger.textContent.trim() + ' > ' + item.textContent.trim();
        panel.hidden = true;
        trigger.button.setAttribute('aria-expanded', 'false');
      });
    }
  });
</script>`;

const dropdown = (trigger: string, items: string[]) =>
  `<pe-dropdown><pe-button slot="trigger">${trigger}</pe-button>${items.length ? `<div role="menu">${items.map((i) => `<div role="menuitem" tabindex="-1">${i}</div>`).join('')}</div>` : ''}</pe-dropdown>`;

const EDITOR = `<!doctype html><title>Photo editor</title>
<main>
  <section><h2>Image</h2>${dropdown('Adjust', ['Brightness', 'Contrast', 'Crop'])}</section>
  <section><h2>Layer</h2>${dropdown('Arrange', ['Bring forward', 'Send back'])}</section>
  <button type="button" onclick="document.getElementById('status').textContent = 'exported'">Export</button>
  <p id="status">Ready</p>
</main>${TOOLKIT}`;

// Near miss: two menus whose triggers are named alike, one per panel.
const TWINS = `<!doctype html><title>Photo editor</title>
<main>
  <section><h2>Canvas</h2>${dropdown('Edit', ['Undo', 'Redo'])}</section>
  <section><h2>Layers</h2>${dropdown('Edit', ['Duplicate', 'Merge down'])}</section>
  <p id="status">Ready</p>
</main>${TOOLKIT}`;

// Near miss: a trigger with no menu of its own, in a part that also shows another control and
// holds links hidden: whose they are is not said, so they are not the trigger's menu.
const SHARED = `<!doctype html><title>Photo editor</title>
<main>
  <section><h2>Image</h2>
    ${dropdown('Share', [])} <button type="button">More</button>
    <div style="display:none"><a href="#mail">By mail</a><a href="#link">Copy link</a></div>
  </section>
  <p id="status">Ready</p>
</main>${TOOLKIT}`;

const pages = ownPages({ '/editor': EDITOR, '/twins': TWINS, '/shared': SHARED });
const status = () => pages.client.page.locator('#status').textContent();

async function load(path: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
  await expect.poll(() => pages.client.page.evaluate(() => !!customElements.get('pe-dropdown'))).toBe(true);
}

describe('menus of a toolkit whose trigger says its state only once opened', () => {
  it('"open the Adjust menu" clicks the Adjust trigger and its menu shows', async () => {
    await load('/editor');
    const result = await pages.client.act('open the Adjust menu');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'menu-button' });
    await expect.poll(() => pages.client.page.getByRole('menuitem', { name: 'Contrast' }).isVisible()).toBe(true);
    expect(await pages.client.page.getByRole('menuitem', { name: 'Bring forward' }).isVisible()).toBe(false);
  });

  it('"choose Contrast from the Adjust menu" opens the menu, then picks the item', async () => {
    await load('/editor');
    const result = await pages.client.act('choose Contrast from the Adjust menu');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Adjust > Contrast');
  });

  it('"click Arrange, then Send back": the trigger clicked, then the item said alone', async () => {
    await load('/editor');
    const result = await pages.client.act('click Arrange, then Send back');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Arrange > Send back');
  });

  it('"select Crop in the Adjust dropdown": a dropdown whose opener is a button is a menu', async () => {
    await load('/editor');
    const result = await pages.client.act('select Crop in the Adjust dropdown');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Adjust > Crop');
  });

  it('two triggers named Edit, each with a menu: "open the Edit menu" is handed over, nothing opened', async () => {
    await load('/twins');
    await expect(pages.client.act('open the Edit menu')).rejects.toThrow(/2 controls named "edit" open menus/i);
    expect(await pages.client.page.getByRole('menuitem').filter({ visible: true }).count()).toBe(0);
    await expect(pages.client.act('choose Undo from the Edit menu')).rejects.toThrow(/handed over/);
    expect(await status()).toBe('Ready');
  });

  it('hidden items beside a trigger and another shown control: "open the Share menu" is handed over', async () => {
    await load('/shared');
    await expect(pages.client.act('open the Share menu')).rejects.toThrow(/handed over/);
    await expect(pages.client.act('click Share, then Copy link')).rejects.toThrow(/handed over/);
    expect(await pages.client.page.getByRole('link', { name: 'Copy link' }).isVisible()).toBe(false);
    expect(await pages.client.page.url()).not.toContain('#link');
  });
});
